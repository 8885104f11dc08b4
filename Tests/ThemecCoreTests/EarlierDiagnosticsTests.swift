import Testing

@testable import ThemecCore

/// What was found before compiling (the config's diagnostics, the search for the inputs') goes
/// into the compiler with the inputs: the configured severities apply to it and to the stages'
/// diagnostics together, once, and an error among it stops the run before any stage.
@Suite struct EarlierDiagnosticsTests {
    static let config = SourceLocation(file: "themec.yml", line: 3, column: 1)

    /// A config warning: `kit:` names only the module.
    static let kitWarning = Finding.made(
        ConfigRules.kitInputsMissing, "'kit' names the module 'Kit' but not where its inputs are",
        at: config)

    /// A theme that cannot be read: the stages report it, if they run.
    static let unreadable = InputFile(
        path: "Themes/App.theme.yaml", kind: .theme,
        source: .reader { () throws(InputReadError) in throw InputReadError(reason: "no such file or directory") })

    static func options(_ setting: RuleSetting) -> CompilerOptions {
        CompilerOptions(rules: RuleSeverityPolicy([ConfigRules.kitInputsMissing.id: setting]))
    }

    @Test func anEarlierErrorStopsTheRunBeforeAnyStage() {
        let result = Compiler.compile([Self.unreadable], options: Self.options(.error), earlier: [Self.kitWarning])
        #expect(!result.compiled)
        #expect(result.diagnostics.map(\.rule) == [ConfigRules.kitInputsMissing])
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.files.isEmpty && result.themes.themes.isEmpty)
    }

    @Test func earlierDiagnosticsTakeTheirSeverityWithTheStages() {
        let kept = Compiler.compile([Self.unreadable], options: Self.options(.warning), earlier: [Self.kitWarning])
        #expect(kept.compiled)
        #expect(kept.diagnostics.map(\.rule) == [InputRules.unreadable, ConfigRules.kitInputsMissing])
        #expect(kept.diagnostics.map(\.severity) == [.error, .warning])

        let off = Compiler.compile([Self.unreadable], options: Self.options(.off), earlier: [Self.kitWarning])
        #expect(off.compiled)
        #expect(off.diagnostics.map(\.rule) == [InputRules.unreadable])
    }

    @Test func fixedInputRulesKeepTheirSeverity() {
        let skipped = Finding.made(
            InputRules.skipped, "not a regular file; skipped",
            at: SourceLocation(file: "Strings/en.lproj/Pipe.strings", line: 1, column: 1))
        let options = CompilerOptions(rules: RuleSeverityPolicy([InputRules.skipped.id: .off]))
        let result = Compiler.compile([], options: options, earlier: [skipped])
        #expect(result.compiled)
        #expect(result.diagnostics == [skipped])
    }
}
