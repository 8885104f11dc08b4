import ThemecFormat
import ThemecVocabulary

/// Writes the records of a module's keys that the runtime's `L10nLookup.validate(_:)` checks, into
/// the string literal of the generated `L10nModuleLookup.records`.
///
/// One record per key: its table, its key, and its kind (`t` text, `f` format, `p` plural, `w` width
/// variants) followed by the letters of the arguments its accessor passes
/// (``ThemecFormat/PlaceholderType/letter``); in a kit, then its development-language text (a plural's
/// format), which the runtime's `"Key".localized` shows when no bundle has the key. The fields are
/// separated by U+001F and the record ends with U+001E (ASCII's unit and record separators), written as
/// escapes. A table, key or text may hold those characters too: there each of U+001B, U+001E and U+001F
/// is preceded by U+001B (escape), which makes it part of the field, so no key can end its record early
/// or forge another (the runtime's `ValidationRecord` reads them back;
/// `StringsRuntimeTests.validateHoldsAnyKey` runs the two together).
enum StringsRecordWriter {
    /// Appends one key's record to the contents of a string literal (escaped, without quotes), with its
    /// text when `withText`.
    static func appendRecord(table: String, key: StringsKey, withText: Bool, to literal: inout String) {
        let kind: String
        if key.isWidthVariant {
            kind = "w"
        } else if case .plural = key.value {
            kind = "p"
        } else {
            kind = key.parameters.isEmpty ? "t" : "f"
        }
        appendField(table, to: &literal)
        literal.append("\\u{1F}")
        appendField(key.key, to: &literal)
        literal.append("\\u{1F}")
        literal.append(kind)
        for parameter in key.accessorParameters { literal.append(parameter.letter) }
        if withText {
            literal.append("\\u{1F}")
            switch key.value {
            case .text(let text): appendField(text, to: &literal)
            case .plural(let plural): appendField(plural.format, to: &literal)
            }
        }
        literal.append("\\u{1E}")
    }

    /// Appends a table, key or text to a record, each separator or escape character in it preceded by
    /// U+001B. Almost no text has one, and it goes straight to the escaper.
    private static func appendField(_ text: String, to literal: inout String) {
        func isSpecial(_ value: UInt32) -> Bool { value == 0x1B || value == 0x1E || value == 0x1F }
        guard text.utf8.contains(where: { isSpecial(UInt32($0)) }) else {
            SwiftLiteral.appendContents(text, to: &literal)
            return
        }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isSpecial(scalar.value) { escaped.append("\u{1B}") }
            escaped.append(scalar)
        }
        SwiftLiteral.appendContents(String(escaped), to: &literal)
    }
}

extension StringsKey {
    /// The types of the arguments the key's accessor passes: its parameters, or for a plural with
    /// none, the one `Int` it chooses the form by.
    var accessorParameters: [PlaceholderType] {
        if case .plural = value, parameters.isEmpty { return [.int] }
        return parameters
    }
}
