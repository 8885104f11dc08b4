import ThemecFormat
import ThemecSyntax
import ThemecVocabulary

/// Reads String Catalogs (`.xcstrings`, JSON): the source language, each key's per-locale
/// `stringUnit`, plural (and device) `variations` and `substitutions`.
///
/// Tolerant, as Xcode's format keeps growing: fields themec does not know are ignored, never
/// fatal; wrong types in the fields it uses are errors at their position.
enum StringCatalogReader {
    /// One key's value in one locale.
    struct Entry: Sendable {
        var locale: String
        var key: String
        var value: LocalizedValue
        var keyPosition: SourcePosition
        var valuePosition: SourcePosition
        var translatable = true
        /// The value's device variants, beside the one it follows.
        var variants: ValueVariantsRead?
    }

    /// A catalog as read: its source language, the entries, and the (locale, key) pairs whose
    /// localization was malformed and left out.
    struct Catalog: Sendable {
        var sourceLanguage: String
        var entries: [Entry]
        var unread: [(locale: String, key: String)]
    }

    /// The catalog, or nil (with an error) when the file is not a catalog at all.
    static func read(_ bytes: [UInt8], developmentLanguage: String, into bag: inout DiagnosticBag) -> Catalog? {
        var reader = PositionedJSONReader(bytes)
        let root: PositionedJSON
        do {
            root = try reader.read()
        } catch {
            bag.emit(
                StringsRules.catalogStructure, "the String Catalog is not valid JSON: \(error.message)",
                at: error.position)
            return nil
        }
        for repeated in reader.repeatedKeys {
            // Xcode never writes a name twice; a hand edit or a merge does, and JSON readers differ
            // on which one counts, so what the app shows would be a guess.
            bag.emit(
                StringsRules.catalogStructure,
                "'\(repeated.key)' is given twice in one object; themec reads this later one, but JSON readers "
                    + "differ on which counts, so keep one",
                at: repeated.position,
                notes: [DiagnosticNote("first given here", at: bag.location(repeated.first))])
        }
        guard root.members != nil else {
            bag.emit(
                StringsRules.catalogStructure, "the String Catalog holds \(root.kindName); expected an object",
                at: root.position)
            return nil
        }
        var sourceLanguage = developmentLanguage
        if let language = root["sourceLanguage"] {
            if let text = language.string {
                sourceLanguage = text
            } else {
                bag.emit(StringsRules.catalogStructure, "'sourceLanguage' must be a string", at: language.position)
            }
        }
        guard let strings = root["strings"] else {
            bag.emit(StringsRules.catalogStructure, "the String Catalog has no 'strings' object", at: root.position)
            return nil
        }
        guard let keys = strings.members else {
            bag.emit(StringsRules.catalogStructure, "'strings' must be an object", at: strings.position)
            return nil
        }
        var entries: [Entry] = []
        var unread: [(locale: String, key: String)] = []
        for member in keys {
            // Every message about a key's value quotes the key.
            bag.about(key: member.key) { bag in
                readKey(
                    member.key, member.value, at: member.keyPosition, sourceLanguage: sourceLanguage, into: &bag,
                    entries: &entries, unread: &unread)
            }
        }
        return Catalog(sourceLanguage: sourceLanguage, entries: entries, unread: unread)
    }

    /// Reads one key's object: its localizations' values into `entries` (the source language's
    /// text being the key itself when it has none), and the locales whose value could not be read
    /// into `unread`.
    private static func readKey(
        _ key: String, _ object: PositionedJSON, at keyPosition: SourcePosition, sourceLanguage: String,
        into bag: inout DiagnosticBag, entries: inout [Entry], unread: inout [(locale: String, key: String)]
    ) {
        guard object.members != nil else {
            bag.emit(StringsRules.catalogStructure, "'\(key)' must be an object", at: object.position)
            return
        }
        var hasSource = false
        let translatable: Bool
        if case .bool(let flag, _)? = object["shouldTranslate"] {
            translatable = flag
        } else {
            translatable = true
        }
        let firstEntry = entries.count
        if let localizations = object["localizations"] {
            guard let locales = localizations.members else {
                bag.emit(
                    StringsRules.catalogStructure, "'localizations' of '\(key)' must be an object",
                    at: localizations.position)
                return
            }
            for locale in locales {
                if locale.key == sourceLanguage { hasSource = true }
                var variants: ValueVariantsRead?
                guard let value = localizedValue(locale.value, key: key, into: &bag, variants: &variants)
                else {
                    unread.append((locale.key, key))
                    continue
                }
                entries.append(
                    Entry(
                        locale: locale.key, key: key, value: value, keyPosition: keyPosition,
                        valuePosition: locale.value.position, variants: variants))
            }
        }
        if !hasSource {
            // Without a source-language unit, Xcode uses the key itself as the text.
            entries.append(
                Entry(
                    locale: sourceLanguage, key: key, value: .text(key),
                    keyPosition: keyPosition, valuePosition: keyPosition))
        }
        for index in firstEntry..<entries.count { entries[index].translatable = translatable }
    }

    /// A localization object: a `stringUnit`, or `variations`, with optional `substitutions`.
    /// Device variations give the value of one device and the others (`variants`).
    private static func localizedValue(
        _ json: PositionedJSON, key: String, into bag: inout DiagnosticBag, variants: inout ValueVariantsRead?
    ) -> LocalizedValue? {
        guard json.members != nil else {
            bag.emit(StringsRules.catalogStructure, "a localization of '\(key)' must be an object", at: json.position)
            return nil
        }
        var base: LocalizedValue
        if let unit = json["stringUnit"] {
            guard let text = unit["value"]?.string else {
                bag.emit(
                    StringsRules.catalogStructure, "the stringUnit of '\(key)' has no string 'value'", at: unit.position
                )
                return nil
            }
            base = .text(text)
        } else if let variations = json["variations"] {
            guard let value = variationValue(variations, key: key, into: &bag, variants: &variants) else { return nil }
            base = value
        } else {
            bag.emit(
                StringsRules.catalogStructure, "a localization of '\(key)' has neither 'stringUnit' nor 'variations'",
                at: json.position)
            return nil
        }
        guard let substitutions = json["substitutions"]?.members, case .text(let format) = base else { return base }
        var variables: [PluralVariable] = []
        var arguments: [String: Int] = [:]
        for substitution in substitutions {
            let specifier = substitution.value["formatSpecifier"]
            let spec = specifier?.string ?? "lld"
            guard let plural = substitution.value["variations"]?["plural"],
                let forms = pluralForms(plural, key: key, variable: substitution.key, into: &bag)
            else {
                bag.emit(
                    StringsRules.catalogStructure,
                    "substitution '\(substitution.key)' of '\(key)' has no plural variations",
                    at: substitution.keyPosition)
                return nil
            }
            // A plural chooses its form by a number, as a `.stringsdict` variable's value type must say.
            guard let conversion = FormatPlaceholderParser.singleConversion(spec), conversion.isNumber else {
                let reads =
                    FormatPlaceholderParser.singleConversion(spec).map { "reads \($0.display)" } ?? "is no conversion"
                bag.emit(
                    StringsRules.catalogStructure,
                    "substitution '\(substitution.key)' of '\(key)' has the formatSpecifier '\(spec)', which \(reads); "
                        + "a plural needs a number conversion such as 'lld', 'd' or 'f'",
                    at: specifier?.position ?? substitution.keyPosition)
                return nil
            }
            if let argument = substitution.value["argNum"]?.number, argument >= 1, argument < 1000 {
                arguments[substitution.key] = Int(argument)
            }
            // Catalog forms write the substituted number as `%arg`.
            let resolved = forms.map { ($0.category, $0.text.replacing("%arg", with: "%" + spec)) }
            variables.append(PluralVariable(name: substitution.key, valueType: spec, forms: resolved))
        }
        // Every substitution the value or a form names must be one the localization defines, as every
        // variable a `.stringsdict` entry names must be.
        let defined = substitutions.map(\.key)
        let unitPosition = json["stringUnit"]?["value"]?.position ?? json.position
        let named =
            [(format, unitPosition)] + variables.flatMap { variable in variable.forms.map { ($0.text, unitPosition) } }
        for (text, position) in named {
            for name in FormatPlaceholderParser.parse(text, pluralNames: true).placeholders.compactMap(\.variable)
            where !defined.contains(name) {
                bag.emit(
                    StringsRules.catalogStructure,
                    "the value of '\(key)' uses '%#@\(name)@' but its substitutions define no '\(name)'"
                        + Suggestion.didYouMean(name, in: defined),
                    at: position)
                return nil
            }
        }
        // The substitutions apply to every device variant's text as they do to the value's.
        func substituted(_ text: String) -> LocalizedValue {
            .plural(PluralValue(format: numbered(text, arguments: arguments), variables: variables))
        }
        if let read = variants {
            variants?.others = read.others.map { variant in
                guard case .text(let text) = variant.value else { return variant }
                return (variant.name, substituted(text), variant.position)
            }
        }
        return substituted(format)
    }

    /// The format of a value with substitutions, reading each substitution at its `argNum`.
    ///
    /// Xcode writes the value with unnumbered placeholders (`%lld: people liked %#@posts@`, with
    /// `posts` at argNum 2): when every substitution is read in order at its `argNum`, the
    /// format is kept as written, so nothing is mixed. A translation that reorders its
    /// substitutions gets every unnumbered placeholder numbered: each substitution with its
    /// `argNum`, every other placeholder with the argument it reads in order.
    static func numbered(_ format: String, arguments: [String: Int]) -> String {
        guard !arguments.isEmpty else { return format }
        var placeholders = PlaceholderRanges()
        var text = format
        text.withUTF8 { FormatPlaceholderParser.scan($0, into: &placeholders, pluralNames: true) }
        let reordered = placeholders.items.contains { item in
            item.variable.flatMap { arguments[$0] }.map { $0 != item.argument } ?? false
        }
        // A `*` width or precision reads an argument of its own that no `N$` can number here.
        guard reordered, !placeholders.items.contains(where: \.isStar) else { return format }
        let bytes = Array(format.utf8)
        var result: [UInt8] = []
        var copied = 0
        for item in placeholders.items where !item.positional {
            let number = item.variable.flatMap { arguments[$0] } ?? item.argument
            result += bytes[copied...item.range.lowerBound]
            result += Array("\(number)$".utf8)
            copied = item.range.lowerBound + 1
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Where each placeholder of a format is, and what it reads.
    private struct PlaceholderRanges: FormatPlaceholderSink {
        /// One placeholder: its bytes, the argument it reads, and whether it is numbered, a
        /// substitution (`variable`) or a `*` width or precision.
        struct Item {
            var range: Range<Int>
            var argument: Int
            var positional: Bool
            var variable: String?
            var isStar: Bool
        }

        var items: [Item] = []

        mutating func placeholder(
            argument: Int, type: PlaceholderType, positional: Bool, range: Range<Int>,
            text: @autoclosure () -> String, variable: @autoclosure () -> String?
        ) {
            let text = text()
            items.append(
                Item(
                    range: range, argument: argument, positional: positional, variable: variable(),
                    isStar: !text.hasPrefix("%")))
        }

        mutating func problem(_ message: @autoclosure () -> String) {}

        mutating func unsupported(_ message: @autoclosure () -> String) {}
    }

    private static func variationValue(
        _ variations: PositionedJSON, key: String, into bag: inout DiagnosticBag, variants: inout ValueVariantsRead?
    ) -> LocalizedValue? {
        if let plural = variations["plural"] {
            guard let forms = pluralForms(plural, key: key, variable: "plural", into: &bag) else { return nil }
            let other = forms.first { $0.category == .other }?.text ?? ""
            let spec =
                FormatPlaceholderParser.parse(other).placeholders.first {
                    // The first value read, not a `*` width or precision (`*`, `.*2$`).
                    $0.type != .object && $0.text.hasPrefix("%")
                }?.text.last
                .map(String.init) ?? "lld"
            return .plural(
                PluralValue(
                    format: "%#@plural@",
                    variables: [
                        PluralVariable(
                            name: "plural", valueType: spec,
                            forms: forms)
                    ]))
        }
        if let device = variations["device"], let members = device.members, !members.isEmpty {
            // themec generates one accessor per key: it follows the device-independent text,
            // "other" (else the first). The app shows the others on their devices, with the same
            // arguments: they are kept to be checked against it. (Variants inside a variant are
            // not read.)
            let followed = members.firstIndex { $0.key == "other" } ?? 0
            var nested: ValueVariantsRead?
            guard let value = localizedValue(members[followed].value, key: key, into: &bag, variants: &nested) else {
                return nil
            }
            var others: [ValueVariantsRead.Variant] = []
            for (index, member) in members.enumerated() where index != followed {
                guard let other = localizedValue(member.value, key: key, into: &bag, variants: &nested) else {
                    continue
                }
                others.append(("'\(member.key)' variant", other, member.value.position))
            }
            variants = ValueVariantsRead(followed: "'\(members[followed].key)' variant", others: others)
            return value
        }
        bag.emit(
            StringsRules.catalogStructure, "the variations of '\(key)' have neither 'plural' nor 'device'",
            at: variations.position)
        return nil
    }

    private static func pluralForms(
        _ plural: PositionedJSON, key: String, variable: String, into bag: inout DiagnosticBag
    )
        -> [(category: PluralCategory, text: String)]?
    {
        guard let members = plural.members else {
            bag.emit(
                StringsRules.catalogStructure, "the plural variations of '\(key)' must be an object",
                at: plural.position)
            return nil
        }
        var forms: [(category: PluralCategory, text: String)] = []
        for member in members {
            guard let category = PluralCategory(rawValue: member.key) else {
                bag.emit(
                    StringsRules.catalogStructure,
                    "'\(member.key)' in the plural variations of '\(key)' is not a plural category"
                        + Suggestion.didYouMean(member.key, in: PluralCategory.allCases.map(\.rawValue)),
                    at: member.keyPosition)
                continue
            }
            guard let text = member.value["stringUnit"]?["value"]?.string else {
                bag.emit(
                    StringsRules.catalogStructure, "the '\(member.key)' form of '\(key)' has no stringUnit value",
                    at: member.value.position)
                continue
            }
            forms.append((category, text))
        }
        guard forms.contains(where: { $0.category == .other }) else {
            bag.emit(
                StringsRules.missingOther,
                "the plural '\(variable)' of '\(key)' has no 'other' form; every plural needs one",
                at: plural.position)
            return nil
        }
        return forms
    }
}
