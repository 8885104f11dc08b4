import Foundation

/// Where a text appearance's size comes from.
public enum FontSize: Hashable, Sendable {
    /// Scaled with Dynamic Type from a text style.
    case textStyle(TextStyle)
    /// A fixed size in points.
    case fixed(Double)
}
