/// The seventeen slots of the kit's `TextTheme`, the eleven text styles first, then six control slots:
/// what a theme's `text:` maps, and the runtime's public `ThemeManager.TextStyle`, which
/// `setTextStyle(_:)` takes (`label.setTextStyle(.body)`). Not to be confused with ``TextStyle``, the
/// eleven `UIFont` text styles.
///
/// A new slot is a case here and its entry in ``fallbackStyle``; the compiler then points at each place
/// left to fill (`Docs/Architecture.md`, "A new theme slot").
public enum TextSlot: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    case alertButton, textView, textField, normalButton, disabledButton, highlightedButton

    /// The text style a slot a theme does not set falls back to (the system font at that style): its own
    /// for the eleven style slots, `body` for the six control slots. The one table of the text slots.
    package var fallbackStyle: TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        case .alertButton, .textView, .textField, .normalButton, .disabledButton, .highlightedButton: .body
        }
    }
}
