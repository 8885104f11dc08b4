import Foundation
import Testing
import ThemecSyntax

/// The YAML reader: positions, raw scalars, duplicates, errors and the limits that stop
/// hostile input.
@Suite struct YAMLReaderTests {
    static func read(_ text: String, reader: YAMLReader = YAMLReader()) -> YAMLDocument {
        reader.read(Array(text.utf8))
    }

    @Test func keysAndValuesKeepOneBasedLinesAndColumns() throws {
        let document = Self.read("colors:\n  primaryColor: \"#B1E4E3\"\n  body: { fontName: Helvetica }\n")
        #expect(document.problems.isEmpty)
        let root = try #require(document.root?.mapping)
        #expect(root.position == SourcePosition(line: 1, column: 1))
        let colors = try #require(root["colors"]?.mapping)
        let entry = try #require(colors.entry("primaryColor"))
        #expect(entry.key.position == SourcePosition(line: 2, column: 3))
        #expect(entry.value.position == SourcePosition(line: 2, column: 17))
        let body = try #require(colors["body"]?.mapping)
        #expect(body.entry("fontName")?.value.position == SourcePosition(line: 3, column: 21))
    }

    @Test func scalarsKeepTheirRawTextAndStyle() throws {
        let document = Self.read("a: 000000\nb: 'x'\nc: \"y\\n\"\nd: 1e3\ne: true\nf:\ng: ~\nh: |\n  text\n")
        let root = try #require(document.root?.mapping)
        #expect(
            root["a"]?.scalar == YAMLScalar(text: "000000", style: .plain, position: SourcePosition(line: 1, column: 4))
        )
        #expect(root["b"]?.scalar?.style == .singleQuoted)
        #expect(root["c"]?.scalar?.text == "y\n")
        #expect(root["c"]?.scalar?.style == .doubleQuoted)
        #expect(root["d"]?.scalar?.text == "1e3")
        #expect(root["e"]?.scalar?.text == "true")
        #expect(root["f"]?.scalar?.isNull == true)
        #expect(root["g"]?.scalar?.isNull == true)
        #expect(root["b"]?.scalar?.isNull == false)
        #expect(root["h"]?.scalar?.style == .literal)
        #expect(root["h"]?.scalar?.text == "text\n")
    }

    @Test func duplicateKeysAreReportedWithBothPositionsAndTheFirstIsKept() throws {
        let document = Self.read("a: 1\nb: 2\na: 3\n")
        #expect(
            document.problems == [
                ReaderProblem(
                    kind: .duplicateKey(first: SourcePosition(line: 1, column: 1)),
                    message: "duplicate key 'a'; a key may appear once in a mapping",
                    position: SourcePosition(line: 3, column: 1))
            ])
        #expect(document.root?.mapping?["a"]?.scalar?.text == "1")
    }

    @Test func syntaxErrorsComeWithTheirPosition() {
        let document = Self.read("a: [1, 2\nb: 3\n")
        #expect(document.root == nil)
        #expect(document.problems.count == 1)
        #expect(document.problems.first?.kind == .syntax)
        #expect(document.problems.first?.position.line == 2)
    }

    @Test func tabsAndBadIndentationAreSyntaxErrors() {
        #expect(Self.read("a:\n\tb: 1\n").problems.first?.kind == .syntax)
        #expect(Self.read("a:\n  b: 1\n c: 2\n").problems.first?.kind == .syntax)
    }

    @Test func invalidUTF8IsASyntaxErrorAtTheBadByte() {
        let document = YAMLReader().read(Array("a: ok\nb: ".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        #expect(document.root == nil)
        #expect(document.problems.first?.kind == .syntax)
        #expect(document.problems.first?.position.line == 2)
    }

    @Test func utf16WithBOMIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "name: Ünïcode\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let document = YAMLReader().read(bytes)
        #expect(document.problems.isEmpty)
        #expect(document.root?.mapping?["name"]?.scalar?.text == "Ünïcode")
    }

    @Test func aliasesAreExpanded() throws {
        let document = Self.read("base: &b { fontName: A }\ncopy: *b\n")
        #expect(document.problems.isEmpty)
        #expect(document.root?.mapping?["copy"]?.mapping?["fontName"]?.scalar?.text == "A")
    }

    @Test func anAliasBombStopsFastWithAnError() {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...12 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let clock = ContinuousClock()
        var document: YAMLDocument?
        let elapsed = clock.measure { document = Self.read(text) }
        #expect(document?.root == nil)
        #expect(document?.problems.first?.kind == .aliasLimit)
        // Ten to the twelfth nodes are never built: the budget stops it at once.
        #expect(elapsed < .seconds(20))
    }

    @Test func deepNestingEndsWithAnErrorNotAStackOverflow() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = Self.read(text)
        #expect(document.root == nil)
        #expect(document.problems.first?.kind == .depthLimit)
        #expect(document.problems.first?.message == "nesting is deeper than 64 levels")
        let blockText = (0..<200).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(Self.read(blockText).problems.first?.kind == .depthLimit)
    }

    @Test func unknownAliasesAndComplexKeysAreReported() {
        #expect(Self.read("a: *nope\n").problems.first?.kind == .unknownAlias)
        #expect(Self.read("? [a, b]\n: 1\n").problems.first?.kind == .complexKey)
    }

    @Test func aSecondDocumentIsReported() {
        let document = Self.read("a: 1\n---\nb: 2\n")
        #expect(document.problems.first?.kind == .extraDocument)
        #expect(document.problems.first?.position.line == 2)
    }

    @Test func emptyInputHasNoRootAndNoProblem() {
        let document = YAMLReader().read([])
        #expect(document.root == nil)
        #expect(document.problems.isEmpty)
    }

    @Test func nulBytesAreRejected() {
        let document = YAMLReader().read(Array("a: b".utf8) + [0] + Array("c\n".utf8))
        #expect(document.root == nil)
        #expect(document.problems.first?.kind == .syntax)
    }
}

/// Large but legal documents are read in linear time (regression: the tree builder copied the
/// open list or mapping on every added node, so 50,000 items took a minute).
@Suite struct YAMLReaderScalingTests {
    @Test func aListOfTwoHundredThousandItemsReadsQuickly() {
        var text = "items:\n"
        for index in 0..<200_000 { text += "  - &a\(index) v\(index)\n" }
        let start = Date()
        let document = YAMLReader().read(Array(text.utf8))
        #expect(document.problems.isEmpty)
        guard case .sequence(let list)? = document.root?.mapping?.entries.first?.value else {
            Issue.record("expected a list under 'items'")
            return
        }
        #expect(list.items.count == 200_000)
        #expect(Date().timeIntervalSince(start) < 20, "quadratic again? \(Date().timeIntervalSince(start)) s")
    }

    @Test func aMappingOfOneHundredThousandKeysReadsQuicklyAndStillFindsDuplicates() {
        var text = ""
        for index in 0..<100_000 { text += "k\(index): v\n" }
        text += "k5: again\n"
        let start = Date()
        let document = YAMLReader().read(Array(text.utf8))
        #expect(document.root?.mapping?.entries.count == 100_000)
        #expect(document.problems.map(\.message) == ["duplicate key 'k5'; a key may appear once in a mapping"])
        #expect(Date().timeIntervalSince(start) < 20, "quadratic again? \(Date().timeIntervalSince(start)) s")
    }
}
