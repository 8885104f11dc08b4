import ThemecCore

/// JUnit XML, which CI services show as test results: one test suite per checked file, one
/// failing test case per diagnostic (`type` is its severity), and one passing case for a file
/// with no problems. Paths and messages are on one line each (``Diagnostic/onOneLine``). A stop is
/// one test suite (named by its path, else `themec`) of one test case, named by its kind, in
/// error: JUnit's `<error>`, a test that could not run, not a `<failure>` found in the inputs.
struct JUnitReporter: Reporter {
    static let name = "junit"

    func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        let diagnostics = diagnostics.map(\.onOneLine)
        let files = files.map(OneLinePath.escaped)
        let paths = Array(Set(files + diagnostics.map(\.location.file))).sorted()
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for path in paths {
            let own = diagnostics.filter { $0.location.file == path }
            var cases = ""
            if own.isEmpty {
                cases += "    <testcase classname=\"\(MarkupText.escape(path))\" name=\"themec\"/>\n"
            }
            for diagnostic in own {
                let name = "\(diagnostic.rule.id) at \(diagnostic.location.line):\(diagnostic.location.column)"
                var body = "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message)"
                for note in diagnostic.notes { body += "\n\(note.location): note: \(note.message)" }
                cases += "    <testcase classname=\"\(MarkupText.escape(path))\" name=\"\(MarkupText.escape(name))\">\n"
                cases +=
                    "      <failure type=\"\(diagnostic.severity.rawValue)\" "
                    + "message=\"\(MarkupText.escape(diagnostic.message))\">"
                    + MarkupText.escape(body) + "</failure>\n"
                cases += "    </testcase>\n"
            }
            let tests = max(own.count, 1)
            totalTests += tests
            totalFailures += own.count
            suites +=
                "  <testsuite name=\"\(MarkupText.escape(path))\" tests=\"\(tests)\" failures=\"\(own.count)\" "
                + "errors=\"0\">\n"
            suites += cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"themec\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    func report(stop: RunStop) -> String {
        let suite = MarkupText.escape(stop.path.map(OneLinePath.escaped) ?? "themec")
        let message = MarkupText.escape(OneLinePath.escaped(stop.message))
        let kind = MarkupText.escape(stop.kind.rawValue)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"themec\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
            + "  <testsuite name=\"\(suite)\" tests=\"1\" failures=\"0\" errors=\"1\">\n"
            + "    <testcase classname=\"\(suite)\" name=\"\(kind)\">\n"
            + "      <error type=\"\(kind)\" message=\"\(message)\">\(message)</error>\n"
            + "    </testcase>\n"
            + "  </testsuite>\n"
            + "</testsuites>\n"
    }
}
