import Foundation
import Testing

/// What some tests need that a machine may lack: the data beside the repository in `../shared` (the
/// real-world corpus, the corpus generator), and the system facilities a few tests exercise (`/dev/full`,
/// `/proc/self/mem`, `setpriv`). A test whose prerequisite is missing never passes quietly: outside CI it
/// is skipped and says why; under `CI=true`, where every prerequisite is laid out, it fails.
enum Prerequisite {
    /// Whether this run is CI's (`CI=true`), where a missing prerequisite is a failure.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What a test stops with when its prerequisite is missing under CI.
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

    /// Whether a test that needs `present` runs: when it is there, and always under CI (where
    /// ``require(_:_:sourceLocation:)`` then fails it). For a condition trait, so that a test
    /// whose arguments are the data's files, or a suite, is listed as skipped outside CI.
    static func runs(_ present: Bool) -> Bool { present || isCI }
}
