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
    /// The app's tables in their reference locales only.
    let reference: StringsCatalogIndex
    let base: StringsCatalogIndex
    /// Every locale of every app table, sorted.
    let locales: [String: [String]]
    /// The reference locale of every app table.
    let references: [String: String]
    let developmentLanguage: String
    /// Whether the model keeps every locale's values (for `themec dump`).
    let retainsValues: Bool
    /// The one file of a table in a non-reference locale when it is a `.strings` file that can
    /// be checked straight from its bytes (see ``checkScanned(_:locale:path:bytes:)``); nil
    /// when the locale has other files or its values are kept.
    let localeFile: @Sendable (_ table: String, _ locale: String) -> InputFile?
    /// Parses and merges one table in one non-reference locale (using `read` for a file already
    /// read); called at most once per pair, on the checking threads.
    let localeIndex: @Sendable (_ table: String, _ locale: String, _ read: InputFile?) -> LocaleTables
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var model: StringsModel

    init(reference: StringsCatalogIndex, base: StringsCatalogIndex, locales: [String: [String]],
         references: [String: String], developmentLanguage: String, retainsValues: Bool,
         localeFile: @escaping @Sendable (_ table: String, _ locale: String) -> InputFile?,
         localeIndex: @escaping @Sendable (_ table: String, _ locale: String, _ read: InputFile?) -> LocaleTables) {
        self.reference = reference
        self.base = base
        self.locales = locales
        self.references = references
        self.developmentLanguage = developmentLanguage
        self.retainsValues = retainsValues
        self.localeFile = localeFile
        self.localeIndex = localeIndex
        self.model = StringsModel(developmentLanguage: developmentLanguage)
    }

    mutating func run(parallel: Bool = true) {
        // Each table's reference keys are sorted once; every later pass walks that order.
        let allLocales = Set(locales.values.joined()).sorted()
        let names = locales.keys.sorted()
        let planner = self
        let plans = ParallelMap.map(names, parallel: parallel) { planner.plan($0) }.compactMap { $0 }
        // The checks of one locale against the reference, and of one table against the kit's,
        // depend on nothing else: run them side by side, then append their findings in a fixed
        // order (table, then locale, then the kit check), so the result never depends on timing.
        // The plain-text-against-plural checks of the kit's and the reference's tables go first,
        // beside the others.
        var jobs: [CheckJob] = [.pluralFallbacks(base: true), .pluralFallbacks(base: false)]
        var jobsOfPlan: [Range<Int>] = []
        for (index, plan) in plans.enumerated() {
            let first = jobs.count
            for locale in plan.locales where locale != plan.reference { jobs.append(.locale(plan: index, locale: locale)) }
            jobs.append(.kit(plan: index))
            jobs.append(.keys(plan: index))
            jobsOfPlan.append(first..<jobs.count)
        }
        let checker = self
        let results = ParallelMap.map(jobs, parallel: parallel) { job -> CheckJobResult in
            switch job {
            case .locale(let index, let locale): checker.checkLocale(plans[index], locale: locale)
            case .kit(let index): .diagnostics(checker.checkBase(plans[index]))
            case .keys(let index): .table(checker.table(plans[index]))
            case .pluralFallbacks(let base): .diagnostics(Self.pluralFallbacks(base ? checker.base : checker.reference))
            }
        }
        for result in results.prefix(2) { if case .diagnostics(let found) = result { diagnostics += found } }
        var tables: [StringsTable] = []
        var values: [String: [String: [String: LocalizedValue]]] = [:]
        var coverage: [StringsCoverage] = []
        for (plan, range) in zip(plans, jobsOfPlan) {
            if retainsValues { values[plan.reference, default: [:]][plan.name] = Self.values(reference, plan.name, plan.reference) }
            coverage += Self.coverageWithoutComparing(plan, allLocales: allLocales)
            // The same order as checking one table at a time: its locales, the locales without
            // it, the kit check.
            for (job, result) in zip(jobs[range], results[range]) {
                if case .kit = job { diagnostics += missingTables(plan, allLocales: allLocales) }
                switch result {
                case .diagnostics(let found): diagnostics += found
                case .locale(let found, let localeValues):
                    diagnostics += found.diagnostics
                    coverage.append(found.coverage)
                    if case .locale(_, let locale) = job, let localeValues { values[locale, default: [:]][plan.name] = localeValues }
                case .table(let table): tables.append(table)
                }
            }
        }
        model.tables = tables
        model.values = values
        model.coverage = coverage.sorted { ($0.table, $0.locale) < ($1.table, $1.locale) }
    }

    /// The coverage of the locales a table is not compared in: its reference (complete) and the
    /// locales without the table (every translatable key missing).
    private static func coverageWithoutComparing(_ plan: TablePlan, allLocales: [String]) -> [StringsCoverage] {
        var coverage = [StringsCoverage(table: plan.name, locale: plan.reference, isReference: true,
                                        translated: plan.sortedKeys.count)]
        let translatable = zip(plan.sortedKeys, plan.referenceEntries).filter { $0.1.translatable }.map(\.0)
        for locale in allLocales where !plan.locales.contains(locale) && locale != "Base" {
            coverage.append(StringsCoverage(table: plan.name, locale: locale, hasTable: false, translated: 0,
                                            missing: translatable.count,
                                            missingKeys: Array(translatable.prefix(StringsCoverage.listedMissingKeys))))
        }
        return coverage
    }

    /// A table ready to check, or nil when its reference locale has no keys index.
    private func plan(_ name: String) -> TablePlan? {
        guard let referenceLocale = references[name], let referenceKeys = reference.tables[name]?[referenceLocale] else {
            return nil
        }
        let unsortedKeys = Array(referenceKeys.keys)
        let definitions = Array(referenceKeys.values)
        let order = StringSort.order(unsortedKeys)
        let sortedKeys = order.map { unsortedKeys[$0] }
        let entries = order.map { definitions[$0].effective }
        return TablePlan(name: name, reference: referenceLocale, locales: locales[name]!, sortedKeys: sortedKeys,
                         referenceEntries: entries, keyTable: ReferenceKeyTable(sortedKeys: sortedKeys),
                         referenceDigests: entries.map { ArgumentDigest($0.arguments) })
    }

    /// One locale of a table, parsed and merged on this thread: its merge and plural findings,
    /// the comparison with the reference, and its values if they are kept. Its entries are
    /// dropped when this returns. A lone `.strings` file is checked from its bytes when it can
    /// be, and parsed in full otherwise.
    private func checkLocale(_ plan: TablePlan, locale: String) -> CheckJobResult {
        var read: InputFile?
        if var file = localeFile(plan.name, locale) {
            let bytes = file.bytes
            if let found = checkScanned(plan, locale: locale, path: file.path, bytes: bytes) {
                return .locale(found, values: nil)
            }
            file.bytes = bytes
            read = file
        }
        let tables = localeIndex(plan.name, locale, read)
        var found = compareLocale(plan, locale: locale, index: tables.index)
        found.diagnostics = tables.diagnostics + Self.pluralFallbacks(tables.index) + found.diagnostics
        return .locale(found, values: retainsValues ? Self.values(tables.index, plan.name, locale) : nil)
    }

    /// key → the value that wins at runtime, of one table and locale of `index`.
    private static func values(_ index: StringsCatalogIndex, _ table: String, _ locale: String) -> [String: LocalizedValue] {
        (index.tables[table]?[locale] ?? [:]).mapValues { $0.effective.value }
    }

    /// One app table ready to check: its reference locale, every locale it has (sorted) and the
    /// reference locale's keys (sorted).
    struct TablePlan: Sendable {
        var name: String
        var reference: String
        var locales: [String]
        var sortedKeys: [String]
        /// The value that wins for each of ``sortedKeys`` in the reference locale.
        var referenceEntries: [StringsEntry]
        /// ``sortedKeys``, found from other locales' key bytes.
        var keyTable: ReferenceKeyTable
        /// What each of ``referenceEntries`` reads, for comparing other locales' values.
        var referenceDigests: [ArgumentDigest]
    }

    private enum CheckJob: Sendable {
        case pluralFallbacks(base: Bool)
        case locale(plan: Int, locale: String)
        case kit(plan: Int)
        case keys(plan: Int)
    }

    private enum CheckJobResult: Sendable {
        case diagnostics([Diagnostic])
        case locale(LocaleFindings, values: [String: LocalizedValue]?)
        case table(StringsTable)
    }

    /// The table as generated code sees it: one key per reference key, in key order.
    private func table(_ plan: TablePlan) -> StringsTable {
        var keys: [StringsKey] = []
        keys.reserveCapacity(plan.sortedKeys.count)
        var namespaces: [Substring: String] = [:]
        for (key, entry) in zip(plan.sortedKeys, plan.referenceEntries) {
            let path = L10nNaming.path(table: plan.name, key: key, namespaces: &namespaces)
            var isText = false
            if case .text = entry.value { isText = true }
            keys.append(StringsKey(key: key, value: entry.value, parameters: parameters(entry), path: path,
                                   location: entry.keyLocation, isWidthVariant: isText && entry.kind == .stringsdict))
        }
        return StringsTable(name: plan.name, keys: keys, locales: plan.locales)
    }

    // MARK: - Per value

    /// A key's plain text against its plural form. (Each value on its own is checked while its
    /// file is parsed, see ``checkValue(_:into:)``.) Only keys with several definitions can
    /// have both, so only those are visited, in table, locale and key order.
    private static func pluralFallbacks(_ index: StringsCatalogIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for table in index.tables.keys.sorted() {
            for (_, keys) in index.tables[table]!.sorted(by: { $0.key < $1.key }) {
                for (_, definitions) in keys.filter({ $0.value.count > 1 }).sorted(by: { $0.key < $1.key }) {
                    let effective = definitions.effective
                    // A `.strings` text beside a plural is only a fallback; it matters when it is
                    // itself a format (a label such as the key, as genstrings writes, is fine).
                    if effective.kind != .strings, let plain = definitions.plain, !plain.arguments.isEmpty {
                        diagnostics += Self.compare(plain, against: effective, what: "its plural form in \(effective.keyLocation.file)")
                    }
                }
            }
        }
        return diagnostics
    }

    /// Empty values, malformed placeholders and plural forms against their variable: what one
    /// value shows on its own, so it runs on every entry of every file, in parallel per file.
    static func checkValue(_ entry: StringsEntry, into diagnostics: inout [Diagnostic]) {
        checkText(isEmpty: entry.value.isEmpty, signature: entry.signature, key: entry.key, at: entry.valueLocation,
                  into: &diagnostics)
        guard case .plural(let plural) = entry.value else { return }
        let name = display(entry.key)
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
                    at: entry.valueLocation, keys: [name]))
            }
        }
    }

    /// What a value's text and placeholders show on their own: an empty value, malformed
    /// placeholders, an argument read as two types, unread arguments. The key and location are
    /// only made when there is something to report (this runs for every entry of every locale).
    static func checkText(isEmpty: Bool, signature: FormatSignature, key: @autoclosure () -> String,
                          at location: @autoclosure () -> SourceLocation, into diagnostics: inout [Diagnostic]) {
        guard isEmpty || !signature.placeholders.isEmpty || !signature.problems.isEmpty else { return }
        let conflicts = signature.hasConflictingArguments ? signature.conflictingArguments : []
        let unread = signature.unreadArguments
        guard isEmpty || !signature.problems.isEmpty || !conflicts.isEmpty || !unread.isEmpty else { return }
        let name = display(key())
        let location = location()
        if isEmpty {
            diagnostics.append(Diagnostic(StringsRules.emptyValue, "the value of '\(name)' is empty; the UI will show nothing",
                                          at: location, keys: [name]))
        }
        for problem in signature.problems {
            diagnostics.append(Diagnostic(StringsRules.invalidPlaceholder, "'\(name)': \(problem)", at: location, keys: [name]))
        }
        for argument in conflicts {
            diagnostics.append(Diagnostic(StringsRules.placeholderMismatch,
                                          "'\(name)' reads argument \(argument) as two different types", at: location,
                                          keys: [name]))
        }
        if !unread.isEmpty {
            diagnostics.append(Diagnostic(StringsRules.invalidPlaceholder,
                                          "'\(name)' never reads argument \(unread.map(String.init).joined(separator: ", ")) but reads argument \(signature.argumentCount); formatting it would read the wrong arguments",
                                          at: location, severity: .error, keys: [name]))
        }
    }

    // MARK: - Across locales

    /// One locale of a table against the reference locale: missing keys, extra keys (with the
    /// nearest missing key as "did you mean") and placeholder differences.
    private func compareLocale(_ plan: TablePlan, locale: String, index: StringsCatalogIndex) -> LocaleFindings {
        let table = plan.name
        let referenceKeys = self.reference.tables[table]![plan.reference]!
        let keys = index.tables[table]?[locale] ?? [:]
        var present = [Bool](repeating: false, count: plan.sortedKeys.count)
        var compared: [Diagnostic] = []
        // One pass in key order, one lookup per key.
        for (position, (key, source)) in zip(plan.sortedKeys, plan.referenceEntries).enumerated() {
            guard let definitions = keys[key] else { continue }
            present[position] = true
            compared += Self.compare(definitions.effective, against: source, what: "the \(plan.reference) value")
        }
        return localeFindings(plan, locale: locale, complete: !index.incomplete.contains([table, locale]),
                              unreadKeys: index.unreadKeys[[table, locale]] ?? [],
                              anchor: fileAnchor(index, table: table, locale: locale, keys: keys),
                              present: present, compared: compared, keyCount: keys.count) {
            keys.keys.filter { referenceKeys[$0] == nil }.sorted().map { ($0, keys[$0]!.effective.keyLocation) }
        }
    }

    /// What a locale's comparison with the reference reports, in a fixed order: the keys it
    /// lacks (unless a file of it could not be read at all; a key whose value it could not read,
    /// one of `unreadKeys`, is not missing), the placeholder differences (`compared`, in key
    /// order), then its extra keys (`extraKeys`, sorted, asked for only when the counts say there
    /// are some; a key the reference could not read is not extra); and the locale's coverage.
    /// Each finding stands on its own: errors in some values of the table take nothing away from
    /// the others.
    func localeFindings(_ plan: TablePlan, locale: String, complete: Bool, unreadKeys: Set<String> = [],
                        anchor: SourceLocation, present: [Bool], compared: [Diagnostic], keyCount: Int,
                        extraKeys: () -> [(key: String, location: SourceLocation)]) -> LocaleFindings {
        var diagnostics: [Diagnostic] = []
        let table = plan.name
        let reference = plan.reference
        var missing: [String] = []
        var coverage = StringsCoverage(table: table, locale: locale, translated: keyCount)
        for (position, (key, source)) in zip(plan.sortedKeys, plan.referenceEntries).enumerated() where !present[position] {
            missing.append(key)
            if !source.translatable { continue }
            coverage.missing += 1
            if coverage.missingKeys.count < StringsCoverage.listedMissingKeys { coverage.missingKeys.append(key) }
            guard complete, !unreadKeys.contains(key) else { continue }
            // In a catalog every locale lives under the key: point there.
            let inCatalog = source.kind == .xcstrings
            diagnostics.append(Diagnostic(
                StringsRules.missingKey,
                "'\(display(key))' is missing from the \(locale) '\(table)' table; \(reference) has it, so \(locale) users see the \(reference) text",
                at: inCatalog ? source.keyLocation : anchor,
                notes: inCatalog ? [] : [DiagnosticNote("\(reference) defines it here", at: source.keyLocation)],
                keys: [display(key)]))
        }
        diagnostics += compared
        // Every key of the locale is a reference key it has, or an extra one.
        coverage.translated = plan.sortedKeys.count - missing.count
        coverage.extra = keyCount - coverage.translated
        guard keyCount + missing.count > plan.sortedKeys.count, !self.reference.incomplete.contains([table, reference]) else {
            return LocaleFindings(diagnostics: diagnostics, coverage: coverage)
        }
        let nearest = NearestNameIndex(missing)
        let unreadInReference = self.reference.unreadKeys[[table, reference]] ?? []
        for (key, location) in extraKeys() where !unreadInReference.contains(key) {
            let suggestion = nearest.nearest(to: key)
            diagnostics.append(Diagnostic(
                StringsRules.extraKey,
                "'\(display(key))' is in \(locale) but not in the \(reference) '\(table)' table; no generated accessor reads it"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: location, keys: [display(key)] + (suggestion.map { [$0] } ?? [])))
        }
        return LocaleFindings(diagnostics: diagnostics, coverage: coverage)
    }

    /// Locales that have other tables but not this one.
    private func missingTables(_ plan: TablePlan, allLocales: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for locale in allLocales where !plan.locales.contains(locale) && locale != "Base" {
            guard let file = reference.files[plan.name]?[plan.reference]?.first else { continue }
            diagnostics.append(Diagnostic(
                StringsRules.missingKey,
                "the \(locale) localization has no '\(plan.name)' table; its \(plan.sortedKeys.count) keys show in \(plan.reference)",
                at: SourceLocation(file: file, position: .start)))
        }
        return diagnostics
    }

    /// Where a diagnostic about a locale's table as a whole goes: its `.strings` file (or the
    /// first file that defines it), at the start.
    private func fileAnchor(_ index: StringsCatalogIndex, table: String, locale: String,
                            keys: [String: StringsCatalogIndex.Definitions]) -> SourceLocation {
        let files = index.files[table]?[locale] ?? []
        let file = files.first { $0.hasSuffix(".strings") } ?? files.first ?? keys.values.first?.effective.keyLocation.file ?? ""
        return SourceLocation(file: file, position: .start)
    }

    /// Reports placeholders of `entry` that differ from `reference`'s.
    static func compare(_ entry: StringsEntry, against reference: StringsEntry,
                                what: @autoclosure () -> String) -> [Diagnostic] {
        let actual = entry.arguments
        let expected = reference.arguments
        guard actual != expected else { return [] }
        let what = what()
        let name = display(entry.key)
        var message: String
        if actual.count != expected.count {
            message = "'\(name)' has \(Self.count(actual.count)) but \(what) has \(Self.count(expected.count))"
        } else {
            let position = expected.keys.sorted().first { actual[$0] != expected[$0] } ?? 1
            let mine = actual[position].map(\.display) ?? "nothing"
            let theirs = expected[position].map(\.display) ?? "nothing"
            message = "'\(name)' reads argument \(position) as \(mine) but \(what) reads it as \(theirs)"
            if Set(actual.values) == Set(expected.values) {
                message += "; if the translation reorders them, number the placeholders (%1$@, %2$d)"
            }
        }
        return [Diagnostic(StringsRules.placeholderMismatch, message, at: entry.valueLocation,
                           notes: [DiagnosticNote("compared with this value", at: reference.valueLocation)], keys: [name])]
    }

    private static func count(_ number: Int) -> String {
        number == 1 ? "1 placeholder" : "\(number) placeholders"
    }

    // MARK: - Kit tables

    private func checkBase(_ plan: TablePlan) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let table = plan.name
        let keys = reference.tables[table]![plan.reference]!
        guard let baseLocales = base.tables[table] else { return [] }
        let baseKeys = Set(baseLocales.values.flatMap(\.keys))
        guard !baseKeys.isEmpty else { return [] }
        let finder = NearMissFinder(StringSort.sorted(baseKeys))
        for key in plan.sortedKeys where !baseKeys.contains(key) {
            guard let nearest = finder.nearMiss(for: key) else { continue }
            let entry = keys[key]!.effective
            let kitEntry = baseLocales.keys.sorted().lazy.compactMap { baseLocales[$0]?[nearest]?.effective }.first
            diagnostics.append(Diagnostic(
                StringsRules.baseNearMiss,
                "'\(display(key))' overrides no kit string; did you mean '\(display(nearest))'?",
                at: entry.keyLocation, notes: kitEntry.map { [DiagnosticNote("the kit defines it here", at: $0.keyLocation)] } ?? [],
                keys: [display(key), display(nearest)]))
        }
        return diagnostics
    }

    // MARK: - Generated names

    /// Keys of any table that become the same Swift name under `L10n`, or a name that is also
    /// a namespace (errors naming both keys). Runs on the finished tables; the compiler runs it
    /// beside rendering them.
    static func collisions(_ tables: [StringsTable]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Owners are (table, key) indices. Keys come sorted, so a key's namespaces are mostly
        // its predecessor's: only the prefixes that differ from the previous path are looked up.
        var members: [[String]: (table: Int, key: Int)] = [:]
        var namespaces: [[String]: (table: Int, key: Int)] = [:]
        for (tableIndex, table) in tables.enumerated() {
            var previous: [String] = []
            for (keyIndex, key) in table.keys.enumerated() {
                var shared = 0
                while shared < min(previous.count, key.path.count), previous[shared] == key.path[shared] { shared += 1 }
                // The previous path's namespaces (lengths up to its count - 1) are in already.
                for length in 1..<max(1, key.path.count) where length > min(shared, previous.count - 1) {
                    let prefix = Array(key.path[..<length])
                    if namespaces[prefix] == nil { namespaces[prefix] = (tableIndex, keyIndex) }
                }
                previous = key.path
            }
        }
        for (tableIndex, table) in tables.enumerated() {
            for (keyIndex, key) in table.keys.enumerated() {
                var swiftName: String { "L10n." + key.path.map(SwiftIdentifier.unescaped).joined(separator: ".") }
                if let (otherTable, otherKey) = members[key.path] {
                    let other = tables[otherTable].keys[otherKey]
                    diagnostics.append(Diagnostic(
                        StringsRules.identifierCollision,
                        "'\(display(key.key))' (\(table.name)) and '\(display(other.key))' (\(tables[otherTable].name)) both become \(swiftName); rename one of the keys",
                        at: key.location, notes: [DiagnosticNote("'\(display(other.key))' is here", at: other.location)],
                        keys: [display(key.key), display(other.key)]))
                    continue
                }
                if let (ownerTable, ownerKey) = namespaces[key.path] {
                    let owner = tables[ownerTable].keys[ownerKey]
                    diagnostics.append(Diagnostic(
                        StringsRules.identifierCollision,
                        "'\(display(key.key))' (\(table.name)) becomes \(swiftName), which is also the namespace of '\(display(owner.key))' (\(tables[ownerTable].name)); rename one of the keys",
                        at: key.location, notes: [DiagnosticNote("'\(display(owner.key))' is here", at: owner.location)],
                        keys: [display(key.key), display(owner.key)]))
                    continue
                }
                members[key.path] = (tableIndex, keyIndex)
            }
        }
        return diagnostics
    }

    // MARK: - Helpers

    private func parameters(_ entry: StringsEntry) -> [PlaceholderType] {
        let arguments = entry.arguments
        guard let highest = arguments.keys.max() else { return [] }
        return (1...highest).map { arguments[$0] ?? .object }
    }

    static func display(_ key: String) -> String { SwiftLiteral.commentSafe(key) }
    func display(_ key: String) -> String { SwiftLiteral.commentSafe(key) }
}

extension PlaceholderType {
    /// `String`, `Int`, … for messages.
    var name: String { swiftType.replacing("Swift.", with: "") }

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
