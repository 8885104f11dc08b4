import ThemecCore

/// A JSON array of diagnostics, one object each with sorted keys:
/// `{column, file, line, message, notes: [{column, file, line, message}], rule, severity}`.
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
}
