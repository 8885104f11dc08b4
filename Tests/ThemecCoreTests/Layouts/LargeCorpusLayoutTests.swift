import Foundation
import Testing

@testable import ThemecCore

/// The large preset of `../shared/bench/gen_corpus.py` (200 kit nibs, 100 app overrides,
/// cells and view controllers, theme colors and text styles) checks with no layout diagnostic.
@Suite struct LargeCorpusLayoutTests {
    static let generator = LayoutTestSupport.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/bench/gen_corpus.py")
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let available = python != nil && FileManager.default.fileExists(atPath: generator.path)

    /// Every file under `folder` whose name ends with `suffix`, relative to `root`, sorted.
    static func files(in folder: URL, root: URL, suffix: String, role: InputRole) throws -> [InputFile] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var result: [InputFile] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasSuffix(suffix) else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if let file = InputFile(path: relative, role: role, bytes: try [UInt8](Data(contentsOf: url))) {
                result.append(file)
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    @Test func largePresetChecksWithoutLayoutDiagnostics() throws {
        try Prerequisite.require(Self.available, "python3 or ../shared/bench/gen_corpus.py")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("themec-large-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python!)
        process.arguments = [Self.generator.path, output.path, "--preset", "large"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let kit = try Self.files(
            in: output.appendingPathComponent("Kit/Layouts"), root: output, suffix: ".xib", role: .base)
        let app = try Self.files(in: output.appendingPathComponent("Layouts"), root: output, suffix: ".xib", role: .app)
        let themeFiles = try Self.files(
            in: output.appendingPathComponent("Themes"), root: output, suffix: ".yaml", role: .app)
        #expect(kit.count == 200)
        #expect(app.count == 100)

        let themes = Pipeline(options: CompilerOptions()).themes(themeFiles)
        let clock = ContinuousClock()
        let start = clock.now
        let result = Pipeline(options: CompilerOptions()).layouts(kit + app, themes: themes.model)
        let elapsed = clock.now - start
        #expect(result.diagnostics.sorted().flatMap(\.renderedWithNotes) == [])
        #expect(result.model.nibs.count == 200)
        #expect(result.model.overrides.count == 100)
        #expect(elapsed < .seconds(20))

        // A broken override in the same corpus is caught: drop one outlet of the first override.
        var broken = app[0]
        let text = String(decoding: try broken.source.read().get(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let removed = try #require(lines.firstIndex { $0.contains("<outlet property=") })
        broken.source = .bytes(
            Array(lines.enumerated().filter { $0.offset != removed }.map(\.element).joined(separator: "\n").utf8))
        let checked = Pipeline(options: CompilerOptions()).layouts(
            kit + [broken] + app.dropFirst(), themes: themes.model)
        #expect(checked.diagnostics.map(\.rule.id) == ["layout-missing-outlet"])
    }
}
