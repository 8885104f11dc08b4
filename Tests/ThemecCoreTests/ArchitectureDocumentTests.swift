import Foundation
import Testing

/// `Docs/Architecture.md` names source files; this keeps the names true, and the walk of one
/// `.strings` file going forward: every file it names exists, and none comes back.
@Suite struct ArchitectureDocumentTests {
    static let document = Fixtures.packageRoot.appendingPathComponent("Docs/Architecture.md")

    /// Every `….swift` path in backquotes, in order, generated files (`*.themec.swift`) left out.
    static func swiftPaths(in text: String) -> [String] {
        let pattern = /`([A-Za-z0-9_\/+.]+\.swift)`/
        return text.matches(of: pattern).map { String($0.output.1) }.filter { !$0.hasSuffix(".themec.swift") }
    }

    /// The file a path names: as written from the package root, or under a module's folder.
    static func exists(_ path: String) -> Bool {
        let roots = ["", "Sources/ThemecCLI/", "Sources/ThemecCore/", "Sources/ThemecCore/Strings/Check/"]
        return roots.contains {
            FileManager.default.fileExists(atPath: Fixtures.packageRoot.appendingPathComponent($0 + path).path)
        }
    }

    @Test func everyFileItNamesExists() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let paths = Self.swiftPaths(in: text)
        #expect(paths.count > 40)
        for path in paths { #expect(Self.exists(path), "Docs/Architecture.md names \(path), which does not exist") }
    }

    @Test func theWalkGoesForwardOnly() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let walk = try #require(text.range(of: "## One `.strings` file").map { String(text[$0.lowerBound...]) })
        var seen: Set<String> = []
        for path in Self.swiftPaths(in: walk) {
            let name = String(path.split(separator: "/").last!)
            #expect(seen.insert(name).inserted, "the walk comes back to \(name)")
        }
        #expect(seen.count > 30)
    }
}
