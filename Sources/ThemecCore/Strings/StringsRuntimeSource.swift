/// The fixed runtime part of `Strings.themec.swift`: `L10nLookup`, which finds a key in the
/// app's main bundle first and then in the bundle that owns the generated code, formats
/// arguments, and picks plural forms.
///
/// On Apple platforms plurals go through Foundation's own `.stringsdict` support. Elsewhere
/// (Linux), where `Bundle.localizedString` cannot read `.stringsdict` entries, the generated
/// code reads the `.stringsdict` itself and chooses the form with built-in CLDR rules for
/// common languages.
enum StringsRuntimeSource {
    static func write(into writer: inout SwiftWriter, access: String, bundle: BundleLookup, developmentLanguage: String) {
        let ownBundle: String
        switch bundle {
        case .token: ownBundle = "Foundation.Bundle(for: L10nBundleToken.self)"
        case .module: ownBundle = "Foundation.Bundle.module"
        case .main: ownBundle = "Foundation.Bundle.main"
        }
        writer.docComment("""
            How `L10n` finds its strings at runtime.

            Every key is looked up in `bundles`, in order: by default the app's main bundle first, so an
            app overrides a string by defining the same key in its own table, then the bundle that owns
            this code.
            """)
        writer.block("\(access)enum L10nLookup") { writer in
            writer.docComment("The bundles searched for every key, in order. Set it to pick a language at runtime or in tests.")
            writer.block("\(access)static var bundles: [Foundation.Bundle]") { writer in
                writer.line("get { state.bundles }")
                writer.line("set { state.bundles = newValue }")
            }
            writer.blank()
            writer.docComment("The default search order: the main bundle, then the bundle that owns this code.")
            writer.block("\(access)static var defaultBundles: [Foundation.Bundle]") { writer in
                writer.line("let own = \(ownBundle)")
                writer.line("return own == Foundation.Bundle.main ? [Foundation.Bundle.main] : [Foundation.Bundle.main, own]")
            }
            writer.blank()
            writer.line("/// The language whose plural rules apply when no bundle has the key.")
            writer.line("static let developmentLanguage = \(SwiftLiteral.string(developmentLanguage))")
            writer.blank()
            writer.raw(body)
        }
        if bundle == .token {
            writer.blank()
            writer.line("/// Locates the bundle that owns this generated code.")
            writer.line("private final class L10nBundleToken {}")
        }
    }

    private static let body = #"""
        private static let state = State()
        private static let missing = "\u{1}themec: missing\u{1}"

        /// The search order, guarded by a lock so any thread may read or change it.
        private final class State: @unchecked Swift.Sendable {
            private let lock = Foundation.NSLock()
            private var stored: [Foundation.Bundle]?

            var bundles: [Foundation.Bundle] {
                get {
                    lock.lock()
                    defer { lock.unlock() }
                    if let stored { return stored }
                    let bundles = L10nLookup.defaultBundles
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

        /// The text for `key` from the first bundle that has it, else `fallback`.
        static func string(_ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String) -> Swift.String {
            for bundle in bundles {
                let value = bundle.localizedString(forKey: key, value: missing, table: table)
                if value != missing { return value }
            }
            return fallback
        }

        /// The text for `key`, formatted with `arguments` in the current locale.
        static func format(
            _ table: Swift.String, _ key: Swift.String, _ fallback: Swift.String, _ arguments: [any Swift.CVarArg]
        ) -> Swift.String {
            Swift.String(format: string(table, key, fallback), locale: Foundation.Locale.current, arguments: arguments)
        }

        /// The plural text for `key`: `format` and `forms` are the development language's, used
        /// when no bundle has the key.
        static func plural(
            _ table: Swift.String, _ key: Swift.String, _ format: Swift.String,
            _ forms: [Swift.String: [Swift.String: Swift.String]], _ arguments: [any Swift.CVarArg]
        ) -> Swift.String {
            for bundle in bundles {
                #if canImport(Darwin)
                let value = bundle.localizedString(forKey: key, value: missing, table: table)
                if value != missing {
                    return Swift.String(format: value, locale: Foundation.Locale.current, arguments: arguments)
                }
                #else
                if let entry = stringsdictEntry(bundle, table, key) {
                    return expand(entry.format, entry.forms, language: entry.language, arguments)
                }
                let value = bundle.localizedString(forKey: key, value: missing, table: table)
                if value != missing {
                    return Swift.String(format: value, locale: Foundation.Locale.current, arguments: arguments)
                }
                #endif
            }
            return expand(format, forms, language: developmentLanguage, arguments)
        }

        /// Reads `key` of `table.stringsdict` in `bundle`: its format, its variables' forms and
        /// the language of the `.lproj` it was found in.
        static func stringsdictEntry(_ bundle: Foundation.Bundle, _ table: Swift.String, _ key: Swift.String)
            -> (format: Swift.String, forms: [Swift.String: [Swift.String: Swift.String]], language: Swift.String)?
        {
            guard let url = bundle.url(forResource: table, withExtension: "stringsdict"),
                  let data = try? Foundation.Data(contentsOf: url),
                  let plist = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil),
                  let entries = plist as? [Swift.String: Any],
                  let entry = entries[key] as? [Swift.String: Any],
                  let format = entry["NSStringLocalizedFormatKey"] as? Swift.String
            else { return nil }
            var forms: [Swift.String: [Swift.String: Swift.String]] = [:]
            for (name, value) in entry {
                guard let variable = value as? [Swift.String: Any] else { continue }
                forms[name] = variable.compactMapValues { $0 as? Swift.String }
            }
            let folder = url.deletingLastPathComponent().lastPathComponent
            let language = folder.hasSuffix(".lproj") ? Swift.String(folder.dropLast(6)) : developmentLanguage
            return (format, forms, language)
        }

        /// Formats a stringsdict-style plural: each `%#@name@` becomes the form its number
        /// selects (forms may nest further variables), and every placeholder is numbered so the
        /// arguments line up.
        static func expand(
            _ format: Swift.String, _ forms: [Swift.String: [Swift.String: Swift.String]], language: Swift.String,
            _ arguments: [any Swift.CVarArg]
        ) -> Swift.String {
            var next = 0
            let numbered = rewrite(format, forms, language, arguments, own: nil, next: &next, depth: 0)
            return Swift.String(format: numbered, locale: Foundation.Locale.current, arguments: arguments)
        }

        /// `text` with its variables replaced by forms and its placeholders numbered; inside a
        /// form, `own` is the argument an unnumbered placeholder reads (the variable's number).
        private static func rewrite(
            _ text: Swift.String, _ forms: [Swift.String: [Swift.String: Swift.String]], _ language: Swift.String,
            _ arguments: [any Swift.CVarArg], own: Swift.Int?, next: inout Swift.Int, depth: Swift.Int
        ) -> Swift.String {
            var result = ""
            var rest = Swift.Substring(text)
            while let percent = rest.firstIndex(of: "%") {
                result += rest[..<percent]
                var cursor = rest.index(after: percent)
                guard cursor < rest.endIndex else {
                    result += "%%"
                    rest = rest[cursor...]
                    break
                }
                if rest[cursor] == "%" {
                    result += "%%"
                    rest = rest[rest.index(after: cursor)...]
                    continue
                }
                var digits = ""
                var probe = cursor
                while probe < rest.endIndex, rest[probe].isASCII, let digit = rest[probe].wholeNumberValue {
                    digits += Swift.String(digit)
                    probe = rest.index(after: probe)
                }
                var position: Swift.Int?
                if !digits.isEmpty, probe < rest.endIndex, rest[probe] == "$" {
                    position = Swift.Int(digits)
                    cursor = rest.index(after: probe)
                }
                let index: Swift.Int
                if let position {
                    index = position - 1
                } else if let own {
                    index = own
                } else {
                    index = next
                    next += 1
                }
                let nameStart = rest[cursor...].hasPrefix("#@") ? rest.index(cursor, offsetBy: 2) : nil
                if let nameStart, let close = rest[nameStart...].firstIndex(of: "@") {
                    let variable = forms[Swift.String(rest[nameStart..<close])] ?? [:]
                    let number = index >= 0 && index < arguments.count ? numericValue(arguments[index]) : 0
                    var category = pluralCategory(number, language: language)
                    if number == 0, variable["zero"] != nil { category = "zero" }
                    let form = variable[category] ?? variable["other"] ?? ""
                    if depth < 8 {
                        result += rewrite(form, forms, language, arguments, own: index, next: &next, depth: depth + 1)
                    }
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                var end = cursor
                while end < rest.endIndex, "-+ #0'123456789.*hlqLzjt".contains(rest[end]) { end = rest.index(after: end) }
                guard end < rest.endIndex else {
                    rest = rest[end...]
                    break
                }
                result += "%\(index + 1)$" + rest[cursor...end]
                rest = rest[rest.index(after: end)...]
            }
            return result + rest
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

        /// The CLDR plural category of `number` in `language`, for the languages whose rules
        /// differ from English; other languages use English's ("one" for exactly 1).
        static func pluralCategory(_ number: Swift.Double, language: Swift.String) -> Swift.String {
            let n = Swift.abs(number)
            let isInteger = n < 1e15 && n.rounded(.towardZero) == n
            let i = n < 1e15 ? Swift.Int(n.rounded(.towardZero)) : 0
            let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
            let code = parts.first.map(Swift.String.init) ?? ""
            switch code {
            case "ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue":
                return "other"
            case "fr":
                return i == 0 || i == 1 ? "one" : "other"
            case "ru", "uk", "be":
                guard isInteger else { return "other" }
                if i % 10 == 1 && i % 100 != 11 { return "one" }
                if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
                return "many"
            case "pl":
                guard isInteger else { return "other" }
                if i == 1 { return "one" }
                if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
                return "many"
            case "cs", "sk":
                guard isInteger else { return "many" }
                if i == 1 { return "one" }
                return (2...4).contains(i) ? "few" : "other"
            case "lt":
                guard isInteger else { return "many" }
                if i % 10 == 1 && !(11...19).contains(i % 100) { return "one" }
                if (2...9).contains(i % 10) && !(11...19).contains(i % 100) { return "few" }
                return "other"
            case "ar":
                guard isInteger else { return "other" }
                if i == 0 { return "zero" }
                if i == 1 { return "one" }
                if i == 2 { return "two" }
                if (3...10).contains(i % 100) { return "few" }
                if (11...99).contains(i % 100) { return "many" }
                return "other"
            default:
                return isInteger && i == 1 ? "one" : "other"
            }
        }
        """#
}
