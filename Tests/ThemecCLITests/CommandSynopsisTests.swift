import Foundation
import Testing

@testable import ThemecCLI

/// What each command accepts is what its usage line and Docs/CLI.md's synopsis say: every option it
/// takes, and (Docs/CLI.md) `--strict`, `--kit-config`, `--base-strings` and `--base-layouts` for
/// `generate`, `lint`, `dump` and `preview` alike, each of which honours them.
@Suite struct CommandSynopsisTests {
    static let projectCommands = ["generate", "lint", "dump", "preview"]
    static let sharedOptions = ["strict", "kit-config", "base-strings", "base-layouts"]

    /// The synopsis in `file` (the first code block after `heading`): each command's lines,
    /// whitespace folded.
    static func documentedSynopses(in file: String, after heading: String) throws -> [String: String] {
        let text = try String(contentsOf: Sandbox.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let section = try #require(text.range(of: heading).map { text[$0.upperBound...] }, "\(file): \(heading)")
        let block = try #require(section.components(separatedBy: "```").dropFirst().first)
        var synopses: [String: String] = [:]
        var current: String?
        for line in block.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.first == "themec" {
                // `themec --help | --version | help COMMAND` is no command's.
                current = words.count > 1 && !words[1].hasPrefix("-") ? String(words[1]) : nil
            }
            if let current { synopses[current, default: ""] += " " + line }
        }
        return synopses.mapValues(Self.folded)
    }

    static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func theProjectCommandsTakeTheSharedOptions() throws {
        for name in Self.projectCommands {
            let command = try #require(ThemecTool.commands.first { $0.name == name })
            for option in Self.sharedOptions {
                #expect(command.options.contains { $0.name == option }, "\(name) --\(option)")
            }
        }
    }

    /// Every option a command takes is in its usage line, and nothing else is.
    @Test func everyUsageLineNamesExactlyTheOptionsTheCommandTakes() {
        for command in ThemecTool.commands {
            let named = Set(command.usage.matches(of: /\[--([a-z-]+)/).map { String($0.output.1) })
            #expect(named == Set(command.options.map(\.name)), "\(command.name): \(command.usage)")
        }
    }

    /// The synopses of Docs/CLI.md and the README are each command's usage line.
    @Test(arguments: [("Docs/CLI.md", "# The themec command line"), ("README.md", "## The CLI")])
    func theDocumentedSynopsisIsTheUsage(file: String, heading: String) throws {
        let documented = try Self.documentedSynopses(in: file, after: heading)
        #expect(documented.count == ThemecTool.commands.count, "\(file): \(documented.keys.sorted())")
        for command in ThemecTool.commands {
            #expect(documented[command.name] == Self.folded(command.usage), "\(file): \(command.name)")
        }
    }

    /// Each project command honours `--kit-config` (with PATHs, without a config) and `--strict`:
    /// the app key that overrides no kit key is found against the kit's table, as an error.
    @Test(arguments: projectCommands)
    func eachProjectCommandHonoursTheKitOptions(_ name: String) throws {
        let box = try KitOutsideTheFolderTests.project()
        let result = try KitOutsideTheFolderTests.run(
            box, [name, "--strict", "--kit-config", "../Kit/themec.yml", "Strings"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let said = result.stdout + result.stderr
        #expect(said.contains("error: 'Generic.Okey' overrides no kit string; did you mean 'Generic.Okay'?"), "\(said)")
        let withBase = try KitOutsideTheFolderTests.run(
            box, [name, "--strict", "--base-strings", "../Kit/Strings", "--base-layouts", "../Kit", "Strings"])
        #expect(withBase.status == 1, "\(withBase.stdout)\(withBase.stderr)")
    }
}
