extension RuleCatalog {
    /// `Docs/Diagnostics.md`: every rule with its explanation, a failing example with the exact
    /// output, and a passing example. A test keeps the file equal to this text.
    package static func markdown() -> String {
        var text = """
            # Diagnostics

            Every problem themec reports has a rule id in brackets. This page lists them all, each with a
            failing example, exactly what themec prints for it, and a passing example. It is generated from
            the rules' own examples (`THEMEC_RECORD=1 swift test --filter DiagnosticsDocument` rewrites it),
            and the test suite runs every example, so what you read here is what themec does.

            Output format (the `xcode` reporter): `path:line:column: error|warning: message [rule-id]`, with
            related places on following `path:line:column: note: …` lines. Diagnostics are sorted by path,
            line and column. Severities can be changed per rule in `themec.yml`:

            ```yaml
            rules:
              theme-ignored-font-size: error   # or warning, or off
            ```

            | rule | default | what triggers it |
            |---|---|---|

            """
        for doc in all {
            let severity = doc.rule.defaultSeverity.rawValue + (doc.rule.severityIsFixed ? " (fixed)" : "")
            text += "| [`\(doc.rule.id)`](#\(doc.rule.id)) | \(severity) | \(doc.rule.summary) |\n"
        }
        for rule in InputRules.all {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) (fixed) | \(rule.summary) |\n"
        }
        for doc in all {
            text += "\n## \(doc.rule.id)\n\n"
            if doc.rule.severityIsFixed {
                text += "Severity: **\(doc.rule.defaultSeverity.rawValue)**, always (`rules:` cannot turn it down: "
                text += "without it no valid code can be generated). \(doc.explanation)\n\n"
            } else {
                text += "Default severity: **\(doc.rule.defaultSeverity.rawValue)**. \(doc.explanation)\n\n"
            }
            text += "Failing:\n\n" + files(doc.failing)
            text += "themec prints:\n\n```\n" + doc.expected.joined(separator: "\n") + "\n```\n\n"
            text += "Passing:\n\n" + files(doc.passing)
        }
        for rule in InputRules.all {
            let example = InputRules.example(rule)
            text += "\n## \(rule.id)\n\n"
            text += "Severity: **\(rule.defaultSeverity.rawValue)**, always. \(InputRules.explanation(rule))\n\n"
            text += "themec prints, \(example.what):\n\n```\n\(example.output)\n```\n"
        }
        return text
    }

    private static func files(_ example: RuleExample) -> String {
        var text = ""
        for file in example.files {
            let role = file.role == .base ? " (the kit's)" : ""
            let language =
                file.path.hasSuffix(".yaml") || file.path.hasSuffix(".yml")
                ? "yaml"
                : file.path.hasSuffix(".xib") || file.path.hasSuffix(".stringsdict")
                    ? "xml"
                    : file.path.hasSuffix(".xcstrings") ? "json" : ""
            text += "`\(file.path)`\(role):\n\n```\(language)\n" + file.text
            if !file.text.hasSuffix("\n") { text += "\n" }
            text += "```\n\n"
        }
        if let dependencies = example.dependencies {
            text += "Built by the build plugin, for a target whose dependencies are "
            text += dependencies.map { "`\($0)`" }.joined(separator: ", ") + " (each with a `themec.yml`).\n\n"
        }
        return text
    }
}
