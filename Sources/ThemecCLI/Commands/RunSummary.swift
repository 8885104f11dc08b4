import Dispatch
import ThemecCore

/// The one-line summary `lint` and `generate` print on standard error when they finish:
/// counts of what they did, of errors and warnings, and the time since the run started.
struct RunSummary {
    private let start = DispatchTime.now()

    /// `themec: <what>, 1 error, 2 warnings in 0.07 s` (a `;` instead of the first `,` when
    /// `what` itself has commas), with `extra` after the warnings. A path in `what` (the output
    /// folder) is printed on one line (``OneLinePath``).
    func line(_ what: String, diagnostics: [Diagnostic], extra: String = "") -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        let separator = what.contains(",") ? ";" : ","
        let nanoseconds = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
        return "themec: \(OneLinePath.escaped(what))\(separator) \(Self.count(errors, "error")), "
            + "\(Self.count(warnings, "warning"))\(extra) in \(Self.secondsText(nanoseconds)) s\n"
    }

    /// A duration in seconds with two decimals, rounded to the nearest hundredth: `0.07`.
    static func secondsText(_ nanoseconds: UInt64) -> String {
        let hundredths = (nanoseconds + 5_000_000) / 10_000_000
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// `1 file`, `2 files`.
    static func count(_ count: Int, _ word: String) -> String { "\(count) \(count == 1 ? word : word + "s")" }
}
