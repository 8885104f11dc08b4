import Foundation
import Testing

/// Runs the generated `L10n` (the golden `Strings.runtime.themec.swift`) against this target's
/// `.lproj` resources. Serialized: the tests change the global search order.
@Suite("Strings runtime", .serialized)
struct StringsRuntimeTests {
    static func localization(_ name: String) throws -> Bundle {
        let path = try #require(
            Bundle.module.path(forResource: name, ofType: "lproj"), "no \(name).lproj in the resources")
        return try #require(Bundle(path: path))
    }

    static func overrideBundle() throws -> Bundle {
        let path = try #require(Bundle.module.path(forResource: "Override", ofType: nil))
        let root = try #require(Bundle(path: path))
        let english = try #require(root.path(forResource: "en", ofType: "lproj"))
        return try #require(Bundle(path: english))
    }

    @Test("By default the main bundle is searched first, then the bundle that owns the code")
    func defaultOrder() {
        let order = L10nLookup.defaultBundles
        #expect(order.first == Bundle.main)
        #expect(order.last == Bundle.module)
        #expect(order.count == 2)
    }

    @Test("Plain keys, formats and escapes in English")
    func english() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        #expect(L10n.Generic.okay == "Okay")
        #expect(L10n.Menu.profile == "Profile")
        #expect(L10n.Challenge.points(5) == "5 points")
        #expect(L10n.Reward.summary("Ann", 3) == "Ann earned 3 points")
        #expect(L10n.price(2.5) == "2.50 EUR")
        #expect(L10n.quote == "Say \"hi\"\n\\o/")
    }

    @Test("German, with arguments reordered by positional placeholders")
    func german() throws {
        L10nLookup.bundles = [try Self.localization("de")]
        #expect(L10n.Generic.okay == "OK")
        #expect(L10n.Reward.summary("Ann", 3) == "3 Punkte für Ann")
        #expect(L10n.Challenge.points(1) == "1 Punkte")
    }

    @Test("Width variants from the .stringsdict: the widest, with arguments, and the compiled-in text")
    func widthVariants() throws {
        L10nLookup.bundles = [try Self.localization("de")]
        #if canImport(Darwin)
            #expect(!L10n.Banner.welcome.isEmpty)
        #else
            // Read from the .stringsdict (Foundation's lookup crashes on such a key here).
            #expect(L10n.Banner.welcome == "Willkommen zurück im Laden!")
            #expect(L10n.Banner.greeting("Ann") == "Schön, dich wiederzusehen, Ann")
        #endif
        L10nLookup.bundles = []
        #expect(L10n.Banner.welcome == "Welcome back to the shop!")
        #expect(L10n.Banner.greeting("Ann") == "Good to see you again, Ann")
    }

    @Test("Plural forms from the .stringsdict, with several variables and a zero form")
    func plurals() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        #expect(L10n.Items.count(1, 2) == "1 file in 2 folders")
        #expect(L10n.Items.count(3, 1) == "3 files in 1 folder")
        #expect(L10n.Messages.unread(0) == "No unread messages")
        #expect(L10n.Messages.unread(1) == "1 unread message")
        #expect(L10n.Messages.unread(7) == "7 unread messages")
        L10nLookup.bundles = [try Self.localization("de")]
        #expect(L10n.Messages.unread(1) == "1 ungelesene Nachricht")
        #expect(L10n.Items.count(1, 1) == "1 Datei in 1 Ordner")
    }

    @Test("A plural form that nests another plural variable")
    func nestedPlurals() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        #expect(L10n.Passwords.deleted(1, 3) == "1 password deleted from 3 accounts")
        #expect(L10n.Passwords.deleted(4, 1) == "4 passwords deleted from 1 account")
        L10nLookup.bundles = [try Self.localization("de")]
        #expect(L10n.Passwords.deleted(2, 1) == "2 Passwörter aus 1 Konto gelöscht")
        L10nLookup.bundles = []
        #expect(L10n.Passwords.deleted(2, 2) == "2 passwords deleted from 2 accounts")
    }

    @Test("A bundle earlier in the order overrides a key; other keys fall through to the kit")
    func overrideOrder() throws {
        let app = try Self.overrideBundle()
        let kit = try Self.localization("en")
        L10nLookup.bundles = [app, kit]
        #expect(L10n.Generic.okay == "Got it")
        #expect(L10n.Generic.cancel == "Cancel")
        #expect(L10n.Only.inKit == "Kit text")
        // The other way round, the kit wins: the order, not the bundle, decides.
        L10nLookup.bundles = [kit, app]
        #expect(L10n.Generic.okay == "Okay")
    }

    @Test("A module's own bundle is searched right after the main bundle, before the rest")
    func moduleBundleOrder() throws {
        let app = try Self.overrideBundle()
        let kit = try Self.localization("en")
        L10nLookup.bundles = [kit]
        #expect(L10nLookup.string("Localizable", "Generic.Okay", "fallback", in: app) == "Got it")
        #expect(L10nLookup.searchOrder(app) == [app, kit])
        L10nLookup.bundles = [Bundle.main, kit]
        #expect(L10nLookup.searchOrder(app) == [Bundle.main, app, kit])
        #expect(
            L10nLookup.format("Localizable", "Reward.Summary", "%1$@ %2$d", ["Ann", 3], in: app)
                == "Ann earned 3 points")
        // A bundle already in the order keeps its place.
        L10nLookup.bundles = [kit, app]
        #expect(L10nLookup.searchOrder(app) == [kit, app])
        #expect(L10nLookup.string("Localizable", "Generic.Okay", "fallback", in: app) == "Okay")
        L10nLookup.bundles = L10nLookup.defaultBundles
    }

    #if !canImport(Darwin)
        @Test("Each .stringsdict is read and parsed once, not on every plural lookup")
        func stringsdictsAreReadOnce() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "themec-plural-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let english = try Self.localization("en")
            try FileManager.default.copyItem(at: english.bundleURL, to: folder)
            L10nLookup.bundles = [try #require(Bundle(path: folder.path))]
            #expect(L10n.Messages.unread(1) == "1 unread message")
            // The file changes on disk; the lookup keeps what it parsed first.
            let file = folder.appendingPathComponent("Localizable.stringsdict")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("%lld unread message<"))
            try text.replacingOccurrences(of: "%lld unread message<", with: "%lld changed message<")
                .write(to: file, atomically: true, encoding: .utf8)
            #expect(L10n.Messages.unread(1) == "1 unread message")
            L10nLookup.bundles = L10nLookup.defaultBundles
        }
    #endif

    /// A bundle folder holding copies of this target's `en.lproj` and `de.lproj`, to change.
    static func copiedLocalizations() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for locale in ["en", "de"] {
            try FileManager.default.copyItem(
                at: try Self.localization(locale).bundleURL,
                to: folder.appendingPathComponent("\(locale).lproj"))
        }
        return folder
    }

    @Test("validate() finds every key in every locale with the placeholders its accessor passes")
    func validateReportsNothingWhenAllIsWell() throws {
        let folder = try Self.copiedLocalizations()
        defer { try? FileManager.default.removeItem(at: folder) }
        L10nLookup.bundles = [try #require(Bundle(path: folder.path))]
        defer { L10nLookup.bundles = L10nLookup.defaultBundles }
        #expect(L10n.validate() == [])
    }

    @Test("validate() reports a missing key, a placeholder of the wrong type, an unreadable table and bundle")
    func validateReportsEachProblem() throws {
        let folder = try Self.copiedLocalizations()
        defer { try? FileManager.default.removeItem(at: folder) }
        let german = folder.appendingPathComponent("de.lproj/Localizable.strings")
        let text = try String(contentsOf: german, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Menu.Profile\" = \"Profil\";\n", with: "")
            .replacingOccurrences(of: "\"%d Punkte\"", with: "\"%@ Punkte\"")
            .write(to: german, atomically: true, encoding: .utf8)
        let french = folder.appendingPathComponent("fr.lproj")
        try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
        try "\"Generic.Okay\" = ;".write(
            to: french.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let gone = folder.appendingPathComponent("Gone.bundle")
        try FileManager.default.createDirectory(at: gone, withIntermediateDirectories: true)
        let goneBundle = try #require(Bundle(path: gone.path))
        try FileManager.default.removeItem(at: gone)

        L10nLookup.bundles = [goneBundle, try #require(Bundle(path: folder.path))]
        defer { L10nLookup.bundles = L10nLookup.defaultBundles }
        let problems = L10n.validate()
        #expect(problems.contains("the bundle at \(gone.path) cannot be read"), "\(problems)")
        #expect(problems.contains("'Menu.Profile' (Localizable) has no text in de: the en text shows"), "\(problems)")
        #expect(
            problems.contains("'Challenge.Points' (Localizable) in de reads %@, but its accessor passes %i"),
            "\(problems)")
        #expect(problems.contains("\(french.path)/Localizable.strings cannot be read as a string table"), "\(problems)")
        #expect(problems.contains("'Generic.Okay' (Localizable) has no text in fr: the en text shows"), "\(problems)")
        // Nothing about what is fine.
        #expect(!problems.contains { $0.contains("'Reward.Summary'") && $0.contains(" de") }, "\(problems)")
        #expect(!problems.contains { $0.contains(" en") && !$0.contains(" en text") }, "\(problems)")
    }

    /// A key whose text holds the records' own separators and escape character.
    static let separatorKey = "x\u{1E}Localizable\u{1F}Ghost\u{1B}"

    @Test("validate() checks a key that holds the records' separators as that key, and forges no other")
    func validateHoldsAnyKey() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        #expect(L10n.xLocalizableGhost == "Ghost")
        // Each separator or escape in a field is preceded by U+001B.
        let records = L10nLookup.validationRecords(
            "Localizable\u{1F}x\u{1B}\u{1E}Localizable\u{1B}\u{1F}Ghost\u{1B}\u{1B}\u{1F}t\u{1E}T\u{1F}k\u{1F}fi@\u{1E}"
        )
        #expect(records.map(\.table) == ["Localizable", "T"])
        #expect(records.map(\.key) == [Self.separatorKey, "k"])
        #expect(records.map(\.kind) == ["t", "f"])
        #expect(records.map(\.expected) == ["", "i@"])

        // Without the key in German, validate() names it, whole.
        let folder = try Self.copiedLocalizations()
        defer { try? FileManager.default.removeItem(at: folder) }
        let german = folder.appendingPathComponent("de.lproj/Localizable.strings")
        let text = try String(contentsOf: german, encoding: .utf8)
        let ghostLine = "\"x\\U001ELocalizable\\U001FGhost\\U001B\" = \"Geist\";\n"
        #expect(text.contains(ghostLine))
        try text.replacingOccurrences(of: ghostLine, with: "").write(to: german, atomically: true, encoding: .utf8)
        L10nLookup.bundles = [try #require(Bundle(path: folder.path))]
        defer { L10nLookup.bundles = L10nLookup.defaultBundles }
        #expect(L10n.validate() == ["'\(Self.separatorKey)' (Localizable) has no text in de: the en text shows"])
    }

    @Test("validate() reads a text's placeholders as the generator types them")
    func placeholderLetters() {
        #expect(L10nLookup.placeholderLetters("No placeholders, 100%%") == "")
        #expect(L10nLookup.placeholderLetters("%d items") == "i")
        #expect(L10nLookup.placeholderLetters("%2$@ has %1$lld") == "i@")
        #expect(L10nLookup.placeholderLetters("%*.*f and %lu, %c %C %s %p") == "iifucCsp")
        #expect(L10nLookup.placeholderLetters("%S, %p") == "Sp")
        #expect(L10nLookup.placeholderLetters("%1$d and %1$@") == nil)
        #expect(L10nLookup.placeholderLetters("%2$d without a first") == nil)
        #expect(L10nLookup.placeholderLetters("50%") == nil)
        #expect(L10nLookup.placeholderLetters("%k") == nil)
    }

    @Test("Without any bundle that has the key, the development-language text is used")
    func fallback() {
        L10nLookup.bundles = []
        #expect(L10n.Generic.okay == "Okay")
        #expect(L10n.Challenge.points(2) == "2 points")
        #expect(L10n.Messages.unread(2) == "2 unread messages")
        #expect(L10n.Messages.unread(0) == "No unread messages")
        L10nLookup.bundles = L10nLookup.defaultBundles
    }

    @Test("The development language's own plural rule, which Apple platforms use, agrees with the full rules")
    func developmentPluralRule() {
        var numbers: [Double] = (-3...130).map(Double.init)
        numbers += [0.5, 1.5, -1.5, 1.0000001, 2.25, 1e15, 1e16, -1e16, .infinity, -.infinity, .nan]
        for number in numbers {
            #expect(
                L10nLookup.developmentPluralCategory(number)
                    == L10nLookup.pluralCategory(number, language: L10nLookup.developmentLanguage), "\(number)")
        }
        #expect(L10nLookup.developmentPluralCategory(1) == "one")
        #expect(L10nLookup.developmentPluralCategory(2) == "other")
    }
}
