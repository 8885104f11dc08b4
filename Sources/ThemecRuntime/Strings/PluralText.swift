import Foundation
import ThemecFormat

/// Plural rules as the runtime uses them: whether a rule reads exactly the arguments an accessor
/// passes, in every form, and the text for given arguments.
///
/// Both read the texts with the one format grammar (``ThemecFormat/FormatPlaceholderParser``). In
/// the format, a placeholder without a position reads the next argument; in a variable's form, it
/// reads the variable's own number, as Foundation's `.stringsdict` support reads it. Each
/// placeholder is formatted on its own with the one argument it reads, so no text can make
/// `String(format:)` read an argument it was not given.
enum PluralText {
    /// How deep variables may nest (`%#@a@` in a form of `b`); deeper is refused.
    static let maximumDepth = 8

    /// Whether every placeholder of `entry`, in its format and every form, reads an argument of
    /// `expected` (letters, ``ArgumentLetters``) with its type, and every variable has a number there.
    static func reads(_ entry: PluralEntry, exactly expected: String) -> Bool {
        let letters = Array(expected)
        return check(entry.format, entry, letters, own: nil, depth: 0)
    }

    private static func check(
        _ text: String, _ entry: PluralEntry, _ letters: [Character], own: Int?, depth: Int
    ) -> Bool {
        guard depth <= maximumDepth else { return false }
        let placeholders = Placeholders(text)
        guard placeholders.isSafe else { return false }
        for placeholder in placeholders.items {
            let index = placeholder.positional ? placeholder.argument : (own ?? placeholder.argument)
            guard index >= 1, index <= letters.count else { return false }
            let passed = letters[index - 1]
            if let name = placeholder.variable {
                guard let variable = entry.variables[name], passed == "i" || passed == "u" || passed == "f" else {
                    return false
                }
                if let valueType = variable.valueType {
                    guard let type = FormatPlaceholderParser.parse("%" + valueType).placeholders.first?.type,
                        type.letter == passed
                    else { return false }
                }
                for form in variable.forms.values
                where !check(form, entry, letters, own: index, depth: depth + 1) {
                    return false
                }
            } else if placeholder.type.letter != passed {
                return false
            }
        }
        return true
    }

    /// The text of `entry` for `arguments` (which ``reads(_:exactly:)`` accepted): each variable
    /// replaced by the form its number selects in `language`, each placeholder by its argument
    /// formatted in `locale`.
    static func expand(
        _ entry: PluralEntry, language: String, locale: Locale, _ arguments: [any CVarArg]
    ) -> String {
        var result = ""
        expand(entry.format, entry, language, locale, arguments, own: nil, depth: 0, into: &result)
        return result
    }

    private static func expand(
        _ text: String, _ entry: PluralEntry, _ language: String, _ locale: Locale, _ arguments: [any CVarArg],
        own: Int?, depth: Int, into result: inout String
    ) {
        let placeholders = Placeholders(text)
        // Only texts ``reads(_:exactly:)`` accepted come here; this keeps any other from being cut apart.
        guard placeholders.isSafe else {
            result += text
            return
        }
        let bytes = Array(text.utf8)
        var copied = 0
        for placeholder in placeholders.items {
            appendLiteral(bytes[copied..<placeholder.range.lowerBound], to: &result)
            copied = placeholder.range.upperBound
            let index = placeholder.positional ? placeholder.argument : (own ?? placeholder.argument)
            guard index >= 1, index <= arguments.count else { continue }
            let argument = arguments[index - 1]
            if let name = placeholder.variable {
                let forms = entry.variables[name]?.forms ?? [:]
                let number = ArgumentLetters.number(argument)
                var category = PluralRules.category(number, language: language)
                if number == 0, forms["zero"] != nil { category = "zero" }
                let form = forms[category] ?? forms["other"] ?? ""
                if depth < maximumDepth {
                    expand(form, entry, language, locale, arguments, own: index, depth: depth + 1, into: &result)
                }
                continue
            }
            let written = bytes[placeholder.range]
            var specification = written.dropFirst()
            if placeholder.positional, let dollar = specification.firstIndex(of: UInt8(ascii: "$")) {
                specification = specification[(dollar + 1)...]
            }
            let format = "%" + String(decoding: specification, as: UTF8.self)
            result += String(format: format, locale: locale, arguments: [argument])
        }
        appendLiteral(bytes[copied...], to: &result)
    }

    /// Appends text between placeholders, with each `%%` as one `%`.
    private static func appendLiteral(_ bytes: ArraySlice<UInt8>, to result: inout String) {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.contains("%%") { text = text.replacingOccurrences(of: "%%", with: "%") }
        result += text
    }
}

/// The placeholders of one text with where they are, read by the format grammar.
struct Placeholders: FormatPlaceholderSink {
    /// One placeholder: the argument it reads (numbered from 1 in the text), its type, whether it
    /// was written with a position, its byte range, and the variable it names.
    struct Item {
        let argument: Int
        let type: PlaceholderType
        let positional: Bool
        let range: Range<Int>
        let variable: String?
    }

    private(set) var items: [Item] = []
    /// False when a placeholder is one the app cannot be given an argument for safely, has a `*`
    /// width or precision (which reads an argument of its own: not in a plural's texts), or overlaps
    /// the one before.
    private(set) var isSafe = true

    init(_ text: String) {
        var text = text
        text.withUTF8 { FormatPlaceholderParser.scan($0, into: &self) }
    }

    mutating func placeholder(
        argument: Int, type: PlaceholderType, positional: Bool, range: Range<Int>,
        text: @autoclosure () -> String, variable: @autoclosure () -> String?
    ) {
        // A `*` width or precision reads an argument of its own, which formatting one placeholder at a
        // time cannot pass: not in a plural's texts.
        if text().contains("*") { isSafe = false }
        if let last = items.last, range.lowerBound < last.range.upperBound { isSafe = false }
        items.append(Item(argument: argument, type: type, positional: positional, range: range, variable: variable()))
    }

    mutating func problem(_ message: @autoclosure () -> String) {}

    mutating func unsupported(_ message: @autoclosure () -> String) {
        isSafe = false
    }
}
