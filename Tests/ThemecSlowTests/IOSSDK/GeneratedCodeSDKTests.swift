import Foundation
import Testing

/// Everything themec generates, in every configuration of ``SDKConfiguration/all``, type-checks
/// against Apple's iPhoneOS SDK with no error and no warning (`-warnings-as-errors`), in the Swift 6
/// and Swift 5 language modes, at the oldest supported iOS and at the SDK's own. Without an SDK
/// these tests are skipped with the reason, except in CI (`CI=true`), where that is a failure.
@Suite struct GeneratedCodeSDKTests {
    @Test(
        .enabled(if: IOSSDK.testsRun, IOSSDK.skipReason),
        arguments: SDKConfiguration.all, SDKVariant.all)
    func typeChecksAgainstTheSDK(configuration: SDKConfiguration, variant: SDKVariant) async throws {
        let sdk = try IOSSDK.required()
        let build = try SDKBuild(configuration)
        defer { build.remove() }
        let sources = try build.generate()
        let runs = try await build.compile(sources, variant, sdk: sdk)
        #expect(
            runs.count == variant.modules(of: configuration).count,
            "a library did not build, so the modules after it were not checked")
        for (module, run) in runs {
            let clean = run.isClean
            #expect(clean, "\(module) (\(variant.testDescription), \(sdk.summary)):\n\(run.output)")
        }
    }

    @Test(.enabled(if: IOSSDK.testsRun, IOSSDK.skipReason), arguments: IOSSDK.targetsToCheck)
    func theRuntimeTypeChecksAgainstTheSDKAsSource(target: String) async throws {
        // Its UIKit and SwiftUI layers included: the SDK has both.
        let sdk = try IOSSDK.required()
        let runtime = try await IOSSDKCompiler.shared.runtime(sdk, target: target)
        #expect(runtime.runs.count == RuntimeSources.repository.modules.count)
        for run in runtime.runs {
            #expect(run.isClean, "\(target), \(sdk.summary):\n\(run.output)")
        }
    }

    @Test(
        .enabled(if: IOSSDK.testsRun, IOSSDK.skipReason),
        arguments: [
            ("UIKit/Views+TextAppearance.swift", "setTitleColor(", "setTitleColour("),
            ("SwiftUI/Theme+SwiftUI.swift", "foregroundStyle(", "foregroundStile("),
        ])
    func aMisspelledCallInTheRuntimesUIKitOrSwiftUILayerFails(file: String, call: String, misspelled: String)
        async throws
    {
        // The runtime's UIKit and SwiftUI layers really are compiled against the SDK, or the test above
        // proves nothing.
        let sdk = try IOSSDK.required()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-misspelled-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let root = RuntimeLibrary.packageRoot.appendingPathComponent("Sources/ThemecRuntime")
        try FileManager.default.copyItem(at: root, to: folder)
        let changed = folder.appendingPathComponent(file)
        let text = try String(contentsOf: changed, encoding: .utf8)
        #expect(text.contains(call))
        try text.replacingOccurrences(of: call, with: misspelled).write(to: changed, atomically: true, encoding: .utf8)
        let runtimeFiles = RuntimeLibrary.sources(of: "ThemecRuntime").map {
            folder.appendingPathComponent(String($0.path.dropFirst(root.path.count + 1))).path
        }
        let sources = RuntimeSources.repository.replacing("ThemecRuntime", with: runtimeFiles, id: folder.path)
        let runtime = try await IOSSDKCompiler.shared.runtime(sdk, target: sdk.targets[0], sources: sources)
        #expect(!runtime.isClean)
        #expect(runtime.runs.last?.output.contains(misspelled) == true, "\(runtime.runs.last?.output ?? "")")
    }
}
