import ThemecSyntax

/// The merged entries of one table in one locale, and what reading and merging them found.
struct LocaleTables: Sendable {
    var index: StringsCatalogIndex
    var diagnostics: [Diagnostic]
}

/// One parsed string-table file: its entries per locale and what reading it found.
struct ParsedStringsFile: Sendable {
    var path: String
    var role: InputRole
    var kind: InputKind
    var table: String
    var entries: [(locale: String, entry: StringsEntry)]
    var diagnostics: [Diagnostic]
    /// The file could not be read at all (its encoding, syntax or overall shape), so any key
    /// may be missing from its entries.
    var rejected = false
    /// Keys whose entry was read but dropped as malformed (a plural with a structure error, a
    /// value that is not a string), with their locale: present, but without a value.
    var unreadKeys: [(locale: String, key: String)] = []
}

/// Reads and checks `.strings`, `.stringsdict` and `.xcstrings` files.
///
/// The stage streams: first the files every locale is compared with (the kit's tables, String
/// Catalogs, and each app table's reference locale) are parsed, in parallel; then each other
/// (table, locale) is one job that parses its files, checks them against the reference and
/// keeps only its diagnostics (and its values when ``CompilerOptions/retainsValues`` asks),
/// so a locale's entries are dropped as soon as it is checked. The result never depends on
/// input order or on timing.
public enum StringsStage {
    /// The model and every diagnostic, name collisions between keys included (last).
    public static func compile(_ files: [InputFile], options: CompilerOptions) -> (model: StringsModel, diagnostics: [Diagnostic]) {
        let (model, diagnostics) = compileDeferringCollisions(files, options: options)
        return (model, diagnostics + StringsChecker.collisions(model.tables))
    }

    /// ``compile(_:options:)`` without the name-collision check, which needs only the model's
    /// tables: the compiler runs it beside rendering them and appends its findings.
    static func compileDeferringCollisions(_ files: [InputFile],
                                           options: CompilerOptions) -> (model: StringsModel, diagnostics: [Diagnostic]) {
        let files = files.sorted { ($0.path, $0.role) < ($1.path, $1.role) }
        let developmentLanguage = options.developmentLanguage
        // Each file's table and locale from its path, worked out once (every locale job filters
        // by them).
        let fileTables = files.map(\.table)
        let fileLocales = files.map { $0.locale ?? developmentLanguage }

        // What every locale needs: the kit's files, catalogs (they hold every locale) and the
        // files of the locales that can be a reference.
        var parsed: [ParsedStringsFile?] = Array(repeating: nil, count: files.count)
        func parseAll(_ indices: [Int]) -> [Diagnostic] {
            let results = ParallelMap.map(indices, parallel: options.parallel) { parse(files[$0], options: options) }
            for (index, result) in zip(indices, results) { parsed[index] = result }
            return results.flatMap(\.diagnostics)
        }
        var diagnostics = parseAll(files.indices.filter {
            files[$0].role == .base || files[$0].kind == .xcstrings || [developmentLanguage, "Base"].contains(fileLocales[$0])
        })

        // Every app table's locales, from paths and from the catalogs' entries.
        var locales: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() where file.role == .app {
            if file.kind == .xcstrings {
                for (locale, _) in parsed[index]!.entries { locales[fileTables[index], default: []].insert(locale) }
            } else {
                locales[fileTables[index], default: []].insert(fileLocales[index])
            }
        }
        let references = locales.mapValues {
            StringsCatalogIndex.referenceLocale(among: $0, developmentLanguage: developmentLanguage)
        }
        // A table whose reference is neither language above (rare): parse its files now.
        diagnostics += parseAll(files.indices.filter {
            parsed[$0] == nil && files[$0].role == .app && references[fileTables[$0]] == fileLocales[$0]
        })

        let appIndices = files.indices.filter { files[$0].role == .app }
        let reference = StringsCatalogIndex(appIndices.compactMap { parsed[$0] }, developmentLanguage: developmentLanguage) {
            references[$0] == $1
        }
        let base = StringsCatalogIndex(files.indices.filter { files[$0].role == .base }.map { parsed[$0]! },
                                       developmentLanguage: developmentLanguage)
        diagnostics += reference.diagnostics + base.diagnostics

        // One table and locale other than the reference: its files (parsed here unless the
        // first round did), merged, with the catalogs' entries for that locale.
        let early = parsed
        let retainsValues = options.retainsValues
        // The files of one table and locale other than the reference, with the catalogs of the
        // table (they hold every locale).
        @Sendable func filesOf(_ table: String, _ locale: String) -> [Int] {
            appIndices.filter {
                fileTables[$0] == table && (files[$0].kind == .xcstrings || fileLocales[$0] == locale)
            }
        }
        let localeFile: @Sendable (String, String) -> InputFile? = { table, locale in
            let indices = filesOf(table, locale)
            guard !retainsValues, indices.count == 1, let only = indices.first, files[only].kind == .strings,
                  early[only] == nil
            else { return nil }
            return files[only]
        }
        // Its files (parsed here unless the first round did), merged, with the catalogs'
        // entries for that locale.
        let localeIndex: @Sendable (String, String, InputFile?) -> LocaleTables = { table, locale, read in
            var fresh: [Diagnostic] = []
            let ofLocale = filesOf(table, locale).map { index -> ParsedStringsFile in
                if let done = early[index] { return done }
                let result = parse(read?.path == files[index].path ? read! : files[index], options: options)
                fresh += result.diagnostics
                return result
            }
            let index = StringsCatalogIndex(ofLocale, developmentLanguage: developmentLanguage) { $1 == locale }
            return LocaleTables(index: index, diagnostics: fresh + index.diagnostics)
        }
        var checker = StringsChecker(reference: reference, base: base, locales: locales.mapValues { $0.sorted() },
                                     references: references, developmentLanguage: developmentLanguage, retainsValues: options.retainsValues,
                                     localeFile: localeFile, localeIndex: localeIndex)
        checker.run(parallel: options.parallel)
        diagnostics += checker.diagnostics
        return (checker.model, diagnostics)
    }

    /// Parses one file into entries; never throws, every problem becomes a diagnostic.
    static func parse(_ file: InputFile, options: CompilerOptions) -> ParsedStringsFile {
        var bag = DiagnosticBag(file: file.path)
        let locale = file.locale ?? options.developmentLanguage
        var entries: [(locale: String, entry: StringsEntry)] = []
        var rejected = false
        var unreadKeys: [(locale: String, key: String)] = []
        switch file.kind {
        case .strings:
            let syntax = StringsFileReader.read(file.bytes, into: &bag)
            rejected = syntax.rejected
            reportDuplicates(syntax.entries, into: &bag)
            for entry in syntax.entries {
                guard let text = entry.value.string else {
                    bag.emit(StringsRules.valueType,
                             "the value of '\(entry.key)' is \(entry.value.kindName); a strings table holds only strings",
                             at: entry.valuePosition, keys: [entry.key])
                    unreadKeys.append((locale, entry.key))
                    continue
                }
                entries.append((locale, StringsEntry(key: entry.key, value: .text(text), kind: .strings,
                                                     keyLocation: bag.location(entry.keyPosition),
                                                     valueLocation: bag.location(entry.valuePosition))))
            }
        case .stringsdict:
            let read = StringsDictReader.read(file.bytes, into: &bag)
            rejected = read == nil
            let raw = read ?? []
            reportDuplicates(raw, into: &bag)
            for entry in raw {
                let before = bag.diagnostics.count
                let value = StringsDictReader.value(entry, into: &bag)
                bag.quoting(entry.key, since: before)
                guard let value else {
                    unreadKeys.append((locale, entry.key))
                    continue
                }
                entries.append((locale, StringsEntry(key: entry.key, value: value, kind: .stringsdict,
                                                     keyLocation: bag.location(entry.keyPosition),
                                                     valueLocation: bag.location(entry.valuePosition))))
            }
        case .xcstrings:
            let catalog = StringCatalogReader.read(file.bytes, developmentLanguage: options.developmentLanguage, into: &bag)
            rejected = catalog == nil
            if let catalog {
                unreadKeys = catalog.unread
                for entry in catalog.entries {
                    let converted = StringsEntry(key: entry.key, value: entry.value, kind: .xcstrings,
                                                 keyLocation: bag.location(entry.keyPosition),
                                                 valueLocation: bag.location(entry.valuePosition),
                                                 translatable: entry.translatable)
                    entries.append((entry.locale, converted))
                }
            }
        default:
            break
        }
        // What each value shows on its own is checked here, on the parsing thread.
        var valueDiagnostics: [Diagnostic] = []
        for (_, entry) in entries { StringsChecker.checkValue(entry, into: &valueDiagnostics) }
        bag.append(contentsOf: valueDiagnostics)
        // Apple keeps the last of duplicate keys: later entries replace earlier ones.
        return ParsedStringsFile(path: file.path, role: file.role, kind: file.kind, table: file.table, entries: entries,
                                 diagnostics: bag.diagnostics, rejected: rejected, unreadKeys: unreadKeys)
    }

    private static func reportDuplicates(_ entries: [PropertyListEntry], into bag: inout DiagnosticBag) {
        var first: [String: Int] = [:]
        first.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            // One hash per key; a repeated key (rare) puts its first index back.
            if let earlierIndex = first.updateValue(index, forKey: entry.key) {
                first[entry.key] = earlierIndex
                let earlier = entries[earlierIndex]
                bag.emit(StringsRules.duplicateKey,
                         "key '\(SwiftLiteral.commentSafe(entry.key))' is defined again; this value (line \(entry.keyPosition.line)) replaces the one on line \(earlier.keyPosition.line)",
                         at: entry.keyPosition,
                         notes: [DiagnosticNote("first defined here", at: bag.location(earlier.keyPosition))],
                         keys: [SwiftLiteral.commentSafe(entry.key)])
            }
        }
    }
}
