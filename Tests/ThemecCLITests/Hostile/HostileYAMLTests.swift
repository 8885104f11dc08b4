import Foundation
import Testing

/// Theme files built to exhaust the YAML reader: alias bombs and very deep nesting end at once
/// with a located error (exit 1), under a time and memory limit.
@Suite(.serialized) struct HostileYAMLTests {
    @Test func aBillionLaughsAliasBombStopsAtTheNodeBudget() throws {
        var yaml = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        let names = "abcdefghij".map(String.init)
        for (previous, name) in zip(names, names.dropFirst()) {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let box = try Sandbox(["Themes/Bomb.theme.yaml": yaml])
        let result = try box.runLimited("generate", "Themes", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "alias bomb")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Themes/Bomb.theme.yaml:"))
        #expect(result.stderr.contains("expands to more than 1000000 nodes"), "\(result.stderr)")
        #expect(result.seconds < 10)
        #expect(!box.exists("Out"))
    }

    @Test func aMappingKeyThatIsAnAliasBombIsRefusedToo() throws {
        // Aliases used as keys and merge keys must be charged like any other alias.
        var yaml = "a: &a {x: 1, y: 2, z: 3, w: 4, v: 5, u: 6, t: 7, s: 8}\n"
        for level in 1..<9 {
            yaml +=
                "l\(level): &l\(level) {"
                + (0..<8).map { "k\($0): *\(level == 1 ? "a" : "l\(level - 1)")" }
                .joined(separator: ", ") + "}\n"
        }
        yaml += "colors: {primaryColor: *l8, <<: *l8}\n"
        let box = try Sandbox(["Themes/Keys.theme.yaml": yaml])
        let result = try box.runLimited("lint", "Themes", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "nested alias bomb")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Themes/Keys.theme.yaml:"), "\(result.stdout.prefix(500))")
    }

    /// Ways to nest 100,000 levels in one line (named, so a failing case does not print 100 kB).
    enum DeepYAML: String, CaseIterable, CustomTestStringConvertible {
        case flowSequences, flowMappings, blockSequencesOnOneLine, closedFlowSequences

        var text: String {
            switch self {
            case .flowSequences: String(repeating: "[", count: 100_000)
            case .flowMappings: String(repeating: "{a: ", count: 100_000)
            case .blockSequencesOnOneLine: String(repeating: "- ", count: 100_000) + "x\n"
            case .closedFlowSequences: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: DeepYAML.allCases)
    func nestingOneHundredThousandDeepIsALocatedError(_ deep: DeepYAML) throws {
        let box = try Sandbox(["Themes/Deep.theme.yaml": deep.text])
        let result = try box.runLimited("generate", "Themes", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, deep.rawValue)
        #expect(result.status == 1, "\(deep): \(result.stderr.prefix(500))")
        #expect(result.stderr.hasPrefix("Themes/Deep.theme.yaml:1:"), "\(deep): \(result.stderr.prefix(500))")
        #expect(result.stderr.count < 10_000)
        #expect(!box.exists("Out"))
    }

    @Test func deepIndentationNestingIsALocatedError() throws {
        // Block mappings nested by indentation: 2,000 levels is already 4 MB of spaces.
        var yaml = ""
        for level in 0..<2_000 { yaml += String(repeating: " ", count: level) + "k:\n" }
        let box = try Sandbox(["Themes/Indented.theme.yaml": yaml])
        let result = try box.runLimited("lint", "Themes", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "indentation nesting")
        #expect(result.status == 1)
        #expect(result.stdout.contains("nesting is deeper than 64 levels"), "\(result.stdout.prefix(500))")
    }

    @Test func fiftyThousandItemsWithAnchorsAndTagsAreReadInLinearTime() throws {
        // 50,000 items, each with its own anchor and tag: a plain error about the unknown key.
        // Regression: the reader copied the open list on every item (quadratic), so this took
        // a minute; it takes well under a second now.
        var yaml = "extra:\n"
        for index in 0..<50_000 { yaml += "  - &anchor\(index) !tag\(index) v\(index)\n" }
        let box = try Sandbox(["Themes/Anchors.theme.yaml": yaml])
        let result = try box.runLimited("lint", "Themes", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "many anchors")
        #expect(result.status == 1)
        #expect(result.seconds < 15)
    }
}
