import Testing

@testable import ThemecCore

/// Per table and locale: translated, missing and extra keys, with the missing keys named up to
/// a limit; the same whether a locale is scanned from its bytes or parsed in full.
@Suite struct StringsCoverageTests {
    static func coverage(_ files: [(String, String)], retainsValues: Bool) -> [StringsCoverage] {
        let inputs = files.map { InputFile(path: $0.0, text: $0.1)! }
        let options = CompilerOptions(rendersFiles: false).retainingValues(retainsValues)
        return Compiler.compile(inputs, options: options).strings.coverage
    }

    static let project = [
        ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"),
        ("de.lproj/Localizable.strings", "\"a\" = \"A\";\n\"x\" = \"X\";\n"),
        ("fr.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"),
        ("fr.lproj/Settings.strings", "\"s\" = \"S\";\n"),
        ("en.lproj/Settings.strings", "\"s\" = \"S\";\n\"t\" = \"T\";\n"),
    ]

    @Test(arguments: [false, true])
    func countsPerTableAndLocale(retainsValues: Bool) {
        #expect(
            Self.coverage(Self.project, retainsValues: retainsValues) == [
                StringsCoverage(
                    table: "Localizable", locale: "de", translated: 1, missing: 2, missingKeys: ["b", "c"], extra: 1),
                StringsCoverage(table: "Localizable", locale: "en", isReference: true, translated: 3),
                StringsCoverage(table: "Localizable", locale: "fr", translated: 3),
                StringsCoverage(
                    table: "Settings", locale: "de", hasTable: false, translated: 0, missing: 2,
                    missingKeys: ["s", "t"]),
                StringsCoverage(table: "Settings", locale: "en", isReference: true, translated: 2),
                StringsCoverage(table: "Settings", locale: "fr", translated: 1, missing: 1, missingKeys: ["t"]),
            ])
    }

    @Test func missingKeysAreNamedUpToTheLimitAndCountedBeyondIt() {
        let keys = (0..<250).map { "key.\(1000 + $0)" }
        let english = keys.map { "\"\($0)\" = \"x\";\n" }.joined()
        let coverage = Self.coverage(
            [("en.lproj/L.strings", english), ("de.lproj/L.strings", "\"key.1000\" = \"x\";\n")],
            retainsValues: false)
        let german = coverage.first { $0.locale == "de" }
        #expect(german?.missing == 249)
        #expect(german?.missingKeys == Array(keys.dropFirst().prefix(StringsCoverage.listedMissingKeys)))
        #expect(german?.translated == 1)
    }
}
