import Testing

/// One way of using themec whose generated Swift must type-check against Apple's iPhoneOS SDK: one
/// module, or a chain of modules where each is compiled against the ones before it (a kit, then an
/// app that imports it). ``all`` is the table of them; add a row to check a new setting.
struct SDKConfiguration: Sendable, CustomTestStringConvertible {
    let name: String
    let modules: [SDKModule]

    var testDescription: String { name }

    /// Every configuration the SDK tests check, each in every ``SDKVariant``. Paths are relative to
    /// the package root; inputs are compiled fresh by `themec generate` for every run.
    static let all: [SDKConfiguration] = [
        SDKConfiguration(
            name: "the bundled example: .stringsdict plurals, a layout override; internal, perTable, token",
            modules: [SDKModule(name: "Standalone", config: .file("themec.yml"))]
        ),
        SDKConfiguration(
            name: "the bundled example as public, single strings file, main bundle",
            modules: [
                SDKModule(
                    name: "Standalone",
                    config: .inputs(
                        themes: ["Themes"], strings: ["Strings"], base: ["Layouts/Kit"], overrides: ["Layouts/App"],
                        settings: "access: public\nstringsFiles: single\nbundle: main"))
            ]
        ),
        SDKConfiguration(
            name: ".xcstrings, several tables; module bundle; an override whose class is a subclass; contrast",
            modules: [
                SDKModule(
                    name: "Fixtures",
                    config: .inputs(
                        themes: ["Tests/ThemecCoreTests/Fixtures/Themes"],
                        strings: [
                            "Tests/ThemecCoreTests/Fixtures/Strings/project",
                            "Tests/ThemecCoreTests/Fixtures/Strings/catalogs",
                        ],
                        base: ["Tests/ThemecCoreTests/Fixtures/Layouts/Kit"],
                        overrides: ["Tests/ThemecCLITests/Fixtures/IOSSDK/SubclassOverride"],
                        subclasses: ["AppListItemCell": "ListItemCell"],
                        settings: """
                            bundle: module
                            contrast:
                              background: { light: "#F2F2F7", dark: "#1C1C1E" }
                              minimum: 3
                            """),
                    hasResources: true)
            ]
        ),
        SDKConfiguration(
            name: "width variants and plurals in .stringsdict; public, perTable, module bundle",
            modules: [
                SDKModule(
                    name: "RuntimeStrings",
                    config: .inputs(
                        themes: [], strings: ["Tests/StringsRuntimeTests/Resources/Localized"], base: [], overrides: [],
                        settings: "access: public\nbundle: module"),
                    hasResources: true)
            ]
        ),
        SDKConfiguration(
            name: "Examples/ThemedApp: the kit, the app against it, the kit documentation's samples, Docs/Strings.md's",
            modules: [
                SDKModule(
                    name: "CheetahKit", config: .file("Examples/ThemedApp/Sources/CheetahKit/themec.yml"),
                    handWritten: [
                        "Examples/ThemedApp/Sources/CheetahKit/KitScreen.swift",
                        "Examples/ThemedApp/Sources/CheetahKit/NibViewController.swift",
                    ],
                    isLibrary: true, hasResources: true),
                SDKModule(
                    name: "ThemedApp", config: .file("Examples/ThemedApp/Sources/ThemedApp/themec.yml"),
                    handWritten: ["Examples/ThemedApp/Sources/ThemedApp/HandWrittenTheme.swift"],
                    hasResources: true),
                // Swift 5 only: the documentation's `awakeFromNib()` sample uses the cell's outlets,
                // which are main-actor state, and the iPhoneOS 18.6 SDK declares `awakeFromNib`
                // nonisolated, so in Swift 6 that sample is an error whatever the kit declares.
                SDKModule(
                    name: "KitDocumentationSamples", config: nil,
                    handWritten: ["Tests/ThemecCLITests/Fixtures/KitDocumentation/UICustomizationSamples.swift"],
                    languageModes: ["5"]),
                // The language-change sample of Docs/Strings.md (UIKit, SwiftUI), held equal to the page's
                // block by StringsDocumentationSampleTests.
                SDKModule(
                    name: "StringsDocumentationSample", config: nil,
                    handWritten: ["Tests/ThemecCLITests/Fixtures/Documentation/LanguageChangeSample.swift"]),
            ]
        ),
        SDKConfiguration(
            name: "an app whose L10n reaches its kit's keys: type aliases and forwarders; "
                + "public single, internal perTable",
            modules: [
                SDKModule(
                    name: "CheetahKit", config: .file("\(reaching)/Kit/themec.yml"), isLibrary: true,
                    hasResources: true),
                SDKModule(
                    name: "ReachingPublicApp",
                    config: .inputs(
                        themes: [], strings: ["\(reaching)/App/Resources"], base: [], overrides: [],
                        settings: reachingKit + "access: public\nstringsFiles: single"),
                    handWritten: [usage], hasResources: true),
                SDKModule(
                    name: "ReachingInternalApp",
                    config: .inputs(
                        themes: [], strings: ["\(reaching)/App/Resources"], base: [], overrides: [],
                        settings: reachingKit + "stringsFiles: perTable"),
                    handWritten: [usage], hasResources: true),
            ]
        ),
    ]

    /// The kit and the app whose `L10n` reaches the kit's keys (`KitStringsTests`, `KitAndAppModuleTests`).
    private static let reaching = "Tests/ThemecCoreTests/Fixtures/KitAndApp"

    /// An app screen that uses the kit's keys through the app's `L10n`.
    private static let usage = "Tests/ThemecCLITests/Fixtures/IOSSDK/ReachingKit/KitKeysScreen.swift"

    /// The `kit:` of an app of ``reaching``: the kit's module, with its config, as the build plugin finds it.
    private static var reachingKit: String {
        let config = Sandbox.packageRoot.appendingPathComponent("\(reaching)/Kit/themec.yml").path
        return "kit:\n  module: CheetahKit\n  config: \"\(config)\"\n"
    }
}

/// A module of an ``SDKConfiguration``: the `themec.yml` its code is generated from, the hand-written
/// Swift compiled with it, and whether it is a library the configuration's later modules import.
struct SDKModule: Sendable {
    /// Where themec's inputs and settings come from.
    enum Config: Sendable {
        /// A `themec.yml` of the repository, used as it is.
        case file(String)
        /// A `themec.yml` written for the test: its input folders (`layouts.base` and `.overrides`),
        /// `layouts.subclasses`, and its other settings as YAML.
        case inputs(
            themes: [String], strings: [String], base: [String], overrides: [String],
            subclasses: [String: String] = [:], settings: String)
    }

    let name: String
    /// Nil for a module of hand-written Swift only.
    let config: Config?
    var handWritten: [String] = []
    /// Built with `-emit-module`; the modules after it are compiled with `-I` to it. The modules
    /// after the libraries do not depend on each other and are checked concurrently.
    var isLibrary = false
    /// The Swift language modes it is checked in (`-swift-version`).
    var languageModes = ["6", "5"]
    /// Whether it is a SwiftPM target with resources, generated as the build plugin generates one
    /// (`--default-bundle module --resource-bundle <Name>_<Name>`): its own bundle is its resource
    /// bundle unless its config sets `bundle:`.
    var hasResources = false
}

/// A Swift language mode and a deployment target that every configuration is checked in.
struct SDKVariant: Sendable, CustomTestStringConvertible {
    let swiftVersion: String
    let target: String

    var testDescription: String { "Swift \(swiftVersion), \(target)" }

    /// The modules of `configuration` that are checked in this variant's language mode.
    func modules(of configuration: SDKConfiguration) -> [SDKModule] {
        configuration.modules.filter { $0.languageModes.contains(swiftVersion) }
    }

    /// Swift 6 and Swift 5, each at the oldest supported iOS and the SDK's own version.
    static var all: [SDKVariant] {
        let targets = (try? IOSSDK.located.get())?.targets ?? ["arm64-apple-ios\(IOSSDK.oldestSupportedIOS)"]
        return ["6", "5"].flatMap { version in targets.map { SDKVariant(swiftVersion: version, target: $0) } }
    }
}
