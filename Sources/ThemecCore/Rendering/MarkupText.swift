/// The one place input text becomes XML or HTML text (the JUnit report, the preview page):
/// `& < > " '` become character references and the characters XML 1.0 cannot hold become U+FFFD,
/// so an input is only ever text, in an element or a quoted attribute value.
package enum MarkupText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities.
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case "\r": result += "&#13;"
            default:
                if isForbidden(scalar) {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'", "\r": true
        case "\n", "\t": false
        default: isForbidden(scalar)
        }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
