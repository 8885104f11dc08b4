// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "themec",
    products: [
        .executable(name: "themec", targets: ["themec"]),
        .library(name: "ThemecCore", targets: ["ThemecCore"]),
    ],
    targets: [
        // The two C libraries, reached only through ThemecSyntax.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Owns every C pointer; hands back Swift value trees with 1-based line:column.
        .target(name: "ThemecSyntax", dependencies: ["CYAML", "CLibXML2"]),
        // The pure compiler: bytes in, diagnostics and generated text out. No file I/O.
        .target(name: "ThemecCore", dependencies: ["ThemecSyntax"]),
        // Argument parsing, file discovery, reporters and atomic output.
        .target(name: "ThemecCLI", dependencies: ["ThemecCore"]),
        .executableTarget(name: "themec", dependencies: ["ThemecCLI"]),

        .testTarget(name: "ThemecSyntaxTests", dependencies: ["ThemecSyntax"]),
        .testTarget(
            name: "ThemecCoreTests",
            dependencies: ["ThemecCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ThemecCLITests", dependencies: ["ThemecCLI"], exclude: ["Fixtures"]),
        // Compiles and runs the golden generated Swift (a symlink to the recorded output).
        .testTarget(name: "GeneratedCodeTests", dependencies: []),
        // Compiles and runs the golden Layouts.themec.swift (a symlink to the recorded output).
        .testTarget(name: "LayoutsGeneratedCodeTests", dependencies: []),
    ],
    swiftLanguageModes: [.v6]
)

// Compiles and runs the generated strings code (a symlink to its golden file) against real
// `.lproj` resources: lookups, formatting, plural forms and the main-bundle-first order.
package.targets.append(
    .testTarget(
        name: "StringsRuntimeTests",
        dependencies: [],
        resources: [
            .copy("Resources/Localized/en.lproj"),
            .copy("Resources/Localized/de.lproj"),
            .copy("Resources/Override"),
        ]
    )
)
