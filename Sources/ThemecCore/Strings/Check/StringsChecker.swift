import ThemecFormat
import ThemecSyntax
import ThemecVocabulary

/// The checks across files and locales, and the model they leave behind.
///
/// - keys missing from a locale, and extra keys, against the reference locale (warnings);
/// - placeholders that differ between locales, or between a key's `.strings` text and its
///   plural forms (errors), and malformed placeholders (warnings, ``StringsValueChecks``);
/// - empty values (warnings);
/// - keys of any table that become the same Swift name (errors, ``StringsNameCollisions``);
/// - app keys that override no kit key but nearly match one (warnings, with "did you mean").
///
/// It takes values: the merged reference and kit tables, and each table's locales. The work is
/// cut into independent jobs (``Job``), which the pipeline runs side by side: a locale's job reads
/// the locale and checks it with a ``LocaleCheck``, every other job is ``run(_:plans:)``.
/// ``model(_:jobs:results:)`` puts their findings together in a fixed order, so the result never
/// depends on timing.
struct StringsChecker: Sendable {
    /// The app's tables in their reference locales only.
    let reference: StringsCatalogIndex
    let base: StringsCatalogIndex
    let tables: TableLocales
    let developmentLanguage: String
    /// Whether the model keeps every locale's values (for `themec dump`).
    let retainsValues: Bool
    /// The kit's module when the app names its kit (`kit.module`): no name of the app's keys is the
    /// module's (``KitStrings/appName(_:module:)``), and the model holds the kit's keys, which the
    /// app's `L10n` reaches (``kitStrings(module:)``).
    var kitModule: String? = nil
    /// The locale the kit's accessors come from, as in the kit's own build: its development language.
    var kitLanguage: String? = nil

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

    /// One independent piece of checking.
    enum Job: Sendable {
        /// One locale of a table against the table's reference: read by the job itself.
        case locale(LocaleJob)
        /// A check of the merged reference and kit tables, which need no more reading.
        case tables(TablesJob)

        /// The index of the plan the job belongs to.
        var plan: Int? {
            switch self {
            case .locale(let job): job.plan
            case .tables(.pluralFallbacks), .tables(.kitKeys): nil
            case .tables(.kit(let plan)), .tables(.keys(let plan)): plan
            }
        }
    }

    /// One locale of a table (by its index among the plans) to check against the table's
    /// reference.
    struct LocaleJob: Sendable {
        var plan: Int
        var locale: String
    }

    /// A check of the merged reference and kit tables (``run(_:plans:)``).
    enum TablesJob: Sendable {
        /// A key's plain text against its plural form, in the kit's tables or the reference's.
        case pluralFallbacks(base: Bool)
        /// A table's keys against the kit's.
        case kit(plan: Int)
        /// A table's keys as generated code sees them, and its reference values' plural
        /// variables outside a plural.
        case keys(plan: Int)
        /// The kit's keys as the kit's generated code has them, which the app's `L10n` reaches.
        case kitKeys
    }

    /// What a job makes besides its findings.
    enum JobOutput: Sendable {
        /// Findings only.
        case findings
        /// A locale's coverage, and its values when they are kept.
        case locale(StringsCoverage, values: [String: LocalizedValue]?)
        /// A table as generated code sees it.
        case table(StringsTable)
        /// The kit's tables, as the kit's generated code has them.
        case kit(KitStrings)
    }

    /// What a job found, and what it makes.
    typealias JobResult = Checked<JobOutput>

    /// A table ready to check, or nil when its reference locale has no keys.
    func plan(_ name: String) -> TablePlan? {
        guard let referenceLocale = tables.references[name],
            let referenceKeys = reference.tables[name]?[referenceLocale]
        else {
            return nil
        }
        let unsortedKeys = Array(referenceKeys.keys)
        let definitions = Array(referenceKeys.values)
        let order = unsortedKeys.indices.sorted { unsortedKeys[$0] < unsortedKeys[$1] }
        let sortedKeys = order.map { unsortedKeys[$0] }
        let entries = order.map { definitions[$0].effective }
        return TablePlan(
            name: name, reference: referenceLocale, locales: tables.locales[name]!, sortedKeys: sortedKeys,
            referenceEntries: entries, keyTable: ReferenceKeyTable(sortedKeys: sortedKeys),
            referenceDigests: entries.map { ArgumentDigest($0.arguments) })
    }

    /// Every job, in the order their findings are reported: the plural checks of the kit's and
    /// the reference's tables, then per table its other locales, its kit check and its keys; last,
    /// when the app names its kit (`reachingKit`), the kit's keys, which report nothing.
    static func jobs(_ plans: [TablePlan], reachingKit: Bool = false) -> [Job] {
        var jobs: [Job] = [.tables(.pluralFallbacks(base: true)), .tables(.pluralFallbacks(base: false))]
        for (index, plan) in plans.enumerated() {
            for locale in plan.locales where locale != plan.reference {
                jobs.append(.locale(LocaleJob(plan: index, locale: locale)))
            }
            jobs.append(.tables(.kit(plan: index)))
            jobs.append(.tables(.keys(plan: index)))
        }
        if reachingKit { jobs.append(.tables(.kitKeys)) }
        return jobs
    }

    /// Runs a check of the merged tables.
    func run(_ job: TablesJob, plans: [TablePlan]) -> JobResult {
        switch job {
        case .pluralFallbacks(let base):
            var bag = DiagnosticBag()
            Self.pluralFallbacks(base ? self.base : reference, into: &bag)
            return Checked(.findings, found: bag)
        case .kit(let index):
            var bag = DiagnosticBag()
            checkBase(plans[index], into: &bag)
            return Checked(.findings, found: bag)
        case .keys(let index):
            var bag = DiagnosticBag()
            for entry in plans[index].referenceEntries {
                StringsValueChecks.checkVariablesOutsidePlural(entry, into: &bag)
            }
            let table = table(plans[index], into: &bag)
            return Checked(.table(table), found: bag)
        case .kitKeys:
            return Checked(.kit(kitStrings(module: kitModule ?? "")), found: DiagnosticBag())
        }
    }

    /// The model and the findings of every job, in the jobs' order.
    func model(_ plans: [TablePlan], jobs: [Job], results: [JobResult]) -> Checked<StringsModel> {
        var bag = DiagnosticBag()
        // The plural fallbacks' jobs, which belong to no table.
        for result in results.prefix(2) { bag.take(result) }
        tableNameCollisions(plans, into: &bag)
        var model = StringsModel(developmentLanguage: developmentLanguage)
        var values: [String: [String: [String: LocalizedValue]]] = [:]
        var coverage: [StringsCoverage] = []
        var jobsOfPlan = [[Int]](repeating: [], count: plans.count)
        for (position, job) in jobs.enumerated() { if let plan = job.plan { jobsOfPlan[plan].append(position) } }
        for (plan, positions) in zip(plans, jobsOfPlan) {
            if retainsValues {
                values[plan.reference, default: [:]][plan.name] = Self.values(reference, plan.name, plan.reference)
            }
            coverage += Self.coverageWithoutComparing(plan, allLocales: tables.allLocales)
            // The same order as checking one table at a time: its locales, the locales without
            // it, the kit check.
            for position in positions {
                if case .tables(.kit) = jobs[position] { missingTables(plan, into: &bag) }
                switch bag.take(results[position]) {
                case .findings:
                    break
                case .locale(let found, let localeValues):
                    coverage.append(found)
                    if case .locale(let job) = jobs[position], let localeValues {
                        values[job.locale, default: [:]][plan.name] = localeValues
                    }
                case .table(let table):
                    model.tables.append(table)
                case .kit:
                    break  // the kit's keys belong to no table of the app's (below)
                }
            }
        }
        for (job, result) in zip(jobs, results) {
            if case .tables(.kitKeys) = job, case .kit(let kit) = result.model { model.kit = kit }
        }
        model.values = values
        model.coverage = coverage.sorted { ($0.table, $0.locale) < ($1.table, $1.locale) }
        return Checked(model, found: bag)
    }

    /// The coverage of the locales a table is not compared in: its reference (complete) and the
    /// locales without the table (every translatable key missing).
    private static func coverageWithoutComparing(_ plan: TablePlan, allLocales: [String]) -> [StringsCoverage] {
        var coverage = [
            StringsCoverage(
                table: plan.name, locale: plan.reference, isReference: true,
                translated: plan.sortedKeys.count)
        ]
        let translatable = zip(plan.sortedKeys, plan.referenceEntries).filter { $0.1.translatable }.map(\.0)
        for locale in allLocales where !plan.locales.contains(locale) && locale != "Base" {
            coverage.append(
                StringsCoverage(
                    table: plan.name, locale: locale, hasTable: false, translated: 0,
                    missing: translatable.count,
                    missingKeys: Array(translatable.prefix(StringsCoverage.listedMissingKeys))))
        }
        return coverage
    }

    /// key → the value that wins at runtime, of one table and locale of `index`.
    static func values(_ index: StringsCatalogIndex, _ table: String, _ locale: String) -> [String:
        LocalizedValue]
    {
        (index.tables[table]?[locale] ?? [:]).mapValues { $0.effective.value }
    }

    /// The table as generated code sees it: one key per reference key, in key order, but for keys
    /// of more than ``L10nNaming/maximumParts`` parts (reported, and left out whatever their rule's
    /// severity, so that no namespaces nested thousands deep are ever generated).
    private func table(_ plan: TablePlan, into bag: inout DiagnosticBag) -> StringsTable {
        var keys: [StringsKey] = []
        keys.reserveCapacity(plan.sortedKeys.count)
        var namespaces: [Substring: String] = [:]
        for (key, entry) in zip(plan.sortedKeys, plan.referenceEntries) {
            if let parts = L10nNaming.partsOverMaximum(key) {
                let name = Self.display(key)
                let shown = name.count > 60 ? String(name.prefix(60)) + "…" : name
                bag.emit(
                    StringsRules.keyTooDeep,
                    "'\(shown)' has \(parts) parts between dots, each but the last a namespace nested in the one "
                        + "before; a key may have at most \(L10nNaming.maximumParts), so it gets no accessor",
                    at: entry.keyLocation, keys: [shown])
                continue
            }
            let path = L10nNaming.path(table: plan.name, key: key, namespaces: &namespaces, avoiding: kitModule)
            keys.append(Self.accessorKey(key, entry, path: path))
        }
        return StringsTable(name: plan.name, keys: keys, locales: plan.locales)
    }

    /// The key `key` as generated code sees it, with the value `entry` (its reference locale's) at `path`.
    private static func accessorKey(_ key: String, _ entry: StringsEntry, path: [String]) -> StringsKey {
        var isText = false
        if case .text = entry.value { isText = true }
        return StringsKey(
            key: key, value: entry.value, parameters: parameters(entry), path: path, location: entry.keyLocation,
            isWidthVariant: isText && entry.kind == .stringsdict)
    }

    /// The kit's tables as the kit's own generated code has them: of each table, the keys of its
    /// reference locale (``kitReferenceLocale(_:)``), named as the kit names them, each the accessor
    /// the kit declares for it. A key of more parts than a namespace may nest is left out, as the
    /// kit's own build leaves it out (and reports it there).
    func kitStrings(module: String) -> KitStrings {
        var tables: [StringsTable] = []
        for name in base.tables.keys.sorted() {
            let locales = base.tables[name]!
            guard let reference = kitReferenceLocale(locales), let definitions = locales[reference] else { continue }
            var namespaces: [Substring: String] = [:]
            var keys: [StringsKey] = []
            keys.reserveCapacity(definitions.count)
            for key in definitions.keys.sorted() where L10nNaming.partsOverMaximum(key) == nil {
                let path = L10nNaming.path(table: name, key: key, namespaces: &namespaces)
                keys.append(Self.accessorKey(key, definitions[key]!.effective, path: path))
            }
            tables.append(StringsTable(name: name, keys: keys, locales: locales.keys.sorted()))
        }
        return KitStrings(module: module, tables: tables)
    }

    /// The locale a kit's table is generated from, among `locales` (the table's): as in the kit's own
    /// build, its development language, else `Base`, else the first by name.
    private func kitReferenceLocale(_ locales: [String: [String: StringsCatalogIndex.Definitions]]) -> String? {
        [kitLanguage ?? developmentLanguage, "Base"].first { locales[$0] != nil } ?? locales.keys.min()
    }

    /// A key's plain text against its plural form. (Each value on its own is checked while its
    /// file is read, see ``StringsValueChecks``.) Only keys with several definitions can have
    /// both, so only those are visited, in table, locale and key order.
    static func pluralFallbacks(_ index: StringsCatalogIndex, into bag: inout DiagnosticBag) {
        for table in index.tables.keys.sorted() {
            for (_, keys) in index.tables[table]!.sorted(by: { $0.key < $1.key }) {
                for (_, definitions) in keys.filter({ $0.value.count > 1 }).sorted(by: { $0.key < $1.key }) {
                    let effective = definitions.effective
                    // A `.strings` text beside a plural is only a fallback; it matters when it is
                    // itself a format (a label such as the key, as genstrings writes, is fine).
                    if effective.kind != .strings, let plain = definitions.plain, !plain.arguments.isEmpty {
                        compare(
                            plain, against: effective, what: "its plural form in \(effective.keyLocation.file)",
                            into: &bag)
                    }
                }
            }
        }
    }

    // MARK: - Across locales

    /// One locale of a table against the reference locale: missing keys, extra keys (with the
    /// nearest missing key as "did you mean") and placeholder differences.
    func compareLocale(_ plan: TablePlan, locale: String, index: StringsCatalogIndex) -> Checked<StringsCoverage> {
        let table = plan.name
        let place = TableLocale(table: table, locale: locale)
        let referenceKeys = self.reference.tables[table]![plan.reference]!
        let keys = index.tables[table]?[locale] ?? [:]
        var present = [Bool](repeating: false, count: plan.sortedKeys.count)
        var presentCount = 0
        var compared = DiagnosticBag()
        // One pass in key order, one lookup per key.
        for (position, (key, source)) in zip(plan.sortedKeys, plan.referenceEntries).enumerated() {
            guard let definitions = keys[key] else { continue }
            present[position] = true
            presentCount += 1
            Self.compare(definitions.effective, against: source, what: "the \(plan.reference) value", into: &compared)
            StringsValueChecks.checkVariablesOutsidePlural(definitions.effective, into: &compared)
        }
        // Every key is a reference key or an extra one: the extra keys are looked for only when
        // the counts say there are some.
        let extraKeys: [(key: String, location: SourceLocation)] =
            keys.count == presentCount
            ? [] : keys.keys.filter { referenceKeys[$0] == nil }.sorted().map { ($0, keys[$0]!.effective.keyLocation) }
        return localeFindings(
            plan, locale: locale, complete: !index.incomplete.contains(place),
            unreadKeys: index.unreadKeys[place] ?? [],
            anchor: fileAnchor(index, place, keys: keys),
            present: present, compared: compared, keyCount: keys.count, extraKeys: extraKeys)
    }

    /// What a locale's comparison with the reference reports, in a fixed order: the keys it
    /// lacks (unless a file of it could not be read at all; a key whose value it could not read,
    /// one of `unreadKeys`, is not missing), the placeholder differences (`compared`, in key
    /// order), then its extra keys (`extraKeys`, sorted, with where the locale defines them; a key
    /// the reference could not read is not extra); and the locale's coverage. `keyCount` is how
    /// many keys the locale has, the reference's and the extra ones.
    /// Each finding stands on its own: errors in some values of the table take nothing away from
    /// the others.
    func localeFindings(
        _ plan: TablePlan, locale: String, complete: Bool, unreadKeys: Set<String> = [],
        anchor: SourceLocation, present: [Bool], compared: consuming DiagnosticBag, keyCount: Int,
        extraKeys: [(key: String, location: SourceLocation)]
    ) -> Checked<StringsCoverage> {
        var bag = DiagnosticBag()
        let table = plan.name
        let reference = plan.reference
        var missing: [String] = []
        var coverage = StringsCoverage(table: table, locale: locale, translated: keyCount)
        for (position, (key, source)) in zip(plan.sortedKeys, plan.referenceEntries).enumerated()
        where !present[position] {
            missing.append(key)
            if !source.translatable { continue }
            coverage.missing += 1
            if coverage.missingKeys.count < StringsCoverage.listedMissingKeys { coverage.missingKeys.append(key) }
            guard complete, !unreadKeys.contains(key) else { continue }
            // In a catalog every locale lives under the key: point there.
            let inCatalog = source.kind == .xcstrings
            bag.emit(
                StringsRules.missingKey,
                "'\(Self.display(key))' is missing from the \(locale) '\(table)' table; \(reference) has it, so "
                    + "\(locale) users see the \(reference) text",
                at: inCatalog ? source.keyLocation : anchor,
                notes: inCatalog ? [] : [DiagnosticNote("\(reference) defines it here", at: source.keyLocation)],
                keys: [Self.display(key)])
        }
        bag.take(compared)
        // Every key of the locale is a reference key it has, or an extra one.
        coverage.translated = plan.sortedKeys.count - missing.count
        coverage.extra = keyCount - coverage.translated
        let referencePlace = TableLocale(table: table, locale: reference)
        guard keyCount + missing.count > plan.sortedKeys.count, !self.reference.incomplete.contains(referencePlace)
        else {
            return Checked(coverage, found: bag)
        }

        let unreadInReference = self.reference.unreadKeys[referencePlace] ?? []
        // A bounded number of missing keys per extra key: when every key was renamed, comparing
        // each extra key with every missing one grew with the square of the table.
        let renames = SuggestionIndex(missing)
        for (key, location) in extraKeys where !unreadInReference.contains(key) {
            let suggestion = renames.nearest(to: key)
            bag.emit(
                StringsRules.extraKey,
                "'\(Self.display(key))' is in \(locale) but not in the \(reference) '\(table)' table; no generated "
                    + "accessor reads it"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                at: location, keys: [Self.display(key)] + (suggestion.map { [$0] } ?? []))
        }
        return Checked(coverage, found: bag)
    }

    /// Tables whose names differ only in case (`Foo` and `foo`): their generated files
    /// (`Strings+Foo.themec.swift`, `Strings+foo.themec.swift`), and the tables in the app bundle,
    /// would overwrite each other on a case-insensitive disk such as macOS's. Each is reported at
    /// its first file, against the table of those names that sorts first.
    private func tableNameCollisions(_ plans: [TablePlan], into bag: inout DiagnosticBag) {
        var first: [String: TablePlan] = [:]
        for plan in plans {
            let folded = plan.name.lowercased()
            guard let owner = first[folded] else {
                first[folded] = plan
                continue
            }
            guard let file = reference.files[TableLocale(table: plan.name, locale: plan.reference)]?.first else {
                continue
            }
            let ownerFile = reference.files[TableLocale(table: owner.name, locale: owner.reference)]?.first
            let name = SwiftLiteral.commentSafe(plan.name)
            let ownerName = SwiftLiteral.commentSafe(owner.name)
            bag.emit(
                StringsRules.tableNameCollision,
                "tables '\(name)' and '\(ownerName)' differ only in case: their generated files "
                    + "\(GeneratedFile.stringsFileName(table: name)) and "
                    + "\(GeneratedFile.stringsFileName(table: ownerName)), "
                    + "and the tables in the app, overwrite each other on a case-insensitive disk; rename one of them",
                at: SourceLocation(file: file, position: .start),
                notes: ownerFile.map {
                    [DiagnosticNote("table '\(ownerName)' is here", at: SourceLocation(file: $0, position: .start))]
                }
                    ?? [])
        }
    }

    /// Locales that have other tables but not this one.
    private func missingTables(_ plan: TablePlan, into bag: inout DiagnosticBag) {
        for locale in tables.allLocales where !plan.locales.contains(locale) && locale != "Base" {
            guard let file = reference.files[TableLocale(table: plan.name, locale: plan.reference)]?.first else {
                continue
            }
            bag.emit(
                StringsRules.missingKey,
                "the \(locale) localization has no '\(plan.name)' table; its \(plan.sortedKeys.count) keys show in "
                    + "\(plan.reference)",
                at: SourceLocation(file: file, position: .start))
        }
    }

    /// Where a diagnostic about a locale's table as a whole goes: its `.strings` file (or the
    /// first file that defines it), at the start.
    private func fileAnchor(
        _ index: StringsCatalogIndex, _ place: TableLocale,
        keys: [String: StringsCatalogIndex.Definitions]
    ) -> SourceLocation {
        let files = index.files[place] ?? []
        let file =
            files.first { $0.hasSuffix(".strings") } ?? files.first ?? keys.values.first?.effective.keyLocation.file
            ?? ""
        return SourceLocation(file: file, position: .start)
    }

    /// Reports placeholders of `entry` that differ from `reference`'s, under `rule`, with a note at
    /// `reference`'s value.
    static func compare(
        _ entry: StringsEntry, against reference: StringsEntry, what: @autoclosure () -> String,
        rule: RuleID = StringsRules.placeholderMismatch, note: String = "compared with this value",
        into bag: inout DiagnosticBag
    ) {
        let actual = entry.arguments
        let expected = reference.arguments
        guard actual != expected else { return }
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
        bag.emit(
            rule, message, at: entry.valueLocation, notes: [DiagnosticNote(note, at: reference.valueLocation)],
            keys: [name])
    }

    private static func count(_ number: Int) -> String {
        number == 1 ? "1 placeholder" : "\(number) placeholders"
    }

    // MARK: - Kit tables

    /// App keys that override a kit key with other placeholders than the kit's accessor passes, and
    /// keys that override no kit key but nearly match one.
    private func checkBase(_ plan: TablePlan, into bag: inout DiagnosticBag) {
        let table = plan.name
        let keys = reference.tables[table]![plan.reference]!
        guard let baseLocales = base.tables[table] else { return }
        // The kit's accessors are made from its development language's texts.
        if let kitLocale = kitReferenceLocale(baseLocales), let kitKeys = baseLocales[kitLocale] {
            for (index, key) in plan.sortedKeys.enumerated() {
                guard let kitEntry = kitKeys[key]?.effective else { continue }
                Self.compare(
                    plan.referenceEntries[index], against: kitEntry, what: "the kit's accessor",
                    rule: StringsRules.overridePlaceholderMismatch, note: "the kit's accessor reads this value",
                    into: &bag)
            }
        }
        let baseKeys = Set(baseLocales.values.flatMap(\.keys))
        guard !baseKeys.isEmpty else { return }
        let finder = NearMissFinder(baseKeys.sorted())
        for key in plan.sortedKeys where !baseKeys.contains(key) {
            guard let nearest = finder.nearMiss(for: key) else { continue }
            let entry = keys[key]!.effective
            let kitEntry = baseLocales.keys.sorted().lazy.compactMap { baseLocales[$0]?[nearest]?.effective }.first
            bag.emit(
                StringsRules.baseNearMiss,
                "'\(Self.display(key))' overrides no kit string; did you mean '\(Self.display(nearest))'?",
                at: entry.keyLocation,
                notes: kitEntry.map { [DiagnosticNote("the kit defines it here", at: $0.keyLocation)] } ?? [],
                keys: [Self.display(key), Self.display(nearest)])
        }
    }

    // MARK: - Helpers

    private static func parameters(_ entry: StringsEntry) -> [PlaceholderType] {
        let arguments = entry.arguments
        guard let highest = arguments.keys.max() else { return [] }
        return (1...highest).map { arguments[$0] ?? .object }
    }

    /// A key as messages quote it: one line, control characters escaped.
    static func display(_ key: String) -> String { SwiftLiteral.commentSafe(key) }
}
