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

// A UI kit and an app that customises it, both compiled by themec's build-tool plugin. The kit owns
// the theme API, the string lookup and `Nibs`; the app's themec.yml names the kit (`kit:`), so its
// generated code imports CheetahKit, its theme extends the kit's and is applied through the kit's
// ThemeManager, and its strings and nib override are found by the kit at runtime. `swift run`
// prints what the kit sees.
let package = Package(
    name: "ThemedApp",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [.package(path: themecFolder.path)],
    targets: [
        // The kit: the theme API and its theme, its string tables, and the nibs apps override.
        .target(
            name: "CheetahKit",
            // The runtime the generated code imports (and re-exports to the app): the theme API, the string
            // lookup and the nib registry.
            dependencies: [.product(name: "ThemecRuntime", package: themec)],
            exclude: ["Themes", "themec.yml"],
            resources: [.process("Resources"), .process("Layouts")],
            plugins: [.plugin(name: "ThemecPlugin", package: themec)]
        ),
        // The app: a theme extending the kit's, two locales overriding and adding strings, a nib override.
        .executableTarget(
            name: "ThemedApp",
            dependencies: ["CheetahKit"],
            exclude: ["Themes", "themec.yml"],
            resources: [.process("Resources"), .process("Layouts")],
            plugins: [.plugin(name: "ThemecPlugin", package: themec)]
        ),
    ]
)
