import Foundation
import ThemecVocabulary

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

    /// The color of themec's vocabulary with the same bytes.
    package init(_ color: ByteColor) {
        self.init(color.red, color.green, color.blue, color.alpha)
    }

    /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or without `#`, in any case, as themec reads a
    /// theme's hex colors (ASCII digits only: `#ＦＦ0000` is no color); nil for anything else.
    public init?(hex: String) {
        guard let color = ByteColor(hex: hex) else { return nil }
        self.init(color)
    }

    /// `#RRGGBBAA`, upper case.
    public var hex: String {
        func byte(_ channel: Double) -> UInt8 { UInt8((min(max(channel, 0), 1) * 255).rounded()) }
        return ByteColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha)).hex
    }
}
