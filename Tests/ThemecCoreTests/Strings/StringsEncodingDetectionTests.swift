import Foundation
import Testing

@testable import ThemecCore

/// Byte patterns that make Apple's parser switch encodings before it reads a character: a
/// UTF-32 byte order mark, a NUL in the first two bytes (read as BOM-less UTF-16), or a byte
/// order mark with nothing after it (read as characters, and rejected). themec
/// reports them as encoding errors instead of reading the bytes another way. Found by the
/// `Strings` differential fuzz target.
@Suite struct StringsEncodingDetectionTests {
    static let cases: [(name: String, bytes: [UInt8], column: Int)] = [
        // The fuzzer's input: a quoted key that starts with NULs.
        (
            "fuzz finding",
            Array("\"".utf8) + Array(repeating: 0, count: 32) + Array("a =\\377\";\n}\nc\" = l".utf8) + [0, 0x49, 0],
            2
        ),
        ("NUL second", [0x22, 0x00, 0x61, 0x22, 0x3B, 0x0A], 2),
        ("NUL first", [0x00, 0x22, 0x00, 0x61, 0x00, 0x22, 0x00, 0x3B], 1),
        (
            "UTF-32 LE",
            [0xFF, 0xFE, 0x00, 0x00] + "\"a\" = \"b\";".unicodeScalars.flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] }, 1
        ),
        (
            "UTF-32 BE",
            [0x00, 0x00, 0xFE, 0xFF] + "\"a\" = \"b\";".unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value & 0xFF)] }, 1
        ),
        // The second finding: a byte order mark and nothing else (Apple needs text after one).
        ("UTF-16 LE BOM only", [0xFF, 0xFE], 1),
        ("UTF-16 BE BOM only", [0xFE, 0xFF], 1),
        ("UTF-8 BOM only", [0xEF, 0xBB, 0xBF], 1),
    ]

    @Test(arguments: cases.indices)
    func isAnEncodingErrorWhereFoundationWouldReadOtherBytes(_ index: Int) {
        let (name, bytes, column) = Self.cases[index]
        var bag = DiagnosticBag(file: "en.lproj/Localizable.strings")
        let syntax = StringsFileReader.read(bytes, into: &bag)
        #expect(syntax.rejected, "\(name)")
        #expect(bag.diagnostics.map(\.rule) == [StringsRules.encoding], "\(name): \(bag.diagnostics.map(\.rendered))")
        #expect(
            bag.diagnostics.first?.location.line == 1 && bag.diagnostics.first?.location.column == column, "\(name)")
    }

    @Test func foundationNeverReadsAnyCaseAsAnEmptyTable() {
        for (name, bytes, _) in Self.cases {
            let apple =
                try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
                as? [String: String]
            #expect(apple == nil || apple?.isEmpty == false, "\(name): Foundation reads it as an empty table")
        }
    }

    @Test func aByteOrderMarkFollowedByAnythingIsStillAFile() {
        for bytes: [UInt8] in [[0xFF, 0xFE, 0x20, 0x00], [0xFE, 0xFF, 0x00, 0x20], [0xEF, 0xBB, 0xBF, 0x0A]] {
            var bag = DiagnosticBag(file: "en.lproj/Localizable.strings")
            let syntax = StringsFileReader.read(bytes, into: &bag)
            #expect(!syntax.rejected && syntax.entries.isEmpty, "\(bytes)")
        }
    }

    @Test func aNULLaterInTheFileIsStillData() {
        // Only the first two bytes switch Apple's parser; a NUL inside a later string is text.
        let bytes = Array("\"a\u{0}b\" = \"c\";\n".utf8)
        var bag = DiagnosticBag(file: "en.lproj/Localizable.strings")
        let syntax = StringsFileReader.read(bytes, into: &bag)
        #expect(!syntax.rejected)
        #expect(syntax.entries.map(\.key) == ["a\u{0}b"])
        let apple =
            try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
            as? [String: String]
        #expect(apple == ["a\u{0}b": "c"])
    }
}
