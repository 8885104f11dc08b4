import Foundation
import ThemecFormat

@testable import ThemecCore
@testable import ThemecRuntime

/// The differential check of themec's verdict on each text against the runtime's, over one project's
/// string tables: themec lints them, and every accessor it would generate is run through the runtime's
/// lookups, with its compiled text and with each locale's value as a bundle holds it.
///
/// What must hold, for each text of a key whose development-language value lint accepts:
/// - a text lint accepts is shown by the runtime, formatted: never a raw `%#@…@`, never empty (unless
///   the text is), never `(null)`;
/// - a text the runtime passes over (``ThemecRuntime/LookupEngine/verdict(_:kind:expected:device:)``, what
///   `L10n.validate()` reports for a bundle's text) is a lint error about that key in its file.
///
/// `.strings` and `.stringsdict` values are read by the runtime's own reader (`PropertyListSerialization`
/// and ``ThemecRuntime/LocalizedValue``), from the same bytes lint read; a String Catalog, which Xcode
/// compiles into those before an app ships, from themec's reading of it. (The file is linked into each
/// target that needs it: the differential test and the `TextVerdict` fuzz target.)
enum TextVerdictCheck {
    /// What one check found.
    struct Result {
        /// The texts checked: the compiled text of each accessor, and each locale's value of its key.
        var texts = 0
        /// Of those, the ones the runtime showed.
        var shown = 0
        /// Of those, the ones the runtime passed over (each a lint error).
        var passedOver = 0
        /// Each disagreement, described.
        var failures: [String] = []

        /// Adds another check's counts and failures.
        mutating func add(_ other: Result) {
            texts += other.texts
            shown += other.shown
            passedOver += other.passedOver
            failures += other.failures
        }
    }

    /// The engine the lookups run on, with no bundle: only values handed to it.
    static let engine = LookupEngine()

    /// Checks the project of `files` (paths under a folder, `Strings/en.lproj/Localizable.strings`).
    static func check(_ files: [(path: String, bytes: [UInt8])]) -> Result {
        let inputs = files.compactMap { InputFile(path: $0.path, bytes: $0.bytes) }
        let options = CompilerOptions(parallel: false)
        let compiled = Pipeline(options: options).strings(inputs)
        var rejected = Set<String>()
        var rejectedFiles = Set<String>()
        for diagnostic in options.rules.apply(to: compiled.diagnostics) where diagnostic.severity == .error {
            if diagnostic.keys.isEmpty { rejectedFiles.insert(diagnostic.location.file) }
            for key in diagnostic.keys { rejected.insert(diagnostic.location.file + "\u{1F}" + key) }
        }
        /// Whether lint reports an error about `key` in `file`.
        func rejects(_ file: String, _ key: String) -> Bool {
            rejectedFiles.contains(file) || rejected.contains(file + "\u{1F}" + StringsChecker.display(key))
        }
        var result = Result()
        let model = compiled.model
        var tables: [String: [String: (file: String, value: ThemecRuntime.LocalizedValue)]] = [:]
        for table in model.tables {
            for locale in table.locales {
                tables[locale + "\u{1F}" + table.name] = values(of: table.name, in: locale, files: files, model: model)
            }
        }
        for table in model.tables {
            for key in table.keys {
                let development =
                    tables[model.developmentLanguage + "\u{1F}" + table.name]?[key.key]
                    ?? tables[table.locales.first.map { $0 + "\u{1F}" + table.name } ?? ""]?[key.key]
                // A key whose development-language text lint rejects gets no accessor to run.
                guard let development, !rejects(development.file, key.key) else { continue }
                check(key, compiledIn: table.name, development: development.value, into: &result)
                for locale in table.locales {
                    guard let found = tables[locale + "\u{1F}" + table.name]?[key.key] else { continue }
                    check(
                        key, value: found.value, locale: locale, file: found.file,
                        linted: !rejects(found.file, key.key), into: &result)
                }
            }
        }
        return result
    }

    /// The values of `table` in `locale` as an app's bundle holds them, each with the file it comes from.
    static func values(
        of table: String, in locale: String, files: [(path: String, bytes: [UInt8])], model: StringsModel
    ) -> [String: (file: String, value: ThemecRuntime.LocalizedValue)] {
        var values: [String: (file: String, value: ThemecRuntime.LocalizedValue)] = [:]
        for suffix in [".strings", ".stringsdict"] {
            guard let file = files.first(where: { $0.path.hasSuffix("\(locale).lproj/\(table)\(suffix)") }),
                let plist = try? PropertyListSerialization.propertyList(from: Data(file.bytes), format: nil),
                let dictionary = plist as? [String: Any]
            else { continue }
            for (key, value) in dictionary {
                guard let value = ThemecRuntime.LocalizedValue(propertyList: value) else { continue }
                values[key] = (file.path, value)
            }
        }
        // The catalog's keys as themec compiled them into the bundle: only the keys the catalog holds (a
        // key of a `.strings` or `.stringsdict` Foundation cannot read is in no bundle at all).
        if let catalog = files.first(where: { $0.path.hasSuffix("/\(table).xcstrings") }),
            let json = try? JSONSerialization.jsonObject(with: Data(catalog.bytes)) as? [String: Any],
            let strings = json["strings"] as? [String: Any]
        {
            for (key, value) in model.values[locale]?[table] ?? [:] where values[key] == nil && strings[key] != nil {
                values[key] = (catalog.path, runtimeValue(value))
            }
        }
        return values
    }

    /// A value as themec read it, as the runtime holds it.
    static func runtimeValue(_ value: ThemecCore.LocalizedValue) -> ThemecRuntime.LocalizedValue {
        switch value {
        case .text(let text):
            return .text(text)
        case .plural(let plural):
            var variables: [String: ThemecRuntime.PluralVariable] = [:]
            for variable in plural.variables {
                var forms: [String: String] = [:]
                for form in variable.forms { forms[form.category.rawValue] = form.text }
                variables[variable.name] = ThemecRuntime.PluralVariable(valueType: variable.valueType, forms: forms)
            }
            return .plural(PluralEntry(format: plural.format, variables: variables))
        }
    }

    /// The record kind of `key`'s accessor (`t`, `f`, `p`, `w`) and the letters of what it passes.
    static func accessor(_ key: StringsKey) -> (kind: Character, letters: String) {
        let letters = String(key.accessorParameters.map(\.letter))
        if key.isWidthVariant { return ("w", letters) }
        if case .plural = key.value { return ("p", letters) }
        return (letters.isEmpty ? "t" : "f", letters)
    }

    /// The counts a plural accessor is run with: every CLDR category of the languages checked.
    static let counts = [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000]

    /// Arguments of `letters`, each number `count`.
    static func arguments(_ letters: String, count: Int) -> [any CVarArg] {
        letters.map { letter -> any CVarArg in
            switch letter {
            case "@": "Ann"
            case "i": count
            case "u": UInt(count)
            case "f": Double(count) + 0.5
            case "c": CChar(65)
            case "C": UInt16(66)
            case "s": UnsafePointer(cString)
            case "S": UnsafePointer(unicharString)
            default: OpaquePointer(cString)
            }
        }
    }

    /// A C string and a UTF-16 string that live as long as the process, for `%s` and `%S`.
    nonisolated(unsafe) static let cString: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 3)
        buffer.initialize(from: [67, 83, 0], count: 3)
        return buffer
    }()
    nonisolated(unsafe) static let unicharString: UnsafeMutablePointer<UInt16> = {
        let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: 3)
        buffer.initialize(from: [85, 83, 0], count: 3)
        return buffer
    }()

    /// The accessor of `key` with no bundle: its compiled text must be shown, formatted.
    static func check(
        _ key: StringsKey, compiledIn table: String, development: ThemecRuntime.LocalizedValue,
        into result: inout Result
    ) {
        let (kind, letters) = accessor(key)
        result.texts += 1
        for count in kind == "p" ? counts : [3] {
            let shown = lookup(key, values: [], locale: "en", arguments: arguments(letters, count: count))
            if let problem = problem(shown, of: compiledTexts(key)) {
                result.failures.append(
                    "the accessor of '\(key.key)' (\(table)) shows \(problem) from its compiled text "
                        + compiledTexts(key).debugDescription)
                return
            }
        }
        result.shown += 1
    }

    /// One locale's value of `key`: shown (and well) when lint accepts it, passed over only when lint rejects it.
    static func check(
        _ key: StringsKey, value: ThemecRuntime.LocalizedValue, locale: String, file: String, linted: Bool,
        into result: inout Result
    ) {
        let (kind, letters) = accessor(key)
        result.texts += 1
        switch engine.verdict(value, kind: kind, expected: letters, device: "other") {
        case .absent:
            // Neither a text nor a plural for this accessor (a plural for a text accessor): no lookup uses it.
            return
        case .passedOver(let why):
            result.passedOver += 1
            if linted {
                result.failures.append(
                    "'\(key.key)' in \(file) (\(locale)) is accepted by lint, but the runtime passes it over: it \(why)"
                )
            }
        case .shown:
            result.shown += 1
            guard linted else { return }
            for count in kind == "p" ? counts : [3] {
                let shown = lookup(key, values: [value], locale: locale, arguments: arguments(letters, count: count))
                if let problem = problem(shown, of: texts(of: value)) {
                    result.failures.append(
                        "'\(key.key)' in \(file) (\(locale)) shows \(problem) from \(texts(of: value).debugDescription)"
                    )
                    return
                }
            }
        }
    }

    /// What `key`'s accessor shows when the places searched hold `values`, in `locale`.
    static func lookup(
        _ key: StringsKey, values: [ThemecRuntime.LocalizedValue], locale: String, arguments: [any CVarArg]
    ) -> String {
        let (kind, _) = accessor(key)
        let format = Locale(identifier: locale)
        switch key.value {
        case .text(let text):
            if kind == "t" || kind == "w" && arguments.isEmpty {
                return engine.text(values.map(Optional.some), fallback: text, locale: format, device: "other")
            }
            return engine.formatted(
                values.map(Optional.some), fallback: text, arguments, locale: format, device: "other")
        case .plural(let plural):
            var forms: [String: [String: String]] = [:]
            for variable in plural.variables {
                var texts: [String: String] = [:]
                for form in variable.forms { texts[form.category.rawValue] = form.text }
                forms[variable.name] = texts
            }
            return engine.plural(
                values.map { ($0, locale) }, format: plural.format, forms: forms, arguments, locale: format,
                developmentLanguage: locale, device: "other")
        }
    }

    /// The texts `key`'s compiled accessor shows from.
    static func compiledTexts(_ key: StringsKey) -> [String] {
        switch key.value {
        case .text(let text): [text]
        case .plural(let plural): [plural.format] + plural.variables.flatMap { $0.forms.map(\.text) }
        }
    }

    /// The texts of a value as the runtime holds it.
    static func texts(of value: ThemecRuntime.LocalizedValue) -> [String] {
        switch value {
        case .text(let text): [text]
        case .plural(let entry): [entry.format] + entry.variables.values.flatMap { $0.forms.values }
        case .widths(let texts): Array(texts.values)
        case .devices(let variants): variants.values.flatMap(texts(of:))
        }
    }

    /// What is wrong with `shown`, made from `texts`: a raw plural variable, nothing, or `(null)`.
    static func problem(_ shown: String, of texts: [String]) -> String? {
        if shown.contains("%#@"), !texts.contains(where: { $0.contains("%%#@") }) {
            return "a raw plural variable (\(shown.debugDescription))"
        }
        if shown.isEmpty, !texts.contains(where: \.isEmpty) { return "nothing" }
        if shown.contains("(null)"), !texts.contains(where: { $0.contains("(null)") }) {
            return "(null) (\(shown.debugDescription))"
        }
        return nil
    }
}
