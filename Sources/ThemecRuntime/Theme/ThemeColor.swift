import Foundation

/// A color for the light and the dark appearance.
public struct ThemeColor: Hashable, Sendable {
    /// The color in the light appearance.
    public var light: RGBA
    /// The color in the dark appearance.
    public var dark: RGBA

    /// A color for each appearance.
    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The same color in both appearances.
    public init(_ color: RGBA) {
        self.init(light: color, dark: color)
    }

    /// The same color in both appearances from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (with or without `#`);
    /// black when the text is not a color, as `UIColor(hex:)` reads it.
    public init(hex: String?) {
        self.init(hex.flatMap(RGBA.init(hex:)) ?? RGBA(0x00, 0x00, 0x00))
    }
}
