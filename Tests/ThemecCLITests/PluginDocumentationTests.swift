import Foundation
import Testing

/// The Package.swift samples of `Docs/Plugin.md`'s "A kit and its apps" are the example packages
/// the integration tests build: each sample target names, depends on, excludes and declares as
/// resources exactly what the example's target of that name does, and each sample package sets the
/// example's default localization and platforms.
@Suite struct PluginDocumentationTests {
    /// The `name:`, `dependencies:`, `exclude:` and `resources:` lines of each target in `text`, by
    /// target name; a product's package is written `P` (the examples name themec's package by its
    /// folder, the samples by its name).
    static func targetSettings(_ text: String) -> [String: [String]] {
        var targets: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("name: \""), let name = trimmed.split(separator: "\"").dropFirst().first {
                current = String(name)
                targets[String(name), default: []] = []
            } else if let current,
                ["dependencies:", "exclude:", "resources:"].contains(where: { trimmed.hasPrefix($0) })
            {
                let setting = trimmed.replacing(/package: .*\)\]/, with: "package: P)]")
                targets[current, default: []].append(setting)
            }
        }
        return targets
    }

    /// The package settings every sample and example must share.
    static let packageSettings = ["defaultLocalization: \"en\"", "platforms: [.iOS(.v15), .macOS(.v13)]"]

    /// The Swift code blocks of `Docs/Plugin.md` after the line starting with `heading`, up to the next
    /// bold layout heading.
    static func samples(after heading: String) throws -> String {
        let docs = try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("Docs/Plugin.md"), encoding: .utf8)
        let start = try #require(docs.range(of: "\n" + heading))
        let rest = docs[start.upperBound...]
        let end = rest.range(of: "\n**")?.lowerBound ?? rest.endIndex
        let section = rest[..<end]
        return section.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }.joined(separator: "\n")
    }

    static func manifest(_ package: String) throws -> String {
        try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("Examples/\(package)/Package.swift"),
            encoding: .utf8)
    }

    @Test func theOnePackageSampleIsTheExample() throws {
        let documented = Self.targetSettings(try Self.samples(after: "**One package**"))
        #expect(documented.keys.sorted() == ["CheetahKit", "ThemedApp"])
        let example = Self.targetSettings(try Self.manifest("ThemedApp"))
        for (name, settings) in documented { #expect(example[name] == settings, "\(name)") }
        for setting in Self.packageSettings {
            #expect(try Self.samples(after: "**One package**").contains(setting), "\(setting)")
            #expect(try Self.manifest("ThemedApp").contains(setting), "\(setting)")
        }
    }

    @Test func theKitAndAppPackageSamplesAreTheExamples() throws {
        let documented = Self.targetSettings(try Self.samples(after: "**A kit package an app package depends on**"))
        #expect(documented.keys.sorted() == ["CheetahKit", "ThemedApp"])
        let kit = Self.targetSettings(try Self.manifest("KitPackage"))
        let app = Self.targetSettings(try Self.manifest("AppPackage"))
        #expect(kit["CheetahKit"] == documented["CheetahKit"])
        #expect(app["ThemedApp"] == documented["ThemedApp"])
        let samples = try Self.samples(after: "**A kit package an app package depends on**")
        for setting in Self.packageSettings {
            #expect(samples.components(separatedBy: setting).count == 3, "both samples set \(setting)")
            #expect(try Self.manifest("KitPackage").contains(setting), "\(setting)")
            #expect(try Self.manifest("AppPackage").contains(setting), "\(setting)")
        }
    }
}
