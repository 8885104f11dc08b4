// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A UI kit as teams ship it: a package of its own, versioned, that apps depend on by URL. Its
// target applies themec's build plugin; its themec.yml says where its themes, tables and nibs are.
// (Its sources are those of Examples/ThemedApp's kit, linked rather than copied.)
//
// themec is the package two folders up (THEMEC_PATH overrides it, for tests that build a copy);
// with THEMEC_PLUGIN=binary it is the binary plugin package, Plugins/Binary (or THEMEC_PATH), whose
// `ThemecPlugin` runs a prebuilt themec.
let usesBinaryPlugin = Context.environment["THEMEC_PLUGIN"] == "binary"
let themecPath = Context.environment["THEMEC_PATH"] ?? (usesBinaryPlugin ? "../../Plugins/Binary" : "../..")
let themecFolder = URL(fileURLWithPath: themecPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL

let package = Package(
    name: "CheetahKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [.library(name: "CheetahKit", targets: ["CheetahKit"])],
    dependencies: [.package(path: themecFolder.path)],
    targets: [
        .target(
            name: "CheetahKit",
            // The runtime the generated code imports and re-exports to the kit's apps: the theme API, the
            // string lookup and the nib registry, one copy for the kit and every app.
            dependencies: [.product(name: "ThemecRuntime", package: themecFolder.lastPathComponent.lowercased())],
            // themec's inputs that are not resources stay out of the bundle; the plugin reads them.
            exclude: ["Themes", "themec.yml"],
            resources: [.process("Resources"), .process("Layouts")],
            plugins: [.plugin(name: "ThemecPlugin", package: themecFolder.lastPathComponent.lowercased())]
        )
    ]
)
