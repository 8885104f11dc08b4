import Foundation

/// Fuzzes the one verdict on a text: each input is a project of string tables (generated from its bytes,
/// or its bytes as the files, `TextVerdictFuzzInput`), which themec lints; every accessor it would
/// generate is then run through the runtime's lookups with its compiled text and each locale's value
/// (`TextVerdictCheck`, which the differential test runs too). A text lint accepts that the runtime shows
/// raw (`%#@…@`), empty or as `(null)`, a text the runtime passes over that lint accepts, and a crash or
/// a sanitizer report are findings.
enum TextVerdictHarness {
    /// What every input checked so far covered, printed when the run ends.
    nonisolated(unsafe) static var totals = TextVerdictCheck.Result()
    static let printsTotalsAtExit: Void = {
        atexit {
            let totals = TextVerdictHarness.totals
            FileHandle.standardError.write(
                Data(
                    ("textverdict: \(totals.texts) texts checked: \(totals.shown) shown, \(totals.passedOver) passed "
                        + "over, each a lint error\n").utf8))
        }
    }()

    static func run(_ bytes: [UInt8]) {
        _ = printsTotalsAtExit
        let files = TextVerdictFuzzInput.files(bytes)
        guard !files.isEmpty else { return }
        let result = TextVerdictCheck.check(files)
        totals.add(result)
        FuzzCheck.require(
            result.failures.isEmpty,
            "lint and the runtime disagree:\n" + result.failures.prefix(5).joined(separator: "\n")
                + "\nfiles:\n"
                + files.map { "\($0.path):\n" + String(decoding: $0.bytes, as: UTF8.self) }
                .joined(separator: "\n"))
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextVerdict(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    TextVerdictHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
