import Foundation
import Testing

/// Run from a folder deleted under the shell, a command that names or finds files stops with exit
/// code 2 and says why (Docs/CLI.md), in every reporter, instead of resolving relative paths against
/// `/` and writing `/Gen` or `/themec.yml`. What needs no folder (`schema`, the help, the version)
/// still works.
@Suite struct DeletedCurrentFolderTests {
    static let message = "themec: error: the current folder no longer exists; run themec from an existing folder\n"

    /// A project whose config is named by its absolute path.
    static func project() throws -> (box: Sandbox, config: String) {
        let box = try Sandbox(["App/themec.yml": "themes: Themes\n", "App/Themes/App.theme.yaml": Sandbox.validTheme])
        return (box, box.root.appendingPathComponent("App/themec.yml").path)
    }

    /// Runs themec in a new folder of `box` that is deleted just before themec starts.
    static func runGone(_ arguments: [String], in box: Sandbox) throws -> StreamedProcess.Output {
        let gone = box.root.appendingPathComponent("Gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: gone, withIntermediateDirectories: true)
        return try StreamedProcess.run(arguments, in: gone, deletingDirectory: true)
    }

    /// A name for an output that the run must not create at the root of the file system (where
    /// relative paths led before), removed after the test if it was.
    static func rootName(_ prefix: String) -> (name: String, path: String) {
        let name = "\(prefix)-\(UUID().uuidString)"
        return (name, "/" + name)
    }

    /// Each command that writes into the current folder, run there with an output named
    /// relatively: exit code 2, the message, and nothing at `/`.
    @Test(arguments: [
        ["generate", "--config", "CONFIG", "--output", "OUT"],
        ["preview", "--config", "CONFIG", "--output", "OUT"],
        ["init", "OUT"],
        ["lint", "--config", "CONFIG", "--write-baseline", "OUT"],
    ])
    func aCommandThatWritesStopsAndWritesNothing(_ template: [String]) throws {
        let (box, config) = try Self.project()
        let output = Self.rootName("themec-test")
        defer { try? FileManager.default.removeItem(atPath: output.path) }
        let arguments = template.map { $0 == "CONFIG" ? config : $0 == "OUT" ? output.name : $0 }
        let result = try Self.runGone(arguments, in: box)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == Self.message)
        #expect(!FileManager.default.fileExists(atPath: output.path), "\(arguments) wrote \(output.path)")
        #expect(!box.exists("App/Generated"))
    }

    /// `lint` in every reporter: the machine reporters' documents name the stop (no path).
    @Test(arguments: ["xcode", "json", "sarif", "junit", "github-actions"])
    func lintStopsInEveryReporter(_ reporter: String) throws {
        let (box, config) = try Self.project()
        let result = try Self.runGone(["lint", "--reporter", reporter, "--config", config], in: box)
        #expect(result.status == 2)
        #expect(result.stderr == Self.message)
        switch reporter {
        case "xcode":
            #expect(result.stdout.isEmpty)
        case "json":
            let entry = try #require(
                (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.first,
                "\(result.stdout)")
            #expect(entry["rule"] as? String == "file-system-error")
            #expect(entry["file"] is NSNull)
            #expect((entry["message"] as? String)?.hasPrefix("the current folder no longer exists") == true)
        default:
            #expect(result.stdout.contains("the current folder no longer exists"), "\(result.stdout)")
            #expect(result.stdout.contains("file-system-error"), "\(result.stdout)")
        }
    }

    /// `dump` reads files too; a PATH is not read from `/` either.
    @Test func dumpAndAPathStop() throws {
        let (box, config) = try Self.project()
        let dump = try Self.runGone(["dump", "--config", config], in: box)
        #expect(dump.status == 2)
        #expect(dump.stderr == Self.message)
        #expect(dump.stdout.isEmpty)
        let path = try Self.runGone(["lint", "Themes"], in: box)
        #expect(path.status == 2)
        #expect(path.stderr == Self.message)
    }

    /// What reads and writes no file needs no current folder.
    @Test func schemaHelpAndVersionStillWork() throws {
        let (box, _) = try Self.project()
        for arguments in [["schema", "theme"], ["--version"], ["--help"], ["generate", "--help"], ["help", "init"]] {
            let result = try Self.runGone(arguments, in: box)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
            #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        }
    }
}
