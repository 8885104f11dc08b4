import ThemecFormat
import ThemecSyntax
import ThemecVocabulary

/// One plural variable (`%#@items@`): the type of the number it reads and its forms.
package struct PluralVariable: Sendable, Equatable {
    /// The variable's name, as `%#@name@` references it.
    package var name: String
    /// The conversion of the number (`d`, `lld`, `u`, `f`), without the `%`.
    package var valueType: String
    /// The forms in category order.
    package var forms: [(category: PluralCategory, text: String)]

    /// A variable with its forms, put in category order.
    package init(name: String, valueType: String, forms: [(category: PluralCategory, text: String)]) {
        self.name = name
        self.valueType = valueType
        self.forms = forms.sorted { $0.category < $1.category }
    }

    /// The text of the `category` form, if the variable has one.
    package func form(_ category: PluralCategory) -> String? { forms.first { $0.category == category }?.text }

    /// Equal when name, value type and forms are.
    package static func == (lhs: PluralVariable, rhs: PluralVariable) -> Bool {
        lhs.name == rhs.name && lhs.valueType == rhs.valueType && lhs.forms.map(\.category) == rhs.forms.map(\.category)
            && lhs.forms.map(\.text) == rhs.forms.map(\.text)
    }
}

/// A value that varies with numbers: a format with `%#@variable@` references and the variables.
package struct PluralValue: Sendable, Equatable {
    /// The format, with `%#@variable@` references.
    package var format: String
    /// The variables the format references.
    package var variables: [PluralVariable]

    /// A plural value.
    package init(format: String, variables: [PluralVariable]) {
        self.format = format
        self.variables = variables
    }
}

/// What a key stands for in one locale: plain text (maybe a format) or a plural entry.
package enum LocalizedValue: Sendable, Equatable {
    case text(String)
    case plural(PluralValue)

    /// The arguments the value reads, with plural variables typed by their value type.
    package var signature: FormatSignature {
        switch self {
        case .text(let text):
            return FormatPlaceholderParser.parse(text)
        case .plural:
            return pluralRule!.signature
        }
    }

    /// A plural value's rule as the runtime reads it too (``ThemecFormat/PluralRule``): a variable is one
    /// argument; a form's unnumbered placeholders read in order from its variable's argument (`%#@items@`
    /// with `%d items in %@` reads an `Int` and a `String`), its numbered ones their positions. Nil for a
    /// text.
    package var pluralRule: PluralRule? {
        guard case .plural(let plural) = self else { return nil }
        var variables: [String: PluralRule.Variable] = [:]
        for variable in plural.variables {
            variables[variable.name] = PluralRule.Variable(
                valueType: variable.valueType,
                forms: variable.forms.map { PluralRule.Form(category: $0.category.rawValue, text: $0.text) })
        }
        return PluralRule(format: plural.format, variables: variables)
    }

    /// Every piece of text, for the empty-value check.
    package var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .plural(let plural): plural.format.isEmpty
        }
    }

    /// The value for `themec dump`: a string, or an object of plural forms (one variable: the
    /// whole text per category; several: the format and each variable's forms).
    package var dump: JSONValue {
        switch self {
        case .text(let text):
            return .string(text)
        case .plural(let plural):
            if plural.variables.count == 1, let variable = plural.variables.first {
                var forms: [String: JSONValue] = [:]
                for form in variable.forms {
                    forms[form.category.rawValue] = .string(
                        plural.format.replacingVariable(variable.name, with: form.text))
                }
                return .object(forms)
            }
            var object: [String: JSONValue] = ["format": .string(plural.format)]
            for variable in plural.variables {
                var forms: [String: JSONValue] = [:]
                for form in variable.forms { forms[form.category.rawValue] = .string(form.text) }
                object[variable.name] = .object(forms)
            }
            return .object(object)
        }
    }
}

extension String {
    /// The format with every `%#@name@` (or `%N$#@name@`) replaced by `text`.
    func replacingVariable(_ name: String, with text: String) -> String {
        var result = ""
        var rest = Substring(self)
        let marker = "#@" + name + "@"
        while let range = rest.firstRange(of: marker) {
            var start = range.lowerBound
            // Back up over `%` and an optional `N$` before the marker.
            var probe = start
            while probe > rest.startIndex {
                let before = rest.index(before: probe)
                if rest[before] == "%" { start = before; break }
                if rest[before] == "$" || rest[before].isASCII && rest[before].isNumber { probe = before; continue }
                break
            }
            result += rest[..<start]
            if start == range.lowerBound { result += rest[range] } else { result += text }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// A value's other texts, beside the one its accessor follows: the device variants of a String
/// Catalog value (`iphone`, `mac`, …) or the narrower widths of a `.stringsdict` width rule. The
/// app shows one of them on some devices or screens and formats it with the same arguments, so
/// each must read what the accessor passes.
final class ValueVariants: Sendable {
    /// How messages name the text the accessor follows (`'other' variant`, `width 50 variant`).
    let followed: String
    /// The other texts, in the order the file writes them.
    let others: [ValueVariant]

    /// The variants of a value.
    init(followed: String, others: [ValueVariant]) {
        self.followed = followed
        self.others = others
    }
}

/// One of a value's ``ValueVariants``.
struct ValueVariant: Sendable {
    /// How messages name it (`'iphone' variant`, `width 20 variant`).
    var name: String
    /// Its text, or its plural.
    var value: LocalizedValue
    /// Where it is written.
    var location: SourceLocation

    /// A variant from its parts.
    init(name: String, value: LocalizedValue, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// One key's value in one locale, with where it came from.
///
/// A class: each entry is made once per key and locale (hundreds of thousands in a big app)
/// and then only read, from the tables it is indexed in and the checks; sharing one instance
/// keeps that a single reference count instead of copying a dozen fields every time.
final class StringsEntry: Sendable {
    /// The key, as the table writes it.
    let key: String
    /// Its value in this locale.
    let value: LocalizedValue
    /// The kind of file it comes from.
    let kind: InputKind
    /// Where the key is written.
    let keyLocation: SourceLocation
    /// Where the value is written.
    let valueLocation: SourceLocation
    /// False for catalog keys marked `shouldTranslate: false`: other locales need not have them.
    let translatable: Bool
    /// The value's plural rule, read once; nil for a text.
    let pluralRule: PluralRule?
    /// The value's placeholders, parsed once.
    let signature: FormatSignature
    /// The argument types by position, from ``signature``.
    let arguments: [Int: PlaceholderType]
    /// The value's other texts (device or width variants), which must read the same arguments;
    /// nil when it has none.
    let variants: ValueVariants?

    /// An entry; its placeholders are parsed once, here.
    init(
        key: String, value: LocalizedValue, kind: InputKind, keyLocation: SourceLocation,
        valueLocation: SourceLocation, translatable: Bool = true, variants: ValueVariants? = nil
    ) {
        self.key = key
        self.value = value
        self.kind = kind
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
        self.translatable = translatable
        self.variants = variants
        let rule = value.pluralRule
        self.pluralRule = rule
        self.signature = rule?.signature ?? value.signature
        self.arguments = signature.arguments
    }
}

/// A key of a table as the generated code exposes it: its development-language value and the
/// arguments its accessor takes.
package struct StringsKey: Sendable {
    /// The key, as the table writes it.
    package var key: String
    /// Its value in the table's reference locale.
    package var value: LocalizedValue
    /// The argument types, by position (1-based, dense).
    package var parameters: [PlaceholderType]
    /// The Swift path under `L10n` (namespaces, then the member name).
    package var path: [String]
    /// Where the key is written in the reference locale.
    package var location: SourceLocation
    /// The text is a `.stringsdict` width rule's (its widest variant), which the runtime looks
    /// up as such.
    var isWidthVariant = false
}

/// A string table (`Localizable`, `Settings`, …) and the keys its development language defines.
package struct StringsTable: Sendable {
    /// The table's name: its files' name without extension.
    package var name: String
    /// Its keys, sorted.
    package var keys: [StringsKey]
    /// Every locale that has the table, sorted.
    package var locales: [String]
}

/// The strings model: every app table of every locale, resolved, for rendering and dumping.
package struct StringsModel: Sendable {
    /// The locale the others are compared with, when it has the table.
    package var developmentLanguage: String
    /// The app's tables, sorted by name; each key's value is the reference locale's.
    package var tables: [StringsTable]
    /// locale → table → key → value, for `themec dump`; empty unless the compilation was asked
    /// to keep them (``CompilerOptions/retainsValues``).
    package var values: [String: [String: [String: LocalizedValue]]]
    /// Every app table in every locale (its reference locale included), sorted by table, then
    /// locale.
    package var coverage: [StringsCoverage]
    /// The kit's tables, which the app's `L10n` reaches, when the app names its kit (`kit.module`);
    /// nil for a module that stands alone.
    package var kit: KitStrings?

    /// A model with the parts given.
    package init(
        developmentLanguage: String = "en", tables: [StringsTable] = [],
        values: [String: [String: [String: LocalizedValue]]] = [:], coverage: [StringsCoverage] = [],
        kit: KitStrings? = nil
    ) {
        self.developmentLanguage = developmentLanguage
        self.tables = tables
        self.values = values
        self.coverage = coverage
        self.kit = kit
    }

    /// `strings.<locale>.<table>.<key>` for `themec dump`.
    package var dump: JSONValue {
        .object(
            values.mapValues { tables in
                .object(tables.mapValues { keys in .object(keys.mapValues(\.dump)) })
            })
    }
}
