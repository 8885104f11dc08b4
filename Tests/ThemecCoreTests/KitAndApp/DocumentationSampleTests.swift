import Foundation
import Testing
import ThemecCore

/// The kit documentation's code samples (`Fixtures/KitDocumentation`), verbatim, type-check on a UIKit
/// platform against a kit module themec generates: the kit of `Examples/ThemedApp`, built with its
/// hand-written Swift as a module named CheetahKit, against the UIKit stubs in `Tests/Stubs`.
@Suite(.serialized) struct DocumentationSampleTests {
    static let samples = Fixtures.directory.appendingPathComponent("KitDocumentation/UICustomizationSamples.swift")

    /// Builds the stub modules and the generated kit module; returns the folder holding all three.
    static func buildKit() throws -> URL {
        let modules = try PlatformLayerTypeCheckTests.buildStubs()
        let generated = try ExampleKit.write(try ExampleKit.kit(), to: modules.appendingPathComponent("kit"))
        let handWritten = try FileManager.default.contentsOfDirectory(atPath: ExampleKit.kitFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { ExampleKit.kitFolder.appendingPathComponent($0).path }
        let (status, output) = try PlatformLayerTypeCheckTests.swiftc(
            [
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "CheetahKit", "-I",
                modules.path,
            ]
                + generated + handWritten
                + ["-emit-module-path", modules.appendingPathComponent("CheetahKit.swiftmodule").path])
        #expect(status == 0, "the generated kit does not build against the UIKit stubs: \(output)")
        #expect(!output.contains("warning:"), "\(output)")
        return modules
    }

    @Test func theSamplesTypeCheckAgainstAGeneratedKit() throws {
        let modules = try Self.buildKit()
        defer { try? FileManager.default.removeItem(at: modules) }
        let (status, output) = try PlatformLayerTypeCheckTests.swiftc(
            ["-typecheck", "-swift-version", "6", "-I", modules.path, Self.samples.path])
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }

    @Test func theCheckFailsWhenASampleDoesNotFitTheKit() throws {
        // The documented `UIColor` slots, `UIFont.TextStyle?` and `.primary` are what the samples lean on:
        // a kit whose API lacked them must fail here, or the test above proves nothing.
        let modules = try Self.buildKit()
        defer { try? FileManager.default.removeItem(at: modules) }
        let text = try String(contentsOf: Self.samples, encoding: .utf8)
        for (original, broken) in [
            ("dividerView.backgroundColor = .primary", "dividerView.backgroundColor = .primaryTint"),
            ("window = CheetahAppWindow(", "window = ThemeAppWindow("),
            ("public var fontSize: CGFloat?", "public var fontSize: Double?"),
        ] {
            #expect(text.contains(original))
            let source = modules.appendingPathComponent("Broken.swift")
            try text.replacingOccurrences(of: original, with: broken).write(
                to: source, atomically: true, encoding: .utf8)
            let (status, _) = try PlatformLayerTypeCheckTests.swiftc(
                ["-typecheck", "-swift-version", "6", "-I", modules.path, source.path])
            #expect(status != 0, "'\(broken)' type-checked")
        }
    }
}
