import Foundation
import ThemecFormat

/// A text with its arguments as the lookups print it: as `String(format:)` prints it (`%%` as one `%`,
/// each placeholder with its argument), except for a placeholder the text ends in without finishing it
/// (`"Done: 100%"`, ``ThemecFormat/FormatPlaceholderParser/incompleteEnd(of:)``): it reads no argument, and
/// where `String(format:)` would drop it, it is printed as written, so a percent sign at the end of a text
/// shows. (themec's checks warn about it: write `%%`.)
enum FormattedText {
    /// `text` printed with `arguments` (which must be what it reads) in `locale`.
    static func printed(_ text: String, locale: Locale?, _ arguments: [any CVarArg]) -> String {
        printed(text, locale: locale, arguments, incompleteEnd: FormatPlaceholderParser.incompleteEnd(of: text))
    }

    /// `arguments` with each one a `*` width or precision reads (`starArguments`, 1-based positions, or for
    /// a plural's single placeholder every argument but its last) held within
    /// ``ThemecFormat/FormatPlaceholderParser/maximumWidth`` characters either way, the most a written
    /// width may be: an app's count or a vendor's text can pad a value, never make a lookup build a text of
    /// millions of characters (which takes Foundation seconds).
    static func bounded(_ arguments: [any CVarArg], starArguments: some Sequence<Int>) -> [any CVarArg] {
        let limit = FormatPlaceholderParser.maximumWidth
        var bounded = arguments
        for position in starArguments where position >= 1 && position <= arguments.count {
            guard let width = arguments[position - 1] as? Int, width > limit || width < -limit else { continue }
            bounded[position - 1] = width > 0 ? limit : -limit
        }
        return bounded
    }

    /// `text` printed with `arguments` in `locale`, given where a placeholder it ends in without finishing
    /// starts (``ThemecFormat/FormatPlaceholderParser/incompleteEnd(of:)``, read once per text).
    static func printed(_ text: String, locale: Locale?, _ arguments: [any CVarArg], incompleteEnd: Int?) -> String {
        guard let end = incompleteEnd else {
            return String(format: text, locale: locale, arguments: arguments)
        }
        let bytes = Array(text.utf8)
        let tail = String(decoding: bytes[end...], as: UTF8.self)
        guard end > 0 else { return tail }
        return String(format: String(decoding: bytes[..<end], as: UTF8.self), locale: locale, arguments: arguments)
            + tail
    }
}
