import ThemecSyntax

/// Reads `.stringsdict` files (XML property lists, parsed by ``XMLReader``: no network, no
/// entities, no DTD loading) into plural entries, checking their structure.
enum StringsDictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    /// The entries of one file (key, value, key position, value position).
    static func read(_ bytes: [UInt8], into bag: inout DiagnosticBag) -> [PropertyListEntry]? {
        let tree = XMLReader().read(bytes)
        guard let root = tree.root else {
            for problem in tree.problems {
                bag.emit(StringsRules.syntax, "the .stringsdict is not valid XML: \(problem.message)", at: problem.position)
            }
            return nil
        }
        var decoder = XMLPropertyListDecoder()
        let value = decoder.decode(root)
        for problem in decoder.problems { bag.emit(StringsRules.syntax, problem.message, at: problem.position) }
        guard let entries = value?.entries else {
            if value != nil {
                bag.emit(StringsRules.stringsdictStructure, "the property list holds \(value!.kindName); expected a <dict> of keys",
                         at: root.position)
            }
            return nil
        }
        return entries
    }

    /// The plural value of one entry, or nil (with diagnostics) when it is malformed.
    static func plural(_ entry: PropertyListEntry, into bag: inout DiagnosticBag) -> PluralValue? {
        guard entry.value.entries != nil else {
            bag.emit(StringsRules.stringsdictStructure,
                     "'\(entry.key)' holds \(entry.value.kindName); expected a <dict> with \(formatKey)",
                     at: entry.valuePosition)
            return nil
        }
        guard let formatEntry = entry.value.entry(formatKey) else {
            bag.emit(StringsRules.stringsdictStructure, "'\(entry.key)' has no \(formatKey)", at: entry.keyPosition)
            return nil
        }
        guard let format = formatEntry.value.string else {
            bag.emit(StringsRules.stringsdictStructure, "\(formatKey) of '\(entry.key)' must be a <string>",
                     at: formatEntry.valuePosition)
            return nil
        }
        // Variables used by the format, and by the forms of those variables (a form may nest
        // another variable, `%2$#@accounts@`), in order of first use.
        var pending = FormatPlaceholderParser.parse(format).placeholders.compactMap(\.variable)
        var variables: [PluralVariable] = []
        var seen: Set<String> = []
        var valid = true
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard seen.insert(name).inserted else { continue }
            guard let variableEntry = entry.value.entry(name) else {
                bag.emit(StringsRules.stringsdictStructure,
                         "\(formatKey) of '\(entry.key)' uses '%#@\(name)@' but the entry defines no '\(name)'"
                             + Suggestion.didYouMean(name, in: variableNames(entry)),
                         at: formatEntry.valuePosition)
                valid = false
                continue
            }
            guard let variable = pluralVariable(name, variableEntry, of: entry.key, into: &bag) else {
                valid = false
                continue
            }
            variables.append(variable)
            for form in variable.forms {
                pending += FormatPlaceholderParser.parse(form.text).placeholders.compactMap(\.variable)
            }
        }
        return valid ? PluralValue(format: format, variables: variables) : nil
    }

    private static func variableNames(_ entry: PropertyListEntry) -> [String] {
        (entry.value.entries ?? []).map(\.key).filter { $0 != formatKey }
    }

    private static func pluralVariable(_ name: String, _ entry: PropertyListEntry, of key: String,
                                       into bag: inout DiagnosticBag) -> PluralVariable? {
        guard let fields = entry.value.entries else {
            bag.emit(StringsRules.stringsdictStructure, "variable '\(name)' of '\(key)' must be a <dict>",
                     at: entry.valuePosition)
            return nil
        }
        guard let specType = entry.value[specTypeKey]?.string else {
            bag.emit(StringsRules.stringsdictStructure,
                     "variable '\(name)' of '\(key)' has no \(specTypeKey); expected \(pluralRuleType)", at: entry.keyPosition)
            return nil
        }
        guard specType == pluralRuleType else {
            bag.emit(StringsRules.stringsdictStructure,
                     "variable '\(name)' of '\(key)' has \(specTypeKey) '\(specType)'; themec supports \(pluralRuleType)",
                     at: entry.keyPosition)
            return nil
        }
        guard let valueTypeEntry = entry.value.entry(valueTypeKey), let valueType = valueTypeEntry.value.string,
              FormatPlaceholderParser.parse("%" + valueType).placeholders.count == 1
        else {
            bag.emit(StringsRules.stringsdictStructure,
                     "variable '\(name)' of '\(key)' needs a \(valueTypeKey) such as 'd', 'lld', 'u' or 'f'",
                     at: entry.value.entry(valueTypeKey)?.valuePosition ?? entry.keyPosition)
            return nil
        }
        var forms: [(category: PluralCategory, text: String)] = []
        var valid = true
        for field in fields where field.key != specTypeKey && field.key != valueTypeKey {
            guard let category = PluralCategory(rawValue: field.key) else {
                bag.emit(StringsRules.stringsdictStructure,
                         "'\(field.key)' in variable '\(name)' of '\(key)' is not a plural category (zero, one, two, few, many, other)"
                             + Suggestion.didYouMean(field.key, in: PluralCategory.allCases.map(\.rawValue)),
                         at: field.keyPosition)
                valid = false
                continue
            }
            guard let text = field.value.string else {
                bag.emit(StringsRules.stringsdictStructure, "the '\(field.key)' form of '\(key)' must be a <string>",
                         at: field.valuePosition)
                valid = false
                continue
            }
            forms.removeAll { $0.category == category }
            forms.append((category, text))
        }
        if !forms.contains(where: { $0.category == .other }) {
            bag.emit(StringsRules.missingOther, "variable '\(name)' of '\(key)' has no 'other' form; every plural needs one",
                     at: entry.keyPosition)
            valid = false
        }
        return valid ? PluralVariable(name: name, valueType: valueType, forms: forms) : nil
    }
}
