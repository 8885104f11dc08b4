import ThemecFormat

/// The self-check part of the strings runtime: `L10nLookup.validate(_:in:)`, which `L10n.validate()`
/// calls with a record of every key, and the record's text.
///
/// It runs wherever Foundation does (Linux included): each searched bundle's `.lproj` folders are
/// read with `FileManager` and `PropertyListSerialization`, never with `Bundle.localizedString`,
/// which traps on some `.stringsdict` entries on Linux; a bundle or table that cannot be read is
/// reported, not trapped on.
enum StringsValidationSource {
    /// Appends one key's record to the contents of a string literal (escaped, without quotes): its
    /// table, its key, and its kind (`t` text, `f` format, `p` plural, `w` width variants) followed
    /// by the types of the arguments its accessor passes, one letter each. The fields are separated
    /// by U+001F and the record ends with U+001E (ASCII's unit and record separators), written as
    /// escapes. A table or key may hold those characters too: there each of U+001B, U+001E and
    /// U+001F is preceded by U+001B (escape), which makes it part of the field, so no key can end
    /// its record early or forge another (`validationRecords` in the runtime reads them back).
    static func appendRecord(table: String, key: StringsKey, to literal: inout String) {
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
        for parameter in key.parameters { literal.append(letter(parameter)) }
        literal.append("\\u{1E}")
    }

    /// Appends a table or key to a record, each separator or escape character in it preceded by
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

    /// The letter of an argument type, as the runtime's scanner gives it.
    static func letter(_ type: PlaceholderType) -> String {
        switch type {
        case .object: "@"
        case .int: "i"
        case .uint: "u"
        case .double: "f"
        case .char: "c"
        case .unichar: "C"
        case .cString: "s"
        case .unicharString: "S"
        case .pointer: "p"
        }
    }

    /// The runtime part, inside `L10nLookup`, with `access` (`public ` or nothing) as its access level.
    static func body(access: String) -> String {
        #"""
        /// The problems `L10n.validate()` reports. `records` holds one record per key (its table, its
        /// key, its kind and the placeholders its accessor passes). In every locale that a searched
        /// bundle has an `.lproj` folder for (`Base` aside), the first bundle that has the key must
        /// give it, with those placeholders. A bundle or table that cannot be read is reported, and so is a
        /// table that no searched bundle holds (its keys would show as themselves), naming the bundles.
        \#(access)static func validate(_ records: Swift.String, in moduleBundle: Foundation.Bundle? = nil) -> [Swift.String] {
            var problems: [Swift.String] = []
            var searched: [(root: Swift.String, locales: Swift.Set<Swift.String>)] = []
            var locales: Swift.Set<Swift.String> = []
            let order: [Foundation.Bundle] = searchOrder(moduleBundle)
            for bundle in order {
                let root: Swift.String = bundle.resourcePath ?? bundle.bundlePath
                guard let names: [Swift.String] = try? Foundation.FileManager.default.contentsOfDirectory(atPath: root)
                else {
                    problems.append("the bundle at \(bundle.bundlePath) cannot be read")
                    continue
                }
                var found: Swift.Set<Swift.String> = []
                for name in names where name.hasSuffix(".lproj") && !name.elementsEqual(baseFolder) {
                    found.insert(Swift.String(name.dropLast(6)))
                }
                searched.append((root, found))
                locales.formUnion(found)
            }
            var tables: [Swift.String: [Swift.String: Any]] = [:]
            var recordTables: Swift.Set<Swift.String> = []
            for (table, key, kind, expected) in validationRecords(records) {
                recordTables.insert(table)
                for locale in locales.sorted() {
                    var value: Any?
                    for bundle in searched where bundle.locales.contains(locale) {
                        let base: Swift.String = "\(bundle.root)/\(locale).lproj/\(table)"
                        value = validationTable("\(base).stringsdict", &tables, &problems)[key]
                        if case .none = value { value = validationTable("\(base).strings", &tables, &problems)[key] }
                        if case .some = value { break }
                    }
                    guard let value else {
                        problems.append(
                            "'\(key)' (\(table)) has no text in \(locale): the \(developmentLanguage) text shows")
                        continue
                    }
                    switch kind {
                    case "t", "f": break
                    default: continue
                    }
                    guard let text: Swift.String = value as? Swift.String else { continue }
                    let found: Swift.String? = placeholderLetters(text)
                    if case .some(let letters) = found, letters.elementsEqual(expected) { continue }
                    var read: Swift.String = "a malformed placeholder"
                    if let found { read = placeholderList(found) }
                    var problem: Swift.String = "'\(key)' (\(table)) in \(locale) reads \(read), "
                    problem.append("but its accessor passes \(placeholderList(expected))")
                    problems.append(problem)
                }
            }
            var held: Swift.Set<Swift.String> = []
            for bundle in order { held.formUnion(ThemecResourceBundles.tables(in: bundle)) }
            for table in recordTables.sorted() where !held.contains(table) {
                var problem: Swift.String = "the table '\(table)' is in none of the searched bundles, so every key "
                problem.append("of it shows as the key itself; searched: \(bundlePaths(order))")
                problems.append(problem)
            }
            return problems
        }

        /// Whether `byte` is a space, tab or line break (a table file of only these holds no entries).
        private static func isBlank(_ byte: Swift.UInt8) -> Swift.Bool {
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09: return true
            default: return false
            }
        }

        /// The folder of a bundle's base localization, which `validate(_:in:)` does not count as a locale.
        private static let baseFolder: Swift.String = "Base.lproj"

        /// `letters` as placeholders (`%i %@`), or "none".
        private static func placeholderList(_ letters: Swift.String) -> Swift.String {
            if letters.isEmpty { return "none" }
            var list: Swift.String = ""
            for letter in letters {
                if !list.isEmpty { list.append(" ") }
                list.append("%")
                list.append(letter)
            }
            return list
        }

        /// The paths of `order`'s bundles, separated by commas.
        static func bundlePaths(_ order: [Foundation.Bundle]) -> Swift.String {
            var paths: Swift.String = ""
            for bundle in order {
                if !paths.isEmpty { paths.append(", ") }
                paths.append(bundle.bundlePath)
            }
            return paths
        }

        /// The records of `validate(_:in:)`: each one's table, key, kind and argument letters. A field
        /// ends at U+001F and a record at U+001E; U+001B makes the character after it part of the
        /// field, so a table or key may hold any character.
        static func validationRecords(_ records: Swift.String)
            -> [(table: Swift.String, key: Swift.String, kind: Swift.Character, expected: Swift.String)]
        {
            var result: [(table: Swift.String, key: Swift.String, kind: Swift.Character, expected: Swift.String)] = []
            var fields: [Swift.String] = []
            var field: Swift.String.UnicodeScalarView = Swift.String.UnicodeScalarView()
            var escaped: Swift.Bool = false
            for scalar: Swift.Unicode.Scalar in records.unicodeScalars {
                if escaped {
                    field.append(scalar)
                    escaped = false
                    continue
                }
                switch scalar.value {
                case 0x1B:
                    escaped = true
                case 0x1F:
                    fields.append(Swift.String(field))
                    field = Swift.String.UnicodeScalarView()
                case 0x1E:
                    fields.append(Swift.String(field))
                    field = Swift.String.UnicodeScalarView()
                    if case .some(let record) = validationRecord(fields) { result.append(record) }
                    fields = []
                default:
                    field.append(scalar)
                }
            }
            return result
        }

        /// One record of `validationRecords(_:)` from its three fields, the third the kind and then
        /// the argument letters; nil when it has another number of fields.
        private static func validationRecord(_ fields: [Swift.String])
            -> (table: Swift.String, key: Swift.String, kind: Swift.Character, expected: Swift.String)?
        {
            guard case .some(let kindAndLetters) = fields.last, let kind: Swift.Character = kindAndLetters.first else {
                return nil
            }
            switch fields.count {
            case 3: return (fields[0], fields[1], kind, Swift.String(kindAndLetters.dropFirst()))
            default: return nil
            }
        }

        /// The entries of the table file at `path`, read once; empty when there is no such file, and
        /// reported in `problems` when it cannot be read.
        private static func validationTable(
            _ path: Swift.String, _ tables: inout [Swift.String: [Swift.String: Any]], _ problems: inout [Swift.String]
        ) -> [Swift.String: Any] {
            if let table = tables[path] { return table }
            var entries: [Swift.String: Any] = [:]
            if Foundation.FileManager.default.fileExists(atPath: path) {
                if let data: Foundation.Data = Foundation.FileManager.default.contents(atPath: path) {
                    if !data.allSatisfy(isBlank) {
                        if let plist: Any = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil),
                           let dictionary: [Swift.String: Any] = plist as? [Swift.String: Any]
                        {
                            entries = dictionary
                        } else {
                            problems.append("\(path) cannot be read as a string table")
                        }
                    }
                } else {
                    problems.append("\(path) cannot be read")
                }
            }
            tables[path] = entries
            return entries
        }

        /// The argument type letter of each conversion character: a table rather than a `switch` over
        /// character literals, which costs the type checker more.
        private static let placeholderKinds: [Swift.Character: Swift.Character] = [
            "@": "@", "d": "i", "i": "i", "D": "i", "u": "u", "x": "u", "X": "u", "o": "u", "O": "u", "U": "u",
            "f": "f", "F": "f", "e": "f", "E": "f", "g": "f", "G": "f", "a": "f", "A": "f",
            "c": "c", "C": "C", "s": "s", "S": "S", "p": "p",
        ]

        /// The argument types `text`'s placeholders read, in argument order, one letter each (`@`
        /// object, `i` signed, `u` unsigned, `f` floating, `c`, `C`, `s`, `S`, `p`); nil when a placeholder is
        /// malformed or two read one argument as different types.
        static func placeholderLetters(_ text: Swift.String) -> Swift.String? {
            var letters: [Swift.Int: Swift.Character] = [:]
            var next: Swift.Int = 1
            var rest: Swift.Substring = Swift.Substring(text)
            while let percent: Swift.String.Index = rest.firstIndex(of: "%") {
                rest = rest.suffix(from: rest.index(after: percent))
                if case .some("%") = rest.first {
                    rest = rest.dropFirst()
                    continue
                }
                var position: Swift.Int?
                let digits: Swift.Substring = rest.prefix(while: isASCIIDigit)
                if case .some("$") = rest.dropFirst(digits.count).first, !digits.isEmpty {
                    position = Swift.Int(digits)
                    rest = rest.dropFirst(digits.count).dropFirst()
                }
                // Width, then precision.
                rest = rest.drop(while: isFlag)
                guard skipNumber(&rest, &next, &letters) else { return nil }
                if case .some(".") = rest.first {
                    rest = rest.dropFirst()
                    guard skipNumber(&rest, &next, &letters) else { return nil }
                }
                rest = rest.drop(while: isLength)
                guard let conversion: Swift.Character = rest.first,
                      let letter: Swift.Character = placeholderKinds[conversion]
                else { return nil }
                rest = rest.dropFirst()
                var argument: Swift.Int = next
                if let position { argument = position } else { next = next.advanced(by: 1) }
                guard record(letter, at: argument, in: &letters) else { return nil }
            }
            guard let last: Swift.Int = letters.keys.max() else { return "" }
            var result: Swift.String = ""
            for position: Swift.Int in Swift.stride(from: 1, through: last, by: 1) {
                guard let letter: Swift.Character = letters[position] else { return nil }
                result.append(letter)
            }
            return result
        }

        /// Skips a width or a precision: digits, or `*`, which reads an Int argument (the next one).
        private static func skipNumber(
            _ rest: inout Swift.Substring, _ next: inout Swift.Int, _ letters: inout [Swift.Int: Swift.Character]
        ) -> Swift.Bool {
            guard case .some("*") = rest.first else {
                rest = rest.drop(while: isASCIIDigit)
                return true
            }
            rest = rest.dropFirst()
            let argument: Swift.Int = next
            next = next.advanced(by: 1)
            return record("i", at: argument, in: &letters)
        }

        /// Records that argument `position` is read as `letter`; false when it is read as another.
        private static func record(
            _ letter: Swift.Character, at position: Swift.Int, in letters: inout [Swift.Int: Swift.Character]
        ) -> Swift.Bool {
            if let earlier: Swift.Character = letters[position],
               !earlier.unicodeScalars.elementsEqual(letter.unicodeScalars)
            {
                return false
            }
            letters[position] = letter
            return true
        }

        private static let flagCharacters: Swift.String = "-+ #0'"
        private static let lengthCharacters: Swift.String = "hlqLzjt"

        private static func isASCIIDigit(_ character: Swift.Character) -> Swift.Bool {
            character.isASCII && character.isNumber
        }

        private static func isFlag(_ character: Swift.Character) -> Swift.Bool { flagCharacters.contains(character) }

        private static func isLength(_ character: Swift.Character) -> Swift.Bool { lengthCharacters.contains(character) }
        """#
    }
}
