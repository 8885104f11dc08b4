import Foundation
import Testing

@testable import ThemecCore

/// The naming rules on the keys of the real-world tables in `../shared/corpus/real` (a reported
/// skip when absent outside CI, a failure under `CI=true`): every key gets a valid Swift name,
/// none an `_empty` namespace, and the examples `Docs/Strings.md` lists hold.
@Suite("Strings naming on the real corpus")
struct StringsCorpusNamingTests {
    /// Every app table of the corpus, each compiled on its own as the development language (the
    /// calling test is skipped, or fails under `CI=true`, when the corpus is missing).
    static func tables() throws -> [(file: String, table: StringsTable, diagnostics: [Diagnostic])] {
        let urls =
            StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".strings")
            + StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".stringsdict")
            + StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".xcstrings")
        try Prerequisite.require(!urls.isEmpty, "the real-world corpus (../shared/corpus/real)")
        return try urls.flatMap { url in
            let name = String(url.path.dropFirst(StringsTestSupport.corpus.path.count + 1))
            let input = try #require(
                InputFile(path: "en.lproj/" + url.lastPathComponent, bytes: Array(try Data(contentsOf: url))))
            let result = Pipeline(options: CompilerOptions()).strings([input])
            return result.model.tables.map { (name, $0, result.diagnostics) }
        }
    }

    /// A Swift identifier, maybe in backticks: a letter or `_`, then letters, digits and `_`.
    static func isIdentifier(_ name: String) -> Bool {
        let bare = SwiftIdentifier.unescaped(name)
        guard let first = bare.first, first.isLetter || first == "_" else { return false }
        return bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    @Test("Every key of every real table becomes valid Swift names, never an _empty namespace")
    func everyKeyHasAName() throws {
        var keys = 0
        for (file, table, _) in try Self.tables() {
            for key in table.keys {
                keys += 1
                #expect(key.path.allSatisfy(Self.isIdentifier), "\(file): \(key.key.debugDescription) → \(key.path)")
                #expect(
                    !key.path.contains("_empty") || key.key.isEmpty,
                    "\(file): \(key.key.debugDescription) → \(key.path)")
            }
        }
        print("named \(keys) keys of the real corpus")
    }

    /// Keys of the real tables (file, key) and the Swift names they get: the table in
    /// `Docs/Strings.md`.
    static let examples: [(file: String, key: String, name: String)] = [
        ("element-ios/en.lproj/Vector.strings", "auth_add_email_message_2", "L10n.Vector.authAddEmailMessage2"),
        ("home-assistant/en.lproj/Localizable.strings", "about.easter_egg.title", "L10n.About.EasterEgg.title"),
        ("loop/pl.lproj/Localizable.strings", "QUANTITY_VALUE_AND_UNIT", "L10n.quantityValueAndUnit"),
        ("sequel-ace/en.lproj/Localizable.strings", "TABLE INFORMATION", "L10n.tableInformation"),
        ("quicksilver/en.lproj/Localizable.strings", "OK", "L10n.ok"),
        ("sequel-ace/en.lproj/Localizable.strings", "MySQL said:", "L10n.mySQLSaid"),
        ("coteditor/Document.xcstrings", "CountType.characters.label", "L10n.Document.CountType.Characters.label"),
        (
            "netnewswire/DefaultAccountNames.xcstrings", "account.name.on-my-device",
            "L10n.DefaultAccountNames.Account.Name.onMyDevice"
        ),
        (
            "duckduckgo/en.lproj/Localizable.strings", "subscription.activate..header.description",
            "L10n.Subscription.Activate.Header.description"
        ),
        ("quicksilver/en.lproj/Localizable.strings", "Choose Location...", "L10n.chooseLocation"),
    ]

    @Test("The naming examples of Docs/Strings.md hold on the real tables")
    func documentedExamples() throws {
        let tables = try Self.tables()
        for example in Self.examples {
            let key = tables.first { $0.file == example.file }?.table.keys.first { $0.key == example.key }
            #expect(
                key.map { "L10n." + $0.path.joined(separator: ".") } == example.name, "\(example.file): \(example.key)")
        }
    }
}
