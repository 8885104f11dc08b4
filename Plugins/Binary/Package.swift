// swift-tools-version: 6.0
import PackageDescription

// themec's build-tool plugin with a prebuilt themec: the plugin is the same source as the root
// package's `ThemecPlugin` (linked, not copied), but its tool comes from an artifact bundle
// through a `binaryTarget`, so a clean build compiles none of themec. The bundle here is the
// one `Scripts/make-artifactbundle.sh` writes next to this file; a published copy of this
// package names the release's zip instead, with the checksum the script prints:
//
//     .binaryTarget(
//         name: "ThemecBinary",
//         url: "https://<themec's releases>/download/0.1.0/themec.artifactbundle.zip",
//         checksum: "<the checksum make-artifactbundle.sh printed>"
//     ),
//
// See Docs/Plugin.md for when to use which plugin.
let package = Package(
    name: "ThemecBinaryPlugin",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .plugin(name: "ThemecPlugin", targets: ["ThemecPlugin"]),
        // The runtime the generated code imports, as source (linked from the root package's Sources/;
        // a published copy of this package holds the files themselves).
        .library(name: "ThemecRuntime", targets: ["ThemecRuntime"]),
    ],
    targets: [
        .target(name: "ThemecVocabulary"),
        .target(name: "ThemecFormat", dependencies: ["ThemecVocabulary"]),
        .target(name: "ThemecRuntime", dependencies: ["ThemecVocabulary", "ThemecFormat"]),
        .plugin(name: "ThemecPlugin", capability: .buildTool(), dependencies: ["ThemecBinary"]),
        .binaryTarget(name: "ThemecBinary", path: "themec.artifactbundle.zip"),
    ]
)
