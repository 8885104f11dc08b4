// swift-tools-version: 6.0
import Foundation
import PackageDescription

// An app as teams lay it out: its own package, depending on the kit's package. Here the kit is a
// path dependency standing in for the URL a real app names
// (`.package(url: "https://example.com/CheetahKit.git", from: "1.0.0")`); nothing else changes.
// Its themec.yml names the kit by module only (`kit: { module: CheetahKit }`): the build plugin
// finds the kit's target among this target's dependencies and reads the kit's themec.yml.
// (Its sources are those of Examples/ThemedApp's app, linked rather than copied.)
//
// themec is the package two folders up (THEMEC_PATH overrides it, for tests that build a copy);
// with THEMEC_PLUGIN=binary it is the binary plugin package, Plugins/Binary (or THEMEC_PATH), whose
// `ThemecPlugin` runs a prebuilt themec.
let usesBinaryPlugin = Context.environment["THEMEC_PLUGIN"] == "binary"
let themecPath = Context.environment["THEMEC_PATH"] ?? (usesBinaryPlugin ? "../../Plugins/Binary" : "../..")
let themecFolder = URL(fileURLWithPath: themecPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL

let package = Package(
    name: "ThemedApp",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(path: "../KitPackage"),
        .package(path: themecFolder.path),
    ],
    targets: [
        .executableTarget(
            name: "ThemedApp",
            dependencies: [.product(name: "CheetahKit", package: "KitPackage")],
            exclude: ["Themes", "themec.yml"],
            resources: [.process("Resources"), .process("Layouts")],
            plugins: [.plugin(name: "ThemecPlugin", package: themecFolder.lastPathComponent.lowercased())]
        )
    ]
)
