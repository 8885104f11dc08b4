import Foundation
import Testing
import ThemecFormat

@testable import ThemecCore

/// What `themec lint` accepts is what the runtime shows, text by text: the checks reach the runtime's
/// verdict (`ThemecFormat`'s `PluralRule` and `TextVerdict`) on plural forms that read more than their
/// number, catalog substitutions, long argument lists, nested variables, and the spellings Foundation
/// reads (leading-zero positions, dotted substitution names).
@Suite("One verdict for a text: the checks")
struct TextVerdictCheckTests {
    static let en = "Strings/en.lproj/Localizable.strings"
    static let enPlurals = "Strings/en.lproj/Localizable.stringsdict"

    static func compile(_ files: [(String, String)]) -> CompilationResult {
        Compiler.compile(
            files.compactMap { InputFile(path: $0.0, text: $0.1) }, options: CompilerOptions(stringsFiles: .single))
    }

    /// The generated strings of `result`.
    static func code(_ result: CompilationResult) -> String? {
        result.files.first { $0.name == GeneratedFile.stringsFileName }?.contents
    }

    /// A `.stringsdict` of `entries`: a key, its format, and its variables (name, value type, forms).
    static func stringsdict(
        _ entries: [(key: String, format: String, variables: [(String, String, [(String, String)])])]
    )
        -> String
    {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for entry in entries {
            text +=
                "<key>\(entry.key)</key>\n<dict>\n"
                + "<key>NSStringLocalizedFormatKey</key><string>\(entry.format)</string>\n"
            for (name, valueType, forms) in entry.variables {
                text += "<key>\(name)</key>\n<dict>\n"
                text += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
                text += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\n"
                for (category, form) in forms { text += "<key>\(category)</key><string>\(form)</string>\n" }
                text += "</dict>\n"
            }
            text += "</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    /// A catalog whose one key has, per locale, a value and substitutions (name, argNum, formatSpecifier,
    /// forms).
    static func catalog(key: String, _ locales: [(String, String, [(String, Int, String, [(String, String)])])])
        -> String
    {
        var localizations: [String] = []
        for (locale, value, substitutions) in locales {
            var parts = ["\"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" }"]
            if !substitutions.isEmpty {
                let each = substitutions.map { name, argument, specifier, forms in
                    let variations = forms.map { "\"\($0.0)\" : { \"stringUnit\" : { \"value\" : \"\($0.1)\" } }" }
                    return "\"\(name)\" : { \"argNum\" : \(argument), \"formatSpecifier\" : \"\(specifier)\", "
                        + "\"variations\" : { \"plural\" : { \(variations.joined(separator: ", ")) } } }"
                }
                parts.append("\"substitutions\" : { \(each.joined(separator: ", ")) }")
            }
            localizations.append("\"\(locale)\" : { \(parts.joined(separator: ", ")) }")
        }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "\(key)" : { "localizations" : { \(localizations.joined(separator: ", ")) } }
              }
            }

            """
    }

    @Test("#1: a plural form that reads an argument after its number makes the accessor pass it")
    func aFormReadsMoreThanItsNumber() throws {
        let result = Self.compile([
            (
                Self.enPlurals,
                Self.stringsdict([
                    (
                        "Cart.Items", "%#@items@",
                        [("items", "d", [("one", "%d item in %@"), ("other", "%d items in %@")])]
                    ),
                    (
                        "Cart.Both", "%1$#@items@ in %2$#@boxes@",
                        [
                            ("items", "d", [("other", "%d items")]),
                            ("boxes", "d", [("one", "%d box of %@"), ("other", "%d boxes of %@")]),
                        ]
                    ),
                ])
            )
        ])
        #expect(result.diagnostics.map(\.rendered) == [])
        let code = try #require(Self.code(result))
        #expect(code.contains("static func items(_ p1: Swift.Int, _ p2: Swift.String) -> Swift.String {"))
        #expect(
            code.contains("static func both(_ p1: Swift.Int, _ p2: Swift.Int, _ p3: Swift.String) -> Swift.String {"))
    }

    @Test("#1: a catalog plural written '%lld photos by %@' makes the accessor pass the String too")
    func aCatalogPluralReadsMoreThanItsNumber() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Photos" : { "localizations" : { "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "value" : "%lld photo by %@" } },
                  "other" : { "stringUnit" : { "value" : "%lld photos by %@" } }
                } } } } }
              }
            }

            """
        let result = Self.compile([("Strings/Gallery.xcstrings", catalog)])
        #expect(result.diagnostics.map(\.rendered) == [])
        let code = try #require(Self.code(result))
        #expect(code.contains("static func photos(_ p1: Swift.Int, _ p2: Swift.String) -> Swift.String {"))
    }

    @Test("#2: a catalog value naming a substitution it does not define is an error, in any locale")
    func undefinedCatalogSubstitution() {
        let forms = [("one", "%arg photo"), ("other", "%arg photos")]
        let inSource = Self.catalog(key: "Photos", [("en", "%#@zz@", [("photos", 1, "lld", forms)])])
        #expect(
            Self.compile([("Strings/Gallery.xcstrings", inSource)]).diagnostics.map(\.rendered) == [
                "Strings/Gallery.xcstrings:4:98: error: the value of 'Photos' uses '%#@zz@' but its substitutions "
                    + "define no 'zz' [xcstrings-structure]"
            ])
        let inTranslation = Self.catalog(
            key: "Photos",
            [
                ("en", "%#@photos@", [("photos", 1, "lld", forms)]),
                ("de", "%#@photo@", [("photos", 1, "lld", [("other", "%arg Fotos")])]),
            ])
        let printed = Self.compile([("Strings/Gallery.xcstrings", inTranslation)]).diagnostics.map(\.rendered)
        #expect(
            printed.contains {
                $0.hasSuffix(
                    "error: the value of 'Photos' uses '%#@photo@' but its substitutions define no 'photo'; did you "
                        + "mean 'photos'? [xcstrings-structure]")
            }, "\(printed)")
    }

    @Test("#3: a catalog substitution whose formatSpecifier is '@' is an error, as its .stringsdict twin is")
    func objectSubstitution() {
        let catalog = Self.catalog(
            key: "Photos", [("en", "%#@n@", [("n", 1, "@", [("one", "%arg photo"), ("other", "%arg photos")])])])
        #expect(
            Self.compile([("Strings/Gallery.xcstrings", catalog)]).diagnostics.map(\.rendered) == [
                "Strings/Gallery.xcstrings:4:171: error: substitution 'n' of 'Photos' has the formatSpecifier '@', "
                    + "which reads %@ (String); a plural needs a number conversion such as 'lld', 'd' or 'f' "
                    + "[xcstrings-structure]"
            ])
        let twin = Self.stringsdict([("Photos", "%#@n@", [("n", "@", [("other", "%@ photos")])])])
        #expect(
            Self.compile([(Self.enPlurals, twin)]).diagnostics.map(\.rendered).first?.hasSuffix(
                "[stringsdict-structure]")
                == true)
    }

    @Test("#4: more than 128 arguments read in order is an error; 128 are fine")
    func moreThan128SequentialArguments() {
        let fine = String(repeating: "%@ ", count: 128)
        let tooMany = String(repeating: "%@ ", count: 129)
        let result = Self.compile([(Self.en, "\"Fine\" = \"\(fine)\";\n\"Many\" = \"\(tooMany)\";\n")])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:2:10: error: 'Many': '%@' is argument 129 read in order, but "
                    + "String(format:) reads at most 128 arguments without positions (past them it prints garbage or "
                    + "crashes); number the placeholders or split the string [strings-unsupported-placeholder]"
            ])
        #expect(FormatPlaceholderParser.parse(fine).argumentLetters?.count == 128)
        #expect(FormatPlaceholderParser.parse(tooMany).argumentLetters == nil)
        // `*` widths count among them.
        #expect(FormatPlaceholderParser.parse(String(repeating: "%*d", count: 64) + "%d").argumentLetters == nil)
    }

    @Test("#5: nested variables that fill in too much are an error, found in time linear in the rule")
    func nestedVariablesAreBounded() {
        // Five levels, each form naming the next variable ten times: 111,110 variables to fill in.
        var variables: [(String, String, [(String, String)])] = []
        for level in 1...5 {
            let next = level < 5 ? String(repeating: "%1$#@v\(level + 1)@ ", count: 10) : "%d"
            variables.append(("v\(level)", "d", [("other", "\(next)")]))
        }
        let result = Self.compile([(Self.enPlurals, Self.stringsdict([("Deep", "%#@v1@", variables)]))])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.stringsdict:5:1: error: 'Deep': its variables name each other so "
                    + "often that one text would fill in more than 100 of them [stringsdict-structure]"
            ])
        // A variable that names itself, and a chain of eleven.
        let circle = Self.stringsdict([("Circle", "%#@a@", [("a", "d", [("other", "%d and %1$#@a@")])])])
        #expect(
            Self.compile([(Self.enPlurals, circle)]).diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.stringsdict:5:1: error: 'Circle': variable 'a' names itself through "
                    + "its forms, so its text never ends [stringsdict-structure]"
            ])
        let chain = (1...11).map { ("v\($0)", "d", [("other", $0 < 11 ? "%1$#@v\($0 + 1)@" : "%d")]) }
        #expect(
            Self.compile([(Self.enPlurals, Self.stringsdict([("Chain", "%#@v1@", chain)]))]).diagnostics.map(\.rendered)
                == [
                    "Strings/en.lproj/Localizable.stringsdict:5:1: error: 'Chain': variables nest more than 10 deep "
                        + "from 'v1' [stringsdict-structure]"
                ])
    }

    @Test("#8: a position written with leading zeros is read as Foundation reads it, with a warning")
    func leadingZeroPositions() throws {
        let result = Self.compile([
            (Self.en, "\"Gift\" = \"%002$@ for %001$@\";\n\"Price\" = \"%04$f %1$d%2$d%3$d\";\n")
        ])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:1:10: warning: 'Gift': '%001$@' writes a position with leading "
                    + "zeros, which String(format:) reads as flags before position 1; write it without them ('%1$') "
                    + "[strings-invalid-placeholder]",
                "Strings/en.lproj/Localizable.strings:1:10: warning: 'Gift': '%002$@' writes a position with leading "
                    + "zeros, which String(format:) reads as flags before position 2; write it without them ('%2$') "
                    + "[strings-invalid-placeholder]",
                "Strings/en.lproj/Localizable.strings:2:11: warning: 'Price': '%04$f' writes a position with leading "
                    + "zeros, which String(format:) reads as flags before position 4; write it without them ('%4$') "
                    + "[strings-invalid-placeholder]",
            ])
        let code = try #require(Self.code(result))
        #expect(code.contains("static func gift(_ p1: Swift.String, _ p2: Swift.String) -> Swift.String {"))
        #expect(
            code.contains(
                "static func price(_ p1: Swift.Int, _ p2: Swift.Int, _ p3: Swift.Int, _ p4: Swift.Double) "
                    + "-> Swift.String {"))
    }

    @Test("A text that ends in a plural variable never closed is an error: the app would show '%#@…' as it is")
    func unclosedVariable() {
        let result = Self.compile([(Self.en, "\"Items\" = \"You have %#@items\";\n\"Done\" = \"Done: 100%\";\n")])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:1:11: error: 'Items': '%#@items' starts a variable reference "
                    + "that is never closed with '@'; the app would show it as it is [strings-unsupported-placeholder]",
                "Strings/en.lproj/Localizable.strings:2:10: warning: 'Done': a lone '%' ends the string; write '%%' "
                    + "for a percent sign [strings-invalid-placeholder]",
            ])
        #expect(FormatPlaceholderParser.incompleteEnd(of: "Done: 100%") == 9)
        #expect(FormatPlaceholderParser.incompleteEnd(of: "100% ") == 3)
        #expect(FormatPlaceholderParser.incompleteEnd(of: "Done: 100%%") == nil)
        #expect(FormatPlaceholderParser.incompleteEnd(of: "You have %#@items") == nil)
        #expect(FormatPlaceholderParser.incompleteEnd(of: "Top %5") == nil)
    }

    @Test("#8: a catalog substitution named with a dot is its variable, with a warning, not an error")
    func dottedSubstitutionNames() throws {
        let catalog = Self.catalog(
            key: "Total",
            [
                (
                    "en", "%#@total.strings@ in all",
                    [("total.strings", 1, "lld", [("one", "%arg string"), ("other", "%arg strings")])]
                )
            ])
        let result = Self.compile([("Strings/Stats.xcstrings", catalog)])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/Stats.xcstrings:4:44: warning: 'Total': '%#@total.strings@' names a variable with '.': "
                    + "themec's accessor shows the plural, but Foundation's own formatting (String(localized:), "
                    + "NSLocalizedString) ends the name at '.' and reads another placeholder; name variables with "
                    + "letters, digits and '_' [strings-invalid-placeholder]"
            ])
        let code = try #require(Self.code(result))
        #expect(code.contains("static func total(_ p1: Swift.Int) -> Swift.String {"))
        // In a .stringsdict too.
        let stringsdict = Self.stringsdict([
            ("Total", "%#@total.strings@", [("total.strings", "d", [("other", "%d strings")])])
        ])
        let twin = Self.compile([(Self.enPlurals, stringsdict)])
        #expect(twin.diagnostics.allSatisfy { $0.severity == .warning }, "\(twin.diagnostics.map(\.rendered))")
        #expect(!twin.files.isEmpty)
    }
}
