import Testing

@testable import ThemecCore

/// An app that names its kit reaches every key of the kit's in its own `L10n`, under the kit's names:
/// a namespace only the kit has is a type alias of the kit's, and in a namespace both have, each kit key
/// the app does not override is a forwarder to the kit's accessor. The fixtures are
/// `Fixtures/KitAndApp/Kit` (the kit's tables) and `Fixtures/KitAndApp/App` (an app that overrides
/// `Menu.Profile` and `Generic.Okay` and adds keys of its own, some in the kit's namespaces).
@Suite struct KitStringsTests {
    static let kit = "KitAndApp/Kit/Resources"
    static let app = "KitAndApp/App/Resources"

    /// The fixture app compiled against the fixture kit (`kit: CheetahKit`) with `options`.
    static func compile(_ options: CompilerOptions = CompilerOptions(kitModule: "CheetahKit")) throws
        -> CompilationResult
    {
        Compiler.compile(
            try Fixtures.inputs(under: app) + Fixtures.inputs(under: kit, role: .base), options: options)
    }

    /// App files (path, text) compiled against kit files (path, text), as an app with `kit: CheetahKit`.
    static func compile(app: [(String, String)], kit: [(String, String)], options: CompilerOptions? = nil)
        -> CompilationResult
    {
        let inputs =
            app.map { InputFile(path: $0.0, text: $0.1)! } + kit.map { InputFile(path: $0.0, role: .base, text: $0.1)! }
        return Compiler.compile(inputs, options: options ?? CompilerOptions(kitModule: "CheetahKit"))
    }

    static func rendered(_ result: CompilationResult) -> [String] { result.diagnostics.flatMap(\.renderedWithNotes) }

    static func text(_ result: CompilationResult) -> String { result.files.map(\.contents).joined(separator: "\n") }

    @Test func theAppsFilesPerTableMatchTheirGoldens() throws {
        let result = try Self.compile()
        #expect(Self.rendered(result) == [])
        let strings = result.files.filter { $0.name.hasPrefix("Strings") }
        #expect(
            strings.map(\.name) == [
                "Strings.themec.swift", "Strings+Localizable.themec.swift", "Strings+Settings.themec.swift",
            ])
        for file in strings { try Golden.check(file.contents, against: "KitAndApp/" + file.name) }
    }

    @Test func aPublicAppInOneFileMatchesItsGolden() throws {
        let result = try Self.compile(CompilerOptions(access: .public, kitModule: "CheetahKit", stringsFiles: .single))
        #expect(Self.rendered(result) == [])
        let strings = try #require(result.files.first { $0.name == GeneratedFile.stringsFileName })
        try Golden.check(strings.contents, against: "KitAndApp/Strings.public-single.themec.swift")
        // The same declarations as per table, each once, public.
        let perTable = try Self.compile(CompilerOptions(access: .public, kitModule: "CheetahKit"))
        func declarations(_ text: String) -> [String] {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("public static ") || $0.hasPrefix("public typealias ") }.sorted()
        }
        let perTableStrings = perTable.files.filter { $0.name.hasPrefix("Strings") }.map(\.contents)
        #expect(declarations(strings.contents) == declarations(perTableStrings.joined(separator: "\n")))
        // 15 accessors (the app's 6 keys, 9 forwarders), 3 type aliases, validate() and the lookup's 4.
        #expect(declarations(strings.contents).count == 23)
    }

    @Test func aNamespaceOnlyTheKitHasIsTheKitsAndOneBothHaveForwardsTheKeysTheAppDoesNotOverride() throws {
        let text = Self.text(try Self.compile())
        // Only the kit's: the kit's own namespace, whatever it holds, at any depth.
        for alias in [
            "\n    typealias Onboarding = CheetahKit.L10n.Onboarding\n",
            "\n    typealias Reward = CheetahKit.L10n.Reward\n",
            "\n        typealias Legal = CheetahKit.L10n.Menu.Legal\n",
        ] {
            #expect(text.contains(alias), "\(alias)")
        }
        // Both have Generic (the app overrides Okay): the kit's Cancel is forwarded, the app's Okay is its own.
        #expect(!text.contains("typealias Generic"))
        #expect(text.contains("extension L10n.Generic {\n    /// CheetahKit's 'Generic.Cancel' (Localizable)"))
        #expect(text.contains("static var cancel: Swift.String {\n        CheetahKit.L10n.Generic.cancel\n    }"))
        #expect(text.contains("L10nModuleLookup.text(\"Localizable\", \"Generic.Okay\", \"Got it\")"))
        #expect(!text.contains("CheetahKit.L10n.Generic.okay"))
        // The reported case: the app overrides Menu.Profile, and L10n.Menu.settings is the kit's.
        #expect(text.contains("static var settings: Swift.String {\n        CheetahKit.L10n.Menu.settings\n    }"))
        #expect(!text.contains("CheetahKit.L10n.Menu.profile"))
        // Every kind of accessor, called with the kit's own parameters.
        #expect(
            text.contains(
                "static func points(_ p1: Swift.Int) -> Swift.String {\n        CheetahKit.L10n.Menu.points(p1)\n"))
        #expect(text.contains("static var `default`: Swift.String {\n        CheetahKit.L10n.Menu.`default`\n"))
        #expect(text.contains("static var ok: Swift.String {\n        CheetahKit.L10n.ok\n"))
        // Three deep: the app's Menu.Help.Contact.Phone makes Menu.Help and its Contact the app's too.
        #expect(
            text.contains(
                "extension L10n.Menu.Help.Contact {\n    /// CheetahKit's 'Menu.Help.Contact.Email' (Localizable): "
                    + "`CheetahKit.L10n.Menu.Help.Contact.email`.\n    static func email(_ p1: Swift.String)"))
        #expect(text.contains("static var title: Swift.String {\n        CheetahKit.L10n.Menu.Help.title\n"))
        // Another table both have.
        #expect(text.contains("static var signOut: Swift.String {\n        CheetahKit.L10n.Settings.Account.signOut\n"))
        // validate() still covers the kit's keys as the app shows them.
        #expect(text.contains("L10nLookup.validate([L10nModuleLookup.self, CheetahKit.L10nModuleLookup.self])"))
    }

    @Test func aNameThatIsTheKitsModuleGetsAnUnderscoreInTheApp() throws {
        // `CheetahKit` as a namespace of L10n would hide the module from every forwarder and from
        // validate(): the app's key and the kit's key both go under `CheetahKit_`.
        let result = try Self.compile()
        let app = try #require(result.strings.tables.first { $0.name == "Localizable" })
        #expect(app.keys.first { $0.key == "CheetahKit.Build" }?.path == ["CheetahKit_", "build"])
        let text = Self.text(result)
        #expect(text.contains("    enum CheetahKit_ {}\n"))
        #expect(!text.contains("enum CheetahKit {"))
        #expect(text.contains("extension L10n.CheetahKit_ {"))
        #expect(
            text.contains(
                "static func version(_ p1: Swift.String) -> Swift.String {\n"
                    + "        CheetahKit.L10n.CheetahKit.version(p1)"))
        // A module that customises no kit keeps the name.
        let alone = Compiler.compile(try Fixtures.inputs(under: Self.app))
        #expect(
            alone.strings.tables.first?.keys.first { $0.key == "CheetahKit.Build" }?.path == ["CheetahKit", "build"])
    }

    @Test func anAppWithoutKeysShowsTheKitsNamespacesAsTheKitsOwn() throws {
        let result = Compiler.compile(
            try Fixtures.inputs(under: Self.kit, role: .base), options: CompilerOptions(kitModule: "CheetahKit"))
        #expect(Self.rendered(result) == [])
        let text = Self.text(result)
        for name in ["CheetahKit_ = CheetahKit.L10n.CheetahKit", "Generic", "Menu", "Onboarding", "Reward", "Settings"]
        {
            let alias = name.contains("=") ? name : "\(name) = CheetahKit.L10n.\(name)"
            #expect(text.contains("    typealias \(alias)\n"), "\(alias)")
        }
        #expect(!text.contains("enum Menu"))
        // Six type aliases; the kit's key directly under L10n is the one forwarder (its comment and its body).
        #expect(text.components(separatedBy: "CheetahKit.L10n.").count - 1 == 6 + 2)
        #expect(text.contains("static var ok: Swift.String {\n        CheetahKit.L10n.ok\n"))
    }

    @Test func withoutKitTheKitsTablesAreOnlyChecked() throws {
        // `baseStrings` without `kit:` names no module to forward to: the app's L10n is its own keys.
        let result = Compiler.compile(
            try Fixtures.inputs(under: Self.app) + Fixtures.inputs(under: Self.kit, role: .base))
        #expect(Self.rendered(result) == [])
        #expect(result.strings.kit == nil)
        #expect(!Self.text(result).contains("typealias"))
        #expect(!Self.text(result).contains("CheetahKit.L10n"))
    }

    @Test func theKitsKeysComeFromTheKitsDevelopmentLanguage() {
        // A German kit: its accessors are its `de` keys, whatever the app's development language is.
        let kit = [
            ("Kit/de.lproj/Localizable.strings", "\"Menu.Settings\" = \"Einstellungen\";\n"),
            ("Kit/en.lproj/Localizable.strings", "\"Menu.Settings\" = \"Settings\";\n\"Menu.Draft\" = \"Draft\";\n"),
        ]
        let app = [("Strings/en.lproj/Localizable.strings", "\"Menu.Profile\" = \"Profile\";\n")]
        var options = CompilerOptions(kitModule: "CheetahKit")
        options.kitDevelopmentLanguage = "de"
        let german = Self.compile(app: app, kit: kit, options: options)
        #expect(german.strings.kit?.tables.map { $0.keys.map(\.key) } == [["Menu.Settings"]])
        #expect(Self.text(german).contains("CheetahKit.L10n.Menu.settings"))
        #expect(!Self.text(german).contains("CheetahKit.L10n.Menu.draft"))
        // Without the kit's config, the kit is taken to share the app's development language.
        let english = Self.compile(app: app, kit: kit)
        #expect(english.strings.kit?.tables.map { $0.keys.map(\.key) } == [["Menu.Draft", "Menu.Settings"]])
    }

    @Test func theOutputDoesNotDependOnInputOrderOrThreads() throws {
        let inputs = try Fixtures.inputs(under: Self.app) + Fixtures.inputs(under: Self.kit, role: .base)
        var serial = CompilerOptions(kitModule: "CheetahKit")
        serial.parallel = false
        let forward = Compiler.compile(inputs, options: CompilerOptions(kitModule: "CheetahKit"))
        let backward = Compiler.compile(inputs.reversed(), options: serial)
        #expect(forward.files.map(\.contents) == backward.files.map(\.contents))
        #expect(!forward.files.isEmpty)
    }

    // MARK: - strings-kit-identifier-collision

    static let kitTable = (
        "Kit/en.lproj/Localizable.strings", "\"Menu.Profile\" = \"Profile\";\n\"Menu.Help.Title\" = \"Help\";\n"
    )

    @Test func anAppKeyWrittenOtherwiseThanTheKitsIsAnErrorAtTheAppKey() {
        let result = Self.compile(
            app: [("Strings/en.lproj/Localizable.strings", "\"Home.Title\" = \"Home\";\n\"menu.profile\" = \"Me\";\n")],
            kit: [Self.kitTable])
        #expect(
            Self.rendered(result) == [
                "Strings/en.lproj/Localizable.strings:2:1: error: 'menu.profile' (Localizable) becomes "
                    + "L10n.Menu.profile, the name of CheetahKit's 'Menu.Profile' (Localizable) in this app's L10n; "
                    + "an app key overrides a kit key only when written as the kit writes it, in the same table: "
                    + "write 'Menu.Profile' in Localizable to override it, or rename this key "
                    + "[strings-kit-identifier-collision]",
                "Kit/en.lproj/Localizable.strings:1:1: note: CheetahKit's 'Menu.Profile' is here",
                // Written as it is, the key is also one edit from the kit's.
                "Strings/en.lproj/Localizable.strings:2:1: warning: 'menu.profile' overrides no kit string; did you "
                    + "mean 'Menu.Profile'? [strings-base-near-miss]",
                "Kit/en.lproj/Localizable.strings:1:1: note: the kit defines it here",
            ])
        #expect(result.files.isEmpty)
    }

    @Test func anAppTableNamedLikeAKitNamespaceCollidesOnlyWhereTheNamesMeet() {
        // The app's table Menu shares the kit's namespace Menu: its key Profile is the kit's Menu.Profile.
        let result = Self.compile(
            app: [("Strings/en.lproj/Menu.strings", "\"About\" = \"About\";\n\"Profile\" = \"Me\";\n")],
            kit: [Self.kitTable])
        let expected: String = """
            Strings/en.lproj/Menu.strings:2:1: error: 'Profile' (Menu) becomes L10n.Menu.profile, the name \
            of CheetahKit's 'Menu.Profile' (Localizable) in this app's L10n; an app key overrides a kit key \
            only when written as the kit writes it, in the same table: write 'Menu.Profile' in Localizable \
            to override it, or rename this key [strings-kit-identifier-collision]
            """
        #expect(Self.rendered(result).first == expected)
        #expect(result.diagnostics.filter { $0.severity == .error }.count == 1)
    }

    @Test func aMemberOfOneThatIsANamespaceOfTheOtherIsAnError() {
        // Names that start with no letter are the same as a namespace and as a member: `_3d`.
        let kit = ("Kit/en.lproj/Localizable.strings", "\"3D\" = \"3D\";\n\"4K.Title\" = \"4K\";\n")
        let result = Self.compile(
            app: [
                (
                    "Strings/en.lproj/Localizable.strings",
                    "\"3D.Title\" = \"3D view\";\n\"3D.Zoom\" = \"Zoom\";\n\"4K\" = \"4K\";\n"
                )
            ],
            kit: [kit])
        #expect(
            Self.rendered(result) == [
                "Strings/en.lproj/Localizable.strings:1:1: error: '3D.Title' (Localizable) becomes L10n._3d.title, "
                    + "whose namespace L10n._3d is also CheetahKit's '3D' (Localizable) in this app's L10n; rename "
                    + "this key [strings-kit-identifier-collision]",
                "Kit/en.lproj/Localizable.strings:1:1: note: CheetahKit's '3D' is here",
                "Strings/en.lproj/Localizable.strings:3:1: error: '4K' (Localizable) becomes L10n._4k, which is "
                    + "also the namespace of CheetahKit's '4K.Title' (Localizable) in this app's L10n; rename this "
                    + "key [strings-kit-identifier-collision]",
                "Kit/en.lproj/Localizable.strings:2:1: note: CheetahKit's '4K.Title' is here",
            ])
    }

    @Test func anOverrideIsNoCollisionAndTwoAppKeysAreTheAppsOwnRule() {
        let result = Self.compile(
            app: [
                (
                    "Strings/en.lproj/Localizable.strings",
                    "\"Menu.Profile\" = \"Me\";\n\"menu.profile\" = \"Me too\";\n\"Menu.Help.Title\" = \"Help!\";\n"
                )
            ],
            kit: [Self.kitTable])
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.rule.id) == ["strings-identifier-collision"])
    }

    @Test func theCollisionCannotBeTurnedDown() {
        #expect(StringsRules.kitIdentifierCollision.severityIsFixed)
    }
}
