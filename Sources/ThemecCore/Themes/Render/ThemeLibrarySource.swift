/// The fixed parts of `Theme.themec.swift`: types whose shape never depends on the input.
///
/// Written as Swift text in raw string literals; `\#(access)` is the configured access level
/// (`public ` or nothing) and `\#(open)` is `open ` for a public class, else the same.
enum ThemeLibrarySource {

    static func values(access: AccessLevel) -> String {
        let access = access.prefix
        // The sizes come from the one table themec itself uses (`TextStyleName.defaultPointSize`).
        let pointSizes = TextStyleName.allCases.map {
            "\n        case .\($0.rawValue): \(NumberText.format($0.defaultPointSize))"
        }.joined()
        return #"""
            // MARK: - Values

            /// An sRGB color with channels from 0 to 1.
            \#(access)struct RGBA: Hashable, Sendable {
                \#(access)var red: Double
                \#(access)var green: Double
                \#(access)var blue: Double
                \#(access)var alpha: Double

                \#(access)init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
                    self.red = red
                    self.green = green
                    self.blue = blue
                    self.alpha = alpha
                }

                /// A color from 8-bit channels.
                \#(access)init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 0xFF) {
                    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
                              alpha: Double(alpha) / 255)
                }

                /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or without `#`, in any case.
                \#(access)init?(hex: String) {
                    // Written with explicit types and loops so it type-checks fast in every project.
                    var digits: Substring = Substring(hex)
                    if digits.hasPrefix("#") { digits = digits.dropFirst() }
                    var nibbles: [UInt8] = []
                    for character in digits {
                        guard let value: Int = character.hexDigitValue else { return nil }
                        nibbles.append(UInt8(value))
                    }
                    var bytes: [UInt8] = []
                    switch nibbles.count {
                    case 3:
                        for nibble in nibbles { bytes.append(nibble * 17) }
                    case 6, 8:
                        var index: Int = 0
                        while index < nibbles.count {
                            let high: UInt8 = nibbles[index] << 4
                            bytes.append(high | nibbles[index + 1])
                            index += 2
                        }
                    default:
                        return nil
                    }
                    let alpha: UInt8 = bytes.count == 4 ? bytes[3] : 0xFF
                    self.init(bytes[0], bytes[1], bytes[2], alpha)
                }

                /// `#RRGGBBAA`, upper case.
                \#(access)var hex: String {
                    let digits = Array("0123456789ABCDEF")
                    var result = "#"
                    for channel in [red, green, blue, alpha] {
                        let byte = Int((min(max(channel, 0), 1) * 255).rounded())
                        result.append(digits[byte >> 4])
                        result.append(digits[byte & 0xF])
                    }
                    return result
                }
            }

            /// A color for the light and the dark appearance.
            \#(access)struct ThemeColor: Hashable, Sendable {
                \#(access)var light: RGBA
                \#(access)var dark: RGBA

                \#(access)init(light: RGBA, dark: RGBA) {
                    self.light = light
                    self.dark = dark
                }

                /// The same color in both appearances.
                \#(access)init(_ color: RGBA) {
                    self.init(light: color, dark: color)
                }

                /// The same color in both appearances from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (with or without `#`);
                /// black when the text is not a color, as `UIColor(hex:)` reads it.
                \#(access)init(hex: String?) {
                    self.init(hex.flatMap(RGBA.init(hex:)) ?? RGBA(0x00, 0x00, 0x00))
                }
            }

            /// The eleven text styles of the kit, named like `UIFont.TextStyle`.
            \#(access)enum TextStyle: String, CaseIterable, Hashable, Sendable {
                case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

                /// The style's size in points at the default Dynamic Type setting.
                \#(access)var defaultPointSize: Double {
                    switch self {\#(pointSizes)
                    }
                }
            }

            /// Where a text appearance's size comes from.
            \#(access)enum FontSize: Hashable, Sendable {
                /// Scaled with Dynamic Type from a text style.
                case textStyle(TextStyle)
                /// A fixed size in points.
                case fixed(Double)
            }
            """#
    }

    /// The typealiases that give the protocols UIKit's types where UIKit exists and the
    /// platform-neutral ones elsewhere, and the conversions between them.
    static func platformTypes(access: AccessLevel) -> String {
        let access = access.prefix
        return #"""
            // MARK: - Platform types

            #if canImport(UIKit)
            import UIKit

            /// The color type of the theme protocols: `UIColor` where UIKit exists, ``ThemeColor`` elsewhere.
            \#(access)typealias ThemePlatformColor = UIColor
            /// The text style type of ``TextAppearance``: `UIFont.TextStyle` where UIKit exists, ``TextStyle`` elsewhere.
            \#(access)typealias ThemePlatformTextStyle = UIFont.TextStyle
            /// The font size type of ``TextAppearance``: `CGFloat` where UIKit exists, `Double` elsewhere.
            \#(access)typealias ThemePlatformFloat = CGFloat
            #else
            /// The color type of the theme protocols: `UIColor` where UIKit exists, ``ThemeColor`` elsewhere.
            \#(access)typealias ThemePlatformColor = ThemeColor
            /// The text style type of ``TextAppearance``: `UIFont.TextStyle` where UIKit exists, ``TextStyle`` elsewhere.
            \#(access)typealias ThemePlatformTextStyle = TextStyle
            /// The font size type of ``TextAppearance``: `CGFloat` where UIKit exists, `Double` elsewhere.
            \#(access)typealias ThemePlatformFloat = Double
            #endif

            extension ThemeColor {
                /// The color as the theme protocols hold it: a `UIColor` that follows the interface style where
                /// UIKit exists, the color itself elsewhere.
                \#(access)var platformColor: ThemePlatformColor {
                    #if canImport(UIKit)
                    return uiColor
                    #else
                    return self
                    #endif
                }
            }

            extension TextStyle {
                /// The style as ``TextAppearance`` holds it: a `UIFont.TextStyle` where UIKit exists, itself elsewhere.
                \#(access)var platformTextStyle: ThemePlatformTextStyle {
                    #if canImport(UIKit)
                    return uiTextStyle
                    #else
                    return self
                    #endif
                }

                /// The style `platformTextStyle` names; nil for a UIKit text style other than the eleven.
                \#(access)init?(platformTextStyle: ThemePlatformTextStyle) {
                    #if canImport(UIKit)
                    guard let style = TextStyle.allCases.first(where: { $0.uiTextStyle == platformTextStyle }) else {
                        return nil
                    }
                    self = style
                    #else
                    self = platformTextStyle
                    #endif
                }

                /// The text theme slot named like this style.
                \#(access)var slot: ThemeManager.TextStyle { ThemeManager.TextStyle(rawValue: rawValue)! }
            }
            """#
    }

    static func protocols(access: AccessLevel) -> String {
        let access = access.prefix
        let textRequirements = TextSlot.allCases.map { "    var \($0.rawValue): any TextAppearance { get }" }
            .joined(separator: "\n")
        let slotCases = TextSlot.allCases.map { "\n        case .\($0.rawValue): \($0.rawValue)" }.joined()
        return #"""
            // MARK: - Protocols

            /// How a piece of text looks: font, color, and a size from a text style or in points. Where UIKit
            /// exists its members have the kit's documented types (`UIColor`, `UIFont.TextStyle?`, `CGFloat?`).
            \#(access)protocol TextAppearance: Sendable {
                /// The PostScript name of the font; empty for the system font.
                var fontName: String { get }
                var textColor: ThemePlatformColor { get }
                var textStyle: ThemePlatformTextStyle? { get }
                var fontSize: ThemePlatformFloat? { get }
            }

            extension TextAppearance {
                /// The size to use: `textStyle` always wins over `fontSize`; with neither, `body`. (A UIKit text
                /// style other than the eleven reads as `body` here; the UIKit `font` uses the style itself.)
                \#(access)var resolvedSize: FontSize {
                    if let textStyle { return .textStyle(TextStyle(platformTextStyle: textStyle) ?? .body) }
                    if let fontSize { return .fixed(Double(fontSize)) }
                    return .textStyle(.body)
                }

                /// True when the appearance uses the system font rather than a named one.
                \#(access)var usesSystemFont: Bool { fontName.isEmpty }
            }

            /// A text appearance as a value, in platform-neutral types.
            \#(access)struct ThemeTextAppearance: TextAppearance, Hashable {
                \#(access)var fontName: String
                /// The text color for both appearances.
                \#(access)var color: ThemeColor
                /// The text style the size comes from, if any.
                \#(access)var style: TextStyle?
                /// The size in points, used when `style` is nil.
                \#(access)var size: Double?

                \#(access)init(fontName: String, textColor: ThemeColor, textStyle: TextStyle?, fontSize: Double?) {
                    self.fontName = fontName
                    self.color = textColor
                    self.style = textStyle
                    self.size = fontSize
                }

                \#(access)var textColor: ThemePlatformColor { color.platformColor }
                \#(access)var textStyle: ThemePlatformTextStyle? { style?.platformTextStyle }
                \#(access)var fontSize: ThemePlatformFloat? { size.map { ThemePlatformFloat($0) } }

                /// The system font at `textStyle`.
                \#(access)static func system(_ textStyle: TextStyle, textColor: ThemeColor) -> ThemeTextAppearance {
                    ThemeTextAppearance(fontName: "", textColor: textColor, textStyle: textStyle, fontSize: nil)
                }
            }

            /// The colors of a theme: two required, seven with defaults. Where UIKit exists each is a `UIColor`,
            /// as the kit documents.
            \#(access)protocol ColorTheme: Sendable {
                var primaryColor: ThemePlatformColor { get }
                var secondaryColor: ThemePlatformColor { get }
                var textColor: ThemePlatformColor { get }
                var textInputColor: ThemePlatformColor { get }
                var primaryVariantColor: ThemePlatformColor { get }
                var errorColor: ThemePlatformColor { get }
                var barItemColor: ThemePlatformColor { get }
                var disabledButtonColor: ThemePlatformColor { get }
                var highlightedButtonColor: ThemePlatformColor { get }
            }

            /// The seventeen text appearances of a theme.
            \#(access)protocol TextTheme: Sendable {
            \#(textRequirements)
            }

            extension TextTheme {
                /// The appearance of the slot `style` names.
                \#(access)func appearance(for style: ThemeManager.TextStyle) -> any TextAppearance {
                    switch style {\#(slotCases)
                    }
                }
            }
            """#
    }

    static func manager(access: AccessLevel, colorDefault: String, textDefault: String) -> String {
        let access = access.prefix
        let slotNames = caseLines(TextSlot.allCases.map(\.rawValue), indentation: "        ")
        return #"""
            // MARK: - ThemeManager

            /// Holds the current color and text themes and announces changes.
            @MainActor
            \#(access)final class ThemeManager {
                /// The instance the kit and the generated UIKit helpers read.
                \#(access)static let shared = ThemeManager()

                /// Posted on `NotificationCenter.default` after the color or text theme changes.
                \#(access)nonisolated static let didChangeNotification = Notification.Name("ThemeManagerDidChange")

                /// The current color theme; change it with `applyColor(theme:)`.
                \#(access)private(set) var color: any ColorTheme

                /// The current text theme.
                \#(access)var text: any TextTheme {
                    didSet { themeDidChange() }
                }

                \#(access)init(color: any ColorTheme = \#(colorDefault), text: any TextTheme = \#(textDefault)) {
                    self.color = color
                    self.text = text
                }

                /// Makes `theme` the current color theme.
                \#(access)func applyColor(theme: any ColorTheme) {
                    color = theme
                    themeDidChange()
                }

                private func themeDidChange() {
                    NotificationCenter.default.post(name: Self.didChangeNotification, object: nil)
                }
            }

            extension ThemeManager {
                /// A slot of the text theme, by name: what `setTextStyle(_:)` takes (`label.setTextStyle(.body)`).
                /// The eleven text styles, then the six control slots.
                \#(access)enum TextStyle: String, CaseIterable, Hashable, Sendable {
                    \#(slotNames)
                }

                /// The problems an app's tests can assert are absent (`#expect(ThemeManager.validate() == [])`):
                /// every `fontName` of every theme in `themes` is a font the app registers, so `UIFont(name:size:)`
                /// finds it. Empty when all is well. Where UIKit is absent no font can be looked up, and none is
                /// reported.
                \#(access)nonisolated static func validate(
                    _ themes: [(name: String, color: any ColorTheme, text: any TextTheme)] = ThemeManager.themes
                ) -> [String] {
                    var problems: [String] = []
                    for theme in themes {
                        for slot in ThemeManager.TextStyle.allCases {
                            let appearance: any TextAppearance = theme.text.appearance(for: slot)
                            if appearance.usesSystemFont || isRegistered(font: appearance.fontName) { continue }
                            problems.append("theme '\(theme.name)', text slot '\(slot.rawValue)': the font "
                                + "'\(appearance.fontName)' is not registered, so the system font shows")
                        }
                    }
                    return problems
                }

                /// Whether a font of this PostScript name is available; always true where UIKit is absent.
                private nonisolated static func isRegistered(font name: String) -> Bool {
                    #if canImport(UIKit)
                    return UIFont(name: name, size: 17) != nil
                    #else
                    return true
                    #endif
                }
            }
            """#
    }

    /// `case a, b, c` lines naming `names` in order, each within 120 columns once indented two
    /// levels; every line after the first starts with `indentation`.
    static func caseLines(_ names: [String], indentation: String) -> String {
        var lines: [String] = []
        var current = ""
        for name in names {
            if current.isEmpty {
                current = "case " + name
            } else if 8 + current.count + 2 + name.count <= SwiftWriter.columnLimit {
                current += ", " + name
            } else {
                lines.append(current)
                current = "case " + name
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n" + indentation)
    }
}
