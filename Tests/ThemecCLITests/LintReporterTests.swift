import Foundation
import Testing
import ThemecCore

@testable import ThemecCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Each reporter's output for one project, against a canned file; SARIF and JUnit also parsed.
@Suite struct LintReporterTests {
    static let canned = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Reports")

    /// A project with an error that has a note, an error and a warning, in two files plus a clean file.
    static func project() throws -> Sandbox {
        try Sandbox([
            "Themes/Broken.theme.yaml":
                "colors:\n  primaryColor: \"#B1E4E3\"\n  secondaryColor: tael\n  primaryColor: \"#000\"\n",
            "Themes/Loud, \"odd\".theme.yaml": Sandbox.validTheme.replacingOccurrences(
                of: "textStyle: body }", with: "textStyle: body, fontSize: 3 }"),
            "Themes/Clean.theme.yaml": Sandbox.validTheme,
        ])
    }

    static func check(_ reporter: String, file: String) throws -> String {
        let result = try project().run("lint", "--reporter", reporter, "Themes")
        #expect(result.status == 1)
        let url = canned.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["THEMEC_RECORD"] == "1" {
            try result.stdout.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(result.stdout == (try String(contentsOf: url, encoding: .utf8)))
        return result.stdout
    }

    /// A natural-language key of a paragraph: missing from de, and with a mismatched placeholder in fr.
    static let longKey =
        "When you leave this screen (for example to check your email), your basket is kept for %@ hours, then emptied."

    @Test func longKeysAreShortenedInTheReadReportsOnly() throws {
        let box = try Sandbox([
            "en.lproj/Localizable.strings": "\"\(Self.longKey)\" = \"\(Self.longKey)\";\n\"Done\" = \"Done\";\n",
            "de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
            "fr.lproj/Localizable.strings": "\"\(Self.longKey)\" = \"Panier gardé %d heures.\";\n\"Done\" = \"OK\";\n",
        ])
        let short = "'" + Self.longKey.prefix(60) + "…'"
        #expect(short == "'When you leave this screen (for example to check your email)…'")
        for reporter in ["xcode", "github-actions"] {
            let output = try box.run("lint", "--reporter", reporter, ".").stdout
            #expect(!output.contains(Self.longKey), "\(reporter): \(output)")
            // The missing key in de, and the mismatch in fr.
            #expect(output.components(separatedBy: short).count - 1 == 2, "\(reporter): \(output)")
            #expect(output.split(separator: "\n").allSatisfy { $0.count < 300 }, "\(reporter): \(output)")
        }
        for reporter in ["json", "sarif", "junit"] {
            let output = try box.run("lint", "--reporter", reporter, ".").stdout
            #expect(output.contains(Self.longKey), "\(reporter)")
            #expect(!output.contains("…"), "\(reporter)")
        }
    }

    @Test func shorteningChangesOnlyTheQuotedKeys() {
        let key = String(repeating: "a.b*c ", count: 20)
        let diagnostic = Finding.made(
            RuleID("r", .warning, ""), "'\(key)' and '\(key)', not \(key)",
            at: SourceLocation(file: "f", line: 1, column: 1),
            notes: [DiagnosticNote("'\(key)' is here", at: SourceLocation(file: "f", line: 2, column: 1))],
            keys: [key, "short"]
        ).shorteningKeys(longerThan: 10)
        #expect(diagnostic.message == "'a.b*c a.b*…' and 'a.b*c a.b*…', not \(key)")
        #expect(diagnostic.notes.map(\.message) == ["'a.b*c a.b*…' is here"])
        #expect(diagnostic.keys == [key, "short"])
    }

    @Test func xcode() throws {
        _ = try Self.check("xcode", file: "report.xcode.txt")
    }

    @Test func json() throws {
        let output = try Self.check("json", file: "report.json")
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 4)
        #expect(parsed?[1]["rule"] as? String == "yaml-duplicate-key")
        #expect((parsed?[1]["notes"] as? [[String: Any]])?.first?["line"] as? Int == 2)
    }

    @Test func githubActions() throws {
        let output = try Self.check("github-actions", file: "report.github-actions.txt")
        #expect(output.contains("\n::error file=Themes/Broken.theme.yaml,line=4,col=3,title=yaml-duplicate-key::"))
        #expect(output.contains("::warning file=Themes/Loud%2C \"odd\".theme.yaml,line=5,col=49,"))
    }

    @Test func sarifHasEveryRequiredField() throws {
        let output = try Self.check("sarif", file: "report.sarif")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "themec")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        for result in results {
            let message = try #require(result["message"] as? [String: Any])
            #expect(message["text"] is String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            #expect(["error", "warning", "note", "none"].contains(result["level"] as? String))
            let location = try #require(
                (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(URL(string: uri) != nil)
            let region = try #require(location["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test func junitIsWellFormedXML() throws {
        let output = try Self.check("junit", file: "report.junit.xml")
        let document = try XMLDocument(data: Data(output.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "5")
        #expect(root.attribute(forName: "failures")?.stringValue == "4")
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
                "Themes/Broken.theme.yaml", "Themes/Clean.theme.yaml", "Themes/Loud, \"odd\".theme.yaml",
            ])
        #expect(suites[1].elements(forName: "testcase").first?.elements(forName: "failure").isEmpty == true)
    }

    @Test func baselineHidesKnownProblemsButNotNewOnesAndSurvivesMovedLines() throws {
        let box = try Self.project()
        let recorded = try box.run("lint", "--write-baseline", "themec-baseline.json", "Themes")
        #expect(recorded.status == 1)
        #expect(box.exists("themec-baseline.json"))
        let quiet = try box.run("lint", "--baseline", "themec-baseline.json", "Themes")
        #expect(quiet.status == 0, "\(quiet.stdout)")
        #expect(quiet.stdout.isEmpty)
        #expect(quiet.stderr.hasPrefix("themec: 3 files, 0 errors, 0 warnings, 4 hidden by the baseline in "))
        // Lines move: the same problems are still hidden.
        let broken = try box.read("Themes/Broken.theme.yaml")
        try box.write("Themes/Broken.theme.yaml", "# a comment that moves every line\n\n" + broken)
        #expect(try box.run("lint", "--baseline", "themec-baseline.json", "Themes").status == 0)
        // A new problem still fails.
        try box.write("Themes/Clean.theme.yaml", "colors:\n  primaryColor: nope\n  secondaryColor: \"#000\"\n")
        let fresh = try box.run("lint", "--baseline", "themec-baseline.json", "Themes")
        #expect(fresh.status == 1)
        #expect(
            fresh.stdout
                == "Themes/Clean.theme.yaml:2:17: error: unknown color 'nope'; a color is a hex value, a palette "
                + "name or a color slot [theme-unknown-color]\n"
        )
        // A second copy of a known problem is not hidden by one entry.
        try box.write("Themes/Broken.theme.yaml", broken + "  primaryColor: \"#111\"\n")
        let twice = try box.run("lint", "--baseline", "themec-baseline.json", "Themes/Broken.theme.yaml")
        #expect(twice.stdout.contains("duplicate key 'primaryColor'"))
    }

    /// `--write-baseline /` names no file to write: exit 2 with a message, not a crash.
    @Test func aBaselinePathThatNamesNoFileIsExitTwo() throws {
        let box = try Self.project()
        let result = try box.run("lint", "--reporter", "json", "--write-baseline", "/", "Themes")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("themec: error: ../"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(": names a folder, not a file\n"), "\(result.stderr)")
        let entry = try #require(
            (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(entry["rule"] as? String == "file-system-error")
    }

    @Test func aBaselineThatIsNotOneIsExitTwo() throws {
        let box = try Self.project()
        try box.write("bad.json", "[1, 2]\n")
        let result = try box.run("lint", "--baseline", "bad.json", "Themes")
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.json: not a themec baseline"))
    }
}

/// The baseline's message normalisation, in-process.
@Suite struct BaselineNormalizationTests {
    @Test(arguments: [
        ("duplicate key 'a'; first at line 12", "duplicate key 'a'; first at line #"),
        ("see Themes/A.theme.yaml:3:7", "see Themes/A.theme.yaml:#:#"),
        ("'fontSize: 18' is ignored", "'fontSize: 18' is ignored"),
        ("title1 and caption2", "title1 and caption2"),
    ])
    func lineNumbersAreNormalised(message: String, expected: String) {
        #expect(Baseline.normalized(message) == expected)
    }
}
