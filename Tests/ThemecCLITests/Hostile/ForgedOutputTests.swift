import Foundation
import Testing

/// Folder, locale and table names with escape sequences and line breaks cannot forge a line of
/// output: every reporter, the summary lines and the standard-error messages print them with
/// control characters escaped (Docs/CLI.md), as they print keys.
@Suite(.serialized) struct ForgedOutputTests {
    /// What a hostile name tries to print on a line of its own.
    static let forged = "App.swift:1:1: error: forged"
    /// Erases the line, returns to its start and breaks it, then forges a diagnostic.
    static let payload = "x\u{1B}[2K\r\n\(forged)\n\u{1B}]8;;\u{7}\u{9B}"

    /// A project whose folder, locale and table names carry the payload, each table broken so
    /// that it is reported.
    static func box() throws -> Sandbox {
        try Sandbox([
            "In/\(payload)/en.lproj/Localizable.strings": "\"a\" = ;\n",
            "In/Strings/\(payload).lproj/Localizable.strings": "\"b\" = ;\n",
            "In/Strings/en.lproj/\(payload).strings": "\"c\" = ;\n",
            "In/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
        ])
    }

    /// Whether `text` holds the forged line at the start of a line, or any raw control
    /// character other than the line feeds between lines.
    static func isForged(_ text: String) -> Bool {
        text.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix(forged) }
            || text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func everyReporterEscapesPathsLocalesAndTableNames() throws {
        let box = try Self.box()
        for reporter in ["xcode", "github-actions", "junit", "json", "sarif"] {
            let result = try box.runLimited("lint", "In", "--reporter", reporter, limits: HostileSuite.limits)
            expectNoCrashOrHang(result, reporter)
            #expect(result.status == 1, "\(reporter): \(result.allText)")
            #expect(!Self.isForged(result.stdout), "\(reporter) forged a line:\n\(result.stdout)")
            #expect(!Self.isForged(result.stderr), "\(reporter), standard error:\n\(result.stderr)")
            #expect(
                result.stdout.contains("\\u{1B}[2K\\r\\n\(Self.forged)") || reporter == "json" || reporter == "sarif")
        }
        let xcode = try box.runLimited("lint", "In", limits: HostileSuite.limits)
        #expect(
            xcode.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("In/") }, "\(xcode.stdout)")
        #expect(xcode.stdout.split(separator: "\n").count == 4, "\(xcode.stdout)")
    }

    @Test func summaryLinesAndErrorsEscapeTheirPaths() throws {
        let box = try Sandbox(["In/Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        let output = "Out\(Self.payload)"
        let generate = try box.runLimited("generate", "In", "--output", output, limits: HostileSuite.limits)
        #expect(generate.status == 0, "\(generate.allText)")
        #expect(!Self.isForged(generate.stderr), "\(generate.stderr)")
        #expect(generate.stderr.split(separator: "\n").count == 1, "\(generate.stderr)")
        try box.write(
            "In/Themes/Cheetah.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "B1E4E3", with: "000000"))
        let check = try box.runLimited("generate", "In", "--output", output, "--check", limits: HostileSuite.limits)
        #expect(check.status == 1)
        #expect(!Self.isForged(check.stderr), "\(check.stderr)")
        let preview = try box.runLimited("preview", "In", "--output", output, limits: HostileSuite.limits)
        #expect(!Self.isForged(preview.stderr), "\(preview.stderr)")
        let missing = try box.runLimited("lint", "In/\(Self.payload).strings", limits: HostileSuite.limits)
        #expect(missing.status == 2)
        #expect(!Self.isForged(missing.stderr), "\(missing.stderr)")
        #expect(missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    }
}
