import Foundation
import Testing

@testable import ThemecCore

/// The generated Swift and the dump, compared with recorded files line by line.
/// Re-record on purpose with `THEMEC_RECORD=1 swift test --filter StringsGolden`.
@Suite("Strings golden")
struct StringsGoldenTests {
    /// Every string-table file under `directory`, as compiler inputs with paths relative to
    /// `relativeTo`.
    static func inputs(under directory: URL, relativeTo root: URL, role: InputRole = .app) throws -> [InputFile] {
        try [".strings", ".stringsdict", ".xcstrings"].flatMap {
            StringsTestSupport.files(under: directory, suffix: $0)
        }
        .compactMap { url in
            let path = String(url.path.dropFirst(root.path.count + 1))
            return InputFile(path: path, role: role, bytes: Array(try Data(contentsOf: url)))
        }
    }

    static func compile(_ inputs: [InputFile], options: CompilerOptions) -> (
        files: [GeneratedFile], dump: JSONValue, diagnostics: [String]
    ) {
        let result = Pipeline(options: options).strings(inputs)
        let diagnostics = options.rules.apply(to: result.diagnostics).flatMap(\.renderedWithNotes)
        return (Pipeline(options: options).render(result.model), result.model.dump, diagnostics)
    }

    @Test("The Strings/ example compiles cleanly and matches its golden file")
    func example() throws {
        let root = StringsTestSupport.packageRoot
        let inputs = try Self.inputs(under: root.appendingPathComponent("Strings"), relativeTo: root)
        #expect(inputs.count == 4)
        let result = Self.compile(inputs, options: CompilerOptions(stringsFiles: .single))
        #expect(result.diagnostics == [])
        try Golden.check(result.files[0].contents, against: "Strings.example.themec.swift")
    }

    @Test("A project with awkward keys, several tables and a catalog")
    func project() throws {
        let directory = StringsTestSupport.fixtures.appendingPathComponent("project")
        let inputs = try Self.inputs(under: directory, relativeTo: StringsTestSupport.fixtures)
        let result = Self.compile(inputs, options: CompilerOptions(access: .public, stringsFiles: .single))
        #expect(result.diagnostics == [])
        #expect(result.files.map(\.name) == [GeneratedFile.stringsFileName])
        try Golden.check(result.files[0].contents, against: "Strings.project.themec.swift")
        try Golden.check(result.dump.rendered(), against: "Strings.project.dump.json")
    }

    @Test("Split per table: the namespaces and runtime in one file, each table's accessors in its own")
    func projectPerTable() throws {
        let directory = StringsTestSupport.fixtures.appendingPathComponent("project")
        let inputs = try Self.inputs(under: directory, relativeTo: StringsTestSupport.fixtures)
        let split = Self.compile(inputs, options: CompilerOptions(access: .public))
        #expect(split.diagnostics == [])
        #expect(
            split.files.map(\.name) == [
                "Strings.themec.swift", "Strings+Catalog.themec.swift", "Strings+Localizable.themec.swift",
                "Strings+Settings.themec.swift",
            ])
        for file in split.files { try Golden.check(file.contents, against: "StringsPerTable/" + file.name) }
        // The same accessors as the single file, each once.
        let single = Self.compile(inputs, options: CompilerOptions(access: .public, stringsFiles: .single))
        func accessors(_ files: [GeneratedFile]) -> [String] {
            files.flatMap { $0.contents.split(separator: "\n") }
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter {
                    $0.hasPrefix("public static var ") || $0.hasPrefix("public static func ")
                        || $0.hasPrefix("L10nLookup.")
                }
                .sorted()
        }
        #expect(accessors(split.files) == accessors(single.files))
        #expect(accessors(split.files).count > 20)

        // The files compile together.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-split-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let paths = try split.files.map { file in
            let url = folder.appendingPathComponent(file.name)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        let (status, output) = try ProgramRun.swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Strings"]
                + RuntimeLibrary.shared().typeCheckFlags + paths)
        #expect(status == 0, "\(output)")
    }

    @Test("The runtime test's resources generate the code that test runs")
    func runtime() throws {
        let directory = StringsTestSupport.packageRoot.appendingPathComponent(
            "Tests/StringsRuntimeTests/Resources/Localized")
        let inputs = try Self.inputs(under: directory, relativeTo: StringsTestSupport.packageRoot)
        // The name SwiftPM gives this test target's resource bundle, as the build plugin passes it.
        var options = CompilerOptions(bundle: .module, stringsFiles: .single)
        options.resourceBundle = "themec_StringsRuntimeTests"
        let result = Self.compile(inputs, options: options)
        #expect(result.diagnostics == [])
        try Golden.check(result.files[0].contents, against: "Strings.runtime.themec.swift")
    }

    @Test("Output does not depend on input order or on parallelism")
    func deterministic() throws {
        let directory = StringsTestSupport.fixtures.appendingPathComponent("project")
        let inputs = try Self.inputs(under: directory, relativeTo: StringsTestSupport.fixtures)
        let forward = Self.compile(inputs, options: CompilerOptions(parallel: true))
        let backward = Self.compile(inputs.reversed(), options: CompilerOptions(parallel: false))
        #expect(forward.files == backward.files)
        #expect(forward.dump == backward.dump)
        #expect(forward.diagnostics == backward.diagnostics)
    }

    @Test(
        "Every golden Swift file type-checks in the Swift 6 language mode with no warnings",
        arguments: ["Strings.example.themec.swift", "Strings.project.themec.swift"])
    func typeChecks(_ name: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-swift-version", "6", "-typecheck"] + (try RuntimeLibrary.shared().typeCheckFlags) + [
                StringsTestSupport.golden.appendingPathComponent(name).path
            ]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(!text.contains("warning:"), "\(text)")
    }
}
