import Foundation

/// An sRGB color with channels from 0 to 1.
public struct RGBA: Hashable, Sendable {
    /// The red channel, from 0 to 1.
    public var red: Double
    /// The green channel, from 0 to 1.
    public var green: Double
    /// The blue channel, from 0 to 1.
    public var blue: Double
    /// The opacity, from 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// A color from channels from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from 8-bit channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 0xFF) {
        self.init(
            red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
            alpha: Double(alpha) / 255)
    }

    /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or without `#`, in any case.
    public init?(hex: String) {
        // Written with explicit types and loops so it type-checks fast in every project.
        var digits: Substring = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        var nibbles: [UInt8] = []
        for character in digits {
            guard let value: Int = character.hexDigitValue else { return nil }
            nibbles.append(UInt8(value))
        }
        var bytes: [UInt8] = []
        switch nibbles.count {
        case 3:
            for nibble in nibbles { bytes.append(nibble * 17) }
        case 6, 8:
            var index: Int = 0
            while index < nibbles.count {
                let high: UInt8 = nibbles[index] << 4
                bytes.append(high | nibbles[index + 1])
                index += 2
            }
        default:
            return nil
        }
        let alpha: UInt8 = bytes.count == 4 ? bytes[3] : 0xFF
        self.init(bytes[0], bytes[1], bytes[2], alpha)
    }

    /// `#RRGGBBAA`, upper case.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var result = "#"
        for channel in [red, green, blue, alpha] {
            let byte = Int((min(max(channel, 0), 1) * 255).rounded())
            result.append(digits[byte >> 4])
            result.append(digits[byte & 0xF])
        }
        return result
    }
}

/// A color for the light and the dark appearance.
