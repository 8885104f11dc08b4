import Foundation
import Testing

@testable import ThemecCore
@testable import ThemecRuntime

/// The differential test of the one verdict on a text: themec lints each project's string tables, and
/// every accessor it would generate is run through the runtime's lookups, with its compiled text and
/// with each locale's value (`TextVerdictCheck`). A text lint accepts must be shown formatted (never raw
/// `%#@…@`, empty or `(null)`); a text the runtime passes over must be a lint error. Over the goldens'
/// and examples' tables, the fuzz corpus's seeds and findings (`Fuzz/`), the generator's benchmark
/// corpus (`../shared/bench/gen_corpus.py`) and thousands of generated projects (`TextVerdictTables`).
@Suite("One verdict for a text: lint against the runtime")
struct TextVerdictDifferentialTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every string table under `folder`, with its path relative to `folder`'s parent.
    static func project(under folder: URL) throws -> [(path: String, bytes: [UInt8])] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [(path: String, bytes: [UInt8])] = []
        let prefix = folder.deletingLastPathComponent().path.count + 1
        for case let url as URL in walker ?? FileManager.default.enumerator(atPath: "/")!
        where [".strings", ".stringsdict", ".xcstrings"].contains(where: url.lastPathComponent.hasSuffix) {
            files.append((String(url.path.dropFirst(prefix)), Array(try Data(contentsOf: url))))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Checks each project and reports what was covered.
    static func checkAll(_ projects: [(name: String, files: [(path: String, bytes: [UInt8])])], _ what: String)
        -> TextVerdictCheck.Result
    {
        var total = TextVerdictCheck.Result()
        for (name, files) in projects {
            var result = TextVerdictCheck.check(files)
            result.failures = result.failures.map { "\(name): \($0)" }
            total.add(result)
        }
        print(
            "TextVerdictDifferentialTests, \(what): \(projects.count) projects, \(total.texts) texts: "
                + "\(total.shown) shown, \(total.passedOver) passed over (each a lint error)")
        return total
    }

    @Test("The goldens' and examples' tables: every text lint accepts is shown")
    func goldensAndExamples() throws {
        let folders = [
            "Strings", "Tests/ThemecCoreTests/Fixtures/Strings/project",
            "Tests/ThemecCoreTests/Fixtures/Strings/catalogs",
            "Tests/StringsRuntimeTests/Resources/Localized", "Examples/ThemedApp/Sources/ThemedApp/Resources",
            "Examples/ThemedApp/Sources/CheetahKit/Resources",
        ]
        let projects = try folders.map { ($0, try Self.project(under: Self.root.appendingPathComponent($0))) }
        #expect(projects.allSatisfy { !$0.1.isEmpty }, "a folder of tables has moved")
        let result = Self.checkAll(projects, "goldens and examples")
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
        #expect(result.texts > 80)
    }

    @Test("The fuzz corpus: the TextVerdict seeds and the findings kept in Fuzz/")
    func fuzzCorpus() throws {
        let seeds = Self.root.appendingPathComponent("Fuzz/Seeds/TextVerdict")
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
        #expect(names.count >= 8, "the TextVerdict seeds are missing")
        var projects = try names.map { name in
            (name, TextVerdictFuzzInput.files(Array(try Data(contentsOf: seeds.appendingPathComponent(name)))))
        }
        let findings = Self.root.appendingPathComponent("Fuzz/Findings")
        for name in try FileManager.default.contentsOfDirectory(atPath: findings.path).sorted()
        where name.hasSuffix(".strings") {
            let bytes = Array(try Data(contentsOf: findings.appendingPathComponent(name)))
            projects.append((name, [("Strings/en.lproj/Localizable.strings", bytes)]))
        }
        let result = Self.checkAll(projects, "fuzz corpus")
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
        #expect(result.texts > 40)
    }

    @Test("The benchmark generator's corpus: every text of its small preset")
    func generatedCorpus() throws {
        let script = Self.root.deletingLastPathComponent().appendingPathComponent("shared/bench/gen_corpus.py")
        try #require(FileManager.default.fileExists(atPath: script.path), "no \(script.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-verdict-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script.path, folder.path, "--preset", "small", "--locales", "3", "--keys", "300",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "gen_corpus.py failed")
        let strings = try Self.project(under: folder.appendingPathComponent("Strings"))
        let result = Self.checkAll([("gen_corpus.py small", strings)], "the benchmark generator's corpus")
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
        #expect(result.texts > 900)
    }

    @Test("Generated projects: every text lint accepts is shown, every text passed over is a lint error")
    func generatedProjects() {
        var generator = SeededBytes(seed: 20_261_203)
        let projects = (0..<1_500).map { index in
            ("project \(index)", TextVerdictTables.project(generator.bytes(64)).map { ($0.path, Array($0.text.utf8)) })
        }
        let result = Self.checkAll(projects, "generated projects")
        #expect(result.failures.isEmpty, "\(result.failures.prefix(20).joined(separator: "\n"))")
        // The generator reaches both sides of the verdict.
        #expect(result.shown > 2_000)
        #expect(result.passedOver > 200)
    }

    @Test("The check fails on a text lint would accept but the runtime passes over, and on a raw variable")
    func theCheckCanFail() throws {
        let key = StringsKey(
            key: "Points", value: .text("%d points"), parameters: [.int], path: ["points"],
            location: SourceLocation(file: "Strings/en.lproj/Localizable.strings", line: 1, column: 1))
        var result = TextVerdictCheck.Result()
        TextVerdictCheck.check(
            key, value: .text("%@ Punkte"), locale: "de", file: "Strings/de.lproj/Localizable.strings", linted: true,
            into: &result)
        #expect(result.failures.count == 1)
        #expect(TextVerdictCheck.problem("%#@n@", of: ["%#@n@"]) != nil)
        #expect(TextVerdictCheck.problem("", of: ["%d items"]) != nil)
        #expect(TextVerdictCheck.problem("3 (null)", of: ["%d %@"]) != nil)
        #expect(TextVerdictCheck.problem("3 items", of: ["%d items"]) == nil)
    }
}

/// Bytes from a fixed seed (xorshift64*), so the generated projects are the same in every run.
struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) { state = seed | 1 }

    /// `count` bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
        }
    }
}
