import Foundation
import Testing

/// The kit documentation's code samples (`Fixtures/KitDocumentation`) and Docs/Strings.md's
/// language-change sample (`Fixtures/Documentation`) are checked against the kit of `Examples/ThemedApp`
/// as a row of ``SDKConfiguration/all``; this shows that check can fail: a sample that leans on API the
/// kit lacks, or on names nothing declares, does not type-check against the real SDK.
@Suite struct DocumentationSampleSDKTests {
    static let samples = Sandbox.packageRoot.appendingPathComponent(
        "Tests/ThemecCLITests/Fixtures/KitDocumentation/UICustomizationSamples.swift")
    /// Docs/Strings.md's language-change sample, which `StringsDocumentationSampleTests` holds equal to
    /// the page's block.
    static let languageChangeSample = Sandbox.packageRoot.appendingPathComponent(
        "Tests/ThemecCLITests/Fixtures/Documentation/LanguageChangeSample.swift")

    @Test func theLanguageChangeSampleIsAModuleTheConfigurationsCheckInBothModes() {
        let path = Self.languageChangeSample.path.replacingOccurrences(of: Sandbox.packageRoot.path + "/", with: "")
        let checked = SDKConfiguration.all.flatMap(\.modules).first { $0.handWritten.contains(path) }
        #expect(checked?.languageModes == ["6", "5"], "no configuration type-checks \(path) in both modes")
    }

    @Test(.enabled(if: IOSSDK.testsRun, IOSSDK.skipReason))
    func theCheckFailsWhenASampleDoesNotFitTheKit() async throws {
        // The documented `UIColor` slots, the window class and `CGFloat?` sizes are what the samples
        // lean on: a kit whose API lacked them must fail, or the configuration's check proves nothing.
        let sdk = try IOSSDK.required()
        let configuration = try #require(SDKConfiguration.all.first { $0.modules.first?.name == "CheetahKit" })
        let build = try SDKBuild(configuration)
        defer { build.remove() }
        let sources = try build.generate()
        // Swift 5, the mode the samples are checked in (see the configuration's row).
        let variant = SDKVariant(swiftVersion: "5", target: sdk.targets[0])
        let kit = try await build.compile(configuration.modules[0], sources: sources[0], variant, sdk: sdk)
        let kitBuilt = kit.isClean
        try #require(kitBuilt, "\(kit.output)")

        let text = try String(contentsOf: Self.samples, encoding: .utf8)
        let breakages = [
            ("dividerView.backgroundColor = .primary", "dividerView.backgroundColor = .primaryTint"),
            ("window = CheetahAppWindow(", "window = CheetahWindow("),
            ("public var fontSize: CGFloat?", "public var fontSize: Double?"),
        ]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, (original, broken)) in breakages.enumerated() {
                #expect(text.contains(original))
                let source = build.folder.appendingPathComponent("Broken\(index).swift")
                try text.replacingOccurrences(of: original, with: broken).write(
                    to: source, atomically: true, encoding: .utf8)
                let samples = SDKModule(name: "KitDocumentationSamples\(index)", config: nil)
                group.addTask {
                    let run = try await build.compile(samples, sources: [source.path], variant, sdk: sdk)
                    #expect(run.status != 0, "'\(broken)' type-checked")
                    // It fails for the line changed: the compiler shows that line with its error.
                    #expect(run.output.contains(broken), "\(run.output)")
                }
            }
            try await group.waitForAll()
        }
    }

    @Test(.enabled(if: IOSSDK.testsRun, IOSSDK.skipReason))
    func theLanguageChangeSampleFailsWithTheUndefinedNamesItOnceUsed() async throws {
        // Docs/Strings.md's sample once read `user.name` and `user.points`, which nothing declared; the
        // check of its file against the kit in Swift 6 must fail on them, or it proves nothing.
        let sdk = try IOSSDK.required()
        let configuration = try #require(SDKConfiguration.all.first { $0.modules.first?.name == "CheetahKit" })
        let build = try SDKBuild(configuration)
        defer { build.remove() }
        let sources = try build.generate()
        let variant = SDKVariant(swiftVersion: "6", target: sdk.targets[0])
        let kit = try await build.compile(configuration.modules[0], sources: sources[0], variant, sdk: sdk)
        let kitBuilt = kit.isClean
        try #require(kitBuilt, "\(kit.output)")

        let text = try String(contentsOf: Self.languageChangeSample, encoding: .utf8)
        let (original, broken) = (
            "L10n.Reward.summary(reward.name, reward.points)", "L10n.Reward.summary(user.name, user.points)"
        )
        #expect(text.contains(original))
        let source = build.folder.appendingPathComponent("LanguageChangeSample.swift")
        try text.replacingOccurrences(of: original, with: broken).write(to: source, atomically: true, encoding: .utf8)
        let run = try await build.compile(
            SDKModule(name: "StringsDocumentationSample", config: nil), sources: [source.path], variant, sdk: sdk)
        #expect(run.status != 0, "'\(broken)' type-checked")
        #expect(run.output.contains("cannot find 'user' in scope"), "\(run.output)")
    }
}
