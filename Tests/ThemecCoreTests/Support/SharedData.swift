import Foundation
import Testing

/// The data beside the repository in `../shared` that some tests read (the real-world corpus,
/// the corpus generator). A test whose data is missing never passes quietly: outside CI it is
/// skipped and says why; under `CI=true`, where the data is always laid out, it fails.
enum SharedData {
    /// Whether this run is CI's (`CI=true`), where missing data is a failure.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What a test stops with when its data is missing under CI.
    struct Missing: Error, CustomStringConvertible {
        var what: String
        var description: String { "\(what) is missing" }
    }

    /// Returns when `present`; else records a failure and throws under `CI=true`, or skips the
    /// test (a reported cancellation naming `what`) outside CI.
    static func require(
        _ present: Bool, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if present { return }
        if isCI {
            Issue.record("\(what) is missing, and CI=true requires it", sourceLocation: sourceLocation)
            throw Missing(what: what)
        }
        try Test.cancel(
            "skipped: \(what) is missing (set CI=true to make this a failure)", sourceLocation: sourceLocation)
    }

    /// Whether a test that reads `present` data runs: when the data is there, and always under
    /// CI (where ``require(_:_:sourceLocation:)`` then fails it). For parameterized tests whose
    /// arguments are the data's files.
    static func runs(_ present: Bool) -> Bool { present || isCI }
}
