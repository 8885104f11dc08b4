/// The fixed parts of `Theme.themec.swift`: types whose shape never depends on the input.
///
/// Written as Swift text with two markers: `@access ` becomes `public ` or nothing, and
/// `@open ` becomes `open ` or nothing, following the configured access level.
enum ThemeLibrarySource {
    static func apply(_ text: String, _ access: AccessLevel) -> String {
        fill(fill(text, "@access ", access.prefix), "@open ", access == .public ? "open " : "")
    }

    /// `text` with every `marker` replaced by `value`.
    static func fill(_ text: String, _ marker: String, _ value: String) -> String {
        TemplateText.replacing(marker, with: value, in: text)
    }

    static func values(access: AccessLevel) -> String {
        // The sizes come from the one table themec itself uses (`TextStyleName.defaultPointSize`).
        let pointSizes = TextStyleName.allCases.map {
            "\n        case .\($0.rawValue): \(NumberText.format($0.defaultPointSize))"
        }.joined()
        let text = apply(
            #"""
            // MARK: - Values

            /// An sRGB color with channels from 0 to 1.
            @access struct RGBA: Hashable, Sendable {
                @access var red: Double
                @access var green: Double
                @access var blue: Double
                @access var alpha: Double

                @access init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
                    self.red = red
                    self.green = green
                    self.blue = blue
                    self.alpha = alpha
                }

                /// A color from 8-bit channels.
                @access init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 0xFF) {
                    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
                              alpha: Double(alpha) / 255)
                }

                /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or without `#`, in any case.
                @access init?(hex: String) {
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
                @access var hex: String {
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
            @access struct ThemeColor: Hashable, Sendable {
                @access var light: RGBA
                @access var dark: RGBA

                @access init(light: RGBA, dark: RGBA) {
                    self.light = light
                    self.dark = dark
                }

                /// The same color in both appearances.
                @access init(_ color: RGBA) {
                    self.init(light: color, dark: color)
                }
            }

            /// The eleven text styles of the kit, named like `UIFont.TextStyle`.
            @access enum TextStyle: String, CaseIterable, Hashable, Sendable {
                case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

                /// The style's size in points at the default Dynamic Type setting.
                @access var defaultPointSize: Double {
                    switch self {POINT_SIZES
                    }
                }
            }

            /// Where a text appearance's size comes from.
            @access enum FontSize: Hashable, Sendable {
                /// Scaled with Dynamic Type from a text style.
                case textStyle(TextStyle)
                /// A fixed size in points.
                case fixed(Double)
            }
            """#, access)
        return fill(text, "POINT_SIZES", pointSizes)
    }

    static func protocols(access: AccessLevel) -> String {
        apply(
            #"""
            // MARK: - Protocols

            /// How a piece of text looks: font, color, and a size from a text style or in points.
            @access protocol TextAppearance: Sendable {
                /// The PostScript name of the font; empty for the system font.
                var fontName: String { get }
                var textColor: ThemeColor { get }
                var textStyle: TextStyle? { get }
                var fontSize: Double? { get }
            }

            extension TextAppearance {
                /// The size to use: `textStyle` always wins over `fontSize`; with neither, `body`.
                @access var resolvedSize: FontSize {
                    if let textStyle { return .textStyle(textStyle) }
                    if let fontSize { return .fixed(fontSize) }
                    return .textStyle(.body)
                }

                /// True when the appearance uses the system font rather than a named one.
                @access var usesSystemFont: Bool { fontName.isEmpty }
            }

            /// A text appearance as a value.
            @access struct ThemeTextAppearance: TextAppearance, Hashable {
                @access var fontName: String
                @access var textColor: ThemeColor
                @access var textStyle: TextStyle?
                @access var fontSize: Double?

                @access init(fontName: String, textColor: ThemeColor, textStyle: TextStyle?, fontSize: Double?) {
                    self.fontName = fontName
                    self.textColor = textColor
                    self.textStyle = textStyle
                    self.fontSize = fontSize
                }

                /// The system font at `textStyle`.
                @access static func system(_ textStyle: TextStyle, textColor: ThemeColor) -> ThemeTextAppearance {
                    ThemeTextAppearance(fontName: "", textColor: textColor, textStyle: textStyle, fontSize: nil)
                }
            }

            /// The colors of a theme: two required, seven with defaults.
            @access protocol ColorTheme: Sendable {
                var primaryColor: ThemeColor { get }
                var secondaryColor: ThemeColor { get }
                var textColor: ThemeColor { get }
                var textInputColor: ThemeColor { get }
                var primaryVariantColor: ThemeColor { get }
                var errorColor: ThemeColor { get }
                var barItemColor: ThemeColor { get }
                var disabledButtonColor: ThemeColor { get }
                var highlightedButtonColor: ThemeColor { get }
            }

            /// The seventeen text appearances of a theme.
            @access protocol TextTheme: Sendable {
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
                /// The appearance of the slot named like `textStyle`.
                @access func appearance(for textStyle: TextStyle) -> any TextAppearance {
                    switch textStyle {
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
                    }
                }
            }
            """#, access)
    }

    static func manager(access: AccessLevel, colorDefault: String, textDefault: String) -> String {
        let text = apply(
            #"""
            // MARK: - ThemeManager

            /// Holds the current color and text themes and announces changes.
            @MainActor
            @access final class ThemeManager {
                /// The instance the kit and the generated UIKit helpers read.
                @access static let shared = ThemeManager()

                /// Posted on `NotificationCenter.default` after the color or text theme changes.
                @access nonisolated static let didChangeNotification = Notification.Name("ThemeManagerDidChange")

                /// The current color theme; change it with `applyColor(theme:)`.
                @access private(set) var color: any ColorTheme

                /// The current text theme.
                @access var text: any TextTheme {
                    didSet { themeDidChange() }
                }

                @access init(color: any ColorTheme = COLOR_DEFAULT, text: any TextTheme = TEXT_DEFAULT) {
                    self.color = color
                    self.text = text
                }

                /// Makes `theme` the current color theme.
                @access func applyColor(theme: any ColorTheme) {
                    color = theme
                    themeDidChange()
                }

                private func themeDidChange() {
                    NotificationCenter.default.post(name: Self.didChangeNotification, object: nil)
                }
            }
            """#, access)
        return fill(fill(text, "COLOR_DEFAULT", colorDefault), "TEXT_DEFAULT", textDefault)
    }

    /// Used only when a project has no theme file, so `ThemeManager` still has a start value.
    static let fallbackThemes = #"""
        /// The color theme used when the project has no theme file.
        struct FallbackColorTheme: ColorTheme {
            let primaryColor = ThemeColor(RGBA(0x00, 0x7A, 0xFF, 0xFF))
            let secondaryColor = ThemeColor(RGBA(0x58, 0x56, 0xD6, 0xFF))
        }

        /// The text theme used when the project has no theme file: the system font everywhere.
        struct FallbackTextTheme: TextTheme {
            private static let color = ThemeColor(light: RGBA(0x00, 0x00, 0x00, 0xFF), dark: RGBA(0xFF, 0xFF, 0xFF, 0xFF))
            let largeTitle: any TextAppearance = ThemeTextAppearance.system(.largeTitle, textColor: color)
            let title1: any TextAppearance = ThemeTextAppearance.system(.title1, textColor: color)
            let title2: any TextAppearance = ThemeTextAppearance.system(.title2, textColor: color)
            let title3: any TextAppearance = ThemeTextAppearance.system(.title3, textColor: color)
            let headline: any TextAppearance = ThemeTextAppearance.system(.headline, textColor: color)
            let subheadline: any TextAppearance = ThemeTextAppearance.system(.subheadline, textColor: color)
            let body: any TextAppearance = ThemeTextAppearance.system(.body, textColor: color)
            let callout: any TextAppearance = ThemeTextAppearance.system(.callout, textColor: color)
            let footnote: any TextAppearance = ThemeTextAppearance.system(.footnote, textColor: color)
            let caption1: any TextAppearance = ThemeTextAppearance.system(.caption1, textColor: color)
            let caption2: any TextAppearance = ThemeTextAppearance.system(.caption2, textColor: color)
            let alertButton: any TextAppearance = ThemeTextAppearance.system(.body, textColor: color)
            let textView: any TextAppearance = ThemeTextAppearance.system(.body, textColor: color)
            let textField: any TextAppearance = ThemeTextAppearance.system(.body, textColor: color)
            let normalButton: any TextAppearance = ThemeTextAppearance.system(.body, textColor: color)
            let disabledButton: any TextAppearance = ThemeTextAppearance.system(.body, textColor: color)
            let highlightedButton: any TextAppearance = ThemeTextAppearance.system(.body, textColor: color)
        }
        """#
}
