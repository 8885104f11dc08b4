import Foundation
import Testing

/// Shared knobs that keep the hostile suite bounded: the slow tests read them, so a developer
/// can skip the huge-file test (`THEMEC_SKIP_HUGE=1`) or run the kill test longer
/// (`THEMEC_KILL_RUNS=500`) without touching code.
enum HostileSuite {
    /// Whether to skip tests that generate files of 100 MB.
    static let skipHuge = ProcessInfo.processInfo.environment["THEMEC_SKIP_HUGE"] == "1"

    /// How many times the kill test interrupts `generate`.
    static let killRuns = ProcessInfo.processInfo.environment["THEMEC_KILL_RUNS"].flatMap(Int.init) ?? 40

    /// The limits for one hostile run: generous next to the well under a second a sane run
    /// takes, so only a real hang or blow-up trips them, even on a busy two-core machine.
    static let limits = LimitedProcess(seconds: 30, memoryMB: 1536)

    /// A unique text that must never leave the file holding it.
    static func secretMarker() -> String { "THEMEC-SECRET-\(UUID().uuidString)" }
}
