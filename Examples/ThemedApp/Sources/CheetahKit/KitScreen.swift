import Foundation

/// What a kit screen reads at runtime: its strings from the kit's keys (an app's table wins), and
/// the nibs it loads, each found main bundle first so an app's nib of the same name replaces it.
public struct KitScreen: Sendable {
    public init() {}

    public var okayButtonTitle: String { L10n.Generic.okay }
    public var profileTitle: String { "Menu.Profile".localized }

    /// The bundle the kit loads the nib `name` from: an app's bundle when it holds a nib of that name,
    /// otherwise the kit's own.
    @MainActor public func nibBundle(_ name: String) -> Bundle { Nibs.bundle(forNib: Nibs.nibName(for: name)) }

    /// The current theme's primary color and body text, as the kit's views read them.
    @MainActor public var currentTheme: String {
        let manager = ThemeManager.shared
        let body = manager.text.body
        let size: String
        switch body.resolvedSize {
        case .textStyle(let style): size = "at the \(style.rawValue) style"
        case .fixed(let points): size = "at \(points) pt"
        }
        return "primaryColor \(describe(manager.color.primaryColor)), "
            + "errorColor \(describe(manager.color.errorColor)), "
            + "body \(body.fontName.isEmpty ? "the system font" : body.fontName) \(size)"
    }

    private func describe(_ color: ThemePlatformColor) -> String {
        #if canImport(UIKit)
        return color.description
        #else
        return color.light.hex
        #endif
    }
}
