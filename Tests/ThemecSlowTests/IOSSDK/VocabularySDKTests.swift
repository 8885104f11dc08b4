import Foundation
import Testing

/// The places of a new vocabulary case that only an iPhoneOS build compiles, the runtime's UIKit layer:
/// after the one entry of each change of ``VocabularyChange/all`` in a copy of the sources, the runtime's
/// errors against the SDK in that layer are exactly at the places `Docs/Architecture.md` names, and with
/// every place of the runtime filled as the document says it compiles with no error and no warning.
/// (`VocabularyChangeTests` checks the rest, on Linux.)
@Suite struct VocabularySDKTests {
    @Test(.enabled(if: IOSSDK.testsRun, IOSSDK.skipReason))
    func aVocabularyChangeIsPointedAtInTheUIKitLayerAndFillingItBuilds() async throws {
        let sdk = try IOSSDK.required()
        let markdown = try String(
            contentsOf: RuntimeLibrary.packageRoot.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let documented = VocabularyChange.documentedPlaces(in: markdown)
        let scratch = try ScratchSources(RuntimeLibrary.modules)
        defer { scratch.remove() }
        for change in VocabularyChange.all {
            for edit in change.entry { try scratch.apply(edit) }
        }
        // The vocabulary and the grammar as modules, then the runtime type-checked as one job, which reports
        // every error (a module build stops reporting at the first file that fails).
        let target = sdk.targets[0]
        let modules = scratch.root.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let flags = ["-parse-as-library", "-swift-version", "6", "-package-name", "themec", "-I", modules.path]
        for module in RuntimeLibrary.staticModules {
            let emitted = try await IOSSDKCompiler.shared.run(
                flags + [
                    "-module-name", module, "-emit-module", "-emit-module-path",
                    modules.appendingPathComponent("\(module).swiftmodule").path,
                ] + scratch.files(of: module), sdk: sdk, target: target)
            try #require(emitted.isClean, "\(module) does not compile with the new entries:\n\(emitted.output)")
        }
        let pointed = try await IOSSDKCompiler.shared.run(
            flags + ["-module-name", "ThemecRuntime", "-typecheck", "-wmo"] + scratch.files(of: "ThemecRuntime"),
            sdk: sdk, target: target)
        var found: [String: Set<String>] = [:]
        for error in CompilerError.all(in: pointed.output) {
            let changes = VocabularyChange.all.filter { $0.isNamed(in: error.text) }
            if changes.isEmpty { Issue.record("an error no change of the vocabulary explains:\n\(error.text)") }
            let file = scratch.packagePath(error.file)
            for change in changes where VocabularyChange.isPlatformOnly(file) {
                found[change.name, default: []].insert(file)
            }
        }
        let expected = documented.mapValues { $0.filter(VocabularyChange.isPlatformOnly) }
        #expect(!expected.values.joined().isEmpty, "Docs/Architecture.md names no place in the UIKit layer")
        #expect(VocabularyChange.mismatches(found: found, documented: expected) == [])

        for change in VocabularyChange.all {
            for file in documented[change.name] ?? [] where file.hasPrefix("Sources/ThemecRuntime/") {
                for edit in change.fills[file] ?? [] { try scratch.apply(edit) }
            }
        }
        // The fills touch only the runtime: the vocabulary's and the grammar's modules stand.
        let filled = try await IOSSDKCompiler.shared.run(
            flags + ["-warnings-as-errors", "-module-name", "ThemecRuntime", "-typecheck", "-wmo"]
                + scratch.files(of: "ThemecRuntime"), sdk: sdk, target: target)
        #expect(filled.isClean, "\(filled.output)")
    }
}
