import Testing
import ThemecSyntax

/// Line and column of byte offsets: the same as counting scalars from the line's start, and a
/// bounded number of reads per position however long the line (regression: a minified
/// `.xcstrings` of 4,000 keys took 10.7 s, a one-line `.stringsdict` of 4,000 plurals 11.3 s,
/// because every position counted its column from the start of the one line).
@Suite struct SourceLineMapTests {
    /// The position of every offset of `bytes` (and of its end), counted in one walk from the
    /// start: a line break starts a new line (CRLF after its LF), every byte that begins a scalar
    /// moves the column on.
    private static func plainPositions(_ bytes: [UInt8]) -> [SourcePosition] {
        var positions: [SourcePosition] = []
        var line = 1
        var column = 1
        for index in 0...bytes.count {
            positions.append(SourcePosition(line: line, column: column))
            guard index < bytes.count else { break }
            let byte = bytes[index]
            let crBeforeLF = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
            if byte == 0x0A || (byte == 0x0D && !crBeforeLF) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return positions
    }

    /// Text of `count` pieces, some multi-byte (2, 3 and 4 bytes) and, when `breaks`, some line
    /// breaks of every kind between long runs.
    private static func text(pieces count: Int, breaks: Bool) -> [UInt8] {
        let pieces = ["a", "é", "ポ", "🦊", "\"key\" = \"value\";", " "] + (breaks ? ["\n", "\r\n", "\r"] : [])
        var bytes: [UInt8] = []
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<count {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Line breaks rarely, so most lines are longer than the counts' stride.
            let choice = Int(seed >> 33) % pieces.count
            if choice >= 6 && index % 97 != 0 {
                bytes += Array(pieces[0].utf8)
            } else {
                bytes += Array(pieces[choice].utf8)
            }
        }
        return bytes
    }

    @Test func everyPositionIsTheLineAndColumnCountedFromTheLineStart() {
        for breaks in [false, true] {
            // About 25 KB: a hundred strides of the counts, lines of every kind and length.
            let bytes = Self.text(pieces: 5_000, breaks: breaks)
            let lines = SourceLineMap(bytes)
            let expected = Self.plainPositions(bytes)
            var mismatches: [Int] = []
            for offset in 0...bytes.count where lines.position(of: offset) != expected[offset] {
                mismatches.append(offset)
            }
            #expect(mismatches.isEmpty, "breaks: \(breaks), first offsets: \(mismatches.prefix(5))")
        }
    }

    @Test func aPositionOnAOneMegabyteLineReadsABoundedNumberOfBytes() {
        let bytes = Self.text(pieces: 400_000, breaks: false)
        #expect(bytes.count > 1_000_000)
        let lines = SourceLineMap(bytes)
        let offsets = Array(stride(from: 0, through: bytes.count, by: 997)) + [bytes.count]
        let mostReads = offsets.map { lines.columnReads(of: $0) }.max() ?? .max
        // Counting from the line's start reads up to the whole line: a million bytes here.
        #expect(mostReads <= 2 * ScalarCounts.stride)
        let scalars = bytes.filter { $0 & 0xC0 != 0x80 }.count
        #expect(lines.position(of: bytes.count) == SourcePosition(line: 1, column: scalars + 1))
    }

    @Test func shortLinesAreCountedFromTheirStartAsBefore() {
        let bytes = Array("\"a\" = \"é\";\n\"b\" = \"ポ\";\r\n\"c\" = \"🦊\";\r".utf8)
        let lines = SourceLineMap(bytes)
        #expect(lines.position(of: 0) == SourcePosition(line: 1, column: 1))
        #expect(lines.position(of: 12) == SourcePosition(line: 2, column: 1))
        // The ';' after "ポ" (three bytes, one column), and after "🦊" (four bytes) past a CRLF.
        #expect(lines.position(of: 23) == SourcePosition(line: 2, column: 10))
        #expect(lines.columnReads(of: 23) == 11)
        #expect(lines.position(of: 38) == SourcePosition(line: 3, column: 10))
        #expect(lines.position(of: bytes.count) == SourcePosition(line: 4, column: 1))
    }

    @Test func elementColumnsOnAOneLineDocumentAreCountedInCharacters() throws {
        // 3,000 elements on one line, after values of 1-, 2-, 3- and 4-byte characters.
        let values = ["a", "é", "ポ", "🦊"]
        var xml = "<root>"
        for index in 0..<3_000 { xml += "<item v=\"\(String(repeating: values[index % 4], count: index % 7))\"/>" }
        xml += "</root>"
        let bytes = Array(xml.utf8)
        let root = try #require(XMLReader().read(bytes).root)
        let items = root.elements
        #expect(items.count == 3_000)
        var expected: [Int] = []
        var column = 1
        for scalar in xml.unicodeScalars {
            if scalar == "<" { expected.append(column) }
            column += 1
        }
        // Every "<" that opens an item: the second to the 3,001st.
        #expect(items.map(\.position.column) == Array(expected[1...3_000]))
        #expect(items.allSatisfy { $0.position.line == 1 })
    }
}
