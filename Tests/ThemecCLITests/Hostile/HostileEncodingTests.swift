import Foundation
import Testing

/// Bytes that are not the text they claim to be, and sizes no real input reaches: invalid
/// UTF-8 and UTF-16, NUL bytes, a 10 MB line and a 100 MB table. Each ends in time with a
/// located error (exit 1) or a clean result, never a crash, and never an echo of megabytes.
@Suite(.serialized) struct HostileEncodingTests {
    static let validStrings = "\"Menu.Profile\" = \"Profile\";\n"

    @Test func invalidUTF8InAThemeIsAnErrorAtTheByte() throws {
        let box = try Sandbox()
        try box.writeBytes(
            "Themes/Bad.theme.yaml", Array("colors:\n  primaryColor: \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8))
        let result = try box.runLimited("generate", "Themes", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "invalid UTF-8 theme")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Themes/Bad.theme.yaml:2:"), "\(result.stderr)")
        #expect(!box.exists("Out"))
    }

    @Test func anUnpairedSurrogateInAUTF16ThemeIsAnError() throws {
        let box = try Sandbox()
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "colors: ".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes += [0x00, 0xD8, 0x41, 0x00, 0x0A, 0x00]  // U+D800 then "A\n"
        try box.writeBytes("Themes/Bad.theme.yaml", bytes)
        let result = try box.runLimited("lint", "Themes", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "invalid UTF-16 theme")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Themes/Bad.theme.yaml:1:"), "\(result.stdout)")
    }

    @Test func aNULByteInAThemeIsAnError() throws {
        let box = try Sandbox()
        try box.writeBytes(
            "Themes/Nul.theme.yaml", Array("colors:\n  primary".utf8) + [0] + Array("Color: \"#FFF\"\n".utf8))
        let result = try box.runLimited("lint", "Themes", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "NUL in a theme")
        #expect(result.status == 1)
        #expect(result.stdout.contains("Themes/Nul.theme.yaml:2:"), "\(result.stdout)")
    }

    /// Bad bytes in each table format, with where the error must be reported.
    enum BadTable: String, CaseIterable, CustomTestStringConvertible {
        case utf8InStrings, utf16UnpairedSurrogateInStrings, utf16WithoutBOMInStrings, utf8InStringsdict, utf8InCatalog

        var path: String {
            switch self {
            case .utf8InStrings, .utf16UnpairedSurrogateInStrings, .utf16WithoutBOMInStrings:
                "en.lproj/Localizable.strings"
            case .utf8InStringsdict: "en.lproj/Localizable.stringsdict"
            case .utf8InCatalog: "Localizable.xcstrings"
            }
        }

        var bytes: [UInt8] {
            switch self {
            case .utf8InStrings:
                return Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)
            case .utf16UnpairedSurrogateInStrings:
                var bytes: [UInt8] = [0xFF, 0xFE]
                for unit in "\"a\" = \"".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                bytes += [0x00, 0xDC]  // a lone low surrogate
                for unit in "\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                return bytes
            case .utf16WithoutBOMInStrings:
                return "\"a\" = \"b\";\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            case .utf8InStringsdict:
                return Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>a".utf8)
                    + [0xC0, 0x80] + Array("</key><string>x</string></dict></plist>\n".utf8)
            case .utf8InCatalog:
                return Array("{\"sourceLanguage\": \"en\", \"strings\": {\"a".utf8) + [0xED, 0xA0, 0x80]
                    + Array("\": {}}}\n".utf8)
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: BadTable.allCases)
    func invalidEncodingInATableIsALocatedError(_ table: BadTable) throws {
        let box = try Sandbox()
        try box.writeBytes(table.path, table.bytes)
        let folder = table.path.contains("/") ? String(table.path.split(separator: "/")[0]) : table.path
        let result = try box.runLimited("generate", folder, "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, table.rawValue)
        #expect(result.status == 1, "\(table): \(result.stderr)")
        #expect(result.stderr.hasPrefix(table.path + ":"), "\(table): \(result.stderr)")
        #expect(!box.exists("Out"))
    }

    @Test func aNULByteInsideAStringsValueStaysDataInTheGeneratedCode() throws {
        let box = try Sandbox()
        try box.writeBytes(
            "en.lproj/Localizable.strings", Array("\"Nul.value\" = \"a".utf8) + [0] + Array("b\";\n".utf8))
        let result = try box.runLimited("generate", "en.lproj", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "NUL in a strings value")
        if result.status == 0 {
            let generated = try Data(contentsOf: box.root.appendingPathComponent("Out/Strings.themec.swift"))
            #expect(!generated.contains(0), "a raw NUL reached the generated Swift")
        } else {
            #expect(result.stderr.hasPrefix("en.lproj/Localizable.strings:1:"), "\(result.stderr)")
        }
    }

    @Test(.enabled(if: SlowTests.enabled, SlowTests.reason))
    func aTenMegabyteLineIsReadAndNeverEchoedWhole() throws {
        let long = String(repeating: "x", count: 10 * 1024 * 1024)
        let box = try Sandbox([
            // A valid 10 MB value, an unknown 10 MB key, and a 10 MB unquoted word where Apple's
            // grammar expects '='.
            "en.lproj/Localizable.strings": "\"Long.value\" = \"\(long)\";\n",
            "Themes/Long.theme.yaml":
                "colors:\n  primaryColor: \"#FFF\"\n  secondaryColor: \"#000\"\n  \(long): \"#FFF\"\n",
            "de.lproj/Localizable.strings": "\"Long.value\" \(long);\n",
        ])
        let result = try box.runLimited("lint", "en.lproj", "de.lproj", "Themes", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "10 MB lines")
        #expect(result.status == 1)
        // libyaml gives up on a key longer than 1,024 characters: a syntax error on line 4.
        #expect(result.stdout.contains("Themes/Long.theme.yaml:4:"), "\(result.stdout.prefix(500))")
        #expect(result.stdout.contains("de.lproj/Localizable.strings:1:"), "\(result.stdout.prefix(500))")
        #expect(result.allText.count < 100_000, "a diagnostic echoed \(result.allText.count) characters")

        let valid = try Sandbox(["en.lproj/Localizable.strings": "\"Long.value\" = \"\(long)\";\n"])
        let generated = try valid.runLimited("generate", "en.lproj", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(generated, "10 MB value")
        #expect(generated.status == 0, "\(generated.stderr.prefix(500))")
        #expect(try valid.read("Out/Strings+Localizable.themec.swift").contains("\"\(long)\""))
    }

    @Test func aFileOverTheSizeCapIsRefusedBeforeItIsRead() throws {
        // A sparse 600 MB file: no disk used, and themec must refuse it from its size alone.
        let box = try Sandbox(["en.lproj/Localizable.strings": ""])
        #expect(truncate(box.root.appendingPathComponent("en.lproj/Localizable.strings").path, 600 * 1024 * 1024) == 0)
        let result = try box.runLimited("lint", "en.lproj", limits: LimitedProcess(seconds: 30, memoryMB: 512))
        expectNoCrashOrHang(result, "600 MB sparse file")
        #expect(result.status == 2)
        #expect(
            result.stderr == "themec: error: en.lproj/Localizable.strings: the file is larger than 512 MB\n",
            "\(result.stderr)")
    }
}
