import Foundation
import Testing

@testable import ThemecCore

/// The parallel compiler gives byte for byte what a single-threaded run gives: the same
/// generated files, the same diagnostics (with notes, in order) and the same dump, whatever the
/// order the inputs arrive in.
///
/// The inputs hold every kind themec reads: a `gen_corpus.py --preset small` corpus (themes,
/// `.strings`, `.stringsdict`, kit strings, kit and app XIBs) plus the fixtures' String Catalog, and,
/// for diagnostics, the fixture tables mixed in so that keys clash, go missing and mismatch across
/// files. Without the generator the tests are a reported skip, and a failure under `CI=true`.
@Suite("Parallel and serial compilation agree")
struct ParallelDeterminismTests {
    /// Everything a compilation produces, rendered, so one `==` compares it all.
    struct Output: Equatable {
        var files: [String]
        var diagnostics: [String]
        var dump: String

        init(_ result: CompilationResult) {
            files = result.files.map { "== \($0.name)\n\($0.contents)" }
            diagnostics = result.diagnostics.flatMap(\.renderedWithNotes)
            dump = result.dump.rendered()
        }
    }

    /// A `gen_corpus.py --preset small` corpus in a new temporary folder: a reported skip without the
    /// generator outside CI, a failure under `CI=true` (``Prerequisite``), and a failure when it fails.
    static func generatedCorpus() throws -> URL {
        let generator = Fixtures.packageRoot.deletingLastPathComponent().appendingPathComponent(
            "shared/bench/gen_corpus.py")
        try Prerequisite.require(FileManager.default.fileExists(atPath: generator.path), generator.path)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-parallel-\(UUID().uuidString)")
        let run = try ProgramRun.run(
            "/usr/bin/env", ["python3", generator.path, output.path, "--preset", "small"], includingErrors: true)
        try #require(run.status == 0, "gen_corpus.py failed: \(run.output)")
        return output
    }

    /// Every input below `root`, with paths relative to it; files under `Kit/` are the kit's.
    static func inputs(under root: URL) throws -> [InputFile] {
        var files: [InputFile] = []
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard let kind = InputKind(path: relative) else { continue }
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(relative)))
            files.append(
                InputFile(path: relative, role: relative.hasPrefix("Kit/") ? .base : .app, kind: kind, bytes: bytes))
        }
        return files
    }

    /// The fixtures' themes, strings (with a String Catalog) and XIBs (`Layouts/Kit` as the kit's).
    static func fixtureInputs() throws -> [InputFile] {
        try Fixtures.inputs(under: "Themes") + Fixtures.inputs(under: "Strings/project")
            + Fixtures.inputs(under: "Layouts/App") + Fixtures.inputs(under: "Layouts/Kit", role: .base)
    }

    static func compileBothWays(_ inputs: [InputFile]) -> (serial: Output, parallel: Output) {
        let serial = Compiler.compile(inputs, options: CompilerOptions(access: .public, parallel: false))
        // The parallel run also gets the inputs in another order.
        var shuffled = inputs
        var generator = SystemRandomNumberGenerator()
        shuffled.shuffle(using: &generator)
        let parallel = Compiler.compile(shuffled, options: CompilerOptions(access: .public, parallel: true))
        return (Output(serial), Output(parallel))
    }

    @Test("A clean corpus of every input kind generates the same files")
    func cleanCorpus() throws {
        let corpus = try Self.generatedCorpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        // gen_corpus writes no String Catalog: add the fixtures' one as its own table.
        let inputs =
            try Self.inputs(under: corpus)
            + Fixtures.inputs(under: "Strings/project").filter { $0.kind == .xcstrings }
        let kinds = Set(inputs.map(\.kind))
        #expect(kinds.isSuperset(of: [.theme, .strings, .stringsdict, .xcstrings, .xib]))

        let (serial, parallel) = Self.compileBothWays(inputs)
        // The three fixed files and one per string table.
        let tables = Set(inputs.filter { $0.kind.isStringTable && $0.role == .app }.map(\.table))
        #expect(serial.files.count == 3 + tables.count, "\(serial.diagnostics.prefix(5))")
        #expect(serial.files == parallel.files)
        #expect(serial.diagnostics == parallel.diagnostics)
        #expect(serial.dump == parallel.dump)
    }

    /// The fixtures' inputs beside a generated corpus's, so that keys clash, go missing and mismatch
    /// across files; the corpus is removed afterwards.
    static func withProblems(_ body: ([InputFile]) throws -> Void) throws {
        let corpus = try generatedCorpus()
        defer { try? FileManager.default.removeItem(at: corpus) }
        try body(fixtureInputs() + inputs(under: corpus))
    }

    @Test("Inputs with many problems give the same diagnostics in the same order")
    func corpusWithProblems() throws {
        try Self.withProblems(checkSerialAgainstParallel)
    }

    private func checkSerialAgainstParallel(_ inputs: [InputFile]) {
        let (serial, parallel) = Self.compileBothWays(inputs)
        #expect(!serial.diagnostics.isEmpty)
        #expect(serial.diagnostics == parallel.diagnostics)
        #expect(serial.files == parallel.files)
        #expect(serial.dump == parallel.dump)
    }

    @Test("Inputs read on demand, without keeping values, give the same files and diagnostics")
    func onDemandInputsWithoutValues() throws {
        try Self.withProblems(checkOnDemand)
    }

    private func checkOnDemand(_ inputs: [InputFile]) {
        let reads = ReadCounter()
        let onDemand = inputs.map { file in
            let bytes = (try? file.source.read().get()) ?? []
            return InputFile(
                path: file.path, role: file.role, kind: file.kind,
                source: .reader {
                    reads.increment()
                    return bytes
                })
        }
        let inMemory = Output(Compiler.compile(inputs, options: CompilerOptions(access: .public)))
        let lean = Compiler.compile(onDemand, options: CompilerOptions(access: .public).retainingValues(false))
        #expect(Output(lean).files == inMemory.files)
        #expect(Output(lean).diagnostics == inMemory.diagnostics)
        #expect(lean.strings.values.isEmpty)
        // Each file is read once, by the stage that parses it.
        #expect(reads.count == inputs.count)
        // Locales checked from their bytes give the same on one thread, in another order.
        let serialLean = Compiler.compile(
            onDemand.reversed(),
            options: CompilerOptions(access: .public, parallel: false).retainingValues(false))
        #expect(Output(serialLean).files == Output(lean).files)
        #expect(Output(serialLean).diagnostics == Output(lean).diagnostics)
    }
}
