import Foundation
import Testing

/// Docs/Strings.md's language-change sample is the Swift file the iPhoneOS SDK tests type-check against
/// the example kit (`Fixtures/Documentation/LanguageChangeSample.swift`, a module of a row of the slow
/// suites' `SDKConfiguration.all`, which `DocumentationSampleSDKTests` checks): the block in the page and
/// the file are held equal, so the page shows only code that compiles.
@Suite struct StringsDocumentationSampleTests {
    static let sample = Sandbox.packageRoot.appendingPathComponent(
        "Tests/ThemecCLITests/Fixtures/Documentation/LanguageChangeSample.swift")

    /// The fenced code blocks of `text`, in order, each with the indentation of its opening fence taken
    /// off its lines (a block inside a list item is indented).
    static func fencedBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var current: (indent: Int, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            if line.dropFirst(indent).hasPrefix("```") {
                if let block = current {
                    blocks.append(block.lines.joined(separator: "\n") + "\n")
                    current = nil
                } else {
                    current = (indent, [])
                }
            } else if let block = current {
                let blank = line.allSatisfy { $0 == " " }
                current?.lines.append(blank ? "" : line.dropFirst(min(block.indent, indent)))
            }
        }
        return blocks
    }

    @Test func theLanguageChangeSampleIsTheFileTheSDKTestsTypeCheck() throws {
        let page = try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("Docs/Strings.md"), encoding: .utf8)
        let samples = Self.fencedBlocks(page).filter { $0.contains("languageDidChangeNotification") }
        let file = try String(contentsOf: Self.sample, encoding: .utf8)
        #expect(samples.count == 1, "Docs/Strings.md has \(samples.count) language-change samples")
        #expect(samples.first == file, "Docs/Strings.md's sample differs from \(Self.sample.path)")
    }

    @Test func indentedBlocksAreReadWithoutTheirIndentation() {
        let text = "- item\n\n  ```swift\n  let a = 1\n\n      b()\n  ```\n\n```\ntop\n```\n"
        #expect(Self.fencedBlocks(text) == ["let a = 1\n\n    b()\n", "top\n"])
    }
}
