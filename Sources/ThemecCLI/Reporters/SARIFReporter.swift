import ThemecCore

/// SARIF 2.1.0, the format code-scanning services read: one run, the rules that fired with their
/// summaries, and one result per diagnostic with its location and notes as related locations.
/// A stop is a run with no results whose invocation failed, the stop its tool execution
/// notification (``report(stop:)``).
struct SARIFReporter: Reporter {
    static let name = "sarif"

    func report(_ diagnostics: [Diagnostic], files: [String]) -> String {
        let ruleIDs = Array(Set(diagnostics.map(\.rule.id))).sorted()
        let rules = ruleIDs.map { id -> JSONValue in
            let rule = diagnostics.first { $0.rule.id == id }!.rule
            return .object([
                "id": .string(id),
                "shortDescription": .object(["text": .string(rule.summary)]),
                "help": .object(["text": .string("See Docs/Diagnostics.md#\(id) in themec's documentation.")]),
                "defaultConfiguration": .object(["level": .string(rule.defaultSeverity.rawValue)]),
            ])
        }
        let results = diagnostics.map { diagnostic -> JSONValue in
            var result: [String: JSONValue] = [
                "ruleId": .string(diagnostic.rule.id),
                "ruleIndex": .number(Double(ruleIDs.firstIndex(of: diagnostic.rule.id)!)),
                "level": .string(diagnostic.severity.rawValue),
                "message": .object(["text": .string(diagnostic.message)]),
                "locations": .array([Self.location(diagnostic.location)]),
            ]
            if !diagnostic.notes.isEmpty {
                result["relatedLocations"] = .array(
                    diagnostic.notes.enumerated().map { index, note in
                        guard case .object(var location) = Self.location(note.location) else { return .null }
                        location["id"] = .number(Double(index))
                        location["message"] = .object(["text": .string(note.message)])
                        return .object(location)
                    })
            }
            return .object(result)
        }
        return Self.log(rules: rules, results: results)
    }

    /// A run without results whose one invocation failed (`executionSuccessful: false`, exit
    /// code 2), the stop as its tool execution notification: level `error`, its kind as the
    /// descriptor's id, its message, and its path (when it has one) as the location.
    func report(stop: RunStop) -> String {
        var notification: [String: JSONValue] = [
            "level": .string(Severity.error.rawValue),
            "descriptor": .object(["id": .string(stop.kind.rawValue)]),
            "message": .object(["text": .string(stop.message)]),
        ]
        if let path = stop.path {
            notification["locations"] = .array([
                .object(["physicalLocation": .object(["artifactLocation": .object(["uri": .string(Self.uri(path))])])])
            ])
        }
        let invocation = JSONValue.object([
            "executionSuccessful": .bool(false),
            "exitCode": .number(Double(ExitCode.usage)),
            "toolExecutionNotifications": .array([.object(notification)]),
        ])
        return Self.log(rules: [], results: [], invocations: [invocation])
    }

    /// The whole log: one run of themec with these rules, results and (when there are any)
    /// invocations.
    private static func log(rules: [JSONValue], results: [JSONValue], invocations: [JSONValue] = []) -> String {
        var run: [String: JSONValue] = [
            "tool": .object([
                "driver": .object([
                    "name": .string("themec"),
                    "version": .string(ThemecTool.version),
                    "rules": .array(rules),
                ])
            ]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(results),
        ]
        if !invocations.isEmpty { run["invocations"] = .array(invocations) }
        return JSONValue.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ]).rendered()
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .object([
            "physicalLocation": .object([
                "artifactLocation": .object(["uri": .string(uri(location.file))]),
                "region": .object([
                    "startLine": .number(Double(location.line)),
                    "startColumn": .number(Double(location.column)),
                ]),
            ])
        ])
    }

    /// A relative URI reference for a path: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") || uriPathAllowed[Int(byte)] {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return result
    }

    /// The bytes a path segment keeps as they are: RFC 3986's `pchar` without `%` and `:`
    /// (a colon in a first segment would read as a scheme), the set Foundation calls
    /// `urlPathAllowed` less `:`. Every other byte, UTF-8 ones included, is percent-encoded.
    private static let uriPathAllowed: [Bool] = {
        var allowed = [Bool](repeating: false, count: 256)
        for scalar in "!$&'()*+,-.0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".unicodeScalars {
            allowed[Int(scalar.value)] = true
        }
        return allowed
    }()
}
