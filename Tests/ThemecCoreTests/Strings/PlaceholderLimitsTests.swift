import Testing
import ThemecFormat
import ThemecVocabulary

@testable import ThemecCore

/// Placeholders the generated code cannot pass a correct argument to, and the bounds that keep
/// one placeholder from making thousands of parameters or message lines.
@Suite("Placeholder limits")
struct PlaceholderLimitsTests {
    static func diagnostics(_ files: [String: String]) -> [String] {
        let inputs = files.keys.sorted().compactMap { InputFile(path: $0, text: files[$0]!) }
        return Compiler.compile(inputs).diagnostics.sorted().flatMap(\.renderedWithNotes)
    }

    @Test("%S and %p are typed so that they can be passed as CVarArg")
    func pointerTypes() {
        let signature = FormatPlaceholderParser.parse("%S at %p")
        #expect(signature.placeholders.map(\.type) == [.unicharString, .pointer])
        #expect(signature.unsupported.isEmpty && signature.problems.isEmpty)
        #expect(PlaceholderType.unicharString.swiftType == "Swift.UnsafePointer<Swift.UInt16>")
        #expect(PlaceholderType.pointer.formatArgument("p2") == "Swift.OpaquePointer(p2)")
        #expect(PlaceholderType.int.formatArgument("p1") == "p1")
    }

    @Test(
        "A long double, a wide character and an obsolete conversion are unsupported; the arguments keep their places",
        arguments: ["%Lf", "%Lg", "%Ld", "%lc", "%ls", "%D", "%U", "%O"])
    func unsupportedConversions(_ placeholder: String) {
        let signature = FormatPlaceholderParser.parse(placeholder + " %@")
        #expect(signature.unsupported.count == 1, "\(signature)")
        #expect(signature.unsupported.first?.hasPrefix("'\(placeholder)'") == true, "\(signature)")
        #expect(signature.placeholders.map(\.argument) == [1, 2])
        #expect(FormatPlaceholderParser.singleConversion(String(placeholder.dropFirst())) == nil)
    }

    @Test("An unsupported placeholder in any plural form is reported, not only in the form the arguments come from")
    func unsupportedInAPluralForm() {
        let plural = LocalizedValue.plural(
            PluralValue(
                format: "%#@n@",
                variables: [
                    PluralVariable(name: "n", valueType: "f", forms: [(.one, "%Lf item"), (.other, "%f items")])
                ]))
        #expect(plural.signature.unsupported.count == 1)
        #expect(plural.signature.unsupported.first?.hasPrefix("'%Lf' reads a long double") == true)
    }

    @Test("A percent sign before a capital word keeps its own warning, not an error")
    func spaceFlagBeforeACapital() {
        let signature = FormatPlaceholderParser.parse("50% Off")
        #expect(signature.unsupported.isEmpty)
        #expect(signature.problems.count == 1)
    }

    @Test("A position past the limit is quoted with its real number and reads nothing")
    func farPositions() {
        let far = FormatPlaceholderParser.parse("%1$@ %99999$d and %123456789012345678901234567890$@")
        #expect(far.placeholders.map(\.argument) == [1])
        #expect(
            far.unsupported == [
                "'%99999$d' reads argument 99999; a string takes at most 100 arguments",
                "'%123456789012345678901234567890$@' reads argument 123456789012345678901234567890; a string takes "
                    + "at most 100 arguments",
            ])
        let huge = FormatPlaceholderParser.parse("%" + String(repeating: "9", count: 5_000) + "$#@n@")
        #expect(huge.placeholders.isEmpty)
        #expect(huge.unsupported.count == 1)
        #expect(huge.unsupported[0].utf8.count < 200, "\(huge.unsupported[0])")
        #expect(huge.unsupported[0].contains("a number of 5000 digits"))
        let atLimit = FormatPlaceholderParser.parse("%100$d")
        #expect(atLimit.unsupported.isEmpty)
        #expect(atLimit.argumentCount == 100)
        let unread = atLimit.unreadArguments
        #expect(unread.listed == [1, 2, 3, 4, 5])
        #expect(unread.count == 99)
    }

    @Test("Many placeholders in one value are answered in linear time, with the same answers")
    func manyPlaceholders() {
        let numbered = (0..<20_000).map { "%\($0 % 100 + 1)$d" }.joined()
        let many = FormatPlaceholderParser.parse(numbered + "%1$@")
        #expect(many.placeholders.count == 20_001)
        #expect(many.argumentCount == 100)
        #expect(many.unreadArguments.count == 0)
        #expect(many.hasConflictingArguments)
        #expect(many.conflictingArguments == [1])
        var expected = many.arguments
        #expect(many.readsArguments(expected))
        expected[2] = .object
        #expect(!many.readsArguments(expected))
    }

    @Test("A value reports at most five findings of a kind, then counts the rest")
    func boundedFindings() {
        let printed = Self.diagnostics([
            "en.lproj/Localizable.strings":
                "\"many\" = \"" + String(repeating: "%k", count: 1_000) + String(repeating: "%Lf", count: 30)
                + "\";\n\"near\" = \"%100$d\";\n"
        ])
        #expect(printed.filter { $0.contains("'many': '%k' is not a format placeholder") }.count == 5)
        #expect(
            printed.contains {
                $0.hasSuffix("'many' has 995 more problems with its placeholders [strings-invalid-placeholder]")
            })
        #expect(printed.filter { $0.contains("'many': '%Lf' reads a long double") }.count == 5)
        #expect(
            printed.contains {
                $0.hasSuffix(
                    "'many' has 25 more placeholders the generated code cannot pass an argument to "
                        + "[strings-unsupported-placeholder]")
            })
        #expect(
            printed.contains(
                "en.lproj/Localizable.strings:2:10: error: 'near' never reads argument 1, 2, 3, 4, 5 and 94 more but "
                    + "reads argument 100; formatting it would read the wrong arguments [strings-unread-argument]"))
        #expect(printed.count == 13, "\(printed)")
    }

    @Test("A plural variable in plain text is an error where no plural defines the key, in any locale")
    func pluralVariableOutsidePlural() {
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>Items</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
              <key>count</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d item</string><key>other</key><string>%d items</string>
              </dict>
            </dict></dict></plist>

            """
        let alone = Self.diagnostics(["en.lproj/Localizable.strings": "\"Items\" = \"%#@count@ items\";\n"])
        #expect(
            alone == [
                "en.lproj/Localizable.strings:1:11: error: 'Items' uses the plural variable '%#@count@' but no "
                    + ".stringsdict entry defines the key in its locale; String(format:) would read the number as an "
                    + "object and crash [strings-unsupported-placeholder]"
            ])
        let beside = Self.diagnostics([
            "en.lproj/Localizable.strings": "\"Items\" = \"%#@count@\";\n",
            "en.lproj/Localizable.stringsdict": stringsdict,
        ])
        #expect(beside == [])
        // The development language has the plural; German only the text.
        let german = Self.diagnostics([
            "en.lproj/Localizable.stringsdict": stringsdict,
            "de.lproj/Localizable.strings": "\"Items\" = \"%#@count@\";\n",
        ])
        #expect(german.map { $0.prefix { $0 != " " } } == ["de.lproj/Localizable.strings:1:11:"], "\(german)")
    }
}
