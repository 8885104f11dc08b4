import Foundation
import ThemecSyntax

/// The checks across files and locales, and the model they leave behind.
///
/// - keys missing from a locale, and extra keys, against the reference locale (warnings);
/// - placeholders that differ between locales, or between a key's `.strings` text and its
///   plural forms (errors), and malformed placeholders (warnings);
/// - empty values (warnings);
/// - keys of any table that become the same Swift name (errors naming both keys);
/// - app keys that override no kit key but nearly match one (warnings, with "did you mean").
struct StringsChecker {
    let app: StringsCatalogIndex
    let base: StringsCatalogIndex
    let developmentLanguage: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var model: StringsModel

    init(app: StringsCatalogIndex, base: StringsCatalogIndex, developmentLanguage: String) {
        self.app = app
        self.base = base
        self.developmentLanguage = developmentLanguage
        self.model = StringsModel(developmentLanguage: developmentLanguage)
    }

    mutating func run() {
        checkValues(base)
        checkValues(app)
        var tables: [StringsTable] = []
        for name in app.tables.keys.sorted() {
            guard let reference = app.referenceLocale(of: name, developmentLanguage: developmentLanguage),
                  let locales = app.tables[name], let referenceKeys = locales[reference]
            else { continue }
            compareLocales(table: name, reference: reference, locales: locales)
            checkBase(table: name, keys: referenceKeys)
            var keys: [StringsKey] = []
            for key in referenceKeys.keys.sorted() {
                let entry = referenceKeys[key]!.effective
                keys.append(StringsKey(key: key, value: entry.value, parameters: parameters(entry),
                                       path: L10nNaming.path(table: name, key: key), location: entry.keyLocation))
            }
            tables.append(StringsTable(name: name, keys: keys, locales: locales.keys.sorted()))
        }
        checkCollisions(tables)
        model.tables = tables
        for (table, locales) in app.tables {
            for (locale, keys) in locales {
                model.values[locale, default: [:]][table] = keys.mapValues { $0.effective.value }
            }
        }
    }

    // MARK: - Per value

    /// Empty values, malformed placeholders, plural forms against their variable, and a key's
    /// plain text against its plural form.
    private mutating func checkValues(_ index: StringsCatalogIndex) {
        for table in index.tables.keys.sorted() {
            for (_, keys) in index.tables[table]!.sorted(by: { $0.key < $1.key }) {
                for key in keys.keys.sorted() {
                    let definitions = keys[key]!
                    for entry in definitions.entries { checkValue(entry) }
                    let effective = definitions.effective
                    // A `.strings` text beside a plural is only a fallback; it matters when it is
                    // itself a format (a label such as the key, as genstrings writes, is fine).
                    if effective.kind != .strings, let plain = definitions.plain, !plain.arguments.isEmpty {
                        compare(plain, against: effective, what: "its plural form in \(effective.keyLocation.file)")
                    }
                }
            }
        }
    }

    private mutating func checkValue(_ entry: StringsEntry) {
        // Built only when a diagnostic needs it: this runs for every entry of every locale.
        var name: String { display(entry.key) }
        if entry.value.isEmpty {
            diagnostics.append(Diagnostic(StringsRules.emptyValue,
                                          "the value of '\(name)' is empty; the UI will show nothing", at: entry.valueLocation))
        }
        let signature = entry.signature
        for problem in signature.problems {
            diagnostics.append(Diagnostic(StringsRules.invalidPlaceholder, "'\(name)': \(problem)", at: entry.valueLocation))
        }
        for argument in signature.placeholders.count < 2 ? [] : signature.conflictingArguments {
            diagnostics.append(Diagnostic(StringsRules.placeholderMismatch,
                                          "'\(name)' reads argument \(argument) as two different types", at: entry.valueLocation))
        }
        let arguments = entry.arguments
        if arguments.count > 0, let highest = arguments.keys.max(), arguments.count < highest {
            let unused = (1...highest).filter { arguments[$0] == nil }.map(String.init).joined(separator: ", ")
            diagnostics.append(Diagnostic(StringsRules.invalidPlaceholder,
                                          "'\(name)' never reads argument \(unused) but reads argument \(highest); formatting it would read the wrong arguments",
                                          at: entry.valueLocation, severity: .error))
        }
        guard case .plural(let plural) = entry.value else { return }
        for variable in plural.variables {
            let expected = FormatPlaceholderParser.parse("%" + variable.valueType).placeholders.first?.type ?? .int
            for form in variable.forms {
                let formSignature = FormatPlaceholderParser.parse(form.text)
                guard let first = formSignature.placeholders.first(where: { !$0.positional && $0.variable == nil }),
                      first.type != expected
                else { continue }
                diagnostics.append(Diagnostic(
                    StringsRules.placeholderMismatch,
                    "the '\(form.category.rawValue)' form of '\(name)' reads \(first.text) (\(first.type.name)) but variable '\(variable.name)' is a number (%\(variable.valueType))",
                    at: entry.valueLocation))
            }
        }
    }

    // MARK: - Across locales

    private mutating func compareLocales(table: String, reference: String,
                                         locales: [String: [String: StringsCatalogIndex.Definitions]]) {
        let referenceKeys = locales[reference]!
        for locale in locales.keys.sorted() where locale != reference {
            let keys = locales[locale]!
            let anchor = fileAnchor(table: table, locale: locale, keys: keys)
            let complete = !app.incomplete.contains([table, locale])
            for key in referenceKeys.keys.sorted() where complete && keys[key] == nil {
                let source = referenceKeys[key]!.effective
                if !source.translatable { continue }
                // In a catalog every locale lives under the key: point there.
                let inCatalog = source.kind == .xcstrings
                diagnostics.append(Diagnostic(
                    StringsRules.missingKey,
                    "'\(display(key))' is missing from the \(locale) '\(table)' table; \(reference) has it, so \(locale) users see the \(reference) text",
                    at: inCatalog ? source.keyLocation : anchor,
                    notes: inCatalog ? [] : [DiagnosticNote("\(reference) defines it here", at: source.keyLocation)]))
            }
            for key in keys.keys.sorted() {
                let entry = keys[key]!.effective
                guard let referenceEntry = referenceKeys[key]?.effective else {
                    if app.incomplete.contains([table, reference]) { continue }
                    diagnostics.append(Diagnostic(
                        StringsRules.extraKey,
                        "'\(display(key))' is in \(locale) but not in the \(reference) '\(table)' table; no generated accessor reads it"
                            + Suggestion.didYouMean(key, in: referenceKeys.keys.filter { keys[$0] == nil }),
                        at: entry.keyLocation))
                    continue
                }
                compare(entry, against: referenceEntry, what: "the \(reference) value")
            }
        }
        // Locales that have other tables but not this one.
        let allLocales = Set(app.tables.values.flatMap(\.keys))
        for locale in allLocales.sorted() where locales[locale] == nil && locale != "Base" {
            guard let file = app.files[table]?[reference]?.first else { continue }
            diagnostics.append(Diagnostic(
                StringsRules.missingKey,
                "the \(locale) localization has no '\(table)' table; its \(referenceKeys.count) keys show in \(reference)",
                at: SourceLocation(file: file, position: .start)))
        }
    }

    /// Where a diagnostic about a locale's table as a whole goes: its `.strings` file (or the
    /// first file that defines it), at the start.
    private func fileAnchor(table: String, locale: String, keys: [String: StringsCatalogIndex.Definitions]) -> SourceLocation {
        let files = app.files[table]?[locale] ?? []
        let file = files.first { $0.hasSuffix(".strings") } ?? files.first ?? keys.values.first?.effective.keyLocation.file ?? ""
        return SourceLocation(file: file, position: .start)
    }

    /// Reports placeholders of `entry` that differ from `reference`'s.
    private mutating func compare(_ entry: StringsEntry, against reference: StringsEntry, what: String) {
        let actual = entry.arguments
        let expected = reference.arguments
        guard actual != expected else { return }
        let name = display(entry.key)
        var message: String
        if actual.count != expected.count {
            message = "'\(name)' has \(count(actual.count)) but \(what) has \(count(expected.count))"
        } else {
            let position = expected.keys.sorted().first { actual[$0] != expected[$0] } ?? 1
            let mine = actual[position].map(\.display) ?? "nothing"
            let theirs = expected[position].map(\.display) ?? "nothing"
            message = "'\(name)' reads argument \(position) as \(mine) but \(what) reads it as \(theirs)"
            if Set(actual.values) == Set(expected.values) {
                message += "; if the translation reorders them, number the placeholders (%1$@, %2$d)"
            }
        }
        diagnostics.append(Diagnostic(StringsRules.placeholderMismatch, message, at: entry.valueLocation,
                                      notes: [DiagnosticNote("compared with this value", at: reference.valueLocation)]))
    }

    private func count(_ number: Int) -> String {
        number == 1 ? "1 placeholder" : "\(number) placeholders"
    }

    // MARK: - Kit tables

    private mutating func checkBase(table: String, keys: [String: StringsCatalogIndex.Definitions]) {
        guard let baseLocales = base.tables[table] else { return }
        let baseKeys = Set(baseLocales.values.flatMap(\.keys))
        guard !baseKeys.isEmpty else { return }
        let finder = NearMissFinder(baseKeys.sorted())
        for key in keys.keys.sorted() where !baseKeys.contains(key) {
            guard let nearest = finder.nearMiss(for: key) else { continue }
            let entry = keys[key]!.effective
            let kitEntry = baseLocales.keys.sorted().lazy.compactMap { baseLocales[$0]?[nearest]?.effective }.first
            diagnostics.append(Diagnostic(
                StringsRules.baseNearMiss,
                "'\(display(key))' overrides no kit string; did you mean '\(display(nearest))'?",
                at: entry.keyLocation, notes: kitEntry.map { [DiagnosticNote("the kit defines it here", at: $0.keyLocation)] } ?? []))
        }
    }

    // MARK: - Generated names

    private mutating func checkCollisions(_ tables: [StringsTable]) {
        var members: [[String]: (table: String, key: StringsKey)] = [:]
        var namespaces: [[String]: (table: String, key: StringsKey)] = [:]
        for table in tables {
            for key in table.keys {
                for length in 1..<key.path.count where namespaces[Array(key.path[..<length])] == nil {
                    namespaces[Array(key.path[..<length])] = (table.name, key)
                }
            }
        }
        for table in tables {
            for key in table.keys {
                let swiftName = "L10n." + key.path.map(SwiftIdentifier.unescaped).joined(separator: ".")
                if let other = members[key.path] {
                    diagnostics.append(Diagnostic(
                        StringsRules.identifierCollision,
                        "'\(display(key.key))' (\(table.name)) and '\(display(other.key.key))' (\(other.table)) both become \(swiftName); rename one of the keys",
                        at: key.location, notes: [DiagnosticNote("'\(display(other.key.key))' is here", at: other.key.location)]))
                    continue
                }
                if let owner = namespaces[key.path] {
                    diagnostics.append(Diagnostic(
                        StringsRules.identifierCollision,
                        "'\(display(key.key))' (\(table.name)) becomes \(swiftName), which is also the namespace of '\(display(owner.key.key))' (\(owner.table)); rename one of the keys",
                        at: key.location, notes: [DiagnosticNote("'\(display(owner.key.key))' is here", at: owner.key.location)]))
                    continue
                }
                members[key.path] = (table.name, key)
            }
        }
    }

    // MARK: - Helpers

    private func parameters(_ entry: StringsEntry) -> [PlaceholderType] {
        let arguments = entry.arguments
        guard let highest = arguments.keys.max() else { return [] }
        return (1...highest).map { arguments[$0] ?? .object }
    }

    private func display(_ key: String) -> String { SwiftLiteral.commentSafe(key) }
}

extension PlaceholderType {
    /// `String`, `Int`, … for messages.
    var name: String { swiftType.replacingOccurrences(of: "Swift.", with: "") }

    /// `%@ (String)` style name for messages.
    var display: String {
        switch self {
        case .object: "%@ (String)"
        case .int: "%d (Int)"
        case .uint: "%u (UInt)"
        case .double: "%f (Double)"
        case .char: "%c (CChar)"
        case .unichar: "%C (UInt16)"
        case .cString: "%s (C string)"
        case .pointer: "%p (pointer)"
        }
    }
}
