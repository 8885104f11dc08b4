import Foundation
import Testing

@testable import ThemecRuntime

/// Runs the generated `L10n` (the golden `Strings.runtime.themec.swift`) with the runtime
/// (`ThemecRuntime`) against this target's `.lproj` resources. Each test has lookup settings of its
/// own (`.isolatedLookups`).
@Suite("Strings runtime", .serialized, .isolatedLookups)
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

    @Test("By default the main bundle is searched first, and the bundle that owns the code last")
    func defaultOrder() {
        L10nLookup.bundles = L10nLookup.defaultBundles
        #expect(L10nLookup.defaultBundles.first == Bundle.main)
        let order = L10nLookup.engine.state.searchOrder(L10nModuleLookup.descriptor).map(\.bundle)
        #expect(order.first == Bundle.main)
        #expect(order.last == Bundle.module)
    }

    @Test("Plain keys, formats and escapes in English")
    func english() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        L10nLookup.preferredLanguages = ["en"]
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
        L10nLookup.preferredLanguages = ["de"]
        #expect(L10n.Generic.okay == "OK")
        #expect(L10n.Reward.summary("Ann", 3) == "3 Punkte für Ann")
        #expect(L10n.Challenge.points(1) == "1 Punkte")
    }

    @Test("Width variants from the .stringsdict: the widest, with arguments, and the compiled-in text")
    func widthVariants() throws {
        L10nLookup.bundles = [try Self.localization("de")]
        L10nLookup.preferredLanguages = ["de"]
        #if canImport(Darwin)
            #expect(!L10n.Banner.welcome.isEmpty)
        #else
            // Read from the .stringsdict (Foundation's lookup crashes on such a key here).
            #expect(L10n.Banner.welcome == "Willkommen zurück im Laden!")
            #expect(L10n.Banner.greeting("Ann") == "Schön, dich wiederzusehen, Ann")
        #endif
        // In the development language: its table's text, which is also the text compiled in.
        L10nLookup.preferredLanguages = ["en"]
        #expect(L10n.Banner.welcome == "Welcome back to the shop!")
        #expect(L10n.Banner.greeting("Ann") == "Good to see you again, Ann")
    }

    @Test("Plural forms from the .stringsdict, with several variables and a zero form")
    func plurals() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        L10nLookup.preferredLanguages = ["en"]
        #expect(L10n.Items.count(1, 2) == "1 file in 2 folders")
        #expect(L10n.Items.count(3, 1) == "3 files in 1 folder")
        #expect(L10n.Messages.unread(0) == "No unread messages")
        #expect(L10n.Messages.unread(1) == "1 unread message")
        #expect(L10n.Messages.unread(7) == "7 unread messages")
        L10nLookup.bundles = [try Self.localization("de")]
        L10nLookup.preferredLanguages = ["de"]
        #expect(L10n.Messages.unread(1) == "1 ungelesene Nachricht")
        #expect(L10n.Items.count(1, 1) == "1 Datei in 1 Ordner")
    }

    @Test("A plural form that reads an argument after its number shows it, in every language")
    func pluralFormsThatReadMoreThanTheirNumber() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        L10nLookup.preferredLanguages = ["en"]
        #expect(L10n.Cart.items(1, "the box") == "1 item in the box")
        #expect(L10n.Cart.items(3, "the box") == "3 items in the box")
        L10nLookup.bundles = [try Self.localization("de")]
        L10nLookup.preferredLanguages = ["de"]
        #expect(L10n.Cart.items(3, "der Kiste") == "3 Artikel in der Kiste")
        #expect(L10n.validate() == [])
    }

    @Test("A text without arguments shows '%%' as one percent sign")
    func percentSignsInATextWithoutArguments() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        L10nLookup.preferredLanguages = ["en"]
        #expect(L10n.done == "Done: 100%")
        L10nLookup.bundles = [try Self.localization("de")]
        L10nLookup.preferredLanguages = ["de"]
        #expect(L10n.done == "Fertig: 100%")
    }

    @Test("A plural form that nests another plural variable")
    func nestedPlurals() throws {
        L10nLookup.bundles = [try Self.localization("en")]
        L10nLookup.preferredLanguages = ["en"]
        #expect(L10n.Passwords.deleted(1, 3) == "1 password deleted from 3 accounts")
        #expect(L10n.Passwords.deleted(4, 1) == "4 passwords deleted from 1 account")
        L10nLookup.bundles = [try Self.localization("de")]
        L10nLookup.preferredLanguages = ["de"]
        #expect(L10n.Passwords.deleted(2, 1) == "2 Passwörter aus 1 Konto gelöscht")
        L10nLookup.preferredLanguages = ["en"]
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

    /// A module that customises a kit, whose own bundle is `app` (a stand-in for an app's `L10nModuleLookup`).
    enum AppModule: L10nModule {
        nonisolated(unsafe) static var app = Bundle.main
        static var bundle: ModuleBundle { ModuleBundle(app) }
        static let developmentLanguage = "en"
        static let customizesKit = true
        static let records = ""
    }

    @Test("A module that customises a kit has its own bundle searched right after the main bundle, before the rest")
    func moduleBundleOrder() throws {
        let app = try Self.overrideBundle()
        let kit = try Self.localization("en")
        AppModule.app = app
        L10nLookup.bundles = [kit]
        #expect(AppModule.text("Localizable", "Generic.Okay", "fallback") == "Got it")
        #expect(L10nLookup.engine.state.searchOrder(AppModule.descriptor).map(\.bundle) == [app, kit])
        L10nLookup.bundles = [Bundle.main, kit]
        #expect(L10nLookup.engine.state.searchOrder(AppModule.descriptor).map(\.bundle) == [Bundle.main, app, kit])
        #expect(AppModule.formatted("Localizable", "Reward.Summary", "%1$@ %2$d", "Ann", 3) == "Ann earned 3 points")
        // The module's own bundle is searched there wherever the list has it: the rule is the same for a
        // set value and the default.
        L10nLookup.bundles = [Bundle.main, kit, app]
        #expect(L10nLookup.engine.state.searchOrder(AppModule.descriptor).map(\.bundle) == [Bundle.main, app, kit])
        #expect(AppModule.text("Localizable", "Generic.Okay", "fallback") == "Got it")
        L10nLookup.bundles = L10nLookup.defaultBundles
    }

    @Test("Each table is read and parsed once, not on every lookup")
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

    /// The generated module with its tables in a copy to change: the golden's keys (`records`) and
    /// development language, and `copy` as its bundle.
    enum CopiedModule: L10nModule {
        nonisolated(unsafe) static var copy = Bundle.main
        static var bundle: ModuleBundle { ModuleBundle(copy) }
        static var developmentLanguage: String { L10nModuleLookup.developmentLanguage }
        static let customizesKit = false
        static var records: String { L10nModuleLookup.records }
    }

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
        CopiedModule.copy = try #require(Bundle(path: folder.path))
        L10nLookup.bundles = []
        #expect(L10nLookup.validate([CopiedModule.self]) == [])
        // The generated module with its own bundle, too.
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

        CopiedModule.copy = try #require(Bundle(path: folder.path))
        L10nLookup.bundles = [goneBundle]
        let problems = L10nLookup.validate([CopiedModule.self])
        #expect(problems.contains("the bundle at \(gone.path) cannot be read"), "\(problems)")
        #expect(problems.contains("'Menu.Profile' (Localizable) has no text in de: the en text shows"), "\(problems)")
        #expect(
            problems.contains(
                "'Challenge.Points' (Localizable) in de.lproj of \(folder.path) reads %@, but its accessor passes %i, "
                    + "so it is passed over"),
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
        L10nLookup.preferredLanguages = ["en"]
        #expect(L10n.xLocalizableGhost == "Ghost")
        // Each separator or escape in a field is preceded by U+001B.
        let records = ValidationRecord.all(
            in:
                "Localizable\u{1F}x\u{1B}\u{1E}Localizable\u{1B}\u{1F}Ghost\u{1B}\u{1B}\u{1F}"
                + "t\u{1E}T\u{1F}k\u{1F}fi@\u{1E}"
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
        CopiedModule.copy = try #require(Bundle(path: folder.path))
        L10nLookup.bundles = []
        #expect(
            L10nLookup.validate([CopiedModule.self]) == [
                "'\(Self.separatorKey)' (Localizable) has no text in de: the en text shows"
            ])
    }

    @Test("The runtime reads a text's placeholders as the generator types them, with the one grammar")
    func placeholderLetters() {
        #expect(ArgumentLetters.read(by: "No placeholders, 100%%") == "")
        #expect(ArgumentLetters.read(by: "%d items") == "i")
        #expect(ArgumentLetters.read(by: "%2$@ has %1$lld") == "i@")
        #expect(ArgumentLetters.read(by: "%*.*f and %lu, %c %C %s %p") == "iifucCsp")
        #expect(ArgumentLetters.read(by: "%S, %p") == "Sp")
        #expect(ArgumentLetters.read(by: "%1$d and %1$@") == nil)
        #expect(ArgumentLetters.read(by: "%2$d without a first") == nil)
        #expect(ArgumentLetters.read(by: "%Lf") == nil)
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
}
