import Foundation
import ThemecVocabulary

/// The seventeen text appearances of a theme.
public protocol TextTheme: Sendable {
    var largeTitle: any TextAppearance { get }
    var title1: any TextAppearance { get }
    var title2: any TextAppearance { get }
    var title3: any TextAppearance { get }
    var headline: any TextAppearance { get }
    var subheadline: any TextAppearance { get }
    var body: any TextAppearance { get }
    var callout: any TextAppearance { get }
    var footnote: any TextAppearance { get }
    var caption1: any TextAppearance { get }
    var caption2: any TextAppearance { get }
    var alertButton: any TextAppearance { get }
    var textView: any TextAppearance { get }
    var textField: any TextAppearance { get }
    var normalButton: any TextAppearance { get }
    var disabledButton: any TextAppearance { get }
    var highlightedButton: any TextAppearance { get }
}

extension TextTheme {
    /// The appearance of the slot `style` names.
    public func appearance(for style: ThemeManager.TextStyle) -> any TextAppearance {
        switch style {
        case .largeTitle: largeTitle
        case .title1: title1
        case .title2: title2
        case .title3: title3
        case .headline: headline
        case .subheadline: subheadline
        case .body: body
        case .callout: callout
        case .footnote: footnote
        case .caption1: caption1
        case .caption2: caption2
        case .alertButton: alertButton
        case .textView: textView
        case .textField: textField
        case .normalButton: normalButton
        case .disabledButton: disabledButton
        case .highlightedButton: highlightedButton
        }
    }
}
