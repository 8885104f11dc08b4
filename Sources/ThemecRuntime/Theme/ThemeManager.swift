import Foundation

/// Holds the current color and text themes and announces changes: the one instance every module of
/// the app reads (`ThemeManager.shared`), the kit's and the app's alike.
///
/// Until the app applies its own, the themes are ``SystemColorTheme`` and ``SystemTextTheme``: the
/// platform's tint and system fonts at each text style. An app applies its theme once at launch
/// (`ThemeManager.shared.applyColor(theme: CheetahColorTheme())`, `ThemeManager.shared.text = …`).
@MainActor
public final class ThemeManager {
    /// The instance the kit and the generated UIKit helpers read.
    public static let shared = ThemeManager()

    /// Posted on `NotificationCenter.default` after the color or text theme changes.
    public nonisolated static let didChangeNotification = Notification.Name("ThemeManagerDidChange")

    /// The current color theme; change it with `applyColor(theme:)`.
    public private(set) var color: any ColorTheme

    /// The current text theme.
    public var text: any TextTheme {
        didSet { themeDidChange() }
    }

    /// A manager holding `color` and `text`; the app uses ``shared``.
    public init(color: any ColorTheme = SystemColorTheme(), text: any TextTheme = SystemTextTheme()) {
        self.color = color
        self.text = text
    }

    /// Makes `theme` the current color theme.
    public func applyColor(theme: any ColorTheme) {
        color = theme
        themeDidChange()
    }

    private func themeDidChange() {
        NotificationCenter.default.post(name: Self.didChangeNotification, object: nil)
    }
}
