import Foundation
import Testing

/// The slow tests that stay in the suites of their subject, in the targets `swift test` builds: five
/// single tests at scale. Each is enabled only with `THEMEC_SLOW_TESTS=1`, which `Scripts/slow-tests.sh`
/// sets; the slow suites (packages built with the plugins, the iPhoneOS SDK type-checks, the placeholder
/// grammar against Foundation, Chromium) are a target of their own, `ThemecSlowTests`, which the package
/// declares only then. `.ci/run` runs the script right after `swift test`, so CI runs every check
/// (Docs/Testing.md); `SlowTestsListTests` holds the script's list equal to the tests that use this.
enum SlowTests {
    /// Whether this run is the slow suites' (`THEMEC_SLOW_TESTS=1`, which `Scripts/slow-tests.sh` sets).
    static let enabled = ProcessInfo.processInfo.environment["THEMEC_SLOW_TESTS"] == "1"

    /// Why a slow suite is not run by `swift test` alone.
    static let reason: Comment =
        "a slow suite: Scripts/slow-tests.sh runs it (THEMEC_SLOW_TESTS=1), and .ci/run runs that after swift test"
}
