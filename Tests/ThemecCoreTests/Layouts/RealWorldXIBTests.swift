import Foundation
import Testing

@testable import ThemecCore

/// Every real-world XIB of `../shared/corpus/real` (copied byte for byte from open-source iOS
/// apps) reads with no diagnostic, and its File's Owner or root class is found.
@Suite struct RealWorldXIBTests {
    static let files: [URL] = {
        let root = LayoutTestSupport.realCorpus
        guard let projects = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return [] }
        return projects.sorted().flatMap { project -> [URL] in
            let folder = root.appendingPathComponent(project)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".xib") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }()

    /// Runs whether or not the corpus is there: a reported skip without it outside CI, a
    /// failure under `CI=true` (the other tests here are off without it).
    @Test func theCorpusHasAllItsXIBs() throws {
        try Prerequisite.require(!Self.files.isEmpty, "the real-world corpus's XIBs (../shared/corpus/real)")
        #expect(Self.files.count >= 20)
    }

    @Test(.enabled(if: !files.isEmpty, "the real-world corpus is not present"), arguments: files)
    func readsWithoutDiagnostics(_ url: URL) throws {
        let display = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
        let (document, lines) = LayoutTestSupport.read(try LayoutTestSupport.input(url, as: display, role: .app))
        #expect(lines == [])
        let xib = try #require(document)
        #expect(xib.documentType == XIBReader.cocoaTouchType)
        #expect(xib.mainClass != nil, "every corpus XIB has a File's Owner or root custom class")
        #expect(!xib.outlets.isEmpty)
        // Every connection's destination is in the document.
        #expect(xib.outlets.allSatisfy { xib.object(id: $0.destination) != nil })
        #expect(xib.actions.allSatisfy { xib.object(id: $0.destination) != nil })
    }

    @Test(.enabled(if: !files.isEmpty, "the real-world corpus is not present"))
    func theWholeCorpusChecksCleanAsAppNibs() throws {
        let inputs = try Self.files.map { url in
            try LayoutTestSupport.input(
                url, as: url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent,
                role: .app)
        }
        let (model, lines) = LayoutTestSupport.compile(inputs)
        #expect(lines == [])
        #expect(model.nibs.count == Self.files.count)
    }

    @Test(.enabled(if: !files.isEmpty, "the real-world corpus is not present"))
    func knownFacts() throws {
        let url = try #require(Self.files.first { $0.lastPathComponent == "BolusProgressTableViewCell.xib" })
        let (document, _) = LayoutTestSupport.read(try LayoutTestSupport.input(url, as: "b.xib", role: .app))
        let xib = try #require(document)
        #expect(xib.mainClass == "BolusProgressTableViewCell")
        #expect(xib.mainObject?.elementType == "tableViewCell")
        #expect(xib.mainObject?.customModule == "Loop")
        #expect(xib.colorReferences.contains { $0.name == "insulin" })
    }
}
