import Foundation
import Testing

@testable import ThemecCore
@testable import ThemecSyntax

/// A locale whose table is one `.strings` file is checked straight from the file's bytes
/// (``LocaleCheck/scanned(_:)``) unless its values are kept for `dump`. These tests hold that
/// fast path to its plain version (``LocaleCheck/parsed(_:)``): the scan reads exactly the
/// entries the parser reads, the two ways of checking a locale find the same things, and a
/// compilation reports the same diagnostics, in the same order, either way.
@Suite("Locales checked from their bytes")
struct ScannedLocaleTests {
    // MARK: - The scan against the parser

    /// Every text the scan accepts, the full reader reads without a finding, with the same keys,
    /// values and positions in the same order.
    static func assertScanAgrees(_ bytes: [UInt8], name: String) -> Bool {
        guard case .text(let text, _) = StringsTextDecoder.decode(bytes) else { return false }
        let scanned = text.withUnsafeBufferPointer { buffer in
            OldStylePropertyListParser.scanStringsFile(buffer).map { entries in
                entries.map { entry -> (String, String, Int, Int) in
                    func string(_ range: Range<Int>, _ escaped: Bool, _ offset: Int) -> String {
                        escaped
                            ? OldStylePropertyListParser.decodeQuoted(buffer, openedAt: offset)!
                            : String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
                    }
                    return (
                        string(entry.key, entry.keyEscaped, entry.keyOffset),
                        string(entry.value, entry.valueEscaped, entry.valueOffset), entry.keyOffset, entry.valueOffset
                    )
                }
            }
        }
        guard let scanned, !StringsFileReader.looksLikeXML(text) else { return false }
        var bag = DiagnosticBag(file: name)
        let parsed = StringsFileReader.read(bytes, into: &bag)
        #expect(
            bag.diagnostics.isEmpty,
            "\(name): the scan accepted a file the reader reports: \(bag.diagnostics.map(\.rendered))")
        #expect(parsed.entries.count == scanned.count, "\(name)")
        let lines = SourceLineMap(text)
        for (entry, (key, value, keyOffset, valueOffset)) in zip(parsed.entries, scanned) {
            #expect(entry.key == key, "\(name)")
            #expect(entry.value == .string(value), "\(name)")
            #expect(entry.keyPosition == lines.position(of: keyOffset), "\(name): key '\(key)'")
            #expect(entry.valuePosition == lines.position(of: valueOffset), "\(name): value of '\(key)'")
        }
        return true
    }

    @Test("The scan reads edge cases, corpus files and random text as the parser does")
    func scanMatchesParser() throws {
        var accepted = 0
        for edgeCase in StringsEdgeCases.all where Self.assertScanAgrees(edgeCase.bytes, name: edgeCase.name) {
            accepted += 1
        }
        for url in StringsDifferentialTests.realFiles
        where Self.assertScanAgrees(Array(try Data(contentsOf: url)), name: url.lastPathComponent) {
            accepted += 1
        }
        var generator = SplitMix64(seed: 0x5CA7)
        for round in 0..<4_000 {
            let text = StringsEdgeCases.randomText(using: &generator)
            if Self.assertScanAgrees(Array(text.utf8), name: "random \(round): \(text.debugDescription)") {
                accepted += 1
            }
        }
        for round in 0..<500 {
            let text = Self.randomLocale(using: &generator)
            if Self.assertScanAgrees(Array(text.utf8), name: "locale \(round): \(text.debugDescription)") {
                accepted += 1
            }
        }
        // The scan must take the common files, or the shortcut is never used.
        #expect(accepted > 500, "only \(accepted) files were scanned")
    }

    @Test("The scan refuses what needs the full parse")
    func scanRefuses() {
        for text in [
            #"{ "a" = "b"; }"#, #""a""#, #""a" = "b""#, #""a" = "b"; }"#, #""a" = ("b");"#, #""a" = {};"#,
            #""a" = <0f>;"#, #""a" = "b"; /* open"#, #""a = "b";"#, #""a" = "b"; "c"#, "\"a\" = \"b\\",
        ] {
            let refused = Array(text.utf8).withUnsafeBufferPointer {
                OldStylePropertyListParser.scanStringsFile($0) == nil
            }
            #expect(refused, "\(text)")
        }
    }

    // MARK: - Compilations either way

    static let reference = """
        /* The reference */
        "greeting" = "Hello";
        "farewell" = "Bye";
        "items" = "%d items";
        "pair" = "%1$@ and %2$d";
        "price" = "%.2f %@";
        "K" = "kelvin";
        "Don’t save" = "Don’t save";
        "empty.ok" = "x";
        "quote" = "say \\"hi\\"";
        "percent" = "100%%";
        """

    static let keys = [
        "greeting", "farewell", "items", "pair", "price", "K", "\u{212A}", "Don’t save", "empty.ok", "quote",
        "percent", "extra", "greting", "pairs", "Dont save", "new.key",
    ]
    static let values = [
        "Hallo", "", "%d Dinge", "%@ items", "%2$d und %1$@", "%1$@ und %2$d", "%.2f %@", "%@ %.2f", "100%",
        "%%", "%k", "%3$@", "%1$@ %1$d", "\\\"x\\\"", "a\\nb", "\\045d Dinge", "\\U0025@", "é %d", "\\\\045",
        "\\é", "%#@n@", "%Lf", "%1$@ %99999$d", "%lc %D", "%S %p", "\\U0025#@n@",
    ]

    /// A locale file made of keys near the reference's, values with and without placeholders
    /// and escapes, in the forms the grammar allows, now and then broken.
    static func randomLocale(using generator: inout SplitMix64) -> String {
        var text = Bool.random(using: &generator) ? "/* locale */\n" : ""
        for _ in 0..<Int.random(in: 0...14, using: &generator) {
            let key = keys.randomElement(using: &generator)!
            let value = values.randomElement(using: &generator)!
            let unquoted = key.utf8.allSatisfy(OldStylePropertyListParser.isUnquoted)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0 where unquoted: text += "\(key) = \"\(value)\";\n"
            case 1: text += "'\(key)'='\(value)'; // note\n"
            case 2: text += "\"\(key)\";\n"
            case 3: text += "\"\(key)\" /* c */ = \n  \"\(value)\" ;"
            default: text += "\"\(key)\" = \"\(value)\";\n"
            }
        }
        switch Int.random(in: 0..<12, using: &generator) {
        case 0: text += "\"broken\" = ;\n"
        case 1: text += "/* never closed"
        case 2: text += "{"
        case 3: text += "\"a\" = (\"b\");"
        default: break
        }
        return text
    }

    /// The rendered diagnostics of a compilation, every locale parsed and locales scanned when
    /// they can be (values dropped both ways).
    static func bothWays(_ files: [(String, String)]) -> (full: [String], scanned: [String]) {
        let inputs =
            files.compactMap { InputFile(path: $0.0, text: $0.1) }
            + [
                InputFile(
                    path: "Kit/en.lproj/Localizable.strings", role: .base,
                    text: "\"greeting\" = \"Hi\";\n\"farewel\" = \"x\";")!
            ]
        func run(_ path: LocaleCheck.Path) -> [String] {
            var options = CompilerOptions(parallel: false).retainingValues(false)
            options.localeChecks = path
            return Pipeline(options: options).strings(inputs).diagnostics.flatMap(\.renderedWithNotes)
        }
        return (run(.parseAlways), run(.scanWhenPossible))
    }

    @Test("Random locales get the same diagnostics from the scan as from the full parse")
    func randomLocales() {
        var generator = SplitMix64(seed: 0xBEEF)
        var scanned = 0
        var found = 0
        for round in 0..<400 {
            let french = Self.randomLocale(using: &generator)
            let german = Self.randomLocale(using: &generator)
            let (full, fast) = Self.bothWays([
                ("en.lproj/Localizable.strings", Self.reference),
                ("fr.lproj/Localizable.strings", french),
                ("de.lproj/Localizable.strings", german),
            ])
            #expect(full == fast, "round \(round)\nfr: \(french.debugDescription)\nde: \(german.debugDescription)")
            if Array(french.utf8).withUnsafeBufferPointer({ OldStylePropertyListParser.scanStringsFile($0) != nil }) {
                scanned += 1
            }
            found += full.count
        }
        #expect(scanned > 150, "only \(scanned) locales could be scanned")
        #expect(found > 2_000, "the random locales found only \(found) diagnostics")
    }

    @Test("A canonically equivalent key matches the reference key it equals")
    func canonicalEquivalence() {
        // U+212A KELVIN SIGN equals "K" as a Swift string: it is not an extra key, and with "K"
        // in the same file it is a duplicate.
        let (full, fast) = Self.bothWays([
            ("en.lproj/Localizable.strings", Self.reference),
            ("fr.lproj/Localizable.strings", "\"\u{212A}\" = \"kelvin\";\n\"K\" = \"k\";"),
        ])
        #expect(full == fast)
        #expect(full.contains { $0.contains("is defined again") })
        #expect(!full.contains { $0.contains("'\u{212A}' is in fr") })
    }

    @Test("A key defined again is checked from byte ranges, with the findings of the parsed file")
    func repeatedKeys() {
        let french = """
            "greeting" = "Salut";
            "items" = "%@ choses";
            "extra" = "x";
            "greeting" = "Bonjour";
            "items" = "%d choses";
            "extra" = "%d y";
            "\u{212A}" = "kelvin";
            "K" = "%d";
            "extra" = "z";
            "price" = "%@";
            """
        let file = InputFile(path: "fr.lproj/Localizable.strings", text: french)!
        let reader = StringsReader(developmentLanguage: "en")
        guard case .scanned(let text) = reader.scan(file, locale: "fr") else {
            Issue.record("the read step did not scan a table whose keys repeat")
            return
        }
        let check = Self.frenchCheck(reference: Self.reference)
        let fast = Self.findings(check.scanned(text)) ?? []
        let parsed = Self.findings(
            check.parsed([LocaleDocument(document: reader.read(file, locale: "fr"), readNow: true)]))
        #expect(fast == parsed)
        #expect(fast.filter { $0.contains("is defined again") }.count == 5, "\(fast)")
        // The last definition of a key is the one compared, and where an extra key is reported.
        #expect(!fast.contains { $0.contains("'items' reads argument") }, "\(fast)")
        #expect(fast.contains { $0.contains("'K' has 1 placeholder") }, "\(fast)")
        #expect(fast.contains { $0.hasPrefix("fr.lproj/Localizable.strings:9:") && $0.contains("'extra' is in fr") })
        #expect(fast.contains { $0.contains("'price' has 1 placeholder but the en value has 2") }, "\(fast)")

        let (full, scanned) = Self.bothWays([
            ("en.lproj/Localizable.strings", Self.reference), ("fr.lproj/Localizable.strings", french),
        ])
        #expect(full == scanned)
    }

    @Test("A key equal to a reference key it does not sort beside is found (String's < and == disagree)")
    func equalKeysSortedApart() {
        // "KK" < "\u{212A}" although "\u{212A}" == "K": a search of the sorted keys misses.
        let (full, fast) = Self.bothWays([
            ("en.lproj/Localizable.strings", "\"KK\" = \"a\";\n\"\u{212A}\" = \"b\";\n"),
            ("fr.lproj/Localizable.strings", "\"K\" = \"x\";\n\"KK\" = \"y\";\n"),
        ])
        #expect(full == fast)
        #expect(!fast.contains { $0.contains("missing") || $0.contains("is in fr") }, "\(fast)")
    }

    @Test("UTF-16 and byte-order-marked locales are checked the same way")
    func encodings() {
        let text = "\"greeting\" = \"%@ Hallo\";\n\"extra\" = \"x\";\n"
        let utf16: [UInt8] =
            [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let marked: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [utf16, marked] {
            let inputs = [
                InputFile(path: "en.lproj/Localizable.strings", text: Self.reference)!,
                InputFile(path: "fr.lproj/Localizable.strings", kind: .strings, bytes: bytes),
            ]
            var parsing = CompilerOptions().retainingValues(false)
            parsing.localeChecks = .parseAlways
            let full = Pipeline(options: parsing).strings(inputs).diagnostics
            let fast = Pipeline(options: CompilerOptions().retainingValues(false)).strings(inputs).diagnostics
            #expect(full.flatMap { $0.renderedWithNotes } == fast.flatMap { $0.renderedWithNotes })
            #expect(full.contains { $0.message.contains("'extra' is in fr") })
        }
    }

    // MARK: - The two ways of checking a locale

    /// A check of locale `fr` of table `Localizable` against `reference` (its `en`).
    static func frenchCheck(reference: String) -> LocaleCheck {
        let reader = StringsReader(developmentLanguage: "en")
        let english = reader.read(InputFile(path: "en.lproj/Localizable.strings", text: reference)!, locale: "en")
        let tables = TableLocales(["Localizable": ["en", "fr"]], developmentLanguage: "en")
        let checker = StringsChecker(
            reference: StringsCatalogIndex.merging([StringsValueChecks.checked(english).model]).model,
            base: StringsCatalogIndex.merging([]).model,
            tables: tables, developmentLanguage: "en", retainsValues: false)
        return LocaleCheck(checker: checker, plan: checker.plan("Localizable")!, locale: "fr")
    }

    /// The diagnostics and coverage of a locale check.
    static func findings(_ result: StringsChecker.JobResult) -> [String]? {
        guard case .locale(let coverage, _) = result.model else { return nil }
        return result.diagnostics.flatMap(\.renderedWithNotes) + ["\(coverage)"]
    }

    @Test("Whenever the scan checks a locale, it finds what checking the parsed locale finds")
    func scanAgainstParsed() {
        let check = Self.frenchCheck(reference: Self.reference)
        let reader = StringsReader(developmentLanguage: "en")
        var generator = SplitMix64(seed: 0x5CA7)
        var scanned = 0
        var texts = (0..<600).map { _ in Self.randomLocale(using: &generator) }
        texts += StringsEdgeCases.all.map { String(decoding: $0.bytes, as: UTF8.self) }
        for text in texts {
            let file = InputFile(path: "fr.lproj/Localizable.strings", text: text)!
            guard case .scanned(let scannedText) = reader.scan(file, locale: "fr") else { continue }
            let parsed = Self.findings(
                check.parsed([LocaleDocument(document: reader.read(file, locale: "fr"), readNow: true)]))
            let fast = Self.findings(check.scanned(scannedText))
            scanned += 1
            #expect(fast == parsed, "\(text.debugDescription)")
        }
        #expect(scanned > 150, "only \(scanned) texts were scanned")
    }
}
