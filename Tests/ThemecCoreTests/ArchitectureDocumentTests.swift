import Foundation
import Testing

/// `Docs/Architecture.md` names source files; this keeps the names true, the stage table in the
/// pipeline's order, and the walk of one `.strings` file going forward: every file it names
/// exists, and none comes back. (What it says of modules and steps: ``ArchitectureCodeTests``.)
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

    /// The stage table's rows in the order `Pipeline.compile` does them: the files are rendered
    /// before the severity policy applies.
    @Test func theTableRendersBeforeThePolicy() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let pipeline = try String(
            contentsOf: Fixtures.packageRoot.appendingPathComponent("Sources/ThemecCore/Pipeline/Pipeline.swift"),
            encoding: .utf8)
        let render = try #require(pipeline.range(of: "self.render(strings.model)"))
        let policy = try #require(pipeline.range(of: "options.rules.apply("))
        let renderRow = try #require(text.range(of: "\n| render"))
        let policyRow = try #require(text.range(of: "\n| policy"))
        #expect((render.lowerBound < policy.lowerBound) == (renderRow.lowerBound < policyRow.lowerBound))
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
