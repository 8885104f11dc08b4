import Foundation
import Testing
import ThemecCore

/// Type-checks the generated `#if canImport(UIKit)` and `#if canImport(SwiftUI)` branches
/// against the declaration stubs in `Tests/Stubs`, which carry Apple's signatures. Linux has
/// neither framework, so without this the UIKit layer would never be compiled here.
@Suite(.serialized) struct PlatformLayerTypeCheckTests {
    static let stubs = Fixtures.packageRoot.appendingPathComponent("Tests/Stubs")

    /// Runs `swiftc` with `arguments`; returns its exit status and combined output.
    static func swiftc(_ arguments: [String]) throws -> (Int32, String) {
        let run = try ProgramRun.run("/usr/bin/env", ["swiftc"] + arguments, includingErrors: true)
        return (run.status, run.output)
    }

    /// Builds the UIKit and SwiftUI stub modules into a fresh folder.
    static func buildStubs() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (module, extra) in [("UIKit", [String]()), ("SwiftUI", ["-I", folder.path])] {
            let (status, output) = try swiftc(
                ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module]
                    + extra + [
                        stubs.appendingPathComponent("\(module)/\(module).swift").path,
                        "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    ])
            #expect(status == 0, "stub \(module) failed to build: \(output)")
        }
        return folder
    }

    @Test(arguments: [AccessLevel.internal, .public])
    func generatedThemeTypeChecksWithUIKitAndSwiftUI(access: AccessLevel) throws {
        let modules = try Self.buildStubs()
        defer { try? FileManager.default.removeItem(at: modules) }
        let result = Compiler.compile(try Fixtures.inputs(under: "Themes"), options: CompilerOptions(access: access))
        let source = modules.appendingPathComponent("Theme.themec.swift")
        try #require(result.files.first { $0.name == GeneratedFile.themeFileName }).contents
            .write(to: source, atomically: true, encoding: .utf8)
        let (status, output) = try Self.swiftc(["-typecheck", "-swift-version", "6", "-I", modules.path, source.path])
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    @Test func theStubsReallyCompileTheUIKitBranch() throws {
        // A misspelled UIKit call in the generated text must fail, or the test above proves nothing.
        let modules = try Self.buildStubs()
        defer { try? FileManager.default.removeItem(at: modules) }
        let result = Compiler.compile(try Fixtures.inputs(under: "Themes"))
        let broken = try #require(result.files.first { $0.name == GeneratedFile.themeFileName }).contents
            .replacingOccurrences(of: "setTitleColor(", with: "setTitleColour(")
        let source = modules.appendingPathComponent("Broken.swift")
        try broken.write(to: source, atomically: true, encoding: .utf8)
        let (status, output) = try Self.swiftc(["-typecheck", "-swift-version", "6", "-I", modules.path, source.path])
        #expect(status != 0)
        #expect(output.contains("setTitleColour"))
    }
}
