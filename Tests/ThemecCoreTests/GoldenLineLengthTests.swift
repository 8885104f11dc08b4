import Foundation
import Testing

/// Every recorded generated Swift file keeps its lines within 120 columns.
///
/// The rule: a line of generated Swift is at most 120 characters long, unless its length comes
/// from text of the project that themec copies whole — a translation, a key, a font name — in a
/// string literal or a `///` doc comment. Such a line must fit once the inside of its string
/// literals and the text of its doc comment are taken out: themec wraps everything it writes
/// itself (one argument a line), but never splits a project's text. One line is exempt outright:
/// the `l10nRecords` literal of `Strings.themec.swift` stays one line by design, since a single
/// literal type-checks in constant time where a concatenation of pieces would not.
@Suite struct GoldenLineLengthTests {
    static let limit = 120

    /// Every `.swift` file below `Fixtures/Golden`, relative to it, sorted.
    static func goldenSwiftFiles() throws -> [String] {
        let root = Fixtures.directory.appendingPathComponent("Golden")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted()
    }

    /// `line` with the inside of each string literal and the text of a `///` comment taken out.
    static func withoutProjectText(_ line: String) -> String {
        if let range = line.range(of: "///") { return String(line[..<range.upperBound]) }
        var result = ""
        var inLiteral = false
        var escaped = false
        for character in line {
            if inLiteral {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inLiteral = false
                    result.append(character)
                }
                continue
            }
            result.append(character)
            if character == "\"" { inLiteral = true }
        }
        return result
    }

    @Test func strippingKeepsCodeAndDropsText() {
        #expect(Self.withoutProjectText(#"    f("a \"b\" c", "d")"#) == #"    f("", "")"#)
        #expect(Self.withoutProjectText("    /// A long translation") == "    ///")
    }

    @Test func goldenLinesFitIn120Columns() throws {
        let files = try Self.goldenSwiftFiles()
        #expect(files.count >= 8, "expected the recorded goldens, found \(files)")
        for file in files {
            let url = Fixtures.directory.appendingPathComponent("Golden").appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(line)
                guard line.count > Self.limit else { continue }
                if line.hasPrefix("private let l10nRecords: Swift.String = \"") { continue }
                let code = Self.withoutProjectText(line)
                #expect(
                    code.count <= Self.limit,
                    "\(file):\(index + 1) is \(line.count) columns, \(code.count) without the project's text")
            }
        }
    }
}
