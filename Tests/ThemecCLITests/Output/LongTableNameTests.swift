import Foundation
import Testing

/// A table name as long as the file system allows for its generated file is written with the
/// others; one whose generated name is too long fails before any file is written (exit 2),
/// leaving the previous output whole.
@Suite struct LongTableNameTests {
    static func project(_ length: Int) throws -> (Sandbox, table: String) {
        let table = String(repeating: "T", count: length)
        let box = try Sandbox([
            "In/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "In/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "In/en.lproj/\(table).strings": "\"b\" = \"B\";\n",
        ])
        return (box, table)
    }

    @Test func aGeneratedNameOf246BytesIsWritten() throws {
        let (box, table) = try Self.project(225)
        let name = "Strings+\(table).themec.swift"
        #expect(name.utf8.count == 246)
        let result = try box.runLimited("generate", "In", "--output", "Out", limits: HostileSuite.limits)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(box.exists("Out/\(name)"))
        let written = try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path)
        #expect(written.filter { $0.hasPrefix(".") }.isEmpty, "\(written)")
        #expect(written.count == 5, "\(written)")
    }

    @Test func aGeneratedNameTooLongFailsBeforeAnyFileIsWritten() throws {
        let (box, table) = try Self.project(240)
        try box.write("Out/Theme.themec.swift", "// the previous run's\n")
        let result = try box.runLimited("generate", "In", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "a long table name")
        #expect(result.status == 2)
        #expect(
            result.stderr.hasSuffix("Out/Strings+\(table).themec.swift: file name too long\n"),
            "\(result.stderr.suffix(300))")
        let written = try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path)
        #expect(written == ["Theme.themec.swift"], "\(written)")
        #expect(try box.read("Out/Theme.themec.swift") == "// the previous run's\n")
    }
}
