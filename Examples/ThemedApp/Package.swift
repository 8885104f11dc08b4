// swift-tools-version: 6.0
import Foundation
import PackageDescription

// themec is the package two folders up (THEMEC_PATH overrides it, for tests that build a copy).
// With THEMEC_PLUGIN=binary it is the binary plugin package, Plugins/Binary (or THEMEC_PATH): the
// same `ThemecPlugin`, running the prebuilt themec of an artifact bundle that
// Scripts/make-artifactbundle.sh writes there.
// A path dependency's identity is the name of its folder, which depends on where themec was
// cloned, so it is read from the path.
let usesBinaryPlugin = Context.environment["THEMEC_PLUGIN"] == "binary"
let themecPath = Context.environment["THEMEC_PATH"] ?? (usesBinaryPlugin ? "../../Plugins/Binary" : "../..")
let themecFolder = URL(fileURLWithPath: themecPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL
let themec = themecFolder.lastPathComponent.lowercased()

// An app and the UI kit it uses, both compiled by themec's build-tool plugin. `swift run` prints
// themed values and localized strings, including a kit string the app overrides.
let package = Package(
    name: "ThemedApp",
    defaultLocalization: "en",
    dependencies: [.package(path: themecFolder.path)],
    targets: [
        // The kit: its theme, its string tables and the nib contract apps override.
        .target(
            name: "CheetahKit",
            resources: [.process("Resources"), .copy("Themes"), .copy("Layouts"), .copy("themec.yml")],
            plugins: [.plugin(name: "ThemecPlugin", package: themec)]
        ),
        // The app: its own theme, two locales overriding and adding strings, a nib override.
        .executableTarget(
            name: "ThemedApp",
            dependencies: ["CheetahKit"],
            resources: [.process("Resources"), .copy("Themes"), .copy("Layouts"), .copy("themec.yml")],
            plugins: [.plugin(name: "ThemecPlugin", package: themec)]
        ),
    ]
)
