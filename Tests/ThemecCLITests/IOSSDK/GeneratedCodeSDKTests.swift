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

    @Test(.enabled(if: IOSSDK.testsRun, IOSSDK.skipReason))
    func aMisspelledUIKitCallInTheGeneratedThemeFails() async throws {
        // The generated UIKit layer really is compiled against UIKit, or the test above proves nothing.
        let sdk = try IOSSDK.required()
        let build = try SDKBuild(SDKConfiguration.all[0])
        defer { build.remove() }
        let sources = try build.generate()
        let theme = try #require(sources[0].first { $0.hasSuffix("/Theme.themec.swift") })
        let text = try String(contentsOfFile: theme, encoding: .utf8)
        #expect(text.contains("setTitleColor("))
        try text.replacingOccurrences(of: "setTitleColor(", with: "setTitleColour(")
            .write(toFile: theme, atomically: true, encoding: .utf8)
        let variant = SDKVariant(swiftVersion: "6", target: sdk.targets[0])
        let run = try await build.compile(build.configuration.modules[0], sources: sources[0], variant, sdk: sdk)
        #expect(run.status != 0)
        #expect(run.output.contains("setTitleColour"), "\(run.output)")
    }
}
