extension ThemeLibrarySource {
    /// The UIKit layer: colors, fonts, view styling, appearance proxies and the themed window.
    static func uiKit(access level: AccessLevel, windowClass: String) -> String {
        let access = level.prefix
        let open = level == .public ? "open " : ""
        var slotColors = ""
        for slot in ColorSlot.allCases {
            slotColors += """

                    /// The current theme's `\(slot.rawValue)`.
                    @MainActor \(access)static var \(slot.accessorName): UIColor { ThemeManager.shared.color.\(slot.rawValue) }

                """
        }
        var styleCases = ""
        var fonts = ""
        for style in TextStyleName.allCases {
            styleCases += "\n            case .\(style.rawValue): .\(style.rawValue)"
            fonts += """

                    /// The font of the current text theme's `\(style.rawValue)` appearance.
                    @MainActor \(access)static var \(style.rawValue): UIFont { ThemeManager.shared.text.\(style.rawValue).font }

                """
        }
        let template = #"""
            // MARK: - UIKit

            #if canImport(UIKit)
            import UIKit

            extension RGBA {
                /// The color as a `UIColor`.
                \#(access)var uiColor: UIColor {
                    UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
                }
            }

            extension ThemeColor {
                /// A `UIColor` that follows the interface style when light and dark differ.
                \#(access)var uiColor: UIColor {
                    let light = self.light
                    let dark = self.dark
                    if light == dark { return light.uiColor }
                    return UIColor { traits in traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor }
                }
            }

            extension UIColor {
                /// A color from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (with or without `#`); black when the text is not a color.
                \#(access)convenience init(hex: String?) {
                    let rgba = hex.flatMap(RGBA.init(hex:)) ?? RGBA(0x00, 0x00, 0x00)
                    self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
                              alpha: CGFloat(rgba.alpha))
                }
            \#(slotColors)}

            extension TextStyle {
                /// The matching `UIFont.TextStyle`.
                \#(access)var uiTextStyle: UIFont.TextStyle {
                    switch self {\#(styleCases)
                    }
                }
            }

            extension TextAppearance {
                /// The font: scaled with Dynamic Type through `UIFontMetrics` when `textStyle` is set (it wins over
                /// `fontSize`), fixed otherwise, `body` with neither. A font that is not installed falls back to the
                /// system font.
                \#(access)var font: UIFont {
                    let style: UIFont.TextStyle
                    if let textStyle {
                        style = textStyle
                    } else if let fontSize {
                        return UIFont(name: fontName, size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
                    } else {
                        style = .body
                    }
                    let pointSize: CGFloat = TextStyle(platformTextStyle: style).map { CGFloat($0.defaultPointSize) }
                        ?? UIFont.preferredFont(forTextStyle: style).pointSize
                    guard !usesSystemFont, let base = UIFont(name: fontName, size: pointSize) else {
                        return UIFont.preferredFont(forTextStyle: style)
                    }
                    return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
                }

                /// Text attributes for bars and bar items.
                \#(access)var textAttributes: [NSAttributedString.Key: Any] {
                    [.font: font, .foregroundColor: textColor]
                }
            }

            extension UIFont {
            \#(fonts)}

            extension UILabel {
                /// Styles the label with the current text theme's appearance for `textStyle`.
                \#(access)func setTextStyle(_ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural) {
                    setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle))
                    textAlignment = alignment
                }

                /// Sets the label's font and text color from `textAppearance`.
                \#(access)func setTextAppearance(_ textAppearance: any TextAppearance) {
                    font = textAppearance.font
                    textColor = textAppearance.textColor
                }
            }

            extension UIButton {
                /// Styles the title for `state` with the current text theme's appearance for `textStyle`.
                \#(access)func setTextStyle(_ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural,
                                          for state: UIControl.State = .normal) {
                    setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle), for: state)
                    titleLabel?.textAlignment = alignment
                }

                /// Sets the title color for `state`, and the title font when `state` is `.normal`.
                \#(access)func setTextAppearance(_ textAppearance: any TextAppearance, for state: UIControl.State = .normal) {
                    setTitleColor(textAppearance.textColor, for: state)
                    if state == .normal { titleLabel?.font = textAppearance.font }
                }

                /// Applies the theme's `normalButton`, `highlightedButton` and `disabledButton` appearances.
                \#(access)func applyButtonTextTheme() {
                    let text = ThemeManager.shared.text
                    setTextAppearance(text.normalButton, for: .normal)
                    setTextAppearance(text.highlightedButton, for: .highlighted)
                    setTextAppearance(text.disabledButton, for: .disabled)
                }
            }

            extension UITextField {
                /// Styles the field with the current text theme's appearance for `textStyle`.
                \#(access)func setTextStyle(_ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural) {
                    setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle))
                    textAlignment = alignment
                }

                /// Sets the field's font and text color from `textAppearance`.
                \#(access)func setTextAppearance(_ textAppearance: any TextAppearance) {
                    font = textAppearance.font
                    textColor = textAppearance.textColor
                }
            }

            extension UITextView {
                /// Styles the text view with the current text theme's appearance for `textStyle`.
                \#(access)func setTextStyle(_ textStyle: ThemeManager.TextStyle, alignment: NSTextAlignment = .natural) {
                    setTextAppearance(ThemeManager.shared.text.appearance(for: textStyle))
                    textAlignment = alignment
                }

                /// Sets the text view's font and text color from `textAppearance`.
                \#(access)func setTextAppearance(_ textAppearance: any TextAppearance) {
                    font = textAppearance.font
                    textColor = textAppearance.textColor
                }
            }

            extension UIBarItem {
                /// Sets the item's title attributes for `state` from `textAppearance`.
                \#(access)func setTextAppearance(_ textAppearance: any TextAppearance, for state: UIControl.State = .normal) {
                    setTitleTextAttributes(textAppearance.textAttributes, for: state)
                }
            }

            extension UINavigationBar {
                /// Sets the title attributes from `textAppearance` and the large title attributes from `largeTitle`.
                \#(access)func setTextAppearance(_ textAppearance: any TextAppearance, largeTitle: (any TextAppearance)? = nil) {
                    titleTextAttributes = textAppearance.textAttributes
                    if let largeTitle { largeTitleTextAttributes = largeTitle.textAttributes }
                }
            }

            extension ThemeManager {
                /// Points the appearance proxies of navigation bars and bar items at the current theme.
                \#(access)func applyAppearance() {
                    let navigationBar = UINavigationBar.appearance()
                    navigationBar.tintColor = color.barItemColor
                    navigationBar.setTextAppearance(text.headline, largeTitle: text.largeTitle)
                    UIBarButtonItem.appearance().setTextAppearance(text.normalButton, for: .normal)
                    UIBarButtonItem.appearance().setTextAppearance(text.disabledButton, for: .disabled)
                }
            }

            /// A window that applies the theme when created and again whenever `ThemeManager` announces a change.
            /// Use it as the app's window: `window = \#(windowClass)(frame: UIScreen.main.bounds)`.
            \#(open)class \#(windowClass): UIWindow {
                \#(access)override init(frame: CGRect) {
                    super.init(frame: frame)
                    observeTheme()
                }

                \#(access)required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    observeTheme()
                }

                /// Applies appearance proxies and tint, then re-adds the subviews so proxies reach views on screen.
                \#(open)func applyTheme() {
                    ThemeManager.shared.applyAppearance()
                    tintColor = ThemeManager.shared.color.primaryColor
                    for view in subviews {
                        view.removeFromSuperview()
                        addSubview(view)
                    }
                }

                private func observeTheme() {
                    applyTheme()
                    // The window lives as long as the app; the observer holds it weakly.
                    _ = NotificationCenter.default.addObserver(
                        forName: ThemeManager.didChangeNotification, object: nil, queue: .main
                    ) { [weak self] _ in
                        MainActor.assumeIsolated { self?.applyTheme() }
                    }
                }
            }
            #endif
            """#
        return template
    }

    /// The SwiftUI layer: colors, fonts and a view modifier.
    static func swiftUI(access: AccessLevel) -> String {
        let access = access.prefix
        return #"""
            // MARK: - SwiftUI

            #if canImport(SwiftUI) && canImport(UIKit)
            import SwiftUI

            extension ThemeColor {
                /// A SwiftUI color that follows the interface style.
                \#(access)var color: Color { Color(uiColor: uiColor) }
            }

            extension TextStyle {
                /// The matching `Font.TextStyle` (`caption1` is SwiftUI's `caption`).
                \#(access)var swiftUITextStyle: Font.TextStyle {
                    switch self {
                    case .largeTitle: .largeTitle
                    case .title1: .title
                    case .title2: .title2
                    case .title3: .title3
                    case .headline: .headline
                    case .subheadline: .subheadline
                    case .body: .body
                    case .callout: .callout
                    case .footnote: .footnote
                    case .caption1: .caption
                    case .caption2: .caption2
                    }
                }
            }

            extension TextAppearance {
                /// The font, relative to its text style for Dynamic Type when `textStyle` is set.
                \#(access)var swiftUIFont: Font {
                    switch resolvedSize {
                    case .textStyle(let style):
                        if usesSystemFont { return Font.system(style.swiftUITextStyle) }
                        return Font.custom(fontName, size: CGFloat(style.defaultPointSize), relativeTo: style.swiftUITextStyle)
                    case .fixed(let size):
                        if usesSystemFont { return Font.system(size: CGFloat(size)) }
                        return Font.custom(fontName, fixedSize: CGFloat(size))
                    }
                }
            }

            extension View {
                /// Applies a text appearance's font and color.
                \#(access)func textAppearance(_ appearance: any TextAppearance) -> some View {
                    font(appearance.swiftUIFont).foregroundStyle(Color(uiColor: appearance.textColor))
                }
            }
            #endif
            """#
    }
}
