import Testing
import ThemecCore
import ThemecSyntax

/// Keys and tables whose names would make output that grows faster than the input, or files that
/// overwrite each other: each is a located error (regressions: one key of 20,000 dot-separated
/// parts, 129 KB, made a 1.5 GB `Strings+Localizable.themec.swift` in 20 s and 6 GB of memory, or
/// aborted with "failed to allocate"; `Foo.strings` and `foo.xcstrings` became two files that are
/// one file on macOS's disk).
@Suite struct StringsLimitsTests {
    static func deepKey(_ parts: Int) -> String {
        (0..<parts).map { "p\($0)" }.joined(separator: ".")
    }

    static func table(_ keys: [String]) -> InputFile {
        InputFile(
            path: "Strings/en.lproj/Localizable.strings",
            text: keys.map { "\"\($0)\" = \"Text\";\n" }.joined())!
    }

    @Test func aKeyOfTwentyThousandPartsIsOneShortLocatedError() throws {
        let result = Compiler.compile([Self.table(["Menu.Profile", Self.deepKey(20_000)])])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:2:1: error: "
                    + "'p0.p1.p2.p3.p4.p5.p6.p7.p8.p9.p10.p11.p12.p13.p14.p15.p16.p1…' has 20000 parts "
                    + "between dots, each but the last a namespace nested in the one before; a key may have at "
                    + "most 64, so it gets no accessor [strings-key-too-deep]"
            ])
        #expect(result.files.isEmpty)
        // The table keeps its other keys.
        #expect(result.strings.tables.first?.keys.map(\.key) == ["Menu.Profile"])
    }

    @Test func aTooDeepKeyIsAnErrorWhateverTheRulesSay() throws {
        // The rule's severity is fixed: the config refuses to turn it down, and a policy that tries keeps
        // it an error, so no file (and none of the 144 MB of namespaces 6,000 parts made) is written.
        var options = CompilerOptions()
        options.rules = RuleSeverityPolicy(["strings-key-too-deep": .warning])
        let result = Compiler.compile([Self.table(["Menu.Profile", Self.deepKey(6_000)])], options: options)
        #expect(result.diagnostics.map(\.rule.id) == ["strings-key-too-deep"])
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.files.isEmpty)
        #expect(result.strings.tables.first?.keys.map(\.key) == ["Menu.Profile"])
    }

    @Test func sixtyFourPartsAreAllowedAndEmptyPartsDoNotCount() throws {
        let deepest = Self.deepKey(64)
        let framed = "." + (0..<64).map { "r\($0)" }.joined(separator: ".") + "."
        let doubled = (0..<65).map { "q\($0)" }.joined(separator: "..")
        let result = Compiler.compile([Self.table([deepest, framed, doubled])])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:3:1: error: "
                    + "'q0..q1..q2..q3..q4..q5..q6..q7..q8..q9..q10..q11..q12..q13..…' has 65 parts "
                    + "between dots, each but the last a namespace nested in the one before; a key may have at "
                    + "most 64, so it gets no accessor [strings-key-too-deep]"
            ])
        #expect(result.strings.tables.first?.keys.map(\.path.count) == [64, 64])
    }

    @Test func tablesWhoseNamesDifferOnlyInCaseAreALocatedError() throws {
        let catalog = """
            {"sourceLanguage":"en","strings":{"Settings.Title":{"localizations":{"en":{"stringUnit":\
            {"state":"translated","value":"Settings"}}}}},"version":"1.0"}
            """
        let result = Compiler.compile([
            InputFile(path: "Strings/en.lproj/Foo.strings", text: "\"Menu.Title\" = \"Menu\";\n")!,
            InputFile(path: "Strings/foo.xcstrings", text: catalog)!,
            InputFile(path: "Strings/en.lproj/Bar.strings", text: "\"Bar.Title\" = \"Bar\";\n")!,
        ])
        #expect(
            result.diagnostics.flatMap(\.renderedWithNotes) == [
                "Strings/foo.xcstrings:1:1: error: tables 'foo' and 'Foo' differ only in case: their generated files "
                    + "Strings+foo.themec.swift and Strings+Foo.themec.swift, and the tables in the app, overwrite "
                    + "each other on a case-insensitive disk; rename one of them [strings-table-name-collision]",
                "Strings/en.lproj/Foo.strings:1:1: note: table 'Foo' is here",
            ])
        #expect(result.files.isEmpty)
    }
}
