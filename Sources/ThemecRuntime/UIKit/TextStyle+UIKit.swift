#if canImport(UIKit)
    import UIKit

    extension TextStyle {
        /// The matching `UIFont.TextStyle`.
        public var uiTextStyle: UIFont.TextStyle {
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
            }
        }
    }
#endif
