import ThemecFormat
import ThemecVocabulary

/// The records of a module's keys that ``L10nLookup/validate(_:)`` checks, as the generated
/// `L10nModuleLookup.records` holds them: one record per key, its table, its key, and its kind (`t`
/// text, `f` format, `p` plural, `w` width variants) followed by the letters of the arguments its
/// accessor passes; in a kit, a fourth field, the development-language text compiled into the accessor
/// (a plural's format), which `"Key".localized` shows when no bundle has the key. A field ends at U+001F
/// and a record at U+001E; U+001B makes the character after it part of the field, so a table, key or
/// text may hold any character. (themec's `StringsRecordWriter` writes them;
/// `StringsRuntimeTests.validateHoldsAnyKey` runs the two together.) The format is part of the runtime
/// contract (``ThemecRuntimeContract``).
struct ValidationRecord: Equatable, Sendable {
    let table: String
    let key: String
    let kind: Character
    let expected: String
    /// The compiled-in text, when the record carries it.
    var text: String? = nil

    /// The kinds of key a record names: text, format, plural and width variants.
    static let kinds: [(kind: Character, name: String)] = [
        ("t", "text"), ("f", "format"), ("p", "plural"), ("w", "width variants"),
    ]

    /// The letters of the argument types an accessor passes (``ThemecFormat/PlaceholderType/letter``).
    static let argumentLetters = Set(PlaceholderType.allCases.map(\.letter))

    /// The records of `text` that can be read (``read(_:)``).
    static func all(in text: String) -> [ValidationRecord] {
        read(text).records
    }

    /// The records of `text`, and each record that cannot be read, with why: a record with another
    /// number of fields than three or four, a kind that is none of the four, an argument letter of no
    /// type, a text that lists arguments, or text after the last record's end.
    static func read(_ text: String) -> ValidationRecords {
        var result = ValidationRecords()
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var escaped = false
        var ended = true
        for scalar in text.unicodeScalars {
            ended = false
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
                result.take(fields)
                fields = []
                ended = true
            default:
                field.append(scalar)
            }
        }
        if !ended {
            fields.append(String(field))
            result.unreadable.append(
                UnreadableRecord(
                    number: result.count + 1, fields: fields,
                    why: "the text ends inside it (no U+001E ends its last field)"))
        }
        return result
    }

    /// The record of `fields`, or why they are none.
    static func record(_ fields: [String]) -> Result<ValidationRecord, UnreadableRecord.Reason> {
        guard fields.count == 3 || fields.count == 4 else {
            return .failure(
                .init(
                    "it has \(fields.count) field\(fields.count == 1 ? "" : "s"), where a record has 3 (table, key, "
                        + "kind and argument letters) or 4 (and the text compiled in)"))
        }
        guard let kind = fields[2].first else { return .failure(.init("its kind is empty")) }
        guard kinds.contains(where: { $0.kind == kind }) else {
            let known = kinds.map { "\($0.kind) (\($0.name))" }.joined(separator: ", ")
            return .failure(.init("its kind '\(kind)' is none of \(known)"))
        }
        let expected = String(fields[2].dropFirst())
        if let letter = expected.first(where: { !argumentLetters.contains($0) }) {
            let known = PlaceholderType.allCases.map { String($0.letter) }.joined(separator: " ")
            return .failure(.init("its argument letter '\(letter)' is the letter of no argument type (\(known))"))
        }
        if kind == "t", !expected.isEmpty {
            return .failure(.init("it is a text ('t'), which passes no argument, but lists '\(expected)'"))
        }
        return .success(
            ValidationRecord(
                table: fields[0], key: fields[1], kind: kind, expected: expected,
                text: fields.count == 4 ? fields[3] : nil))
    }
}

/// What ``ValidationRecord/read(_:)`` finds in a module's records.
struct ValidationRecords: Sendable {
    /// The records that can be read, in order.
    var records: [ValidationRecord] = []
    /// The records that cannot, in order.
    var unreadable: [UnreadableRecord] = []

    /// How many records were found, read or not.
    var count: Int { records.count + unreadable.count }

    /// Takes the record of `fields`, or notes why it cannot be read.
    mutating func take(_ fields: [String]) {
        switch ValidationRecord.record(fields) {
        case .success(let record): records.append(record)
        case .failure(let reason):
            unreadable.append(UnreadableRecord(number: count + 1, fields: fields, why: reason.text))
        }
    }
}

/// A record of a module's records that cannot be read: its place, its fields and why.
struct UnreadableRecord: Equatable, Sendable {
    /// Its place among the module's records, from 1.
    let number: Int
    /// Its fields as read.
    let fields: [String]
    /// Why it cannot be read.
    let why: String

    /// Why a record cannot be read, as an error of ``ValidationRecord/record(_:)``.
    struct Reason: Error {
        let text: String

        init(_ text: String) {
            self.text = text
        }
    }

    /// What `validate()` says of it, for the module `module`: its number, its fields (escaped, so no
    /// separator shows raw), why, and what to do.
    func problem(module: String) -> String {
        let shown = fields.map { String(reflecting: $0) }.joined(separator: ", ")
        return "record \(number) of \(module)'s L10nModuleLookup.records (\(shown)) cannot be read: \(why), so its key "
            + "is not checked; the generated code and ThemecRuntime disagree on the records' format: regenerate the "
            + "generated code with the themec of this ThemecRuntime"
    }
}
