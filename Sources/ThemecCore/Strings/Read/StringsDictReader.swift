import ThemecFormat
import ThemecSyntax
import ThemecVocabulary

/// Reads `.stringsdict` files (XML property lists, parsed by ``XMLReader``: no network, no
/// entities, no DTD loading) into plural entries and width variants, checking their structure.
enum StringsDictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    static let widthRuleKey = "NSStringVariableWidthRuleType"

    /// The entries of one file (key, value, key position, value position).
    static func read(_ bytes: [UInt8], into bag: inout DiagnosticBag) -> [PropertyListEntry]? {
        if StringsTextDecoder.isBinaryPropertyList(bytes) {
            bag.emit(
                StringsRules.syntax,
                "the .stringsdict is a binary property list (it starts with \"bplist\"), which themec does not read; "
                    + "convert it to XML with 'plutil -convert xml1 <file>'",
                at: .start)
            return nil
        }
        let tree = XMLReader().read(bytes)
        guard let root = tree.root else {
            for problem in tree.problems {
                bag.emit(
                    StringsRules.syntax, "the .stringsdict is not valid XML: \(problem.message)", at: problem.position)
            }
            return nil
        }
        var decoder = XMLPropertyListDecoder()
        let value = decoder.decode(root)
        for problem in decoder.problems { bag.emit(StringsRules.syntax, problem.message, at: problem.position) }
        guard let entries = value?.entries else {
            if value != nil {
                bag.emit(
                    StringsRules.stringsdictStructure,
                    "the property list holds \(value!.kindName); expected a <dict> of keys",
                    at: root.position)
            }
            return nil
        }
        return entries
    }

    /// The value of one entry, or nil (with diagnostics) when it is malformed: a plural (a
    /// format key and its variables), or the text of a width rule (width variants, and no
    /// format key), whose other widths are its `variants`.
    static func value(
        _ entry: PropertyListEntry, into bag: inout DiagnosticBag, variants: inout ValueVariantsRead?
    ) -> LocalizedValue? {
        reportRepeatedKeys(in: entry.value, of: entry.key, into: &bag)
        guard entry.value.entries != nil else {
            bag.emit(
                StringsRules.stringsdictStructure,
                "'\(entry.key)' holds \(entry.value.kindName); expected a <dict> with \(formatKey) or \(widthRuleKey)",
                at: entry.valuePosition)
            return nil
        }
        let widthRule = entry.value.entry(widthRuleKey)
        let formatEntry = entry.value.entry(formatKey)
        if let widthRule {
            guard formatEntry == nil else {
                bag.emit(
                    StringsRules.stringsdictStructure,
                    "'\(entry.key)' has both \(widthRuleKey) and \(formatKey); a width rule stands alone, so keep "
                        + "one of them",
                    at: widthRule.keyPosition)
                return nil
            }
            guard let (widest, others) = widthVariants(widthRule, of: entry.key, into: &bag) else { return nil }
            variants = others
            return .text(widest)
        }
        guard let formatEntry else {
            bag.emit(
                StringsRules.stringsdictStructure,
                "'\(entry.key)' has no \(formatKey) (a plural) or \(widthRuleKey) (width variants)",
                at: entry.keyPosition)
            return nil
        }
        return plural(entry, format: formatEntry, into: &bag).map { .plural($0) }
    }

    /// A key given twice in one of the entry's nested `<dict>`s (a variable, a plural form, a
    /// width): Apple's reader keeps the later one, as themec does, and the earlier one is dead text.
    private static func reportRepeatedKeys(
        in value: PropertyListValue, of key: String, into bag: inout DiagnosticBag
    ) {
        var pending = [value]
        while let next = pending.popLast() {
            guard let entries = next.entries else {
                if case .array(let items) = next { pending += items }
                continue
            }
            var first: [String: SourcePosition] = [:]
            for field in entries {
                pending.append(field.value)
                guard let earlier = first[field.key] else {
                    first[field.key] = field.keyPosition
                    continue
                }
                bag.emit(
                    StringsRules.duplicateKey,
                    "'\(field.key)' is given again in a <dict> of '\(key)'; this one (line "
                        + "\(field.keyPosition.line)) replaces the one on line \(earlier.line)",
                    at: field.keyPosition, notes: [DiagnosticNote("first given here", at: bag.location(earlier))])
            }
        }
    }

    /// The text of a width rule's widest variant (the greatest width), which the accessor
    /// follows, and the other widths; or nil (with diagnostics) when the rule is not a <dict> of
    /// widths and strings.
    private static func widthVariants(_ rule: PropertyListEntry, of key: String, into bag: inout DiagnosticBag)
        -> (widest: String, others: ValueVariantsRead)?
    {
        guard let variants = rule.value.entries, !variants.isEmpty else {
            bag.emit(
                StringsRules.stringsdictStructure,
                "\(widthRuleKey) of '\(key)' must be a <dict> of widths and their strings", at: rule.valuePosition)
            return nil
        }
        var read: [(width: Int, text: String, position: SourcePosition)] = []
        var valid = true
        for variant in variants {
            guard let width = Int(variant.key), width >= 0 else {
                bag.emit(
                    StringsRules.stringsdictStructure,
                    "'\(variant.key)' in \(widthRuleKey) of '\(key)' is not a width; widths are whole numbers",
                    at: variant.keyPosition)
                valid = false
                continue
            }
            guard let text = variant.value.string else {
                bag.emit(
                    StringsRules.stringsdictStructure,
                    "the width \(width) variant of '\(key)' must be a <string>", at: variant.valuePosition)
                valid = false
                continue
            }
            // A width given again replaces the earlier one, as in Apple's reader (reported above).
            if let same = read.firstIndex(where: { $0.width == width }) {
                read[same] = (width, text, variant.valuePosition)
            } else {
                read.append((width, text, variant.valuePosition))
            }
        }
        guard valid, let widestIndex = read.indices.max(by: { read[$0].width < read[$1].width }) else { return nil }
        let widest = read[widestIndex]
        let others = read.indices.filter { $0 != widestIndex }.map {
            (
                name: "width \(read[$0].width) variant", value: LocalizedValue.text(read[$0].text),
                position: read[$0].position
            )
        }
        return (widest.text, ValueVariantsRead(followed: "width \(widest.width) variant", others: others))
    }

    /// The plural value of an entry with a format key, or nil (with diagnostics) when it is
    /// malformed. Each message names the entry, and the variable or form, it is about.
    private static func plural(
        _ entry: PropertyListEntry, format formatEntry: PropertyListEntry,
        into bag: inout DiagnosticBag
    ) -> PluralValue? {
        guard let format = formatEntry.value.string else {
            bag.emit(
                StringsRules.stringsdictStructure, "\(formatKey) of '\(entry.key)' must be a <string>",
                at: formatEntry.valuePosition)
            return nil
        }
        // Variables used by the format, and by the forms of those variables (a form may nest
        // another variable, `%2$#@accounts@`), in order of first use, each with the text that
        // uses it and where that text is.
        var pending = FormatPlaceholderParser.parse(format, pluralNames: true).placeholders.compactMap(\.variable).map {
            (name: $0, user: "\(formatKey) of '\(entry.key)'", position: formatEntry.valuePosition)
        }
        var variables: [PluralVariable] = []
        var seen: Set<String> = []
        var valid = true
        while !pending.isEmpty {
            let (name, user, position) = pending.removeFirst()
            guard seen.insert(name).inserted else { continue }
            guard let variableEntry = entry.value.entry(name) else {
                bag.emit(
                    StringsRules.stringsdictStructure,
                    "\(user) uses '%#@\(name)@' but the entry defines no '\(name)'"
                        + Suggestion.didYouMean(name, in: variableNames(entry)),
                    at: position)
                valid = false
                continue
            }
            guard let variable = pluralVariable(name, variableEntry, of: entry.key, into: &bag) else {
                valid = false
                continue
            }
            variables.append(variable)
            for field in variableEntry.value.entries ?? [] where PluralCategory(rawValue: field.key) != nil {
                guard let text = field.value.string else { continue }
                pending += FormatPlaceholderParser.parse(text, pluralNames: true).placeholders.compactMap(\.variable)
                    .map {
                        ($0, "the '\(field.key)' form of variable '\(name)' of '\(entry.key)'", field.valuePosition)
                    }
            }
        }
        return valid ? PluralValue(format: format, variables: variables) : nil
    }

    private static func variableNames(_ entry: PropertyListEntry) -> [String] {
        (entry.value.entries ?? []).map(\.key).filter { $0 != formatKey && $0 != widthRuleKey }
    }

    private static func pluralVariable(
        _ name: String, _ entry: PropertyListEntry, of key: String,
        into bag: inout DiagnosticBag
    ) -> PluralVariable? {
        guard let fields = entry.value.entries else {
            bag.emit(
                StringsRules.stringsdictStructure, "variable '\(name)' of '\(key)' must be a <dict>",
                at: entry.valuePosition)
            return nil
        }
        guard let specType = entry.value[specTypeKey]?.string else {
            bag.emit(
                StringsRules.stringsdictStructure,
                "variable '\(name)' of '\(key)' has no \(specTypeKey); expected \(pluralRuleType)",
                at: entry.keyPosition)
            return nil
        }
        guard specType == pluralRuleType else {
            bag.emit(
                StringsRules.stringsdictStructure,
                "variable '\(name)' of '\(key)' has \(specTypeKey) '\(specType)'; themec supports \(pluralRuleType)",
                at: entry.keyPosition)
            return nil
        }
        guard let valueTypeEntry = entry.value.entry(valueTypeKey), let valueType = valueTypeEntry.value.string,
            let conversion = FormatPlaceholderParser.singleConversion(valueType)
        else {
            bag.emit(
                StringsRules.stringsdictStructure,
                "variable '\(name)' of '\(key)' needs a \(valueTypeKey) such as 'd', 'lld', 'u' or 'f'",
                at: entry.value.entry(valueTypeKey)?.valuePosition ?? entry.keyPosition)
            return nil
        }
        guard conversion.isNumber else {
            // A plural chooses its form by a number: `@` (an object) or `s` (a C string) has none.
            bag.emit(
                StringsRules.stringsdictStructure,
                "variable '\(name)' of '\(key)' has \(valueTypeKey) '\(valueType)', which reads "
                    + "\(conversion.display); a plural needs a number conversion such as 'd', 'ld', 'lu' or 'f'",
                at: valueTypeEntry.valuePosition)
            return nil
        }
        var forms: [(category: PluralCategory, text: String)] = []
        var valid = true
        for field in fields where field.key != specTypeKey && field.key != valueTypeKey {
            guard let category = PluralCategory(rawValue: field.key) else {
                bag.emit(
                    StringsRules.stringsdictStructure,
                    "'\(field.key)' in variable '\(name)' of '\(key)' is not a plural category (zero, one, two, few, "
                        + "many, other)"
                        + Suggestion.didYouMean(field.key, in: PluralCategory.allCases.map(\.rawValue)),
                    at: field.keyPosition)
                valid = false
                continue
            }
            guard let text = field.value.string else {
                bag.emit(
                    StringsRules.stringsdictStructure,
                    "the '\(field.key)' form of variable '\(name)' of '\(key)' must be a <string>",
                    at: field.valuePosition)
                valid = false
                continue
            }
            forms.removeAll { $0.category == category }
            forms.append((category, text))
        }
        if !forms.contains(where: { $0.category == .other }) {
            bag.emit(
                StringsRules.missingOther, "variable '\(name)' of '\(key)' has no 'other' form; every plural needs one",
                at: entry.keyPosition)
            valid = false
        }
        return valid ? PluralVariable(name: name, valueType: valueType, forms: forms) : nil
    }
}
