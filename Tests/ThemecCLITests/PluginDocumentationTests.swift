import Foundation
import Testing

/// The Package.swift samples of `Docs/Plugin.md`'s "A kit and its apps" are the example packages
/// the integration tests build: each sample target names, excludes and declares as resources
/// exactly what the example's target of that name does.
@Suite struct PluginDocumentationTests {
    /// The `name:`, `exclude:` and `resources:` lines of each target in `text`, by target name.
    static func targetSettings(_ text: String) -> [String: [String]] {
        var targets: [String: [String]] = [:]
        var current: String?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("name: \""), let name = trimmed.split(separator: "\"").dropFirst().first {
                current = String(name)
                targets[String(name), default: []] = []
            } else if let current, trimmed.hasPrefix("exclude:") || trimmed.hasPrefix("resources:") {
                targets[current, default: []].append(trimmed)
            }
        }
        return targets
    }

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
    }

    @Test func theKitAndAppPackageSamplesAreTheExamples() throws {
        let documented = Self.targetSettings(try Self.samples(after: "**A kit package an app package depends on**"))
        #expect(documented.keys.sorted() == ["CheetahKit", "ThemedApp"])
        let kit = Self.targetSettings(try Self.manifest("KitPackage"))
        let app = Self.targetSettings(try Self.manifest("AppPackage"))
        #expect(kit["CheetahKit"] == documented["CheetahKit"])
        #expect(app["ThemedApp"] == documented["ThemedApp"])
    }
}
