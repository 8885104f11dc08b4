import Foundation
import ThemecFormat

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
        if var text = value as? String {
            // Stored as native UTF-8 once (a property list hands over bridged strings), so each lookup
            // reads it at memory speed.
            text.makeContiguousUTF8()
            self = .text(text)
            return
        }
        guard depth < 4, let dictionary = value as? [String: Any] else { return nil }
        if let widths = dictionary["NSStringVariableWidthRuleType"] as? [String: Any] {
            var texts: [Int: String] = [:]
            for (name, text) in widths {
                guard let width = Int(name), let text = text as? String else { continue }
                var native = text
                native.makeContiguousUTF8()
                texts[width] = native
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
        forDeviceAndUse(device)?.value
    }

    /// The value for `device` (``forDevice(_:)``) and how an accessor shows it: a device's own variant as
    /// a ``ThemecFormat/TextVerdict/Use/deviceVariant``, anything else as the text the accessor follows.
    func forDeviceAndUse(_ device: String) -> (value: LocalizedValue, use: TextVerdict.Use)? {
        guard case .devices(let variants) = self else { return (self, .followed) }
        if device != "other", let own = variants[device] { return (own, .deviceVariant) }
        return variants["other"].map { ($0, .followed) }
    }

    /// The text a text or format accessor shows: a text, or the widest of width variants; nil for a
    /// plural rule.
    func text(device: String) -> String? {
        textAndUse(device: device)?.text
    }

    /// The text a text or format accessor shows (``text(device:)``) and how (``forDeviceAndUse(_:)``).
    func textAndUse(device: String) -> (text: String, use: TextVerdict.Use)? {
        guard let (value, use) = forDeviceAndUse(device) else { return nil }
        switch value {
        case .text(let text): return (text, use)
        case .widths(let texts):
            guard let widest = texts.keys.max(), let text = texts[widest] else { return nil }
            return (text, use)
        case .plural, .devices: return nil
        }
    }
}

/// A `.stringsdict` plural rule: the format, whose `%#@name@` references are replaced by a form of the
/// variable of that name, read once, when its table is read (``rule``). A class: a table holds it, and
/// every lookup hands it on, without copying the rule.
final class PluralEntry: Sendable, Equatable {
    /// `NSStringLocalizedFormatKey`.
    let format: String
    /// The variables, by name.
    let variables: [String: PluralVariable]
    /// The rule as themec's checks read it too (``ThemecFormat/PluralRule``): what it reads, and why no
    /// accessor can show it.
    let rule: PluralRule

    /// A rule from a table; a variable without a value type is a failure of the rule.
    convenience init(format: String, variables: [String: PluralVariable]) {
        self.init(format: format, variables: variables, inferredTypes: nil)
    }

    /// A rule; a variable without a value type takes the type `inferredTypes` passes where it is named (a
    /// rule compiled into an accessor, whose letters these are).
    init(format: String, variables: [String: PluralVariable], inferredTypes: String?) {
        self.format = format
        self.variables = variables
        rule = PluralRule(
            format: format,
            variables: variables.mapValues { variable in
                PluralRule.Variable(
                    valueType: variable.valueType,
                    forms: PluralRules.categories.compactMap { category in
                        variable.forms[category].map { PluralRule.Form(category: category, text: $0) }
                    })
            },
            inferredTypes: inferredTypes)
    }

    /// Equal when the format and the variables are.
    static func == (lhs: PluralEntry, rhs: PluralEntry) -> Bool {
        lhs.format == rhs.format && lhs.variables == rhs.variables
    }
}

/// One variable of a plural rule: the conversion of its number (`d`, `ld`, `f`, from
/// `NSStringFormatValueTypeKey`) and its forms by plural category.
struct PluralVariable: Sendable, Equatable {
    /// The number's conversion, without its `%`; nil when the rule does not say.
    var valueType: String?
    /// The text of each category the rule gives (`one`, `other`, …).
    var forms: [String: String]
}
