import Foundation
import Testing

@testable import ThemecCore

/// Generated code names the version of the runtime contract it was written for
/// (`RuntimeContract.version`, the runtime's `ThemecRuntimeContract`): every generated file that uses
/// the runtime declares it once, code written for this version compiles against the runtime, and code
/// written for another fails to, with a message that names both versions and says to regenerate, whether
/// it imports the runtime or a kit that re-exports it.
@Suite struct RuntimeContractTests {
    /// What the compiler says when a file written for `generated` meets the runtime of this contract.
    static func mismatch(generated: Int) -> String {
        "type '\(RuntimeContract.markerName(version: generated))' does not conform to protocol "
            + "'ThemecRuntimeContract\(RuntimeContract.version)_RegenerateWithTheThemecOfThisRuntime'"
    }

    /// A module's file that imports `module` and declares the contract `version`, as a generated file does.
    static func file(importing module: String, version: Int) -> String {
        "import \(module)\n\n" + RuntimeContract.declaration(version: version)
    }

    @Test func everyGeneratedFileThatUsesTheRuntimeDeclaresTheContractOnce() throws {
        let marker = "private enum \(RuntimeContract.markerName()): ThemecRuntime.ThemecRuntimeContract {"
        var perTable = CompilerOptions(access: .public)
        perTable.stringsFiles = .perTable
        var single = CompilerOptions()
        single.stringsFiles = .single
        let results = [
            try ExampleKit.kit(), try ExampleKit.app(),
            Compiler.compile(try ExampleKit.inputs(under: ExampleKit.kitFolder, role: .app), options: perTable),
            Compiler.compile(try ExampleKit.inputs(under: ExampleKit.kitFolder, role: .app), options: single),
            // No input at all: a theme file with nothing to hold, which uses nothing of the runtime.
            Compiler.compile([], options: CompilerOptions()),
        ]
        var checked = 0
        for result in results {
            #expect(!result.hasErrors, "\(result.diagnostics.map(\.rendered))")
            for file in result.files {
                let usesRuntime =
                    file.contents.contains("\nimport CheetahKit\n")
                    || file.contents.contains("\n@_exported import ThemecRuntime\n")
                let count = file.contents.components(separatedBy: marker).count - 1
                #expect(count == (usesRuntime ? 1 : 0), "\(file.name): \(count) declarations of the contract")
                if usesRuntime { checked += 1 }
            }
        }
        // Themes, strings (per table and single), layouts, the kit's and its app's.
        #expect(checked >= 15, "only \(checked) files use the runtime: is the test still reading them?")
    }

    @Test func codeWrittenForThisContractCompilesAgainstTheRuntime() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Generated.swift")
        try Self.file(importing: "ThemecRuntime", version: RuntimeContract.version).write(
            to: source, atomically: true, encoding: .utf8)
        let (status, output) = try ProgramRun.swiftc(
            ["-typecheck", "-swift-version", "6"] + RuntimeLibrary.shared().typeCheckFlags + [source.path])
        #expect(status == 0 && !output.contains("warning:"), "\(output)")
    }

    @Test(arguments: [RuntimeContract.version + 1, RuntimeContract.version - 1])
    func codeWrittenForAnotherContractFailsNamingBothVersions(generated: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Generated.swift")
        try Self.file(importing: "ThemecRuntime", version: generated).write(
            to: source, atomically: true, encoding: .utf8)
        let (status, output) = try ProgramRun.swiftc(
            ["-typecheck", "-swift-version", "5"] + RuntimeLibrary.shared().typeCheckFlags + [source.path])
        #expect(status != 0)
        #expect(output.contains("error: " + Self.mismatch(generated: generated)), "\(output)")
        // The comment above the declaration, which the compiler shows with it, says what to do.
        #expect(output.contains("regenerate the file with the themec of that ThemecRuntime"), "\(output)")
    }

    @Test func anAppsCodeForAnotherContractFailsAgainstTheRuntimeItsKitReExports() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runtime = try RuntimeLibrary.shared()
        let kit = folder.appendingPathComponent("Kit.swift")
        try ("@_exported " + Self.file(importing: "ThemecRuntime", version: RuntimeContract.version)).write(
            to: kit, atomically: true, encoding: .utf8)
        let kitBuild = try ProgramRun.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", "CheetahKit", "-emit-module-path",
                folder.appendingPathComponent("CheetahKit.swiftmodule").path,
            ] + runtime.typeCheckFlags + [kit.path])
        try #require(kitBuild.0 == 0, "\(kitBuild.1)")
        let app = folder.appendingPathComponent("App.swift")
        let generated = RuntimeContract.version + 1
        try Self.file(importing: "CheetahKit", version: generated).write(to: app, atomically: true, encoding: .utf8)
        let (status, output) = try ProgramRun.swiftc(
            ["-typecheck", "-I", folder.path] + runtime.typeCheckFlags + [app.path])
        #expect(status != 0)
        #expect(output.contains("error: " + Self.mismatch(generated: generated)), "\(output)")
    }

    /// A new temporary folder.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
