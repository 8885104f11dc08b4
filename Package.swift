// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "themec",
    // The runtime's oldest: the generated code and ThemecRuntime support iOS 15 and later.
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .executable(name: "themec", targets: ["themec"]),
        .library(name: "ThemecCore", targets: ["ThemecCore"]),
        // What the generated code of an app or a kit imports: the theme API, the string lookup and the nib
        // registry, one copy for a kit and all its apps.
        .library(name: "ThemecRuntime", targets: ["ThemecRuntime"]),
        .plugin(name: "ThemecPlugin", targets: ["ThemecPlugin"]),
        .plugin(name: "ThemecLintPlugin", targets: ["ThemecLintPlugin"]),
        .plugin(name: "ThemecGeneratePlugin", targets: ["ThemecGeneratePlugin"]),
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
        // What the compiler and the runtime both know, defined once: the color slots and their defaults,
        // the text slots and styles, hex colors, plural categories and the placeholder types. Pure
        // Swift, no Foundation.
        .target(name: "ThemecVocabulary"),
        // The format-placeholder grammar, as Foundation's String(format:) reads it: the compiler's checks
        // and the runtime's guard read format strings with this one code. Pure Swift, no Foundation.
        .target(name: "ThemecFormat", dependencies: ["ThemecVocabulary"]),
        // The runtime apps ship (Foundation; UIKit and SwiftUI layers behind #if canImport). Generated code
        // imports it and holds only what depends on the inputs: keys, texts, theme values, nib names.
        .target(name: "ThemecRuntime", dependencies: ["ThemecVocabulary", "ThemecFormat"]),
        // The pure compiler: bytes in, diagnostics and generated text out. No file I/O.
        .target(name: "ThemecCore", dependencies: ["ThemecSyntax", "ThemecVocabulary", "ThemecFormat"]),
        // Argument parsing, file discovery, reporters and atomic output.
        .target(name: "ThemecCLI", dependencies: ["ThemecCore", "ThemecSyntax"]),
        .executableTarget(name: "themec", dependencies: ["ThemecCLI"]),

        // The build-tool plugin: runs `themec generate` for a target, declared inputs and outputs.
        .plugin(name: "ThemecPlugin", capability: .buildTool(), dependencies: ["themec"]),
        // `swift package themec-lint`: lint every target with themec inputs, for CI.
        .plugin(
            name: "ThemecLintPlugin",
            capability: .command(
                intent: .custom(verb: "themec-lint", description: "Check theme, strings and XIB files with themec")),
            dependencies: ["themec"]
        ),
        // `swift package themec-generate`: write the generated files into the package (vendoring).
        .plugin(
            name: "ThemecGeneratePlugin",
            capability: .command(
                intent: .custom(
                    verb: "themec-generate", description: "Write themec's generated Swift into each target"),
                permissions: [.writeToPackageDirectory(reason: "themec writes <Target>/Generated/*.themec.swift")]
            ),
            dependencies: ["themec"]
        ),

        .testTarget(name: "ThemecSyntaxTests", dependencies: ["ThemecSyntax"]),
        // The runtime apps ship, called directly: lookups, language choice, the format guard, plural
        // rules, validation, themes and nibs, on Linux (the UIKit and SwiftUI parts are type-checked
        // against the iPhoneOS SDK by ThemecSlowTests).
        .testTarget(
            name: "ThemecRuntimeTests",
            dependencies: ["ThemecRuntime", "ThemecVocabulary", "ThemecFormat", "ThemecCore"],
            // ICU, which Foundation on Linux carries, is the oracle of the plural-rule tests.
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]
        ),
        .testTarget(
            name: "ThemecCoreTests",
            dependencies: ["ThemecCore", "ThemecSyntax", "ThemecVocabulary", "ThemecFormat"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ThemecCLITests",
            dependencies: ["ThemecCLI", "ThemecSyntax"],
            exclude: ["Fixtures"]
        ),
        // Compiles and runs the golden generated Swift (a symlink to the recorded output).
        .testTarget(name: "GeneratedCodeTests", dependencies: ["ThemecRuntime"]),
        // Compiles and runs the golden Layouts.themec.swift (a symlink to the recorded output).
        .testTarget(name: "LayoutsGeneratedCodeTests", dependencies: ["ThemecRuntime"]),
        // Compiles and runs the generated strings code (a symlink to its golden file) against real
        // `.lproj` resources: lookups, formatting, plural forms and the main-bundle-first order.
        .testTarget(
            name: "StringsRuntimeTests",
            dependencies: ["ThemecRuntime"],
            resources: [
                .copy("Resources/Localized/en.lproj"),
                .copy("Resources/Localized/de.lproj"),
                .copy("Resources/Override"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The slow suites that build whole packages with the plugins, type-check against the iPhoneOS SDK, render in
// Chromium or push a system limit: a target of their own, declared only when THEMEC_SLOW_TESTS=1, which
// Scripts/slow-tests.sh sets, so `swift test` neither compiles nor runs them (Docs/Testing.md).
if Context.environment["THEMEC_SLOW_TESTS"] == "1" {
    package.targets += [
        // Foundation's `String(format:)` in a process of its own, for the differential test of the
        // placeholder grammar (`PlaceholderOracleTests`): a format that crashes it takes down only this.
        .executableTarget(name: "FormatOracle", path: "Tests/FormatOracle"),
        .testTarget(
            name: "ThemecSlowTests",
            dependencies: ["ThemecCLI", "ThemecCore", "ThemecSyntax", "ThemecFormat", "ThemecVocabulary"]
        ),
    ]
}
