import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A `lint` run stopped by an exit-2 problem (a missing input, a config or baseline file that
/// cannot be read or is not one, an output that cannot be written, a usage error after
/// `--reporter`) still writes a valid document in the format asked for, naming the problem, and
/// still exits 2; standard error says the same line whatever the reporter, and the xcode
/// reporter writes nothing on standard output, as before.
@Suite struct StoppedRunReportTests {
    /// One way a run stops: the project, the arguments after `lint --reporter NAME`, and what
    /// the reports must say.
    struct Stop: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var arguments: [String]
        var kind: String
        /// The path the stop is about (nil for a usage error).
        var path: String?
        /// Text the message must contain.
        var says: String

        var testDescription: String { name }
    }

    static let theme = ["Themes/Clean.theme.yaml": Sandbox.validTheme]

    static let stops: [Stop] = [
        Stop(
            name: "a missing input path", files: theme, arguments: ["Themes", "Missing.theme.yaml"],
            kind: "file-system-error", path: "Missing.theme.yaml",
            says: "Missing.theme.yaml: no such file or directory"),
        Stop(
            name: "a missing input the config names", files: ["themec.yml": "themes: Gone\n"], arguments: [],
            kind: "file-system-error", path: "Gone", says: "Gone: no such file or directory"),
        Stop(
            name: "a config file that is a folder", files: theme.merging(["Settings/keep.txt": ""]) { $1 },
            arguments: ["--config", "Settings"], kind: "file-system-error", path: "Settings",
            says: "Settings: not a regular file"),
        Stop(
            name: "a missing config file", files: theme, arguments: ["--config", "nothere.yml", "Themes"],
            kind: "file-system-error", path: "nothere.yml", says: "nothere.yml: no such file or directory"),
        Stop(
            name: "a missing kit config",
            files: theme.merging(["themec.yml": "themes: Themes\nkit: { module: Kit, config: Kit/themec.yml }\n"]) {
                $1
            },
            arguments: [], kind: "file-system-error", path: "Kit/themec.yml",
            says: "Kit/themec.yml: no such file or directory"),
        Stop(
            name: "a baseline that is not one", files: theme.merging(["bad.json": "[1, 2]\n"]) { $1 },
            arguments: ["--baseline", "bad.json", "Themes"], kind: "file-system-error", path: "bad.json",
            says: "bad.json: not a themec baseline"),
        Stop(
            name: "a missing baseline", files: theme, arguments: ["--baseline", "none.json", "Themes"],
            kind: "file-system-error", path: "none.json", says: "none.json: no such file or directory"),
        Stop(
            name: "a baseline that cannot be written",
            files: theme.merging(["file.txt": "a file, not a folder\n"]) { $1 },
            arguments: ["--write-baseline", "file.txt/baseline.json", "Themes"], kind: "file-system-error",
            path: "file.txt", says: "file.txt"),
        Stop(
            name: "an unknown option after --reporter", files: theme, arguments: ["--strcit", "Themes"],
            kind: "usage-error", path: nil, says: "unknown option '--strcit' for 'lint'; did you mean '--strict'?"),
        Stop(
            name: "no inputs", files: [:], arguments: [], kind: "usage-error", path: nil,
            says: "no inputs: pass theme, strings or XIB paths"),
    ]

    /// Runs `lint --reporter NAME` with the stop's arguments, in a fresh project each time.
    static func run(_ stop: Stop, reporter: String) throws -> ThemecProcess.Output {
        try Sandbox(stop.files).run(["lint", "--reporter", reporter] + stop.arguments)
    }

    @Test(arguments: stops)
    func xcodeSaysItOnStandardErrorOnly(_ stop: Stop) throws {
        let result = try Self.run(stop, reporter: "xcode")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("themec: error: "), "\(result.stderr)")
        #expect(result.stderr.contains(stop.says), "\(result.stderr)")
        // Every machine reporter prints the same standard error as xcode.
        for reporter in ["json", "sarif", "junit", "github-actions"] {
            #expect(try Self.run(stop, reporter: reporter).stderr == result.stderr, "\(reporter)")
        }
    }

    @Test(arguments: stops)
    func jsonIsAnArrayOfOneEntry(_ stop: Stop) throws {
        let result = try Self.run(stop, reporter: "json")
        #expect(result.status == 2)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let entry = try #require(parsed?.first, "\(result.stdout)")
        #expect(parsed?.count == 1)
        // The keys of a diagnostic: a reader of the report needs no other shape.
        #expect(Set(entry.keys) == ["column", "file", "line", "message", "notes", "rule", "severity"])
        #expect(entry["rule"] as? String == stop.kind)
        #expect(entry["severity"] as? String == "error")
        #expect((entry["message"] as? String)?.contains(stop.says) == true, "\(result.stdout)")
        if let path = stop.path {
            #expect(entry["file"] as? String == path)
        } else {
            #expect(entry["file"] is NSNull)
        }
        #expect(entry["line"] is NSNull)
        #expect(entry["column"] is NSNull)
        #expect((entry["notes"] as? [Any])?.isEmpty == true)
    }

    @Test(arguments: stops)
    func sarifIsAFailedInvocationWithANotification(_ stop: Stop) throws {
        let result = try Self.run(stop, reporter: "sarif")
        #expect(result.status == 2)
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "themec")
        #expect((run["results"] as? [Any])?.isEmpty == true)
        let invocations = try #require(run["invocations"] as? [[String: Any]])
        #expect(invocations.count == 1)
        let invocation = try #require(invocations.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        #expect(invocation["exitCode"] as? Int == 2)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1)
        let notification = try #require(notifications.first)
        #expect(notification["level"] as? String == "error")
        #expect((notification["descriptor"] as? [String: Any])?["id"] as? String == stop.kind)
        let text = (notification["message"] as? [String: Any])?["text"] as? String
        #expect(text?.contains(stop.says) == true, "\(result.stdout)")
        let uri = ((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uri == stop.path)
    }

    @Test(arguments: stops)
    func junitIsATestCaseInError(_ stop: Stop) throws {
        let result = try Self.run(stop, reporter: "junit")
        #expect(result.status == 2)
        let document = try Self.xml(result.stdout)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "1")
        #expect(root.attribute(forName: "errors")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        #expect(suites.first?.attribute(forName: "name")?.stringValue == stop.path ?? "themec")
        let testCase = try #require(suites.first?.elements(forName: "testcase").first)
        #expect(testCase.attribute(forName: "name")?.stringValue == stop.kind)
        let error = try #require(testCase.elements(forName: "error").first, "\(result.stdout)")
        #expect(error.attribute(forName: "type")?.stringValue == stop.kind)
        #expect(error.attribute(forName: "message")?.stringValue?.contains(stop.says) == true, "\(result.stdout)")
    }

    @Test(arguments: stops)
    func githubActionsIsOneErrorCommand(_ stop: Stop) throws {
        let result = try Self.run(stop, reporter: "github-actions")
        #expect(result.status == 2)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "\(result.stdout)")
        let file = stop.path.map { "file=\(GitHubProperty.escape($0))," } ?? ""
        #expect(lines[0].hasPrefix("::error \(file)title=\(stop.kind)::"), "\(result.stdout)")
        #expect(lines[0].contains(stop.says), "\(result.stdout)")
    }

    /// A usage error before `--reporter` is reported on standard error only: no reporter was
    /// chosen yet.
    @Test func aUsageErrorBeforeTheReporterIsOnStandardErrorOnly() throws {
        let result = try Sandbox(Self.theme).run("lint", "--strcit", "--reporter", "json", "Themes")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("themec: error: unknown option '--strcit' for 'lint'"))
    }

    /// A path carrying escape sequences and line breaks stays on one line in the line-based
    /// reports and whole in the JSON ones.
    @Test func aForgedPathIsEscaped() throws {
        let path = "In/\u{1B}[2J\nfake.theme.yaml"
        let box = try Sandbox(Self.theme)
        let github = try box.run("lint", "--reporter", "github-actions", path)
        #expect(github.status == 2)
        #expect(!github.stdout.contains("\u{1B}"))
        #expect(github.stdout.split(separator: "\n").count == 1, "\(github.stdout)")
        let junit = try box.run("lint", "--reporter", "junit", path)
        #expect(!junit.stdout.contains("\u{1B}"))
        _ = try Self.xml(junit.stdout)
        let json = try box.run("lint", "--reporter", "json", path)
        let entry = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(entry["file"] as? String == path)
    }

    /// `text` parsed as XML; empty text is a failure here, as FoundationXML crashes on it.
    static func xml(_ text: String) throws -> XMLDocument {
        try #require(!text.isEmpty, "no XML document")
        return try XMLDocument(data: Data(text.utf8))
    }

    /// The GitHub Actions escapes of a property value, as the reporter applies them.
    enum GitHubProperty {
        static func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ":", with: "%3A")
                .replacingOccurrences(of: ",", with: "%2C")
        }
    }
}
