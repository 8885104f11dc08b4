// A declaration-only stand-in for the parts of SwiftUI that themec's generated code uses.
// Signatures follow Apple's SDK; bodies trap. See ../README.md.
import UIKit

public protocol ShapeStyle: Sendable {}

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

public struct Color: Hashable, ShapeStyle, Sendable {
    public init(uiColor: UIColor) { fatalError() }
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Design: Hashable, Sendable {}
    public struct Weight: Hashable, Sendable {}

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        fatalError()
    }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        fatalError()
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        fatalError()
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
}

public struct _FontModifier {}
public struct _ForegroundStyleModifier<S> {}

extension View {
    nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, _FontModifier> { fatalError() }
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<
        Self, _ForegroundStyleModifier<S>
    > {
        fatalError()
    }
}
