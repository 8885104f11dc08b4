import ThemecVocabulary

/// What the contrast check compares text with: one opaque background per appearance checked, and
/// the ratio normal text needs (`contrast:` in `themec.yml`).
public struct ContrastSettings: Sendable, Equatable {
    /// The light appearance's background; nil when the light appearance is not checked.
    public var lightBackground: ContrastBackground?
    /// The dark appearance's background; nil when the dark appearance is not checked (an app
    /// that only ever shows the light one).
    public var darkBackground: ContrastBackground?
    /// The ratio normal text needs; WCAG AA's 4.5 by default. Large text needs 3, WCAG AA's
    /// ratio for large text, or this minimum when it is lower.
    public var minimum: Double

    /// WCAG AA's ratio for large text.
    static let largeTextMinimum = 3.0

    /// The light appearance's default background: white.
    public static let defaultLightBackground = ContrastBackground(red: 255, green: 255, blue: 255)
    /// The dark appearance's default background: black.
    public static let defaultDarkBackground = ContrastBackground(red: 0, green: 0, blue: 0)

    /// Settings with WCAG AA's defaults on white and black unless given; a nil background leaves
    /// its appearance unchecked.
    public init(
        lightBackground: ContrastBackground? = defaultLightBackground,
        darkBackground: ContrastBackground? = defaultDarkBackground,
        minimum: Double = 4.5
    ) {
        self.lightBackground = lightBackground
        self.darkBackground = darkBackground
        self.minimum = minimum
    }

    /// The background of `appearance`; nil when it is not checked.
    package func background(_ appearance: Appearance) -> ByteColor? {
        switch appearance {
        case .light: lightBackground?.color
        case .dark: darkBackground?.color
        }
    }

    /// The appearances checked, light before dark.
    package var appearances: [Appearance] { Appearance.allCases.filter { background($0) != nil } }

    /// The ratio text of this size needs, or nil for what is not checked.
    package func required(_ requirement: ContrastRequirement) -> Double? {
        switch requirement {
        case .normalText: minimum
        case .largeText: min(Self.largeTextMinimum, minimum)
        case .exempt, .notText: nil
        }
    }
}

/// An opaque background color for the contrast check, with 8-bit channels (`"#F2F2F7"` in `themec.yml`):
/// text on a see-through background has no one contrast, so a background has no alpha.
public struct ContrastBackground: Hashable, Sendable {
    /// The background as the compiler's colors are: opaque.
    package let color: ByteColor

    /// The red channel, 0–255.
    public var red: UInt8 { color.red }
    /// The green channel, 0–255.
    public var green: UInt8 { color.green }
    /// The blue channel, 0–255.
    public var blue: UInt8 { color.blue }

    /// A background from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        color = ByteColor(red: red, green: green, blue: blue)
    }

    /// The background of an opaque `color` (its alpha is not read).
    package init(_ color: ByteColor) {
        self.init(red: color.red, green: color.green, blue: color.blue)
    }
}

/// The two appearances a theme color has.
package enum Appearance: String, Sendable, CaseIterable {
    case light, dark
}
