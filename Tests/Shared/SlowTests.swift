import Foundation
import Testing

/// The slow suites and tests that stay in the targets `swift test` builds: the differential test against
/// Foundation over its full grid, the vocabulary change compiled and filled in, and five single tests at
/// scale. Each is enabled only with `THEMEC_SLOW_TESTS=1`, which `Scripts/slow-tests.sh` sets; the
/// other slow suites (packages built with the plugins, the iPhoneOS SDK type-checks, Chromium) are a
/// target of their own, `ThemecSlowTests`, which the package declares only then. `.ci/run` runs the script
/// right after `swift test`, so CI runs every check (Docs/Testing.md); `SlowTestsListTests` holds the
/// script's list equal to the suites and tests that use this.
enum SlowTests {
    /// Whether this run is the slow suites' (`THEMEC_SLOW_TESTS=1`, which `Scripts/slow-tests.sh` sets).
    static let enabled = ProcessInfo.processInfo.environment["THEMEC_SLOW_TESTS"] == "1"

    /// Why a slow suite is not run by `swift test` alone.
    static let reason: Comment =
        "a slow suite: Scripts/slow-tests.sh runs it (THEMEC_SLOW_TESTS=1), and .ci/run runs that after swift test"
}
