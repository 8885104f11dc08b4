// A declaration-only stand-in for the parts of UIKit that themec's generated code uses.
// Signatures follow Apple's SDK; bodies trap. See ../README.md.
@_exported import Foundation

public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0, light = 1, dark = 2
}

public enum NSTextAlignment: Int, @unchecked Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

open class UITraitCollection: NSObject, @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
}

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) { fatalError() }
    open class var blue: UIColor { fatalError() }
}

open class UIFont: NSObject, @unchecked Sendable {
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open var pointSize: CGFloat { fatalError() }
}

open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
    open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
}

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}

@MainActor public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIView: UIResponder, UIAppearance {
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var tintColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    // UIKit declares `awakeFromNib()` on NSObject (UINibLoadingAdditions), an Objective-C category
    // that Swift can override. Linux has no Objective-C runtime, so the stub puts it on UIView.
    open func awakeFromNib() { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    public static func appearance() -> Self { fatalError() }
}

@MainActor open class UILabel: UIView {
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UIControl: UIView {
    public struct State: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

@MainActor open class UIButton: UIControl {
    open var titleLabel: UILabel? { fatalError() }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { fatalError() }
}

@MainActor open class UITextField: UIControl {
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UIScrollView: UIView {}

@MainActor open class UITextView: UIScrollView {
    open var font: UIFont? {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UINavigationBar: UIView {
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { fatalError() }
        set { fatalError() }
    }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { fatalError() }
        set { fatalError() }
    }
}

@MainActor open class UIWindow: UIView {}

@MainActor open class UIScreen: NSObject {
    open class var main: UIScreen { fatalError() }
    open var bounds: CGRect { fatalError() }
}

@MainActor open class UIImageView: UIView {}

@MainActor open class UICollectionReusableView: UIView {}

@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@MainActor open class UICollectionView: UIScrollView {
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        fatalError()
    }
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var nibName: String? { fatalError() }
}

@MainActor open class UIBarItem: NSObject, UIAppearance {
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        fatalError()
    }
    public static func appearance() -> Self { fatalError() }
}

@MainActor open class UIBarButtonItem: UIBarItem {}

@MainActor open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { fatalError() }
}
