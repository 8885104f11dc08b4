/// Parses the hex color forms themes accept: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, with or
/// without `#`, in any case.
enum HexColor {
    /// The color, or nil when `text` is not one of the accepted forms.
    static func parse(_ text: String) -> RGBA? {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.utf8.map(hexValue)
        guard !values.contains(nil) else { return nil }
        let nibbles = values.map { $0! }
        switch nibbles.count {
        case 3:
            return RGBA(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17)
        case 6, 8:
            var bytes: [UInt8] = []
            for index in stride(from: 0, to: nibbles.count, by: 2) {
                bytes.append(nibbles[index] << 4 | nibbles[index + 1])
            }
            return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    /// True when `text` is made only of hex digits (after an optional `#`), so it reads as
    /// an attempt at a hex color rather than a name.
    static func looksLikeHex(_ text: String) -> Bool {
        if text.hasPrefix("#") { return true }
        return !text.isEmpty && text.utf8.allSatisfy { hexValue($0) != nil }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
