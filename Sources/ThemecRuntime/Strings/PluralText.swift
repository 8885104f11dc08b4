import Foundation
import ThemecFormat

/// Plural rules as lookups show them: a rule is shown only when what it reads
/// (``ThemecFormat/PluralRule/argumentLetters``, the verdict themec's checks reach too) is what the
/// accessor passes, and then filled in with the forms the CLDR rules of its table's language choose.
///
/// Each placeholder is formatted on its own with the arguments it reads (a `*` width's and precision's,
/// then its value's), so no text can make `String(format:)` read an argument it was not given; the text
/// between placeholders is printed as the lookups print a text (`%%` as `%`, ``FormattedText``).
enum PluralText {
    /// The text of `rule` for `arguments` (whose letters it reads): each variable replaced by the form
    /// its number selects in `language` (`zero` for 0 when the variable has one, as Apple does), each
    /// placeholder by its argument formatted in `locale`.
    static func expand(_ rule: PluralRule, language: String, locale: Locale, _ arguments: [any CVarArg]) -> String {
        rule.render(
            choosing: { argument, categories in
                guard argument >= 1, argument <= arguments.count else { return "other" }
                return PluralRules.form(for: arguments[argument - 1], language: language, among: categories)
            },
            formatting: { specification, read in
                guard read.allSatisfy({ $0 >= 1 && $0 <= arguments.count }) else { return "" }
                // Every argument but the last is a `*` width's or precision's.
                let values = FormattedText.bounded(read.map { arguments[$0 - 1] }, starArguments: 1..<read.count)
                return String(format: specification, locale: locale, arguments: values)
            },
            literal: literal)
    }

    /// Text between placeholders as the lookups print a text (``FormattedText``): `%%` as `%`, a `%` before
    /// a character that is no conversion as that character. (Such text reads no argument: every `%` that
    /// reads one is a placeholder of the rule.)
    static func literal(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return FormattedText.printed(text, locale: nil, [])
    }
}
