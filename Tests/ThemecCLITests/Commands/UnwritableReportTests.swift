import Foundation
import Testing

/// A report that cannot be written — standard output on a full disk (`/dev/full`) or on a pipe
/// nobody reads — stops every command with exit code 2 and a message on standard error (Docs/CLI.md),
/// never exit 0 with nothing said, and never a SIGPIPE; so does a standard error that cannot be
/// written, and then nothing is generated.
///
/// The suite needs `/dev/full`: without it, it is skipped outside CI and fails under `CI=true`
/// (``Prerequisite``).
@Suite(.enabled(if: Prerequisite.runs(FileManager.default.fileExists(atPath: "/dev/full")), "needs /dev/full"))
struct UnwritableReportTests {
    @Test func theFullDeviceIsThere() throws {
        try Prerequisite.require(FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full")
    }

    /// A clean theme and one with a warning, so every report has something to say.
    static func project() throws -> Sandbox {
        try Sandbox([
            "Themes/Clean.theme.yaml": Sandbox.validTheme,
            "Themes/Loud.theme.yaml": Sandbox.validTheme.replacingOccurrences(
                of: "textStyle: body }", with: "textStyle: body, fontSize: 3 }"),
        ])
    }

    static let full = "themec: error: standard output: no space left on device\n"
    static let closed = "themec: error: standard output: broken pipe\n"

    /// Every command line that writes to standard output: each reporter of `lint`, `dump`,
    /// `schema`, the help and the version.
    static let printing: [[String]] = [
        ["lint", "Themes"],
        ["lint", "--reporter", "json", "Themes"],
        ["lint", "--reporter", "sarif", "Themes"],
        ["lint", "--reporter", "junit", "Themes"],
        ["lint", "--reporter", "github-actions", "Themes"],
        ["dump", "Themes/Clean.theme.yaml"],
        ["schema", "theme"],
        ["schema", "config"],
        ["--help"],
        ["--version"],
        ["help", "lint"],
        ["lint", "--help"],
    ]

    @Test(arguments: printing)
    func aFullDiskIsExitTwoWithAMessage(_ arguments: [String]) throws {
        let box = try Self.project()
        let result = try StreamedProcess.run(arguments, in: box.root, stdout: .full)
        #expect(result.signal == nil)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == Self.full)
    }

    @Test(arguments: printing)
    func aClosedPipeIsExitTwoWithAMessageNotASignal(_ arguments: [String]) throws {
        let box = try Self.project()
        let result = try StreamedProcess.run(arguments, in: box.root, stdout: .closedPipe)
        #expect(result.signal == nil, "ended by signal \(result.signal ?? 0)")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == Self.closed)
    }

    /// A standard output left non-blocking by whoever started themec, and read late, takes the
    /// whole report: a write that finds the pipe full waits, as on a blocking one, instead of
    /// failing or dropping the rest.
    @Test func aNonBlockingStandardOutputGetsTheWholeReport() throws {
        let keys = (0..<4000).map { "\"Key.number\($0)\" = \"Value \($0)\";\n" }.joined()
        let box = try Sandbox(["en.lproj/Localizable.strings": keys])
        let expected = try box.run("dump", "en.lproj")
        #expect(expected.status == 0)
        #expect(expected.stdout.utf8.count > 128 * 1024, "a report larger than a pipe holds")
        let late = try StreamedProcess.run(["dump", "en.lproj"], in: box.root, stdout: .lateNonBlockingPipe)
        #expect(late.status == 0, "\(late.stderr)")
        #expect(late.stdout == expected.stdout)
    }

    /// A run that stops (a missing input) and cannot write its report either still says why it
    /// stopped, then why the report is missing: exit code 2 both ways.
    @Test func aStoppedRunWhoseReportCannotBeWrittenIsStillExitTwo() throws {
        let box = try Self.project()
        let result = try StreamedProcess.run(
            ["lint", "--reporter", "json", "Missing.theme.yaml"], in: box.root, stdout: .full)
        #expect(result.status == 2)
        #expect(result.stderr == "themec: error: Missing.theme.yaml: no such file or directory\n" + Self.full)
    }

    /// The diagnostics of `generate` and `preview` are on standard error: when they cannot be
    /// written, the run stops before it writes anything.
    @Test func anUnwritableStandardErrorStopsGenerateAndPreviewBeforeTheyWrite() throws {
        let box = try Self.project()
        let generate = try StreamedProcess.run(["generate", "Themes"], in: box.root, stderr: .full)
        #expect(generate.status == 2)
        #expect(!box.exists("Generated"))
        let preview = try StreamedProcess.run(["preview", "Themes"], in: box.root, stderr: .full)
        #expect(preview.status == 2)
        #expect(!box.exists("themec-preview"))
        let dump = try StreamedProcess.run(["dump", "Themes"], in: box.root, stderr: .full)
        #expect(dump.status == 2)
        #expect(dump.stdout.isEmpty)
    }

    /// A summary line that cannot be written after a whole report is exit code 2, and standard
    /// output still holds that one report, not a second document for the stop.
    @Test func aSummaryThatCannotBeWrittenLeavesOneReport() throws {
        let box = try Self.project()
        let result = try StreamedProcess.run(["lint", "--reporter", "json", "Themes"], in: box.root, stderr: .full)
        #expect(result.status == 2)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
        #expect(entries.map { $0["rule"] as? String } == ["theme-ignored-font-size"])
        // A clean generate writes its files, then cannot say so.
        let generate = try StreamedProcess.run(
            ["generate", "Themes/Clean.theme.yaml"], in: box.root, stderr: .closedPipe)
        #expect(generate.signal == nil)
        #expect(generate.status == 2)
        #expect(box.exists("Generated/Theme.themec.swift"))
    }

    /// `init` writes both files, then cannot say so: exit code 2, and the starter is whole.
    @Test func initThatCannotSayWhatItCreatedIsExitTwo() throws {
        let box = try Sandbox()
        let result = try StreamedProcess.run(["init", "Starter"], in: box.root, stderr: .full)
        #expect(result.status == 2)
        #expect(box.exists("Starter/themec.yml"))
        #expect(box.exists("Starter/Themes/App.theme.yaml"))
    }

    /// An output that cannot be written is exit code 2 with its path, for `init` as for
    /// `generate`, `preview` and the baseline.
    @Test func initIntoAFileIsExitTwoWithThePath() throws {
        let box = try Sandbox(["file.txt": "a file, not a folder\n"])
        let result = try box.run("init", "file.txt")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("themec: error: file.txt/Themes: the output folder cannot be created ("))
        #expect(try box.read("file.txt") == "a file, not a folder\n")
    }
}
