import Foundation
import Testing

@testable import ThemecCore

/// A name given twice where a table nests dictionaries: in a String Catalog (an error: JSON
/// readers differ on which one counts) and in a `.stringsdict` entry (a warning: Apple's reader
/// keeps the later one, as themec does). Neither may trap, and each repeat is reported.
/// Fixture: `Fixtures/Strings/malformed/RepeatedNames.xcstrings`, also a fuzzing seed.
@Suite("Repeated names in nested tables")
struct RepeatedNameTests {
    static func catalog() throws -> InputFile {
        let url = StringsTestSupport.fixtures.appendingPathComponent("malformed/RepeatedNames.xcstrings")
        return try #require(InputFile(path: "Strings/Localizable.xcstrings", bytes: Array(try Data(contentsOf: url))))
    }

    /// A plural category twice in a substitution of a value with two plurals once trapped while
    /// writing `themec dump` ("Duplicate values for key: 'other'"), found by fuzzing.
    @Test("A catalog's repeated plural category and key are errors, and the dump keeps the later value")
    func catalogRepeats() throws {
        let input = try Self.catalog()
        let result = Compiler.compile([input], options: CompilerOptions())
        let rendered = result.diagnostics.flatMap(\.renderedWithNotes)
        #expect(
            rendered == [
                "Strings/Localizable.xcstrings:12:17: error: 'other' is given twice in one object; themec reads "
                    + "this later one, but JSON readers differ on which counts, so keep one [xcstrings-structure]",
                "Strings/Localizable.xcstrings:11:17: note: first given here",
                "Strings/Localizable.xcstrings:22:5: error: 'Simple' is given twice in one object; themec reads "
                    + "this later one, but JSON readers differ on which counts, so keep one [xcstrings-structure]",
                "Strings/Localizable.xcstrings:21:5: note: first given here",
            ])
        let dump = result.dump.rendered()
        #expect(dump.contains(#""other": "%lld files""#))
        #expect(!dump.contains(#""%lld file""#))
        #expect(dump.contains(#""Simple": "y""#))
    }

    /// The replaced width's text reads `%d`, which the accessor never passes: were it kept as a
    /// variant, a placeholder finding would name it.
    @Test("A .stringsdict's repeated form, variable and width are warnings; the later one counts")
    func stringsdictRepeats() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>Files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@a@ %#@b@</string>
                <key>a</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>other</key><string>%d a</string>
                  <key>other</key><string>%d as</string>
                </dict>
                <key>b</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>other</key><string>%d b</string>
                </dict>
                <key>b</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d b</string>
                  <key>other</key><string>%d bs</string>
                </dict>
              </dict>
              <key>Wide</key>
              <dict>
                <key>NSStringVariableWidthRuleType</key>
                <dict>
                  <key>20</key><string>%d short</string>
                  <key>50</key><string>long</string>
                  <key>20</key><string>brief</string>
                </dict>
              </dict>
            </dict>
            </plist>

            """
        let path = "Strings/en.lproj/Localizable.stringsdict"
        let input = try #require(InputFile(path: path, text: text))
        let checked = Pipeline(options: CompilerOptions()).strings([input])
        #expect(
            checked.diagnostics.flatMap(\.renderedWithNotes).sorted() == [
                "\(path):11:7: note: first given here",
                "\(path):12:7: warning: 'other' is given again in a <dict> of 'Files'; this one (line 12) replaces "
                    + "the one on line 11 [strings-duplicate-key]",
                "\(path):14:5: note: first given here",
                "\(path):20:5: warning: 'b' is given again in a <dict> of 'Files'; this one (line 20) replaces the "
                    + "one on line 14 [strings-duplicate-key]",
                "\(path):32:7: note: first given here",
                "\(path):34:7: warning: '20' is given again in a <dict> of 'Wide'; this one (line 34) replaces the "
                    + "one on line 32 [strings-duplicate-key]",
            ])
        let values = try #require(checked.model.values["en"]?["Localizable"])
        guard case .plural(let plural)? = values["Files"] else {
            Issue.record("expected a plural, got \(String(describing: values["Files"]))")
            return
        }
        #expect(plural.variables.map(\.name) == ["a", "b"])
        #expect(plural.variables.first?.forms.map(\.text) == ["%d as"])
        #expect(plural.variables.last?.forms.map(\.text) == ["%d b", "%d bs"])
        // The replaced width's `%d` would read an argument the accessor never passes; it is gone,
        // so no variant finding names it.
        #expect(values["Wide"] == .text("long"))
    }
}
