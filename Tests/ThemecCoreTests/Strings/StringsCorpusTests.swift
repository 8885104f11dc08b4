import Foundation
import Testing

@testable import ThemecCore

/// The strings of `../shared/bench/gen_corpus.py` corpora compile without errors: the small
/// preset and the large one (40 locales × 5,000 keys, a few seconds), on every run. Without the
/// generator they are skipped and say so, or fail under `CI=true` (``Prerequisite``).
@Suite("Strings generated corpus")
struct StringsCorpusTests {
    static let generator = StringsTestSupport.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/bench/gen_corpus.py")

    /// A fresh corpus of `preset` in a temporary folder (the test is skipped, or fails under
    /// `CI=true`, when the generator is missing; it fails when the generator does).
    static func generate(preset: String) throws -> URL {
        try Prerequisite.require(FileManager.default.fileExists(atPath: generator.path), generator.path)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-strings-\(preset)-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", generator.path, output.path, "--preset", preset]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gen_corpus.py --preset \(preset) failed")
        return output
    }

    static func check(preset: String) throws {
        let root = try generate(preset: preset)
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try StringsGoldenTests.inputs(under: root.appendingPathComponent("Strings"), relativeTo: root)
        let kit = try StringsGoldenTests.inputs(
            under: root.appendingPathComponent("Kit/Strings"), relativeTo: root, role: .base)
        #expect(!app.isEmpty)
        let start = Date()
        let result = Pipeline(options: CompilerOptions(access: .public)).strings(app + kit)
        let elapsed = Date().timeIntervalSince(start)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.prefix(5).map(\.rendered))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.prefix(5).map(\.rendered))")
        let files = Pipeline(options: CompilerOptions(access: .public)).render(result.model)
        #expect(
            files.map(\.name) == ["Strings.themec.swift"]
                + result.model.tables.map { "Strings+\($0.name).themec.swift" })
        #expect(files[0].contents.contains("enum L10n"))
        print("strings corpus \(preset): \(app.count + kit.count) files in \(String(format: "%.2f", elapsed)) s")
    }

    @Test("The small preset compiles with no diagnostics")
    func small() throws {
        try Self.check(preset: "small")
    }

    @Test("The large preset compiles with no diagnostics", .enabled(if: SlowTests.enabled, SlowTests.reason))
    func large() throws {
        try Self.check(preset: "large")
    }
}
