import Foundation

/// One key's value in a bundle's table, as read from a `.strings` or `.stringsdict` file: a text, a
/// plural rule, width variants or device variants.
enum LocalizedValue: Sendable, Equatable {
    /// A plain text (a `.strings` value, or a `.stringsdict` entry that is a string).
    case text(String)
    /// A plural rule (`NSStringLocalizedFormatKey` and its variables).
    case plural(PluralEntry)
    /// Width variants (`NSStringVariableWidthRuleType`): each width's text.
    case widths([Int: String])
    /// Device variants (`NSStringDeviceSpecificRuleType`): each device's value.
    case devices([String: LocalizedValue])

    /// The value of a property list entry; nil for one that is none of the above.
    init?(propertyList value: Any, depth: Int = 0) {
        if let text = value as? String {
            self = .text(text)
            return
        }
        guard depth < 4, let dictionary = value as? [String: Any] else { return nil }
        if let widths = dictionary["NSStringVariableWidthRuleType"] as? [String: Any] {
            var texts: [Int: String] = [:]
            for (name, text) in widths {
                guard let width = Int(name), let text = text as? String else { continue }
                texts[width] = text
            }
            self = .widths(texts)
            return
        }
        if let devices = dictionary["NSStringDeviceSpecificRuleType"] as? [String: Any] {
            var values: [String: LocalizedValue] = [:]
            for (device, variant) in devices {
                if let variant = LocalizedValue(propertyList: variant, depth: depth + 1) { values[device] = variant }
            }
            self = .devices(values)
            return
        }
        guard let format = dictionary["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: PluralVariable] = [:]
        for (name, rule) in dictionary {
            guard let rule = rule as? [String: Any] else { continue }
            var forms: [String: String] = [:]
            for category in PluralRules.categories {
                if let text = rule[category] as? String { forms[category] = text }
            }
            variables[name] = PluralVariable(valueType: rule["NSStringFormatValueTypeKey"] as? String, forms: forms)
        }
        self = .plural(PluralEntry(format: format, variables: variables))
    }

    /// The value for `device`: its own variant, else `other`'s, for device variants; the value itself
    /// otherwise.
    func forDevice(_ device: String) -> LocalizedValue? {
        guard case .devices(let variants) = self else { return self }
        return variants[device] ?? variants["other"]
    }

    /// The text a text or format accessor shows: a text, or the widest of width variants; nil for a
    /// plural rule.
    func text(device: String) -> String? {
        switch forDevice(device) {
        case .text(let text): return text
        case .widths(let texts):
            guard let widest = texts.keys.max() else { return nil }
            return texts[widest]
        case .plural, .devices, nil: return nil
        }
    }
}

/// A `.stringsdict` plural rule: the format, whose `%#@name@` references are replaced by a form of the
/// variable of that name.
struct PluralEntry: Sendable, Equatable {
    /// `NSStringLocalizedFormatKey`.
    var format: String
    /// The variables, by name.
    var variables: [String: PluralVariable]
}

/// One variable of a plural rule: the conversion of its number (`d`, `ld`, `f`, from
/// `NSStringFormatValueTypeKey`) and its forms by plural category.
struct PluralVariable: Sendable, Equatable {
    /// The number's conversion, without its `%`; nil when the rule does not say.
    var valueType: String?
    /// The text of each category the rule gives (`one`, `other`, …).
    var forms: [String: String]
}
