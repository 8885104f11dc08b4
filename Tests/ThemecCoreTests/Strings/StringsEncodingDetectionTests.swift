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

    /// `{"Menu.Profile": "Profile"}` as `plutil -convert binary1` (and Python's plistlib) write it.
    static let binaryPropertyList: [UInt8] = [
        0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD1, 0x01, 0x02, 0x5C, 0x4D, 0x65, 0x6E, 0x75, 0x2E, 0x50,
        0x72, 0x6F, 0x66, 0x69, 0x6C, 0x65, 0x57, 0x50, 0x72, 0x6F, 0x66, 0x69, 0x6C, 0x65, 0x08, 0x0B, 0x18, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x20,
    ]

    /// Apple reads binary property lists as tables; themec does not, and says what the file is and
    /// how to convert it (it said "invalid UTF-8: byte 0xD1 at offset 8").
    @Test func aBinaryPropertyListIsNamedAsOneWithTheFix() throws {
        let apple =
            try? PropertyListSerialization.propertyList(from: Data(Self.binaryPropertyList), options: [], format: nil)
            as? [String: String]
        #expect(apple == ["Menu.Profile": "Profile"])
        let result = Compiler.compile([
            try #require(InputFile(path: "Strings/en.lproj/Localizable.strings", bytes: Self.binaryPropertyList)),
            try #require(InputFile(path: "Strings/en.lproj/Plurals.stringsdict", bytes: Self.binaryPropertyList)),
        ])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:1:1: error: the file is a binary property list (it starts with "
                    + "\"bplist\"), which themec does not read; convert it to an XML property list with 'plutil "
                    + "-convert xml1 <file>', or save it as text (\"key\" = \"value\";) [strings-encoding]",
                "Strings/en.lproj/Plurals.stringsdict:1:1: error: the .stringsdict is a binary property list (it "
                    + "starts with \"bplist\"), which themec does not read; convert it to XML with 'plutil -convert "
                    + "xml1 <file>' [strings-syntax]",
            ])
    }
}
