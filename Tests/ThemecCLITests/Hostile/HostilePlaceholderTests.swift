import Foundation
import Testing

/// Format placeholders a translator (or a hostile file) may write, through the built binary:
/// every conversion themec accepts generates code that compiles and passes the right value; one
/// it cannot pass an argument to is a located error; and a few bytes of placeholder never make
/// megabytes of messages.
@Suite(.serialized) struct HostilePlaceholderTests {
    /// Each conversion and length modifier themec accepts: the value, the Swift arguments the
    /// test program passes to its accessor, and what `String(format:)` must print. The numbers
    /// have at most three digits: on Linux, Foundation formats with `Locale.current` by grouping
    /// digits (`4,464`) and prints an unsigned number of 2^63 or more as negative, whatever the
    /// accessor passes.
    static let conversions: [(format: String, arguments: String, printed: String)] = [
        ("%@", #""Ann""#, "Ann"),
        ("%d", "-42", "-42"), ("%i", "-42", "-42"), ("%+d", "5", "+5"), ("%03d", "7", "007"),
        ("%-4d|", "42", "42  |"), ("%hhd", "300", "44"), ("%hd", "65537", "1"),
        ("%ld", "-123", "-123"), ("%lld", "-9", "-9"), ("%qd", "-8", "-8"),
        ("%zd", "-5", "-5"), ("%jd", "-6", "-6"), ("%td", "-7", "-7"), ("%li", "12", "12"),
        ("%u", "42", "42"), ("%lu", "UInt(999)", "999"), ("%llu", "7", "7"), ("%tu", "3", "3"),
        ("%x", "255", "ff"), ("%X", "255", "FF"), ("%#x", "255", "0xff"), ("%o", "8", "10"),
        ("%f", "2.5", "2.500000"), ("%F", "2.5", "2.500000"), ("%lf", "2.5", "2.500000"),
        ("%.2f", "3.14159", "3.14"), ("%e", "2.5", "2.500000e+00"), ("%E", "2.5", "2.500000E+00"),
        ("%g", "2.5", "2.5"), ("%G", "2.5", "2.5"), ("%a", "1.0", "0x1p+0"), ("%A", "1.0", "0X1P+0"),
        ("%c", "CChar(65)", "A"), ("%C", "UInt16(0xE9)", "é"),
        ("%s", "cString", "hello"), ("%S", "utf16", "héllo"), ("%p", "pointer", "0x1234"),
        ("%*d", "5, 42", "   42"), ("%.*f", "2, 3.14159", "3.14"), ("%2$@ %1$d", #"7, "Ann""#, "Ann 7"),
        ("%1$.*2$f", "3.14159, 2", "3.14"), ("[%1$*2$d]", "42, 6", "[    42]"), ("%3$*1$.*2$f", "6, 1, 2.5", "   2.5"),
    ]

    /// The conversion characters `conversions` covers, in ASCII order; a test checks that themec
    /// accepts no other.
    static let acceptedConversions = "@ACEFGSXacdefgiopsux"

    @Test func everyAcceptedConversionCompilesAndPrintsTheValuePassed() throws {
        var strings = ""
        var main = """
            import Foundation
            let cString = UnsafePointer(strdup("hello")!)
            let utf16Units: [UInt16] = Array("héllo".utf16) + [0]
            let utf16 = UnsafeMutablePointer<UInt16>.allocate(capacity: utf16Units.count)
            utf16.initialize(from: utf16Units, count: utf16Units.count)
            let pointer = UnsafeRawPointer(bitPattern: 0x1234)!

            """
        for (index, conversion) in Self.conversions.enumerated() {
            strings += "\"Conversion.c\(index)\" = \"\(conversion.format)\";\n"
            main += "print(L10n.Conversion.c\(index)(\(conversion.arguments)))\n"
        }
        let box = try Sandbox(["en.lproj/Localizable.strings": strings])
        let result = try box.runLimited(
            "generate", "en.lproj", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "every conversion")
        try #require(result.status == 0, "\(result.stderr)")
        #expect(!result.allText.contains("warning:"), "\(result.allText)")
        let out = box.root.appendingPathComponent("Out")
        try main.write(to: out.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted().map {
            out.appendingPathComponent($0).path
        }
        let program = box.root.appendingPathComponent("program").path
        let (status, output) = try CodeInjectionTests.swiftc(["-swift-version", "6", "-o", program] + sources)
        try #require(status == 0, "the generated code does not compile:\n\(output.prefix(4000))")
        let run = try ProgramRun.run(program)
        #expect(run.status == 0)
        let printed = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        // Linux's Foundation prints `%e` in capitals when it formats with a locale.
        let matches = zip(printed, Self.conversions).map { printed, conversion in
            printed == conversion.printed || conversion.format == "%e" && printed.lowercased() == conversion.printed
        }
        #expect(printed.count == Self.conversions.count && !matches.contains(false), "\(printed)")
    }

    @Test func theTestAboveCoversEveryConversionTheParserAccepts() throws {
        // A conversion themec types without an error must be in `conversions`: run `lint` on
        // every printable ASCII character after a `%` and collect the ones it does not reject.
        var strings = ""
        let characters = (0x21...0x7E).map { Character(Unicode.Scalar($0)!) }.filter { $0 != "%" && $0 != "\"" }
        for (index, character) in characters.enumerated() {
            let text = character == "\\" ? "\\\\" : String(character)
            strings += "\"k\(index)\" = \"%\(text)\";\n"
        }
        let box = try Sandbox(["en.lproj/Localizable.strings": strings])
        let result = try box.runLimited("lint", "en.lproj", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "every conversion character")
        let accepted = characters.enumerated().filter { index, _ in
            !result.allText.contains("'k\(index)'")
        }.map(\.element)
        #expect(String(accepted) == Self.acceptedConversions)
    }

    @Test func placeholdersThatCannotBePassedAreLocatedErrors() throws {
        let box = try Sandbox([
            "en.lproj/Localizable.strings": """
            "Debt" = "%Lf owed";
            "Wide" = "%lc and %ls";
            "Old" = "%D items";
            "Items" = "%#@count@ items";
            "Far" = "%1$@ %99999$d";
            "Eco" = "100% natural, says %@";
            "Pure" = "100% Pure";

            """
        ])
        for command in [["lint", "en.lproj"], ["generate", "en.lproj", "--output", "Out"]] {
            let result = try HostileSuite.limits.run(command, in: box.root)
            expectNoCrashOrHang(result, command[0])
            #expect(result.status == 1, "\(command): \(result.allText)")
            for expected in [
                "en.lproj/Localizable.strings:1:10: error: 'Debt': '%Lf' reads a long double",
                "en.lproj/Localizable.strings:2:10: error: 'Wide': '%lc' reads a wide character",
                "en.lproj/Localizable.strings:2:10: error: 'Wide': '%ls' reads a wide character",
                "en.lproj/Localizable.strings:3:9: error: 'Old': '%D' is an obsolete conversion",
                "en.lproj/Localizable.strings:4:11: error: 'Items' uses the plural variable '%#@count@'",
                "en.lproj/Localizable.strings:5:9: error: 'Far': '%99999$d' reads argument 99999;",
                "en.lproj/Localizable.strings:6:9: error: 'Eco': '% n' is read by String(format:) as %n",
                "en.lproj/Localizable.strings:7:10: error: 'Pure': '% P' is read by String(format:) as %P",
            ] {
                #expect(result.allText.contains(expected), "\(command): \(expected)\n\(result.allText)")
            }
            #expect(result.allText.components(separatedBy: "[strings-unsupported-placeholder]").count == 9)
        }
        #expect(!box.exists("Out"))
    }

    @Test func aPluralVariableIsFineWhereAStringsdictDefinesTheKeyAndAnErrorWhereNoneDoes() throws {
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
        let box = try Sandbox([
            "Strings/en.lproj/Localizable.strings": "\"Items\" = \"%#@count@\";\n",
            "Strings/en.lproj/Localizable.stringsdict": stringsdict,
            // German has no .stringsdict: its text is all there is (read by the fast scan).
            "Strings/de.lproj/Localizable.strings": "\"Items\" = \"%#@count@\";\n",
            // French has two files, so it goes through the full parse.
            "Strings/fr.lproj/Localizable.strings": "\"Items\" = \"%#@count@\";\n",
            "Strings/fr.lproj/Localizable.stringsdict": "<plist version=\"1.0\"><dict/></plist>\n",
        ])
        let result = try box.runLimited("lint", "Strings", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "plural variable")
        #expect(result.status == 1)
        let errors = result.allText.split(separator: "\n").filter { $0.contains("[strings-unsupported-placeholder]") }
        #expect(
            errors.map { $0.prefix { $0 != " " } } == [
                "Strings/de.lproj/Localizable.strings:1:11:", "Strings/fr.lproj/Localizable.strings:1:11:",
            ], "\(result.allText)")
    }

    @Test func thousandsOfFarPositionsGiveBoundedMessagesWithTheRealNumbers() throws {
        // 2,000 values that each read one far argument: a few bytes each.
        var strings = ""
        for index in 0..<1_000 { strings += "\"far\(index)\" = \"%99999$d\";\n" }
        for index in 0..<1_000 { strings += "\"near\(index)\" = \"%100$d\";\n" }
        strings += "\"many\" = \"" + String(repeating: "%k", count: 10_000) + "\";\n"
        let box = try Sandbox(["en.lproj/Localizable.strings": strings])
        let lint = try box.runLimited("lint", "en.lproj", limits: HostileSuite.limits)
        expectNoCrashOrHang(lint, "far positions")
        #expect(lint.status == 1)
        #expect(
            lint.allText.contains(
                "en.lproj/Localizable.strings:1:10: error: 'far0': '%99999$d' reads argument 99999; a string takes "
                    + "at most 100 arguments [strings-unsupported-placeholder]"), "\(lint.allText.prefix(2000))")
        #expect(
            lint.allText.contains(
                "error: 'near0' never reads argument 1, 2, 3, 4, 5 and 94 more but reads argument 100; formatting it "
                    + "would read the wrong arguments [strings-unread-argument]"), "\(lint.allText.prefix(2000))")
        // Five problems of 'many' by name, then one line that counts the rest.
        #expect(lint.allText.contains("'many' has 9995 more problems with its placeholders"))
        let lines = lint.allText.split(separator: "\n")
        #expect(lines.filter { $0.contains("'many'") }.count == 6)
        // One line per value (and a summary): the output is the size of the input, not thousands
        // of argument numbers per value.
        #expect(lines.count < 2_100, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.utf8.count < 300 })
        #expect(lint.allText.utf8.count < 500_000, "\(lint.allText.utf8.count) bytes")

        let preview = try box.runLimited("preview", "en.lproj", limits: HostileSuite.limits)
        expectNoCrashOrHang(preview, "far positions preview")
        let page = try box.read("themec-preview/index.html")
        #expect(page.utf8.count < 2_000_000, "\(page.utf8.count) bytes")
    }
}
