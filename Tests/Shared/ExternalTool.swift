import Foundation
import Testing

/// A program from the system that some tests need: Chromium to render the preview, and
/// check-jsonschema to validate the schemas. `.ci/run` installs both when they are missing, so a
/// test that cannot find its tool fails and says how to install it. Only an environment
/// variable that says the tool is absent on purpose (`THEMEC_SKIP_BROWSER=1`,
/// `THEMEC_SKIP_SCHEMA_VALIDATOR=1`) turns such a test off, and the test run then lists it as
/// skipped with that reason.
struct ExternalTool: Sendable {
    /// What to run: the executable and the arguments that come first.
    var command: [String]?
    let name: String
    let skipVariable: String
    let install: String

    /// Headless Chromium: Debian's `chromium` (or another build of it on PATH).
    static let chromium = ExternalTool(
        command: ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(findOnPath).first.map { [$0] },
        name: "Chromium", skipVariable: "THEMEC_SKIP_BROWSER", install: "apt-get install chromium")

    /// check-jsonschema from PyPI, run as a Python module so its script need not be on PATH.
    static let schemaValidator: ExternalTool = {
        let python = findOnPath("python3")
        let importable =
            python.map {
                (try? ProgramRun.run($0, ["-c", "import check_jsonschema"], includingErrors: true).status) == 0
            } ?? false
        return ExternalTool(
            command: importable ? [python!, "-m", "check_jsonschema"] : nil, name: "check-jsonschema",
            skipVariable: "THEMEC_SKIP_SCHEMA_VALIDATOR", install: "python3 -m pip install check-jsonschema")
    }()

    /// Whether a test that needs the tool runs: always, unless the tool is missing on purpose.
    var isEnabled: Bool { command != nil || ProcessInfo.processInfo.environment[skipVariable] != "1" }

    /// The command, or a recorded failure that says how to get the tool.
    func required() throws -> [String] {
        guard let command else {
            Issue.record(
                """
                \(name) is not installed: run .ci/run, or '\(install)'; set \(skipVariable)=1 to skip these tests \
                on purpose
                """)
            throw ToolMissing()
        }
        return command
    }

    /// Runs the tool with `arguments`, stopping it after `seconds`; standard error is kept with the output.
    func run(_ arguments: [String], in directory: URL? = nil, seconds: Int = 120) throws -> (
        status: Int32, output: String
    ) {
        let command = try required()
        return try ProgramRun.run(
            "/usr/bin/timeout", ["\(seconds)"] + command + arguments, in: directory, includingErrors: true)
    }

    /// Runs the tool with `arguments` and returns only what it prints on standard output (the
    /// browser logs noise on standard error), stopping it after `seconds`.
    func output(_ arguments: [String], seconds: Int = 120) throws -> (status: Int32, output: String) {
        let command = try required()
        let quoted = (["/usr/bin/timeout", "\(seconds)"] + command + arguments).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return try ProgramRun.run("/bin/sh", ["-c", "exec " + quoted.joined(separator: " ") + " 2>/dev/null"])
    }

    struct ToolMissing: Error {}

    static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
