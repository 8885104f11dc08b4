import ThemecVocabulary

/// How much contrast a color needs, by what it draws.
package enum ContrastRequirement: Sendable, Equatable {
    /// Text under the large-text size: the configured minimum (4.5 by default).
    case normalText
    /// Text of 18 pt and above, or 14 pt and above in a bold font: 3:1.
    case largeText
    /// Disabled buttons: WCAG exempts inactive components.
    case exempt
    /// A color slot that does not color text (`primaryColor`, …): shown, not checked.
    case notText
}

/// The WCAG level a ratio reaches for text of its size.
package enum ContrastLevel: String, Sendable {
    case aaa = "AAA", aa = "AA", fails = "fails"

    /// AAA at 7:1 (4.5:1 for large text), AA at 4.5:1 (3:1 for large text).
    package init(ratio: Double, large: Bool) {
        if ratio >= (large ? 4.5 : 7) {
            self = .aaa
        } else if ratio >= (large ? 3 : 4.5) {
            self = .aa
        } else {
            self = .fails
        }
    }
}

/// One color of a theme on one appearance's background, with its ratio and what it needs.
package struct ContrastPair: Sendable {
    /// What the color belongs to.
    enum Subject: Hashable, Sendable {
        case color(ColorSlot)
        case text(TextSlot)
    }

    /// The slot the color belongs to.
    var subject: Subject
    /// The appearance compared in.
    package var appearance: Appearance
    /// The text color.
    package var foreground: ByteColor
    /// The background it is drawn on.
    package var background: ByteColor
    /// The WCAG contrast ratio, 1 to 21.
    package var ratio: Double
    /// What the pair is checked as: normal text, large text, or not at all.
    var requirement: ContrastRequirement
    /// The ratio it needs with the project's settings; nil when it is not checked.
    package var required: Double?

    /// Whether the ratio reaches what is required (always, for what is not checked).
    package var passes: Bool { required.map { ratio >= $0 } ?? true }

    /// The WCAG level reached, for text; nil for exempt and non-text colors.
    package var level: ContrastLevel? {
        switch requirement {
        case .normalText: ContrastLevel(ratio: ratio, large: false)
        case .largeText: ContrastLevel(ratio: ratio, large: true)
        case .exempt, .notText: nil
        }
    }
}
