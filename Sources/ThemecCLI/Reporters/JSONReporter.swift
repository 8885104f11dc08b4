import ThemecCore

/// A JSON array of diagnostics, one object each with sorted keys:
/// `{column, file, line, message, notes: [{column, file, line, message}], rule, severity}`.
/// A stop is an array of one entry of the same keys: its kind as `rule` (`usage-error`,
/// `file-system-error`), `severity` `error`, its path as `file` (null without one), `line` and
/// `column` null, no notes.
struct JSONReporter: Reporter {
    static let name = "json"

    func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        JSONValue.array(
            diagnostics.map { diagnostic in
                .object([
                    "file": .string(diagnostic.location.file),
                    "line": .number(Double(diagnostic.location.line)),
                    "column": .number(Double(diagnostic.location.column)),
                    "severity": .string(diagnostic.severity.rawValue),
                    "rule": .string(diagnostic.rule.id),
                    "message": .string(diagnostic.message),
                    "notes": .array(
                        diagnostic.notes.map { note in
                            .object([
                                "file": .string(note.location.file),
                                "line": .number(Double(note.location.line)),
                                "column": .number(Double(note.location.column)),
                                "message": .string(note.message),
                            ])
                        }),
                ])
            }
        ).rendered()
    }

    func report(stop: RunStop) -> String {
        JSONValue.array([
            .object([
                "file": stop.path.map(JSONValue.string) ?? .null,
                "line": .null,
                "column": .null,
                "severity": .string(Severity.error.rawValue),
                "rule": .string(stop.kind.rawValue),
                "message": .string(stop.message),
                "notes": .array([]),
            ])
        ]).rendered()
    }
}
