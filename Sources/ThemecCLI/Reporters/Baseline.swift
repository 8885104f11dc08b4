import ThemecCore
import ThemecSyntax

/// Known problems an existing project records so it can adopt themec without fixing everything
/// first. An entry matches by file, rule and message — never by line — so edits that move lines
/// do not break it; each entry hides one occurrence, so a second copy of a known problem still
/// shows.
struct Baseline: Equatable {
    struct Entry: Hashable, Comparable {
        var file: String
        var rule: String
        var message: String

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.message) < (rhs.file, rhs.rule, rhs.message)
        }
    }

    var entries: [Entry]

    init(_ diagnostics: [Diagnostic]) {
        entries = diagnostics.map(Self.entry).sorted()
    }

    /// The entry for a diagnostic. Line numbers inside a message ("line 12", "12:5") are
    /// replaced by `#`, so a message that mentions another place still matches after edits.
    static func entry(_ diagnostic: Diagnostic) -> Entry {
        Entry(file: diagnostic.location.file, rule: diagnostic.rule.id, message: normalized(diagnostic.message))
    }

    static func normalized(_ message: String) -> String {
        var result = ""
        var digits = ""
        var previous = ""
        for character in message {
            if character.isASCII && character.isNumber {
                digits.append(character)
                continue
            }
            if !digits.isEmpty {
                result +=
                    previous.hasSuffix("line ") || previous.hasSuffix("lines ") || character == ":"
                        || result.hasSuffix(":") ? "#" : digits
                digits = ""
            }
            result.append(character)
            previous = String(result.suffix(6))
        }
        if !digits.isEmpty { result += previous.hasSuffix("line ") || result.hasSuffix(":") ? "#" : digits }
        return result
    }

    /// The file's text: sorted JSON, stable across runs so it diffs well in review.
    var rendered: String {
        JSONValue.object([
            "version": .number(1),
            "entries": .array(
                entries.map {
                    .object(["file": .string($0.file), "rule": .string($0.rule), "message": .string($0.message)])
                }),
        ]).rendered()
    }

    /// Reads a baseline file written by `--write-baseline`.
    static func read(_ bytes: [UInt8], path: String) throws(FileSystemError) -> Baseline {
        var reader = PositionedJSONReader(bytes)
        guard let object = try? reader.read(), object.members != nil, object["version"]?.number == 1,
            let list = object["entries"]?.elements
        else {
            throw FileSystemError(
                path: path, reason: "not a themec baseline (expected JSON with \"version\": 1 and \"entries\")")
        }
        var baseline = Baseline([])
        for item in list {
            guard item.members != nil, let file = item["file"]?.string, let rule = item["rule"]?.string,
                let message = item["message"]?.string
            else {
                throw FileSystemError(path: path, reason: "a baseline entry needs \"file\", \"rule\" and \"message\"")
            }
            baseline.entries.append(Entry(file: file, rule: rule, message: normalized(message)))
        }
        baseline.entries.sort()
        return baseline
    }

    /// The diagnostics the baseline does not hide, and how many it hid.
    func filter(_ diagnostics: [Diagnostic]) -> (kept: [Diagnostic], hidden: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var kept: [Diagnostic] = []
        var hidden = 0
        for diagnostic in diagnostics {
            let key = Self.entry(diagnostic)
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                hidden += 1
            } else {
                kept.append(diagnostic)
            }
        }
        return (kept, hidden)
    }
}
