import Testing
import ThemecCore

@testable import ThemecCLI

/// The default reporter's text, with and without colour.
@Suite struct XcodeReporterTests {
    static let diagnostic = Finding.made(
        ThemeRules.yamlDuplicateKey, "duplicate key 'a'; a key may appear once in a mapping",
        at: SourceLocation(file: "T.theme.yaml", line: 3, column: 1),
        notes: [DiagnosticNote("first set here", at: SourceLocation(file: "T.theme.yaml", line: 1, column: 1))])

    @Test func plainTextHasNoEscapeCodes() {
        #expect(
            XcodeReporter(color: false).report([Self.diagnostic]) == """
                T.theme.yaml:3:1: error: duplicate key 'a'; a key may appear once in a mapping [yaml-duplicate-key]
                T.theme.yaml:1:1: note: first set here

                """)
    }

    @Test func colourWrapsOnlyTheSeverityLabels() {
        let text = XcodeReporter(color: true).report([Self.diagnostic])
        #expect(text.contains("T.theme.yaml:3:1: \u{1B}[1;31merror:\u{1B}[0m duplicate key"))
        #expect(text.contains("T.theme.yaml:1:1: \u{1B}[1;30mnote:\u{1B}[0m first set here"))
    }
}
