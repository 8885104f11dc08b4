import Foundation
import Testing

/// A 100 MB `.strings` table is read, checked and reported within the hostile-input limits (time and
/// memory). A slow suite (about 8 s of one core): `Scripts/slow-tests.sh` runs it.
@Suite struct HugeTableTests {
    @Test(.enabled(if: !HostileSuite.skipHuge, "THEMEC_SKIP_HUGE=1"))
    func aHundredMegabyteTableIsReadWithinTheLimits() throws {
        // 20,000 entries, each behind a 4.5 kB comment: 100 MB that the reader must scan in full,
        // with 10 MB of values for the checks and the renderer.
        let box = try Sandbox()
        let comment = "/* " + String(repeating: "translator note ", count: 284) + "*/\n"
        let value = String(repeating: "v", count: 480)
        var chunk = ""
        for index in 0..<1_000 { chunk += comment + "\"Huge.k\(index)_KEY\" = \"\(value)\";\n" }
        let url = box.root.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        for part in 0..<20 {
            try handle.write(contentsOf: Data(chunk.replacingOccurrences(of: "_KEY", with: "_part\(part)").utf8))
        }
        try handle.close()
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int
        #expect(size > 100_000_000)

        let limits = LimitedProcess(seconds: 240, memoryMB: 3072)
        let result = try box.runLimited("lint", "en.lproj", limits: limits)
        expectNoCrashOrHang(result, "100 MB table")
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(result.stderr.hasPrefix("themec: 1 file, 0 errors, 0 warnings"), "\(result.stderr.prefix(500))")
    }
}
