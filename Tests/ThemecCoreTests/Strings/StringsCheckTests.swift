import Foundation
import Testing
import ThemecFormat

@testable import ThemecCore

/// The checks beyond the documented examples, each with its exact rendered output.
@Suite("Strings checks")
struct StringsCheckTests {
    static let en = "Strings/en.lproj/Localizable.strings"
    static let de = "Strings/de.lproj/Localizable.strings"
    static let enDict = "Strings/en.lproj/Localizable.stringsdict"

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)</dict>\n</plist>\n"
    }

    static func pluralEntry(
        _ key: String, format: String = "%#@n@", valueType: String = "d",
        one: String = "%d item", other: String = "%d items"
    ) -> String {
        """
        <key>\(key)</key>
        <dict>
        <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>n</key>
        <dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>
        <key>one</key><string>\(one)</string>
        <key>other</key><string>\(other)</string>
        </dict>
        </dict>

        """
    }

    @Test("A plural variable at position 0 is text to Foundation, and a warning (a fuzzing finding: it crashed)")
    func pluralVariableAtPositionZero() {
        // Foundation reads `0` as a flag and `$` as no part of a placeholder: `%0$` is printed as
        // text, and so is the `#@n@` after it.
        let signature = FormatPlaceholderParser.parse("%0$#@n@")
        #expect(
            signature.problems == [
                "'%0$' is not a format placeholder: a position is a number from 1, right after the '%'"
            ])
        #expect(signature.arguments == [:])
        let inputs = [InputFile(path: Self.enDict, text: Self.plist(Self.pluralEntry("Count", format: "%0$#@n@")))!]
        let result = Compiler.compile(inputs, options: CompilerOptions().retainingValues(false))
        #expect(
            result.diagnostics.flatMap(\.renderedWithNotes) == [
                "Strings/en.lproj/Localizable.stringsdict:5:1: warning: 'Count': '%0$' is not a format placeholder: "
                    + "a position is a number from 1, right after the '%' [strings-invalid-placeholder]"
            ])
        #expect(
            result.files.map(\.name) == [
                "Theme.themec.swift", "Strings.themec.swift", "Strings+Localizable.themec.swift",
                "Layouts.themec.swift",
            ])
    }

    @Test("A .strings fallback and its plural form must read the same arguments")
    func pluralAgainstPlainText() {
        let output = StringsTestSupport.diagnostics([
            (Self.en, "\"Items\" = \"%@ items\";\n"),
            (Self.enDict, Self.plist(Self.pluralEntry("Items"))),
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.strings:1:11: error: 'Items' reads argument 1 as %@ (String) but its "
                    + "plural form in Strings/en.lproj/Localizable.stringsdict reads it as %d (Int) "
                    + "[strings-placeholder-mismatch]",
                "Strings/en.lproj/Localizable.stringsdict:5:1: note: compared with this value",
            ])
    }

    @Test("A plural form must read its variable as the declared value type")
    func formAgainstValueType() {
        let output = StringsTestSupport.diagnostics([
            (Self.enDict, Self.plist(Self.pluralEntry("Items", one: "%@ item")))
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.stringsdict:5:1: error: the 'one' form of 'Items' reads %@ (String) "
                    + "but variable 'n' is a number (%d) [strings-placeholder-mismatch]"
            ])
    }

    @Test("Placeholder count differs between locales")
    func placeholderCount() {
        let output = StringsTestSupport.diagnostics([
            (Self.en, "\"Reward.Summary\" = \"%1$@ earned %2$d points\";\n"),
            (Self.de, "\"Reward.Summary\" = \"%1$@ hat Punkte\";\n"),
        ])
        #expect(
            output == [
                "Strings/de.lproj/Localizable.strings:1:20: error: 'Reward.Summary' has 1 placeholder but the en "
                    + "value has 2 placeholders [strings-placeholder-mismatch]",
                "Strings/en.lproj/Localizable.strings:1:20: note: compared with this value",
            ])
    }

    @Test("Mixed positional and sequential placeholders, and a skipped position")
    func placeholderSyntax() {
        let output = StringsTestSupport.diagnostics([(Self.en, "\"A\" = \"%1$@ and %@\";\n\"B\" = \"%2$@\";\n")])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.strings:1:7: warning: 'A': positional ('%1$@') and sequential ('%@') "
                    + "placeholders are mixed; number all of them [strings-invalid-placeholder]",
                "Strings/en.lproj/Localizable.strings:2:7: error: 'B' never reads argument 1 but reads argument 2; "
                    + "formatting it would read the wrong arguments [strings-unread-argument]",
            ])
    }

    @Test("A percent sign before a word reads as a placeholder with a space flag: warned, still generated")
    func percentBeforeAWord() throws {
        let text =
            "\"Sale.Banner\" = \"50% off everything\";\n\"Sale.Sure\" = \"100% sure\";\n\"Sale.Fine\" = \"50%% off\";\n"
        let result = Compiler.compile(
            [InputFile(path: Self.en, text: text)!], options: CompilerOptions(stringsFiles: .single))
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:1:17: warning: 'Sale.Banner': '% o' reads as a placeholder (a "
                    + "space flag and 'o'), so the string takes a UInt argument; write '%%' for a percent sign "
                    + "[strings-invalid-placeholder]",
                "Strings/en.lproj/Localizable.strings:2:15: warning: 'Sale.Sure': '% s' reads as a placeholder (a "
                    + "space flag and 's'), so the string takes a UnsafePointer<CChar> argument; write '%%' for a "
                    + "percent sign [strings-invalid-placeholder]",
            ])
        let code = try #require(result.files.first { $0.name == "Strings.themec.swift" }?.contents)
        #expect(code.contains("static func banner(_ p1: Swift.UInt) -> Swift.String {"))
        #expect(code.contains("static var fine: Swift.String {"))
    }

    @Test("A stringsdict entry without its format key, or using an undefined variable")
    func stringsdictStructure() {
        let missingFormat = "<key>A</key>\n<dict>\n<key>n</key><dict/>\n</dict>\n"
        let output = StringsTestSupport.diagnostics([
            (Self.enDict, Self.plist(missingFormat + Self.pluralEntry("B", format: "%#@count@")))
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.stringsdict:4:1: error: 'A' has no NSStringLocalizedFormatKey (a "
                    + "plural) or NSStringVariableWidthRuleType (width variants) [stringsdict-structure]",
                "Strings/en.lproj/Localizable.stringsdict:10:38: error: NSStringLocalizedFormatKey of 'B' uses "
                    + "'%#@count@' but the entry defines no 'count' [stringsdict-structure]",
            ])
    }

    @Test("A width rule without a format key is a plain string: the widest variant, with a plain accessor")
    func widthRule() throws {
        let widths = """
            <key>Banner.Welcome</key>
            <dict>
            <key>NSStringVariableWidthRuleType</key>
            <dict>
            <key>20</key><string>Hi!</string>
            <key>60</key><string>Welcome back to the shop!</string>
            <key>40</key><string>Welcome back!</string>
            </dict>
            </dict>

            """
        let inputs = [InputFile(path: Self.enDict, text: Self.plist(widths + Self.pluralEntry("Banner.Items")))!]
        let result = Compiler.compile(inputs, options: CompilerOptions(stringsFiles: .single).retainingValues(true))
        #expect(result.diagnostics.map(\.rendered) == [])
        #expect(result.strings.values["en"]?["Localizable"]?["Banner.Welcome"] == .text("Welcome back to the shop!"))
        let code = try #require(result.files.first { $0.name == "Strings.themec.swift" }?.contents)
        #expect(
            code.contains(
                """
                    /// Welcome back to the shop!
                    static var welcome: Swift.String {
                        L10nModuleLookup.widthVariant("Localizable", "Banner.Welcome", "Welcome back to the shop!")
                    }
                """))
    }

    @Test("A width rule beside a format key is an error at that entry, not its neighbours")
    func widthRuleWithFormatKey() {
        let both = """
            <key>Banner.Both</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>NSStringVariableWidthRuleType</key>
            <dict><key>20</key><string>Hi!</string></dict>
            </dict>

            """
        let output = StringsTestSupport.diagnostics([
            (Self.enDict, Self.plist(Self.pluralEntry("Banner.Before") + both + Self.pluralEntry("Banner.After")))
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.stringsdict:18:1: error: 'Banner.Both' has both "
                    + "NSStringVariableWidthRuleType and NSStringLocalizedFormatKey; a width rule stands alone, so "
                    + "keep one of them [stringsdict-structure]"
            ])
    }

    @Test("A plural variable's value type must be a number conversion")
    func valueTypeMustBeANumber() {
        let output = StringsTestSupport.diagnostics([
            (
                Self.enDict,
                Self.plist(
                    Self.pluralEntry("Cart.Items", valueType: "@", one: "%@ item", other: "%@ items")
                        + Self.pluralEntry("Cart.Weight", valueType: "f", one: "%f kilo", other: "%f kilos"))
            )
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.stringsdict:10:38: error: variable 'n' of 'Cart.Items' has "
                    + "NSStringFormatValueTypeKey '@', which reads %@ (String); a plural needs a number conversion "
                    + "such as 'd', 'ld', 'lu' or 'f' [stringsdict-structure]"
            ])
    }

    @Test("A variable a form uses but the entry lacks is reported at that form, naming it")
    func undefinedVariableInAForm() {
        let entry = """
            <key>abc</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@def@</string>
            <key>def</key>
            <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>one</string>
            <key>other</key><string>%#@xyz@</string>
            </dict>
            </dict>

            """
        let output = StringsTestSupport.diagnostics([(Self.enDict, Self.plist(entry))])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.stringsdict:12:17: error: the 'other' form of variable 'def' of 'abc' "
                    + "uses '%#@xyz@' but the entry defines no 'xyz' [stringsdict-structure]"
            ])
    }

    @Test("A locale without a whole table")
    func missingTable() {
        let output = StringsTestSupport.diagnostics([
            (Self.en, "\"A\" = \"a\";\n"),
            ("Strings/en.lproj/Settings.strings", "\"Title\" = \"Settings\";\n"),
            (Self.de, "\"A\" = \"a\";\n"),
        ])
        #expect(
            output == [
                "Strings/en.lproj/Settings.strings:1:1: warning: the de localization has no 'Settings' table; its 1 "
                    + "keys show in en [strings-missing-key]"
            ])
    }

    @Test("The same key in a .strings file and a String Catalog of one table")
    func duplicateAcrossFiles() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {"A": {"localizations": {"en": {"stringUnit": \
            {"state": "translated", "value": "b"}}}}}}
            """
        let output = StringsTestSupport.diagnostics([
            ("Strings/Localizable.xcstrings", catalog),
            (Self.en, "\"A\" = \"a\";\n"),
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.strings:1:1: warning: key 'A' of table 'Localizable' (en) is also "
                    + "defined in Strings/Localizable.xcstrings; this one wins [strings-duplicate-key]",
                "Strings/Localizable.xcstrings:1:38: note: also defined here",
            ])
    }

    @Test("A key and a namespace that become the same Swift name, across tables")
    func namespaceCollision() {
        let output = StringsTestSupport.diagnostics([
            (Self.en, "\"Settings.title\" = \"A\";\n"),
            ("Strings/en.lproj/Settings.strings", "\"title\" = \"B\";\n"),
        ])
        #expect(
            output == [
                "Strings/en.lproj/Settings.strings:1:1: error: 'title' (Settings) and 'Settings.title' (Localizable) "
                    + "both become L10n.Settings.title; rename one of the keys [strings-identifier-collision]",
                "Strings/en.lproj/Localizable.strings:1:1: note: 'Settings.title' is here",
            ])
    }

    @Test("Keys that differ only in case style or in empty dots collide under their camel-case names")
    func camelCaseCollisions() {
        let output = StringsTestSupport.diagnostics([
            (
                Self.en,
                "\"PROMO_BANNER\" = \"A\";\n\"promoBanner\" = \"B\";\n\"gift.card.\" = \"C\";\n\"gift.card\" = \"D\";\n"
                    + "\"PROMO_BANNER_2\" = \"E\";\n"
            )
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.strings:2:1: error: 'promoBanner' (Localizable) and 'PROMO_BANNER' "
                    + "(Localizable) both become L10n.promoBanner; rename one of the keys "
                    + "[strings-identifier-collision]",
                "Strings/en.lproj/Localizable.strings:1:1: note: 'PROMO_BANNER' is here",
                "Strings/en.lproj/Localizable.strings:3:1: error: 'gift.card.' (Localizable) and 'gift.card' "
                    + "(Localizable) both become L10n.Gift.card; rename one of the keys [strings-identifier-collision]",
                "Strings/en.lproj/Localizable.strings:4:1: note: 'gift.card' is here",
            ])
    }

    @Test("Catalog plural without 'other', and a misspelt category")
    func catalogPlural() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {"Photos": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld photo"}},
              "othre": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}}}}}}
            """
        let output = StringsTestSupport.diagnostics([("Strings/Localizable.xcstrings", catalog)])
        #expect(
            output == [
                "Strings/Localizable.xcstrings:1:99: error: the plural 'plural' of 'Photos' has no 'other' form; "
                    + "every plural needs one [strings-plural-missing-other]",
                "Strings/Localizable.xcstrings:3:3: error: 'othre' in the plural variations of 'Photos' is not a "
                    + "plural category; did you mean 'other'? [xcstrings-structure]",
            ])
    }

    @Test("Invalid UTF-16 is reported at the line and column of the bad unit")
    func utf16Error() {
        let text = "\"a\" = \"b\";\n\"c\" = \"".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bytes: [UInt8] = [0xFF, 0xFE] + text + [0x3D, 0xD8, 0x22, 0x00, 0x3B, 0x00]
        let result = Pipeline(options: CompilerOptions()).strings([InputFile(path: Self.en, bytes: bytes)!])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:2:8: error: invalid UTF-16: a high surrogate without its low "
                    + "surrogate at byte offset 38; save the file as UTF-8 or as UTF-16 with a byte order mark "
                    + "[strings-encoding]"
            ])
    }

    @Test("A .strings file saved as an XML property list is read like Apple reads it")
    func xmlStrings() {
        let xml = Self.plist("<key>Menu.Profile</key>\n<string>Profile</string>\n")
        let result = Pipeline(options: CompilerOptions()).strings([InputFile(path: Self.en, text: xml)!])
        #expect(result.diagnostics.isEmpty)
        #expect(result.model.values["en"]?["Localizable"]?["Menu.Profile"] == .text("Profile"))
    }

    @Test("Files outside an .lproj folder belong to the development language")
    func noLocaleFolder() {
        let result = Pipeline(options: CompilerOptions(developmentLanguage: "fr")).strings([
            InputFile(path: "Localizable.strings", text: "\"A\" = \"a\";")!
        ])
        #expect(result.model.values["fr"]?["Localizable"]?["A"] == .text("a"))
        #expect(result.model.tables.map(\.name) == ["Localizable"])
    }

    @Test("Rule settings change severities and switch rules off")
    func ruleSettings() {
        let files = [(Self.en, "\"A\" = \"\";\n")]
        #expect(
            StringsTestSupport.diagnostics(
                files, options: CompilerOptions(rules: RuleSeverityPolicy(["strings-empty-value": .off]))) == [])
        #expect(
            StringsTestSupport.diagnostics(
                files, options: CompilerOptions(rules: RuleSeverityPolicy(["strings-empty-value": .error]))) == [
                    "Strings/en.lproj/Localizable.strings:1:7: error: the value of 'A' is empty; the UI will show "
                        + "nothing [strings-empty-value]"
                ])
    }

    @Test("Malformed inputs never crash: truncations of every fixture")
    func truncations() throws {
        let urls =
            StringsTestSupport.files(under: StringsTestSupport.fixtures, suffix: ".strings")
            + StringsTestSupport.files(under: StringsTestSupport.fixtures, suffix: ".stringsdict")
            + StringsTestSupport.files(under: StringsTestSupport.fixtures, suffix: ".xcstrings")
        #expect(!urls.isEmpty)
        for url in urls {
            let bytes = Array(try Data(contentsOf: url))
            let name = "Strings/en.lproj/" + url.lastPathComponent
            for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                let result = Pipeline(options: CompilerOptions(parallel: false)).strings([
                    InputFile(path: name, bytes: Array(bytes[..<length]))!
                ])
                #expect(result.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            }
        }
    }

    @Test("Deep nesting is an error, not a stack overflow")
    func deepNesting() {
        let text = "\"a\" = " + String(repeating: "(", count: 100_000) + ";"
        let result = Pipeline(options: CompilerOptions()).strings([InputFile(path: Self.en, text: text)!])
        #expect(result.diagnostics.map(\.rule) == [StringsRules.syntax])
        let json = String(repeating: "[", count: 100_000)
        let catalog = Pipeline(options: CompilerOptions()).strings([InputFile(path: "L.xcstrings", text: json)!])
        #expect(catalog.diagnostics.map(\.rule) == [StringsRules.catalogStructure])
    }
}

/// A file that cannot be read does not also produce a warning for each of its keys.
@Suite("Strings checks after errors")
struct StringsChecksAfterErrorsTests {
    @Test("A rejected locale file reports its error only")
    func rejectedLocale() {
        let output = StringsTestSupport.diagnostics([
            (StringsCheckTests.en, "\"A\" = \"a\";\n\"B\" = \"b\";\n"),
            (StringsCheckTests.de, "\"A\" = \"a\"\n\"B\" = \"b\";\n"),
        ])
        #expect(
            output == [
                "Strings/de.lproj/Localizable.strings:2:1: error: missing ';' after the value of 'A', found '\"' "
                    + "[strings-syntax]"
            ])
    }
}

/// Placeholder errors in some values of a table take nothing away from the other findings of
/// that table: every problem is reported on its own.
@Suite("Strings findings beside placeholder errors")
struct StringsFindingsBesidePlaceholderErrorsTests {
    static let en = "Strings/en.lproj/Localizable.strings"
    static let fr = "Strings/fr.lproj/Localizable.strings"
    static let frDict = "Strings/fr.lproj/Localizable.stringsdict"
    static let reference =
        "\"Basket.Total\" = \"%1$ld items for %2$@\";\n\"Basket.Empty\" = \"Empty\";\n\"Basket.Checkout\" = \"Pay\";\n"

    /// The findings about fr's keys besides its broken value, for the given fr files.
    static let missing = [
        "Strings/fr.lproj/Localizable.strings:1:1: warning: 'Basket.Checkout' is missing from the fr 'Localizable' "
            + "table; en has it, so fr users see the en text [strings-missing-key]",
        "Strings/en.lproj/Localizable.strings:3:1: note: en defines it here",
        "Strings/fr.lproj/Localizable.strings:1:1: warning: 'Basket.Empty' is missing from the fr 'Localizable' "
            + "table; en has it, so fr users see the en text [strings-missing-key]",
        "Strings/en.lproj/Localizable.strings:2:1: note: en defines it here",
    ]

    @Test("An argument gap in a translation, with keys missing and extra beside it")
    func argumentGap() {
        let output = StringsTestSupport.diagnostics([
            (Self.en, Self.reference),
            (Self.fr, "\"Basket.Total\" = \"%2$ld articles, %2$@\";\n\"Basket.Emtpy\" = \"Vide\";\n"),
        ])
        #expect(
            output == [
                "Strings/fr.lproj/Localizable.strings:1:1: warning: 'Basket.Checkout' is missing from the fr "
                    + "'Localizable' table; en has it, so fr users see the en text [strings-missing-key]",
                "Strings/en.lproj/Localizable.strings:3:1: note: en defines it here",
                "Strings/fr.lproj/Localizable.strings:1:1: warning: 'Basket.Empty' is missing from the fr "
                    + "'Localizable' table; en has it, so fr users see the en text [strings-missing-key]",
                "Strings/en.lproj/Localizable.strings:2:1: note: en defines it here",
                "Strings/fr.lproj/Localizable.strings:1:18: error: 'Basket.Total' has 1 placeholder but the en value "
                    + "has 2 placeholders [strings-placeholder-mismatch]",
                "Strings/en.lproj/Localizable.strings:1:18: note: compared with this value",
                "Strings/fr.lproj/Localizable.strings:1:18: error: 'Basket.Total' reads argument 2 as two different "
                    + "types [strings-placeholder-mismatch]",
                "Strings/fr.lproj/Localizable.strings:1:18: error: 'Basket.Total' never reads argument 1 but reads "
                    + "argument 2; formatting it would read the wrong arguments [strings-unread-argument]",
                "Strings/fr.lproj/Localizable.strings:2:1: warning: 'Basket.Emtpy' is in fr but not in the en "
                    + "'Localizable' table; no generated accessor reads it; did you mean 'Basket.Empty'? "
                    + "[strings-extra-key]",
            ])
    }

    @Test("A duplicate position, checked through the full parse (the locale has a second file)")
    func duplicatePositionInFull() {
        let plural = StringsCheckTests.plist(StringsCheckTests.pluralEntry("Basket.Count"))
        let output = StringsTestSupport.diagnostics([
            (Self.en, Self.reference),
            ("Strings/en.lproj/Localizable.stringsdict", plural),
            (Self.fr, "\"Basket.Total\" = \"%1$ld articles, %1$@\";\n"),
            (Self.frDict, plural),
        ])
        #expect(output.filter { $0.contains("warning") || $0.contains("note: en") } == Self.missing)
        #expect(
            output.contains {
                $0.hasPrefix(
                    "Strings/fr.lproj/Localizable.strings:1:18: error: 'Basket.Total' reads argument 1 as two "
                        + "different types"
                )
            })
    }

    @Test("A malformed plural is not also missing, and the keys beside it still are")
    func malformedPlural() {
        let broken = StringsCheckTests.pluralEntry("Basket.Empty").replacingOccurrences(
            of: "<key>other</key>", with: "<key>othr</key>")
        let output = StringsTestSupport.diagnostics([
            (Self.en, Self.reference),
            (Self.fr, "\"Basket.Total\" = \"%1$ld articles, %2$@\";\n"),
            (Self.frDict, StringsCheckTests.plist(broken)),
        ])
        #expect(
            output.filter { $0.contains("strings-missing-key") } == [
                "Strings/fr.lproj/Localizable.strings:1:1: warning: 'Basket.Checkout' is missing from the fr "
                    + "'Localizable' table; en has it, so fr users see the en text [strings-missing-key]"
            ])
        #expect(
            output.contains { $0.contains("error: 'othr' in variable 'n' of 'Basket.Empty' is not a plural category") })
    }
}

/// String Catalog keys marked as not to be translated.
@Suite("Strings catalog translation flags")
struct StringsCatalogFlagTests {
    @Test("A key with shouldTranslate false is not missing from other locales")
    func shouldTranslate() {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Brand": {"shouldTranslate": false},
              "Hello": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}}}},
              "Bye": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Tschüss"}}}}}}
            """
        let output = StringsTestSupport.diagnostics([("Strings/Localizable.xcstrings", catalog)])
        #expect(
            output == [
                "Strings/Localizable.xcstrings:3:3: warning: 'Hello' is missing from the de 'Localizable' table; en "
                    + "has it, so de users see the en text [strings-missing-key]"
            ])
    }
}
