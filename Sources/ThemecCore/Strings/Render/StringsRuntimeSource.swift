/// The fixed runtime part of `Strings.themec.swift`: `L10nLookup`, which finds a key in the
/// app's main bundle first and then in the bundle that owns the generated code, formats
/// arguments, and picks plural forms.
///
/// On Apple platforms plurals go through Foundation's own `.stringsdict` support. Elsewhere
/// (Linux), where `Bundle.localizedString` cannot read `.stringsdict` entries, the generated
/// code reads the `.stringsdict` itself and chooses the form with built-in CLDR rules for
/// common languages.
enum StringsRuntimeSource {
    static func write(
        into writer: inout SwiftWriter, access: String, bundle: BundleLookup, developmentLanguage: String,
        localizedExtension: Bool
    ) {
        let ownBundle = ownBundleExpression(bundle)
        writer.docComment(
            """
            How `L10n` finds its strings at runtime.

            Every key is looked up in `bundles`, in order: by default the app's main bundle first, so an
            app overrides a string by defining the same key in its own table, then the resource bundles
            beside it (a SwiftPM executable's, an app's feature packages'), then the bundle that owns
            this code.

            What Apple platforms compile of it uses no operators (`==`, `<`, `+`): `switch`, methods
            and `append` instead, which cost the type checker of every build far less.
            """)
        writer.block("\(access)enum L10nLookup") { writer in
            writer.docComment(
                "The bundles searched for every key, in order. Set it to pick a language at runtime or in tests.")
            writer.block("\(access)static var bundles: [Foundation.Bundle]") { writer in
                writer.line("get { state.bundles }")
                writer.line("set { state.bundles = newValue }")
            }
            writer.blank()
            writer.docComment(
                """
                The default search order: the main bundle; then, sorted by name, the resource bundles that a build
                put in it or beside its executable (SwiftPM's `<Package>_<Target>.bundle`, `.resources` on Linux)
                and that hold localized tables, so the strings of a SwiftPM executable or of an app's feature
                packages override this module's with nothing set by hand; last the bundle that owns this code.
                """)
            writer.block("\(access)static var defaultBundles: [Foundation.Bundle]") { writer in
                writer.line("let own = ownBundle")
                writer.line("var order = [Foundation.Bundle.main]")
                writer.block("for bundle in ThemecResourceBundles.beside(.main, excluding: own)") { writer in
                    writer.line("if !ThemecResourceBundles.tables(in: bundle).isEmpty { order.append(bundle) }")
                }
                writer.line("if !order.contains(own) { order.append(own) }")
                writer.line("return order")
            }
            writer.blank()
            writer.docComment("The bundle that owns this code, which holds this module's own tables.")
            writer.line("\(access)static var ownBundle: Foundation.Bundle { \(ownBundle) }")
            writer.blank()
            writer.line("/// The language whose plural rules apply when no bundle has the key.")
            writer.line("static let developmentLanguage = \(SwiftLiteral.string(developmentLanguage))")
            writer.blank()
            writer.raw(body(access: access))
            writer.raw(pluralRules(developmentLanguage: developmentLanguage))
            writer.blank()
            writer.raw(StringsValidationSource.body(access: access))
            writer.blank()
            writer.raw(StringsOverrideCheckSource.body(access: access))
        }
        if localizedExtension {
            writer.blank()
            writer.raw(localized(access: access))
        }
        writer.blank()
        writer.raw(ResourceBundlesSource.text)
        writeBundleToken(into: &writer, bundle)
    }

    /// The private part of an app's strings file that customises a kit: this module's keys are
    /// looked up with the kit's `L10nLookup`, searching this module's bundle right after the main
    /// bundle and before the kit's.
    static func writeModuleLookup(into writer: inout SwiftWriter, kit: String, bundle: BundleLookup) {
        writer.docComment(
            """
            Looks this module's keys up with \(kit)'s `L10nLookup`: the main bundle first, then this module's bundle,
            then the kit's.
            """)
        writer.raw(moduleLookup(bundle: bundle == .main ? "nil" : ownBundleExpression(bundle)))
        writeBundleToken(into: &writer, bundle)
    }

    /// The name the generated accessors call: the runtime's, or an app's private forwarder to its kit's.
    static func lookupName(customisesKit: Bool) -> String { customisesKit ? "L10nModuleLookup" : "L10nLookup" }

    /// The expression for the bundle that owns the generated code.
    private static func ownBundleExpression(_ bundle: BundleLookup) -> String {
        switch bundle {
        case .token: "Foundation.Bundle(for: L10nBundleToken.self)"
        case .module: "Foundation.Bundle.module"
        case .main: "Foundation.Bundle.main"
        }
    }

    private static func writeBundleToken(into writer: inout SwiftWriter, _ bundle: BundleLookup) {
        guard bundle == .token else { return }
        writer.blank()
        writer.line("/// Locates the bundle that owns this generated code.")
        writer.line("private final class L10nBundleToken {}")
    }

    /// `"Menu.Profile".localized`, as the kit's reference documents it.
    private static func localized(access: String) -> String {
        #"""
        extension Swift.String {
            /// The text for this key in the `Localizable` table, looked up as `L10n` looks up its keys (the
            /// main bundle first, then this module's); the key itself when no bundle has it.
            \#(access)var localized: Swift.String {
                L10nLookup.string("Localizable", self, self)
            }
        }
        """#
    }

    private static func moduleLookup(bundle: String) -> String {
        #"""
        enum L10nModuleLookup {
            /// This module's bundle, searched after the main bundle.
            static var bundle: Foundation.Bundle? { \#(bundle) }

            static func text(_ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String) -> Swift.String {
                L10nLookup.string(table, key, fallback, in: bundle)
            }

            static func formatted(
                _ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String, _ arguments: any Swift.CVarArg...
            ) -> Swift.String {
                L10nLookup.format(table, key, fallback, arguments, in: bundle)
            }

            static func plural(
                _ table: Swift.String, _ key: Swift.String, _ format: Swift.String,
                _ forms: [Swift.String: [Swift.String: Swift.String]], _ arguments: [any Swift.CVarArg]
            ) -> Swift.String {
                L10nLookup.plural(table, key, format, forms, arguments, in: bundle)
            }

            static func widthVariant(_ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String) -> Swift.String {
                L10nLookup.widthVariant(table, key, fallback, in: bundle)
            }

            static func validate(_ records: Swift.String) -> [Swift.String] {
                L10nLookup.validate(records, in: bundle) + L10nLookup.validateOverrides(from: bundle ?? .main)
            }
        }
        """#
    }

    private static func body(access: String) -> String {
        #"""
        private static let state = State()
        private static let missing = "\u{1}themec: missing\u{1}"

        /// The search order, and on Linux the `.stringsdict` files read so far, guarded by a lock so any
        /// thread may read or change them.
        private final class State: @unchecked Swift.Sendable {
            private let lock: Foundation.NSLock = Foundation.NSLock()
            private var stored: [Foundation.Bundle]?
            #if !canImport(Darwin)
            private var stringsdicts: [Swift.String: [Swift.String: Any]] = [:]

            /// The entries of the `.stringsdict` at `path`, read and parsed on first use.
            func stringsdict(at path: Swift.String) -> [Swift.String: Any] {
                lock.lock()
                defer { lock.unlock() }
                if let entries: [Swift.String: Any] = stringsdicts[path] { return entries }
                var entries: [Swift.String: Any] = [:]
                let url: Foundation.URL = Foundation.URL(fileURLWithPath: path)
                if let data: Foundation.Data = try? Foundation.Data(contentsOf: url),
                   let plist: Any = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil),
                   let dictionary: [Swift.String: Any] = plist as? [Swift.String: Any]
                {
                    entries = dictionary
                }
                stringsdicts[path] = entries
                return entries
            }
            #endif

            var bundles: [Foundation.Bundle] {
                get {
                    lock.lock()
                    defer { lock.unlock() }
                    if let stored { return stored }
                    let bundles: [Foundation.Bundle] = L10nLookup.defaultBundles
                    stored = bundles
                    return bundles
                }
                set {
                    lock.lock()
                    stored = newValue
                    lock.unlock()
                }
            }
        }

        /// The bundles to search for a module's key: `bundles`, with `moduleBundle` (the bundle of the
        /// module whose key it is, when that is not already searched) right after the main bundle.
        static func searchOrder(_ moduleBundle: Foundation.Bundle?) -> [Foundation.Bundle] {
            var order: [Foundation.Bundle] = bundles
            guard let moduleBundle, !order.contains(moduleBundle) else { return order }
            var afterMain: Swift.Int = 0
            if let main: Swift.Int = order.firstIndex(of: Foundation.Bundle.main) { afterMain = main.advanced(by: 1) }
            order.insert(moduleBundle, at: afterMain)
            return order
        }

        /// The text for `key` from the first bundle that has it, else `fallback`. `moduleBundle` is the
        /// bundle of the module whose key it is, when that is not this one (an app customising a kit).
        \#(access)static func string(
            _ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String, in moduleBundle: Foundation.Bundle? = nil
        ) -> Swift.String {
            for bundle in searchOrder(moduleBundle) {
                let value = bundle.localizedString(forKey: key, value: missing, table: table)
                if !value.utf8.elementsEqual(missing.utf8) { return value }
            }
            return fallback
        }

        /// What a text accessor calls: ``string(_:_:_:in:)`` for this module's key. One function with
        /// no default argument, the call the type checker resolves fastest, as thousands of accessors
        /// make it.
        static func text(_ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String) -> Swift.String {
            string(table, key, fallback, in: nil)
        }

        /// What a format accessor calls: ``format(_:_:_:_:in:)`` for this module's key, the arguments
        /// variadic rather than an array literal, which costs the type checker less in each accessor.
        static func formatted(
            _ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String, _ arguments: any Swift.CVarArg...
        ) -> Swift.String {
            format(table, key, fallback, arguments, in: nil)
        }

        /// The text for `key`, formatted with `arguments` in the current locale.
        \#(access)static func format(
            _ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String, _ arguments: [any Swift.CVarArg],
            in moduleBundle: Foundation.Bundle? = nil
        ) -> Swift.String {
            let text = string(table, key, fallback, in: moduleBundle)
            return Swift.String(format: text, locale: Foundation.Locale.current, arguments: arguments)
        }

        /// The plural text for `key`: `format` and `forms` are the development language's, used
        /// when no bundle has the key.
        \#(access)static func plural(
            _ table: Swift.String, _ key: Swift.String, _ format: Swift.String,
            _ forms: [Swift.String: [Swift.String: Swift.String]], _ arguments: [any Swift.CVarArg],
            in moduleBundle: Foundation.Bundle? = nil
        ) -> Swift.String {
            for bundle in searchOrder(moduleBundle) {
                #if canImport(Darwin)
                let value = bundle.localizedString(forKey: key, value: missing, table: table)
                if !value.utf8.elementsEqual(missing.utf8) {
                    return Swift.String(format: value, locale: Foundation.Locale.current, arguments: arguments)
                }
                #else
                if let entry = stringsdictEntry(bundle, table, key) {
                    return expand(entry.format, entry.forms, language: entry.language, arguments)
                }
                let value = bundle.localizedString(forKey: key, value: missing, table: table)
                if !value.utf8.elementsEqual(missing.utf8) {
                    return Swift.String(format: value, locale: Foundation.Locale.current, arguments: arguments)
                }
                #endif
            }
            return expand(format, forms, language: developmentLanguage, arguments)
        }

        /// The text of a `.stringsdict` width rule (width variants of one string). On Apple
        /// platforms, what the bundle gives for the key; elsewhere, where `Bundle.localizedString`
        /// crashes on such a key, the widest variant of the first bundle whose `.stringsdict` has
        /// it, else the `.strings` text, else `fallback`.
        \#(access)static func widthVariant(
            _ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String, in moduleBundle: Foundation.Bundle? = nil
        ) -> Swift.String {
            #if !canImport(Darwin)
            for bundle in searchOrder(moduleBundle) {
                guard let (entries, _) = stringsdict(bundle, table),
                      let entry: [Swift.String: Any] = entries[key] as? [Swift.String: Any],
                      let variants: [Swift.String: Any] = entry["NSStringVariableWidthRuleType"] as? [Swift.String: Any]
                else { continue }
                var found: Swift.Bool = false
                var widestWidth: Swift.Int = 0
                var widest: Swift.String = ""
                for (name, value) in variants {
                    guard let width: Swift.Int = Swift.Int(name), let text: Swift.String = value as? Swift.String
                    else { continue }
                    if !found || width > widestWidth {
                        found = true
                        widestWidth = width
                        widest = text
                    }
                }
                if found { return widest }
            }
            #endif
            return string(table, key, fallback, in: moduleBundle)
        }

        #if !canImport(Darwin)
        /// Reads `key` of `table.stringsdict` in `bundle`: its format, its variables' forms and
        /// the language of the `.lproj` it was found in. Each file is read and parsed once.
        static func stringsdictEntry(_ bundle: Foundation.Bundle, _ table: Swift.String, _ key: Swift.String)
            -> (format: Swift.String, forms: [Swift.String: [Swift.String: Swift.String]], language: Swift.String)?
        {
            guard let (entries, url) = stringsdict(bundle, table),
                  let entry: [Swift.String: Any] = entries[key] as? [Swift.String: Any],
                  let format: Swift.String = entry["NSStringLocalizedFormatKey"] as? Swift.String
            else { return nil }
            var forms: [Swift.String: [Swift.String: Swift.String]] = [:]
            for (name, value) in entry {
                guard let variable: [Swift.String: Any] = value as? [Swift.String: Any] else { continue }
                var texts: [Swift.String: Swift.String] = [:]
                for (form, text) in variable {
                    if let text: Swift.String = text as? Swift.String { texts[form] = text }
                }
                forms[name] = texts
            }
            let folder: Swift.String = url.deletingLastPathComponent().lastPathComponent
            var language: Swift.String = developmentLanguage
            if folder.hasSuffix(".lproj") { language = Swift.String(folder.dropLast(6)) }
            return (format, forms, language)
        }

        /// The entries of `table.stringsdict` in `bundle`, and where it is.
        private static func stringsdict(_ bundle: Foundation.Bundle, _ table: Swift.String)
            -> (entries: [Swift.String: Any], url: Foundation.URL)?
        {
            guard let url: Foundation.URL = bundle.url(forResource: table, withExtension: "stringsdict") else {
                return nil
            }
            return (state.stringsdict(at: url.path), url)
        }
        #endif

        /// Formats a stringsdict-style plural: each `%#@name@` becomes the form its number
        /// selects (forms may nest further variables), and every placeholder is numbered so the
        /// arguments line up.
        static func expand(
            _ format: Swift.String, _ forms: [Swift.String: [Swift.String: Swift.String]], language: Swift.String,
            _ arguments: [any Swift.CVarArg]
        ) -> Swift.String {
            var next = 0
            let numbered = rewrite(format, forms, language, arguments, own: nil, next: &next, levels: 8)
            return Swift.String(format: numbered, locale: Foundation.Locale.current, arguments: arguments)
        }

        /// `text` with its variables replaced by forms and its placeholders numbered; inside a
        /// form, `own` is the argument an unnumbered placeholder reads (the variable's number).
        private static func rewrite(
            _ text: Swift.String, _ forms: [Swift.String: [Swift.String: Swift.String]], _ language: Swift.String,
            _ arguments: [any Swift.CVarArg], own: Swift.Int?, next: inout Swift.Int, levels: Swift.Int
        ) -> Swift.String {
            var result: Swift.String = ""
            var rest: Swift.Substring = Swift.Substring(text)
            while let percent: Swift.String.Index = rest.firstIndex(of: "%") {
                result.append(contentsOf: rest.prefix(upTo: percent))
                rest = rest.suffix(from: rest.index(after: percent))
                guard let first: Swift.Character = rest.first else {
                    result.append("%%")
                    break
                }
                if case "%" = first {
                    result.append("%%")
                    rest = rest.dropFirst()
                    continue
                }
                let (position, cursor): (Swift.Int?, Swift.String.Index) = explicitPosition(rest, from: rest.startIndex)
                let index: Swift.Int = argumentIndex(position: position, own: own, next: &next)
                if let close: Swift.String.Index = variableEnd(rest, from: cursor) {
                    let nameStart: Swift.String.Index = rest.index(cursor, offsetBy: 2)
                    let name: Swift.String = Swift.String(rest.suffix(from: nameStart).prefix(upTo: close))
                    let form: Swift.String = selectForm(forms[name] ?? [:], index: index, arguments, language)
                    switch levels {
                    case 0: break
                    default:
                        let nested: Swift.Int = levels.advanced(by: -1)
                        result.append(rewrite(form, forms, language, arguments, own: index, next: &next, levels: nested))
                    }
                    rest = rest.suffix(from: rest.index(after: close))
                    continue
                }
                let end: Swift.String.Index = conversionEnd(rest, from: cursor)
                guard !rest.suffix(from: end).isEmpty else {
                    rest = rest.suffix(from: end)
                    break
                }
                result.append("%")
                result.append(Swift.String(index.advanced(by: 1)))
                result.append("$")
                result.append(contentsOf: rest.suffix(from: cursor).prefix(through: end))
                rest = rest.suffix(from: rest.index(after: end))
            }
            result.append(contentsOf: rest)
            return result
        }

        /// The `N` of an `N$` after a `%`, and where the placeholder goes on; nil and `start`
        /// when it has none.
        private static func explicitPosition(
            _ text: Swift.Substring, from start: Swift.String.Index
        ) -> (Swift.Int?, Swift.String.Index) {
            let digits: Swift.Substring = text.suffix(from: start).prefix(while: isASCIIDigit)
            let afterDigits: Swift.Substring = text.suffix(from: digits.endIndex)
            guard !digits.isEmpty, case .some("$") = afterDigits.first else { return (nil, start) }
            return (Swift.Int(digits), afterDigits.index(after: afterDigits.startIndex))
        }

        /// The 0-based argument a placeholder reads: its own number, the variable's, or the next.
        private static func argumentIndex(position: Swift.Int?, own: Swift.Int?, next: inout Swift.Int) -> Swift.Int {
            if let position { return position.advanced(by: -1) }
            if let own { return own }
            let index: Swift.Int = next
            next = next.advanced(by: 1)
            return index
        }

        /// The closing `@` of a `#@name@` variable starting at `start`, or nil.
        private static func variableEnd(_ text: Swift.Substring, from start: Swift.String.Index) -> Swift.String.Index? {
            guard text.suffix(from: start).hasPrefix("#@") else { return nil }
            return text.suffix(from: text.index(start, offsetBy: 2)).firstIndex(of: "@")
        }

        /// The form of a variable that the number argument `index` selects.
        private static func selectForm(
            _ variable: [Swift.String: Swift.String], index: Swift.Int, _ arguments: [any Swift.CVarArg],
            _ language: Swift.String
        ) -> Swift.String {
            var number: Swift.Double = 0
            if arguments.indices.contains(index) { number = numericValue(arguments[index]) }
            var category: Swift.String = pluralCategory(number, language: language)
            if number.isZero, case .some = variable["zero"] { category = "zero" }
            return variable[category] ?? variable["other"] ?? ""
        }

        /// The index of the conversion character after a placeholder's flags, width and length.
        private static func conversionEnd(_ text: Swift.Substring, from start: Swift.String.Index) -> Swift.String.Index {
            text.suffix(from: start).prefix(while: isModifier).endIndex
        }

        private static let modifierCharacters: Swift.String = "-+ #0'123456789.*hlqLzjt"

        private static func isModifier(_ character: Swift.Character) -> Swift.Bool {
            modifierCharacters.contains(character)
        }

        private static func numericValue(_ argument: any Swift.CVarArg) -> Swift.Double {
            switch argument {
            case let value as Swift.Int: Swift.Double(value)
            case let value as Swift.UInt: Swift.Double(value)
            case let value as Swift.Double: value
            case let value as Swift.Int32: Swift.Double(value)
            case let value as Swift.Int64: Swift.Double(value)
            case let value as Swift.UInt32: Swift.Double(value)
            case let value as Swift.UInt64: Swift.Double(value)
            case let value as Swift.Float: Swift.Double(value)
            default: 0
            }
        }

        """#
    }

    /// The plural rules, after the rest of the runtime. A development language whose rule is
    /// English's or has no plural forms (``developmentPluralRule(_:)``) gets that rule alone on
    /// Apple platforms, where this code picks forms for the development language only (Foundation
    /// picks the bundles'): the rules of every language, about 0.26 billion of the type checker's
    /// instructions against Apple's SDK (a comparison with a literal is dear there, with the SDK's
    /// many overloads of each operator), stay behind `#if !canImport(Darwin)`, where the
    /// `.stringsdict` reader needs them.
    private static func pluralRules(developmentLanguage: String) -> String {
        guard let rule = developmentPluralRule(developmentLanguage) else { return genericPluralRules }
        let body = rule.split(separator: "\n").joined(separator: "\n    ")
        return """
            /// The CLDR plural category of `number` in the development language, the one language whose
            /// forms this code picks on Apple platforms.
            static func developmentPluralCategory(_ number: Swift.Double) -> Swift.String {
                \(body)
            }

            #if canImport(Darwin)
            /// The development language's rule (``developmentPluralCategory(_:)``): on Apple platforms
            /// Foundation picks every bundle's forms, and this code only the development language's.
            static func pluralCategory(_ number: Swift.Double, language: Swift.String) -> Swift.String {
                developmentPluralCategory(number)
            }
            #else
            \(genericPluralRules)
            #endif
            """
    }

    /// The body of `developmentPluralCategory(_:)` for `language` when its rule is English's
    /// ("one" for exactly 1 or -1) or it has no plural forms (always "other"), as the runtime's
    /// `pluralRules` table sees its code; nil for the languages with other rules, which keep every
    /// rule everywhere.
    static func developmentPluralRule(_ language: String) -> String? {
        var code = ""
        for character in language.lowercased() {
            let isSeparator = character == "-" || character == "_"
            if isSeparator && code.isEmpty { continue }
            if isSeparator { break }
            code.append(character)
        }
        switch pluralRuleNumbers.first(where: { $0.key == code })?.value {
        case nil: return "switch Swift.abs(number) {\ncase 1: return \"one\"\ndefault: return \"other\"\n}"
        case 0: return "\"other\""
        default: return nil
        }
    }

    /// The runtime's `pluralRules`: the languages whose rules differ from English's, by rule number
    /// (0 no plural forms, 1 French, 2 Russian, Ukrainian and Belarusian, 3 Polish, 4 Czech and
    /// Slovak, 5 Lithuanian, 6 Arabic).
    static let pluralRuleNumbers: KeyValuePairs<String, Int> = [
        "ja": 0, "zh": 0, "ko": 0, "th": 0, "vi": 0, "id": 0, "ms": 0, "lo": 0, "my": 0, "km": 0, "yue": 0,
        "fr": 1, "ru": 2, "uk": 2, "be": 2, "pl": 3, "cs": 4, "sk": 4, "lt": 5, "ar": 6,
    ]

    /// The entries of the runtime's `pluralRules` literal in two lines: the languages without
    /// plural forms (rule 0), then the others.
    private static var pluralRulesLiteral: String {
        func line(_ rules: [(key: String, value: Int)]) -> String {
            "    " + rules.map { "\(SwiftLiteral.string($0.key)): \($0.value)" }.joined(separator: ", ") + ","
        }
        return line(pluralRuleNumbers.filter { $0.value == 0 }) + "\n"
            + line(pluralRuleNumbers.filter { $0.value != 0 })
    }

    /// Every language's plural rules (the runtime's `pluralCategory(_:language:)` and its helpers).
    private static let genericPluralRules = #"""
        /// The plural rule of each language whose rules differ from English's, by number: 0 no plural
        /// forms, 1 French, 2 Russian, Ukrainian and Belarusian, 3 Polish, 4 Czech and Slovak, 5 Lithuanian,
        /// 6 Arabic. A table rather than a `switch` over string literals, which costs the type checker more.
        private static let pluralRules: [Swift.String: Swift.Int] = [
        \#(pluralRulesLiteral)
        ]

        /// The CLDR plural category of `number` in `language`, for the languages whose rules
        /// differ from English; other languages use English's ("one" for exactly 1).
        static func pluralCategory(_ number: Swift.Double, language: Swift.String) -> Swift.String {
            let n: Swift.Double = Swift.abs(number)
            let whole: Swift.Double = n.rounded(.towardZero)
            let isInteger: Swift.Bool = n < 1e15 && whole == n
            let i: Swift.Int = n < 1e15 ? Swift.Int(whole) : 0
            let rule: Swift.Int = pluralRules[languageCode(language)] ?? -1
            if rule == 0 { return "other" }
            if rule == 1 { return i == 0 || i == 1 ? "one" : "other" }
            if rule == 4 && !isInteger { return "many" }
            if rule == 5 && !isInteger { return "many" }
            if !isInteger { return "other" }
            if rule == 2 { return eastSlavicCategory(i) }
            if rule == 3 { return polishCategory(i) }
            if rule == 4 && i == 1 { return "one" }
            if rule == 4 { return i >= 2 && i <= 4 ? "few" : "other" }
            if rule == 5 { return lithuanianCategory(i) }
            if rule == 6 { return arabicCategory(i) }
            return i == 1 ? "one" : "other"
        }

        /// The language of a locale identifier, lowercased: its first part (`pt-BR` → `pt`).
        private static func languageCode(_ language: Swift.String) -> Swift.String {
            var code: Swift.String = ""
            for character: Swift.Character in language.lowercased() {
                let isSeparator: Swift.Bool = character == "-" || character == "_"
                if isSeparator && code.isEmpty { continue }
                if isSeparator { break }
                code.append(character)
            }
            return code
        }

        /// Whether the last two digits of `i` are between `low` and `high`.
        private static func isTeen(_ i: Swift.Int, from low: Swift.Int, to high: Swift.Int) -> Swift.Bool {
            let lastTwo: Swift.Int = i % 100
            return lastTwo >= low && lastTwo <= high
        }

        /// Russian, Ukrainian and Belarusian, for integers.
        private static func eastSlavicCategory(_ i: Swift.Int) -> Swift.String {
            let last: Swift.Int = i % 10
            if last == 1 && i % 100 != 11 { return "one" }
            if last >= 2 && last <= 4 && !isTeen(i, from: 12, to: 14) { return "few" }
            return "many"
        }

        /// Polish, for integers.
        private static func polishCategory(_ i: Swift.Int) -> Swift.String {
            let last: Swift.Int = i % 10
            if i == 1 { return "one" }
            if last >= 2 && last <= 4 && !isTeen(i, from: 12, to: 14) { return "few" }
            return "many"
        }

        /// Lithuanian, for integers.
        private static func lithuanianCategory(_ i: Swift.Int) -> Swift.String {
            let last: Swift.Int = i % 10
            if last == 1 && !isTeen(i, from: 11, to: 19) { return "one" }
            if last >= 2 && last <= 9 && !isTeen(i, from: 11, to: 19) { return "few" }
            return "other"
        }

        /// Arabic, for integers.
        private static func arabicCategory(_ i: Swift.Int) -> Swift.String {
            if i == 0 { return "zero" }
            if i == 1 { return "one" }
            if i == 2 { return "two" }
            let lastTwo: Swift.Int = i % 100
            if lastTwo >= 3 && lastTwo <= 10 { return "few" }
            if lastTwo >= 11 && lastTwo <= 99 { return "many" }
            return "other"
        }
        """#
}
