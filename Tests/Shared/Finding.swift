import ThemecCore

/// A finding as the compiler makes one, through a bag (`DiagnosticBag.emit`, the one maker of a
/// `Diagnostic`), for the tests of what reads findings: reporters, baselines, the preview, the
/// severity policy. (The file is linked into each test target that needs it.)
enum Finding {
    /// A finding of `rule` at `location`, with the rule's default severity.
    static func made(
        _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = [],
        keys: [String] = []
    ) -> Diagnostic {
        var bag = DiagnosticBag()
        bag.emit(rule, message, at: location, notes: notes, keys: keys)
        return bag.diagnostics[0]
    }
}
