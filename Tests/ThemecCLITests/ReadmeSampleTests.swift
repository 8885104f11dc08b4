import Foundation
import Testing

/// README.md's sample theme and the contrast warning it shows next to it: the warning is what
/// `themec lint` prints for that theme, to the byte.
@Suite struct ReadmeSampleTests {
    /// The fenced blocks of `text`, in order, with the line after their opening fence.
    static func fencedBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theContrastWarningIsWhatLintPrintsForTheSampleTheme() throws {
        let readme = try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.fencedBlocks(readme)
        let theme = try #require(
            blocks.first { $0.hasPrefix("# Themes/Cheetah.theme.yaml\n") }, "README.md has no sample theme")
        let warnings = try #require(
            blocks.first { $0.contains("[theme-low-contrast]") }, "README.md shows no contrast warning")
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": theme])
        let lint = try box.run("lint", "Themes")
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout == warnings)
    }
}
