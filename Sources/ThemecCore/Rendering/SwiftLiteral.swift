import ThemecSyntax

/// The one place raw input text becomes Swift source: string literals and comments.
enum SwiftLiteral {
    /// A double-quoted Swift string literal whose value is exactly `text`.
    ///
    /// Escapes backslash, quote, and every control or line-breaking character, so neither a
    /// newline nor `\(` nor `"""` in a translator's text can change the generated code.
    static func string(_ text: String) -> String {
        if let plain = quotedIfPlain(text) { return plain }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x85
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                {
                    // Line separators and bidirectional overrides are written as escapes so the
                    // source reads the same in every editor.
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result += "\""
        return result
    }

    /// Appends ``string(_:)`` of `text` to `output`, without a separate string when `text` needs
    /// no escape.
    static func append(_ text: String, to output: inout String) {
        if OneLineText.needsEscaping(text, quotes: true) {
            output.append(string(text))
            return
        }
        output.append("\"")
        output.append(text)
        output.append("\"")
    }

    /// Appends what goes between the quotes of ``string(_:)`` of `text`: `text` itself when it needs
    /// no escape, decided on its UTF-8 bytes.
    static func appendContents(_ text: String, to output: inout String) {
        if OneLineText.needsEscaping(text, quotes: true) {
            let literal = string(text)
            output.append(contentsOf: literal.dropFirst().dropLast())
        } else {
            output.append(text)
        }
    }

    /// `text` made safe inside a `//` or `///` comment: one line, with control and
    /// bidirectional characters shown as escapes (``OneLineText/escaped(_:)``, which messages use
    /// too). A comment cannot be closed from inside, so only line breaks matter for correctness;
    /// the rest keeps the source honest to read.
    static func commentSafe(_ text: String) -> String {
        OneLineText.escaped(text)
    }

    /// Whether `text` can stand in a comment as it is: ``commentSafe(_:)`` would return it
    /// unchanged, and it has no line break.
    static func isCommentSafe(_ text: String) -> Bool {
        !OneLineText.needsEscaping(text, quotes: false)
    }

    /// `"text"` when no scalar of `text` needs an escape, else nil: the common case, decided on
    /// the UTF-8 bytes without decoding.
    private static func quotedIfPlain(_ text: String) -> String? {
        if OneLineText.needsEscaping(text, quotes: true) { return nil }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        result.append(text)
        result.append("\"")
        return result
    }

    /// A Swift `Double` literal for `value` that reads back to the same number.
    static func double(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value)) + ".0"
        }
        return "\(value)"
    }
}
