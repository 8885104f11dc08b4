import Foundation
import ThemecFormat
import ThemecVocabulary

/// Xcode's pseudolanguages and "Show non-localized strings", which a scheme's App Language and
/// Options pass to the app as launch arguments, applied to every text an accessor shows, as
/// Foundation applies them to `Bundle.localizedString` (themec's lookups read tables themselves, so
/// Foundation's own never see its texts).
///
/// Each transforms only the text between placeholders: a format still reads the same arguments at the
/// same positions (so the format guard passes it as before), each argument is shown as it is, a `%%`
/// stays a percent sign, and a plural's format and forms are transformed alike. Several together apply
/// in this order: upper case (a key not localized), accents, double length, right to left, and last the
/// bounds around the whole text.
public struct Pseudolocalization: OptionSet, Sendable, Hashable {
    /// The options as bits, one each.
    public let rawValue: Int

    /// The options of `rawValue`'s bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Double-Length Pseudolanguage (`-NSDoubleLocalizedStrings YES`): each text twice, `Profile`
    /// → `Profile Profile`, as Foundation shows it; in a format, each piece of text between placeholders
    /// twice (`%1$@ earned %2$d points` → `%1$@ earned earned %2$d points points`), so each argument still
    /// shows once.
    public static let doubleLength = Self(rawValue: 1 << 0)
    /// The Accented Pseudolanguage (`-NSAccentuateLocalizedStrings YES`): each ASCII letter an accented
    /// letter of the same shape, `Profile` → `Þŕöƒîļé`.
    public static let accented = Self(rawValue: 1 << 1)
    /// The Bounded String Pseudolanguage (`-NSSurroundLocalizedStrings YES`): each text between `[# `
    /// and ` #]`, `[# Profile #]`, as Foundation shows it.
    public static let bounded = Self(rawValue: 1 << 2)
    /// The Right-to-Left Pseudolanguage With Right-to-Left Strings
    /// (`-NSForceRightToLeftLocalizedStrings YES`): text between U+202E RIGHT-TO-LEFT OVERRIDE and U+202C
    /// POP DIRECTIONAL FORMATTING, as Foundation wraps it, so it is drawn right to left (`eliforP`); in a
    /// format each piece of text between placeholders, so names and numbers read as they are.
    public static let rightToLeft = Self(rawValue: 1 << 3)
    /// "Show non-localized strings" (`-NSShowNonLocalizedStrings YES`): a key that no searched table has
    /// in the chosen language — the text shows from another language's table or is the one compiled in
    /// — shows that text in upper case (`PROFILE`, `Ada EARNED 5 POINTS`), where Foundation shows the key
    /// in upper case: the screen keeps its arguments and never shows a raw key.
    public static let showNonLocalized = Self(rawValue: 1 << 4)

    /// Each option with the user default that turns it on, which an Xcode scheme passes as a launch
    /// argument (`-NSDoubleLocalizedStrings YES`).
    static let userDefaultKeys: [(option: Pseudolocalization, key: String)] = [
        (.doubleLength, "NSDoubleLocalizedStrings"), (.accented, "NSAccentuateLocalizedStrings"),
        (.bounded, "NSSurroundLocalizedStrings"), (.rightToLeft, "NSForceRightToLeftLocalizedStrings"),
        (.showNonLocalized, "NSShowNonLocalizedStrings"),
    ]

    /// The options `defaults` turns on: each whose user default is true (`YES`, `true` or a number other
    /// than 0, as `UserDefaults.bool(forKey:)` reads it), as Foundation reads them from the app's
    /// preferences, whose argument domain holds the launch arguments (on Apple platforms and in
    /// swift-corelibs-foundation alike).
    init(_ defaults: UserDefaults) {
        self = []
        for (option, key) in Self.userDefaultKeys where defaults.bool(forKey: key) { insert(option) }
    }

    /// The options the process was launched with, ``init(_:)`` of `UserDefaults.standard`; read once.
    public static let launchArguments = Pseudolocalization(UserDefaults.standard)
}

extension Pseudolocalization {
    /// The text a plain accessor shows (a `.strings` text, a width variant): every character is text,
    /// `%` included. `localized`: whether it is the chosen language's (``showNonLocalized``).
    func plain(_ text: String, localized: Bool) -> String {
        let result = literal(Substring(text), upperCase: !localized && contains(.showNonLocalized), inFormat: false)
        return contains(.bounded) ? Self.bounds(result) : result
    }

    /// A format as an accessor formats it, its placeholders kept as they are; between bounds unless
    /// `bounded` is false (a plural's form, bounded by its format). The text as it is when a transform
    /// would change what it reads (a `%` that is text, at the end of a piece, which themec warns about).
    func format(_ text: String, localized: Bool, bounded: Bool = true) -> String {
        let placeholders = PlaceholderSpans(text)
        guard !placeholders.isUnsupported else { return text }
        let upperCase = !localized && contains(.showNonLocalized)
        let bytes = Array(text.utf8)
        var result = ""
        var copied = 0
        for span in placeholders.spans {
            let piece = String(decoding: bytes[copied..<span.lowerBound], as: UTF8.self)
            result += literal(Substring(piece), upperCase: upperCase, inFormat: true)
            result += String(decoding: bytes[span], as: UTF8.self)
            copied = span.upperBound
        }
        let rest = String(decoding: bytes[copied...], as: UTF8.self)
        result += literal(Substring(rest), upperCase: upperCase, inFormat: true)
        if bounded && contains(.bounded) { result = Self.bounds(result) }
        let after = PlaceholderSpans(result)
        return !after.isUnsupported && after.reading == placeholders.reading ? result : text
    }

    /// A value a format or plural accessor reads, every text of it transformed as a format: a text, each
    /// width or device variant, a plural's format (bounded) and forms.
    func value(_ value: LocalizedValue, localized: Bool) -> LocalizedValue {
        switch value {
        case .text(let text): return .text(format(text, localized: localized))
        case .plural(let entry): return .plural(plural(entry, localized: localized))
        case .widths(let texts): return .widths(texts.mapValues { format($0, localized: localized) })
        case .devices(let variants): return .devices(variants.mapValues { self.value($0, localized: localized) })
        }
    }

    /// A plural rule: its format between bounds, its forms without.
    func plural(_ entry: PluralEntry, localized: Bool) -> PluralEntry {
        PluralEntry(
            format: format(entry.format, localized: localized),
            variables: entry.variables.mapValues { variable in
                PluralVariable(
                    valueType: variable.valueType,
                    forms: variable.forms.mapValues { format($0, localized: localized, bounded: false) })
            })
    }

    /// The compiled forms of a plural accessor (by variable, then category), transformed as ``plural(_:localized:)``
    /// transforms a rule's forms.
    func forms(_ forms: [String: [String: String]], localized: Bool) -> [String: [String: String]] {
        forms.mapValues { $0.mapValues { format($0, localized: localized, bounded: false) } }
    }

    /// One piece of text: its letters in upper case and accented, doubled and turned right to left, the
    /// white space around it left outside. In a format, a `%` and the character after it stay as they
    /// are (`%%` is a percent sign; another is what `String(format:)` reads there).
    private func literal(_ text: Substring, upperCase: Bool, inFormat: Bool) -> String {
        let leading = text.prefix { $0.isWhitespace }
        let rest = text.dropFirst(leading.count)
        let trailing = rest.reversed().prefix { $0.isWhitespace }.count
        let content = rest.dropLast(trailing)
        guard !content.isEmpty else { return String(text) }
        var piece = letters(content, upperCase: upperCase, inFormat: inFormat)
        if contains(.doubleLength) { piece += " " + piece }
        if contains(.rightToLeft) { piece = "\u{202E}" + piece + "\u{202C}" }
        return leading + piece + rest.suffix(trailing)
    }

    /// `text` in upper case when `upperCase`, accented when ``accented`` is on.
    private func letters(_ text: Substring, upperCase: Bool, inFormat: Bool) -> String {
        let accents = contains(.accented)
        guard upperCase || accents else { return String(text) }
        var result = ""
        var afterPercent = false
        for character in text {
            if inFormat && (afterPercent || character == "%") {
                result.append(character)
                afterPercent = !afterPercent && character == "%"
                continue
            }
            let shown = upperCase ? character.uppercased() : String(character)
            result += accents ? String(shown.map { Self.accentedLetters[$0] ?? $0 }) : shown
        }
        return result
    }

    /// Each ASCII letter and the accented letter that shows it.
    static let accentedLetters: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip(
            """
            abcdefghijklmnopqrstuvwxyz\
            ABCDEFGHIJKLMNOPQRSTUVWXYZ
            """,
            """
            åƀçđéƒĝĥîĵķļɱñöþǫŕšţüṽŵẋýž\
            ÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÜṼŴẊÝŽ
            """))

    /// `text` between Foundation's bounds.
    private static func bounds(_ text: String) -> String {
        "[# " + text + " #]"
    }

}

/// Where a text's placeholders are, read by the one format grammar (`ThemecFormat`), and what they
/// read: what a transform keeps as it is, and checks it has not changed.
struct PlaceholderSpans: FormatPlaceholderSink {
    /// The bytes of the text the placeholders take, in order, overlapping ones (a `*` width and its
    /// value) as one.
    var spans: [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
    /// Each placeholder's bytes, as the grammar reports them.
    private var ranges: [Range<Int>] = []
    /// Each placeholder's argument, type, numbering and variable, in order.
    private(set) var reading: [String] = []
    /// Whether a placeholder is one no argument can be passed to safely.
    private(set) var isUnsupported = false

    init(_ text: String) {
        var text = text
        text.withUTF8 { FormatPlaceholderParser.scan($0, into: &self) }
    }

    mutating func placeholder(
        argument: Int, type: PlaceholderType, positional: Bool, range: Range<Int>,
        text: @autoclosure () -> String, variable: @autoclosure () -> String?
    ) {
        reading.append("\(argument)\(positional ? "$" : "")\(type.letter)\(variable().map { "@" + $0 } ?? "")")
        ranges.append(range)
    }

    mutating func problem(_ message: @autoclosure () -> String) {}

    mutating func unsupported(_ message: @autoclosure () -> String) {
        isUnsupported = true
    }
}
