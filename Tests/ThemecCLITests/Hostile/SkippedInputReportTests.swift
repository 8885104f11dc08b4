import Foundation
import Testing

@testable import ThemecCore

/// A path named like an input that is not a regular file is an `input-skipped` warning like
/// any other diagnostic: it reaches every reporter and baselines, not only standard error.
@Suite(.serialized) struct SkippedInputReportTests {
    static func box() throws -> Sandbox {
        let box = try Sandbox([
            "themec.yml": "themes: Themes\nstrings: Strings\n",
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "Strings/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        try FileManager.default.createDirectory(
            at: box.root.appendingPathComponent("Strings/en.lproj"), withIntermediateDirectories: true)
        #expect(mkfifo(box.root.appendingPathComponent("Strings/en.lproj/Localizable.strings").path, 0o644) == 0)
        return box
    }

    @Test func aSkippedFileIsADiagnosticInEveryReporter() throws {
        let box = try Self.box()
        let xcode = try box.runLimited("lint", limits: HostileSuite.limits)
        expectNoCrashOrHang(xcode, "a FIFO table")
        #expect(xcode.status == 0, "\(xcode.allText)")
        #expect(xcode.stdout.contains(InputRules.skippedExample + "\n"), "\(xcode.stdout)")
        #expect(try box.runLimited("lint", "--strict", limits: HostileSuite.limits).status == 1)
        let path = "Strings/en.lproj/Localizable.strings"
        let expected = [
            "json": "\"file\": \"\(path)\"",
            "github-actions": "::warning file=\(path),line=1,col=1,title=input-skipped::skipped: not a regular file",
            "sarif": "\"ruleId\": \"input-skipped\"",
            "junit": "<testcase classname=\"\(path)\" name=\"input-skipped at 1:1\">",
        ]
        for (reporter, text) in expected {
            let result = try box.runLimited("lint", "--reporter", reporter, limits: HostileSuite.limits)
            #expect(result.stdout.contains(text), "\(reporter): \(result.stdout)")
            #expect(result.stdout.contains("input-skipped"), "\(reporter)")
            #expect(!result.stderr.contains("skipped"), "\(reporter): \(result.stderr)")
        }
    }

    @Test func aSkippedFileIsRecordedInABaselineAndHiddenByIt() throws {
        let box = try Self.box()
        let write = try box.runLimited("lint", "--write-baseline", "baseline.json", limits: HostileSuite.limits)
        #expect(write.status == 0)
        let baseline = try box.read("baseline.json")
        #expect(baseline.contains("\"rule\": \"input-skipped\""), "\(baseline)")
        let hidden = try box.runLimited(
            "lint", "--strict", "--baseline", "baseline.json", limits: HostileSuite.limits)
        #expect(hidden.status == 0, "\(hidden.allText)")
        #expect(hidden.stdout.isEmpty)
        #expect(hidden.stderr.contains("1 hidden by the baseline"), "\(hidden.stderr)")
    }

    /// A file whose name is not UTF-8 cannot be named back from the text of its name: it is an
    /// `input-skipped` warning, and the folder's other files are read as usual.
    @Test func aFileNameThatIsNotUTF8IsSkippedWithAWarning() throws {
        let box = try Sandbox([
            "themec.yml": "strings: Strings\n",
            "Strings/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        ])
        let folder = box.root.appendingPathComponent("Strings/en.lproj").path
        let name: [UInt8] = Array("Bad".utf8) + [0xFF] + Array(".strings".utf8)
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        try #require(descriptor >= 0, "the file system refuses a name that is not UTF-8")
        close(descriptor)
        let result = try box.runLimited("lint", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "a table whose name is not UTF-8")
        #expect(result.status == 0, "\(result.allText)")
        #expect(result.stdout.contains("input-skipped"), "\(result.stdout)")
        #expect(result.stderr.contains("1 file"), "\(result.stderr)")
    }
}
