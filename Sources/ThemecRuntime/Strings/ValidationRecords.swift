/// The records of a module's keys that ``L10nLookup/validate(_:)`` checks, as the generated
/// `L10nModuleLookup.records` holds them: one record per key, its table, its key, and its kind (`t`
/// text, `f` format, `p` plural, `w` width variants) followed by the letters of the arguments its
/// accessor passes; in a kit, a fourth field, the development-language text compiled into the accessor
/// (a plural's format), which `"Key".localized` shows when no bundle has the key. A field ends at U+001F
/// and a record at U+001E; U+001B makes the character after it part of the field, so a table, key or
/// text may hold any character. (themec's `StringsRecordWriter` writes them;
/// `StringsRuntimeTests.validateHoldsAnyKey` runs the two together.)
struct ValidationRecord: Equatable, Sendable {
    let table: String
    let key: String
    let kind: Character
    let expected: String
    /// The compiled-in text, when the record carries it.
    var text: String? = nil

    /// The records of `text`; a record with another number of fields than three or four is skipped.
    static func all(in text: String) -> [ValidationRecord] {
        var result: [ValidationRecord] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                field.append(scalar)
                escaped = false
                continue
            }
            switch scalar.value {
            case 0x1B:
                escaped = true
            case 0x1F:
                fields.append(String(field))
                field = String.UnicodeScalarView()
            case 0x1E:
                fields.append(String(field))
                field = String.UnicodeScalarView()
                if fields.count == 3 || fields.count == 4, let kind = fields[2].first {
                    result.append(
                        ValidationRecord(
                            table: fields[0], key: fields[1], kind: kind, expected: String(fields[2].dropFirst()),
                            text: fields.count == 4 ? fields[3] : nil))
                }
                fields = []
            default:
                field.append(scalar)
            }
        }
        return result
    }
}
