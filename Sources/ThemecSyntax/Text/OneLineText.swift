/// Input text shown on one line, in a diagnostic or a `//` comment: line breaks, control
/// characters and bidirectional overrides become escapes, so a hostile key can neither break a
/// line nor reorder what a reader sees.
package enum OneLineText {
    /// `text` with `\n`, `\r` and `\t` written as such, and C0 and C1 controls, DEL, U+2028/2029
    /// and the bidirectional controls U+202A–202E and U+2066–2069 as `\u{…}`.
    package static func escaped(_ text: String) -> String {
        if !needsEscaping(text, quotes: false) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether any scalar of `text` is one ``escaped(_:)`` escapes, or with `quotes` one a Swift
    /// string literal escapes too (`\` and `"`): ASCII controls and DEL, C1 controls (UTF-8
    /// `C2 80`–`C2 9F`), U+2028/2029 and U+202A–202E (`E2 80 A8`–`AE`), U+2066–2069
    /// (`E2 81 A6`–`A9`). May say yes too often (never too rarely): the slow path decides.
    package static func needsEscaping(_ text: String, quotes: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if quotes && (byte == 0x5C || byte == 0x22) { return true }
                if byte == 0xC2, index + 1 < count, bytes[index + 1] <= 0x9F { return true }
                if byte == 0xE2, index + 2 < count {
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if second == 0x80 && third >= 0xA8 && third <= 0xAE { return true }
                    if second == 0x81 && third >= 0xA6 && third <= 0xA9 { return true }
                }
                index += 1
            }
            return false
        }
    }
}
