import Foundation
import Testing

/// The suites that build whole packages with SwiftPM or type-check against Apple's iPhoneOS SDK, and the
/// differential test against Foundation over its full grid: together about two thirds of the suite's
/// time. `swift test` leaves them out, so the suite a developer runs after each change takes about three
/// minutes from a fresh clone on two cores; `Scripts/slow-tests.sh` runs exactly them
/// (`THEMEC_SLOW_TESTS=1`), and `.ci/run` runs it right after `swift test`, so CI runs every check
/// (Docs/Testing.md). `SlowTestsListTests` holds the script's list equal to the suites that use this.
enum SlowTests {
    /// Whether this run is the slow suites' (`THEMEC_SLOW_TESTS=1`, which `Scripts/slow-tests.sh` sets).
    static let enabled = ProcessInfo.processInfo.environment["THEMEC_SLOW_TESTS"] == "1"

    /// Why a slow suite is not run by `swift test` alone.
    static let reason: Comment =
        "a slow suite: Scripts/slow-tests.sh runs it (THEMEC_SLOW_TESTS=1), and .ci/run runs that after swift test"
}
