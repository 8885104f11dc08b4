import Foundation
import Testing

/// `Docs/Architecture.md` names source files; this keeps the names true, the stage table in the
/// pipeline's order, and the walk of one `.strings` file going forward: every file it names
/// exists, and none comes back. (What it says of modules, steps and findings: ``ArchitectureCodeTests``,
/// ``ArchitectureIndexTests`` and ``ArchitectureSeededTests``.)
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

    /// What the document says the tests hold is what they hold: every file that runs a stage's
    /// steps, every document whose questions a later step may ask, every store of findings and the
    /// one file that grades them are named in it, as are the suites that hold them.
    @Test func theRulesItStatesAreTheOnesTheTestsHold() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        var named = ArchitectureRules.drivers.map { "`\($0.dropFirst("ThemecCore/".count))`" }
        named += ArchitectureRules.graders.map { "`\($0.dropFirst("ThemecCore/".count))`" }
        named += ArchitectureRules.documentQuestions.keys.map { "`\($0.dropFirst("ThemecCore.".count))." }
        named += ArchitectureRules.findingsStores.keys.map { "`\($0.dropFirst("ThemecCore.".count))`" }
        named += ["`ArchitectureIndexTests`", "`ArchitectureSeededTests`", "`ArchitectureCodeTests`"]
        for name in named { #expect(text.contains(name), "Docs/Architecture.md does not name \(name)") }
        for suite in ["ArchitectureIndexTests", "ArchitectureSeededTests", "ArchitectureCodeTests"] {
            let file = Fixtures.packageRoot.appendingPathComponent("Tests/ThemecCoreTests/\(suite).swift")
            #expect(FileManager.default.fileExists(atPath: file.path))
        }
    }
}
