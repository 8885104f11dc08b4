import Foundation

/// The eleven text styles of the kit, named like `UIFont.TextStyle`.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The style's size in points at the default Dynamic Type setting.
    public var defaultPointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .body: 17
        case .callout: 16
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}

/// Where a text appearance's size comes from.
