/// The eleven text styles of the kit, named like `UIFont.TextStyle`: the runtime's public `TextStyle`
/// (a text appearance's `textStyle`), and the names a theme's `textStyle:` takes. Not to be confused
/// with ``TextSlot``, the seventeen slots of a text theme (`ThemeManager.TextStyle` in the runtime).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// What is known of one style.
    package struct Facts: Sendable {
        /// The style's size in points at the default Dynamic Type setting (iOS "Large").
        package var defaultPointSize: Double
        /// The text theme slot named like the style.
        package var slot: TextSlot
    }

    /// The style's entry: the one table of the text styles.
    package var facts: Facts {
        switch self {
        case .largeTitle: Facts(defaultPointSize: 34, slot: .largeTitle)
        case .title1: Facts(defaultPointSize: 28, slot: .title1)
        case .title2: Facts(defaultPointSize: 22, slot: .title2)
        case .title3: Facts(defaultPointSize: 20, slot: .title3)
        case .headline: Facts(defaultPointSize: 17, slot: .headline)
        case .subheadline: Facts(defaultPointSize: 15, slot: .subheadline)
        case .body: Facts(defaultPointSize: 17, slot: .body)
        case .callout: Facts(defaultPointSize: 16, slot: .callout)
        case .footnote: Facts(defaultPointSize: 13, slot: .footnote)
        case .caption1: Facts(defaultPointSize: 12, slot: .caption1)
        case .caption2: Facts(defaultPointSize: 11, slot: .caption2)
        }
    }

    /// The style's size in points at the default Dynamic Type setting (iOS "Large").
    public var defaultPointSize: Double { facts.defaultPointSize }

    /// The text theme slot named like this style.
    public var slot: TextSlot { facts.slot }
}
