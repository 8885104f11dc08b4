/// Small string-table projects made from bytes, for the differential test of themec's verdict on a text
/// against the runtime's (`TextVerdictCheck`) and the `TextVerdict` fuzz target: an English and a German
/// `.strings` and `.stringsdict`, and a String Catalog, whose texts are put together from pieces that
/// reach every part of the verdict — placeholders of every kind, positions with leading zeros, `%%` and
/// lone `%`, plural variables that read more than their number, nest, name each other, lack `other` or
/// a number type, catalog substitutions defined or not, dotted names. The same bytes always make the same
/// files. (The file is linked into each target that needs it.)
enum TextVerdictTables {
    /// The bytes a project is made from, read one choice at a time (0 once they run out).
    struct Choices {
        let bytes: [UInt8]
        var index = 0

        /// A number below `count`.
        mutating func next(_ count: Int) -> Int {
            guard count > 1 else { return 0 }
            defer { index += 1 }
            return index < bytes.count ? Int(bytes[index]) % count : 0
        }

        /// One of `items`.
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    /// Pieces of a text: words, placeholders of every kind and the spellings around them.
    static let pieces = [
        "items", "Ann", "in", "100", "left", " ", " ", "%d", "%@", "%lld", "%u", "%.2f", "%1$@", "%2$d", "%2$@",
        "%002$@", "%01$d", "%%", "%k", "%*d", "%", "50% off", "%1$.*2$f", "%3$@", "%c", "%C", "%ld", "%Lf", "%n",
        "%5$@", "%lu", "%hhd", "%x", "%e", "%g", "%s", "%p", "%'d", "%0$d", "%#@n@",
    ]

    /// Pieces of a plural's format and forms: the pieces above and variables named every way.
    static let pluralPieces =
        pieces + [
            "%#@n@", "%#@n@", "%1$#@n@", "%2$#@m@", "%#@m@", "%#@total.n@", "%#@zz@", "%d", "%d", "%lld", "%1$d",
        ]

    /// A text of a few pieces from `pieces`.
    static func text(_ choices: inout Choices, from pieces: [String] = pieces) -> String {
        (0...choices.next(4)).map { _ in choices.pick(pieces) }.joined()
    }

    /// The variables a plural may define, with their value types and forms.
    static func variables(_ choices: inout Choices) -> [(name: String, valueType: String?, forms: [(String, String)])] {
        var variables: [(String, String?, [(String, String)])] = []
        for name in ["n", "m", "total.n"] where name == "n" || choices.next(3) == 0 {
            let valueType = choices.pick(["d", "d", "lld", "u", "f", "@", "ld", nil])
            var forms: [(String, String)] = []
            for category in ["zero", "one", "two", "few", "many", "other"] where choices.next(3) != 0 {
                forms.append(
                    (category, choices.next(3) == 0 ? text(&choices, from: pluralPieces) : "%d " + text(&choices)))
            }
            variables.append((name, valueType, forms))
        }
        return variables
    }

    /// A project made from `bytes`: each file's path (under `Strings/`) and text.
    static func project(_ bytes: [UInt8]) -> [(path: String, text: String)] {
        var choices = Choices(bytes: bytes)
        var strings: [String: [(String, String)]] = ["en": [], "de": []]
        var plurals: [String: [(String, String, [(String, String?, [(String, String)])])]] = ["en": [], "de": []]
        var catalog: [(key: String, locales: [(String, String)])] = []
        for index in 0...choices.next(5) {
            let key = "Key\(index)"
            switch choices.next(4) {
            case 0, 1:
                let english = text(&choices)
                strings["en"]!.append((key, english))
                if choices.next(4) != 0 {
                    strings["de"]!.append((key, choices.next(2) == 0 ? english : text(&choices)))
                }
            case 2:
                let format = choices.next(2) == 0 ? "%#@n@" : text(&choices, from: pluralPieces)
                let english = variables(&choices)
                plurals["en"]!.append((key, format, english))
                if choices.next(4) != 0 {
                    plurals["de"]!.append(
                        (key, choices.next(2) == 0 ? format : text(&choices, from: pluralPieces), variables(&choices)))
                }
                if choices.next(4) == 0 { strings["en"]!.append((key, text(&choices))) }
            default:
                var locales: [(String, String)] = []
                for locale in ["en", "de"] where locale == "en" || choices.next(2) == 0 {
                    locales.append((locale, localization(&choices)))
                }
                catalog.append((key, locales))
            }
        }
        var files: [(path: String, text: String)] = []
        for locale in ["de", "en"] {
            if !strings[locale]!.isEmpty {
                files.append(
                    (
                        "Strings/\(locale).lproj/Localizable.strings",
                        strings[locale]!.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
                    ))
            }
            if !plurals[locale]!.isEmpty {
                files.append(("Strings/\(locale).lproj/Localizable.stringsdict", stringsdict(plurals[locale]!)))
            }
        }
        if !catalog.isEmpty {
            let keys = catalog.map { key, locales in
                "\"\(key)\" : { \"localizations\" : { "
                    + locales.map { "\"\($0.0)\" : \($0.1)" }.joined(separator: ", ") + " } }"
            }
            files.append(
                (
                    "Strings/Catalog.xcstrings",
                    "{ \"sourceLanguage\" : \"en\", \"strings\" : { " + keys.joined(separator: ", ") + " } }\n"
                ))
        }
        return files
    }

    /// One localization of a catalog key: a plain value, a plural variation, or a value with substitutions.
    static func localization(_ choices: inout Choices) -> String {
        func unit(_ text: String) -> String { "{ \"stringUnit\" : { \"value\" : \"\(text)\" } }" }
        func plural(_ choices: inout Choices) -> String {
            var forms: [String] = []
            for category in ["one", "few", "other"] where category == "other" || choices.next(2) == 0 {
                forms.append(
                    "\"\(category)\" : " + unit(choices.next(2) == 0 ? "%arg items" : "%lld " + text(&choices)))
            }
            return "{ \"plural\" : { " + forms.joined(separator: ", ") + " } }"
        }
        switch choices.next(3) {
        case 0:
            return unit(text(&choices))
        case 1:
            var forms: [String] = []
            for category in ["one", "other"] where category == "other" || choices.next(2) == 0 {
                forms.append("\"\(category)\" : " + unit("%lld " + text(&choices)))
            }
            return "{ \"variations\" : { \"plural\" : { " + forms.joined(separator: ", ") + " } } }"
        default:
            let value = choices.pick([
                "%#@n@", "%#@n@ by %@", "%@ has %#@n@", "%#@zz@", "%#@total.n@", "%#@n@ and %#@m@",
            ])
            var substitutions: [String] = []
            for (name, argument) in [("n", 1), ("m", 2), ("total.n", 1)] where name == "n" || choices.next(2) == 0 {
                let specifier = choices.pick(["lld", "lld", "d", "@", "f"])
                substitutions.append(
                    "\"\(name)\" : { \"argNum\" : \(argument), \"formatSpecifier\" : \"\(specifier)\", "
                        + "\"variations\" : \(plural(&choices)) }")
            }
            return "{ \"stringUnit\" : { \"value\" : \"\(value)\" }, \"substitutions\" : { "
                + substitutions.joined(separator: ", ") + " } }"
        }
    }

    /// A `.stringsdict` of `entries`: each key, its format and its variables.
    static func stringsdict(_ entries: [(String, String, [(String, String?, [(String, String)])])]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        for (key, format, variables) in entries {
            text += "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n"
            for (name, valueType, forms) in variables {
                text += "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key>"
                text += "<string>NSStringPluralRuleType</string>\n"
                if let valueType { text += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\n" }
                for (category, form) in forms { text += "<key>\(category)</key><string>\(form)</string>\n" }
                text += "</dict>\n"
            }
            text += "</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }
}

/// A `TextVerdict` fuzz input as the files of a project. Its first byte says how the rest is read: even,
/// as the choices of a generated project (``TextVerdictTables/project(_:)``); odd, as the files
/// themselves, split at lines that read `%%%%`, in the order of ``paths`` (seeds made of the test
/// fixtures).
enum TextVerdictFuzzInput {
    /// Where the parts of a project given as files go.
    static let paths = [
        "Strings/en.lproj/Localizable.strings", "Strings/en.lproj/Localizable.stringsdict",
        "Strings/de.lproj/Localizable.strings", "Strings/de.lproj/Localizable.stringsdict",
        "Strings/Localizable.xcstrings",
    ]

    /// The files `bytes` stand for.
    static func files(_ bytes: [UInt8]) -> [(path: String, bytes: [UInt8])] {
        guard let selector = bytes.first else { return [] }
        let rest = Array(bytes.dropFirst())
        guard selector & 1 == 1 else {
            return TextVerdictTables.project(rest).map { ($0.path, Array($0.text.utf8)) }
        }
        let separator = Array("\n%%%%\n".utf8)
        var parts: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + separator.count <= rest.count {
            if rest[index..<index + separator.count].elementsEqual(separator) {
                parts.append(Array(rest[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(rest[start...]))
        return zip(paths, parts).filter { !$0.1.isEmpty }.map { ($0.0, $0.1) }
    }
}
