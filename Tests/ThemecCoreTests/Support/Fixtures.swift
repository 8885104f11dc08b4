import Foundation
import Testing
import ThemecCore

/// Test fixtures in `Tests/ThemecCoreTests/Fixtures`, found from this source file's path so
/// golden files can be re-recorded in place.
enum Fixtures {
    static let directory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The package root (for the bundled example and the shared corpus beside it).
    static let packageRoot: URL = directory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every themec input below `folder` (relative to the fixtures), with paths relative to the
    /// fixtures folder, sorted.
    static func inputs(under folder: String, role: InputRole = .app) throws -> [InputFile] {
        let root = directory.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [InputFile] = []
        while let relative = enumerator?.nextObject() as? String {
            let url = root.appendingPathComponent(relative)
            guard let kind = InputKind(path: relative) else { continue }
            let bytes = try [UInt8](Data(contentsOf: url))
            files.append(InputFile(path: folder + "/" + relative, role: role, kind: kind, bytes: bytes))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// Golden-file comparison, for every recorded file in `Fixtures/Golden` (generated Swift, dumps,
/// the preview page): `THEMEC_RECORD=1` rewrites the file; otherwise the first differing line
/// is reported, or the end of the shorter file. Re-recorded goldens are reviewed by hand before
/// they are committed.
enum Golden {
    static var recording: Bool { ProcessInfo.processInfo.environment["THEMEC_RECORD"] == "1" }

    static func check(_ actual: String, against name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        let url = Fixtures.directory.appendingPathComponent("Golden").appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if want != got {
                Issue.record(
                    """
                    \(name):\(index + 1) differs (THEMEC_RECORD=1 re-records)
                      expected: \(want)
                      actual:   \(got)
                    """,
                    sourceLocation: sourceLocation)
                return
            }
        }
        Issue.record("\(name) differs (THEMEC_RECORD=1 re-records)", sourceLocation: sourceLocation)
    }
}
