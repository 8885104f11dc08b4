/// An sRGB color with 8-bit channels, as a hex color writes it: what themec resolves a theme's colors
/// to, and what the runtime reads a hex with (`RGBA(hex:)`, `UIColor(hex:)`), so a hex is one color
/// to both.
package struct ByteColor: Hashable, Sendable {
    /// The red channel, 0–255.
    package var red: UInt8
    /// The green channel, 0–255.
    package var green: UInt8
    /// The blue channel, 0–255.
    package var blue: UInt8
    /// The alpha channel, 0–255 (255 is opaque).
    package var alpha: UInt8

    /// A color from its channels, opaque unless `alpha` says otherwise.
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An opaque color from its channels written as one number, as a hex color writes them
    /// (`0xFF3B30`); bits above the lowest 24 are not read.
    package init(rgb: UInt32) {
        self.init(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    /// Reads the hex color forms themes accept: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, with or without `#`,
    /// in any case, with ASCII digits only (`#ＦＦ0000`, in full-width digits, is no color); nil for
    /// anything else.
    package init?(hex text: String) {
        var text = Substring(text)
        if text.hasPrefix("#") { text = text.dropFirst() }
        let digits = text.utf8
        guard digits.count == 3 || digits.count == 6 || digits.count == 8 else { return nil }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(digits.count)
        for byte in digits {
            guard let nibble = Self.nibble(byte) else { return nil }
            nibbles.append(nibble)
        }
        if nibbles.count == 3 {
            self.init(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17)
            return
        }
        func byte(_ index: Int) -> UInt8 { nibbles[2 * index] << 4 | nibbles[2 * index + 1] }
        self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: nibbles.count == 8 ? byte(3) : 255)
    }

    /// True when `text` is made only of hex digits (after an optional `#`), so it reads as an attempt
    /// at a hex color rather than a name.
    package static func looksLikeHex(_ text: String) -> Bool {
        if text.hasPrefix("#") { return true }
        return !text.isEmpty && text.utf8.allSatisfy { nibble($0) != nil }
    }

    /// `#RRGGBBAA`, upper case.
    package var hex: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue, alpha] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value of an ASCII hex digit; nil for any other byte.
    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
