import ThemecSyntax

/// One parsed string-table file: its entries per locale and what reading it found.
struct ParsedStringsFile: Sendable {
    var path: String
    var role: InputRole
    var kind: InputKind
    var table: String
    var entries: [(locale: String, entry: StringsEntry)]
    var diagnostics: [Diagnostic]

    /// Whether reading found errors, so the entries may be incomplete.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads and checks `.strings`, `.stringsdict` and `.xcstrings` files.
///
/// Files are parsed independently (in parallel when allowed), then merged into tables per
/// role, locale and key, and checked across files. The result never depends on input order.
public enum StringsStage {
    public static func compile(_ files: [InputFile], options: CompilerOptions) -> (model: StringsModel, diagnostics: [Diagnostic]) {
        let files = files.sorted { ($0.path, $0.role) < ($1.path, $1.role) }
        let parsed = ParallelMap.map(files, parallel: options.parallel) { parse($0, options: options) }
        var diagnostics = parsed.flatMap(\.diagnostics)
        let app = StringsCatalogIndex(parsed.filter { $0.role == .app }, developmentLanguage: options.developmentLanguage)
        let base = StringsCatalogIndex(parsed.filter { $0.role == .base }, developmentLanguage: options.developmentLanguage)
        diagnostics += app.diagnostics + base.diagnostics
        var checker = StringsChecker(app: app, base: base, developmentLanguage: options.developmentLanguage)
        checker.run(parallel: options.parallel)
        diagnostics += checker.diagnostics
        return (checker.model, diagnostics)
    }

    /// Parses one file into entries; never throws, every problem becomes a diagnostic.
    static func parse(_ file: InputFile, options: CompilerOptions) -> ParsedStringsFile {
        var bag = DiagnosticBag(file: file.path)
        let locale = file.locale ?? options.developmentLanguage
        var entries: [(locale: String, entry: StringsEntry)] = []
        switch file.kind {
        case .strings:
            let syntax = StringsFileReader.read(file.bytes, into: &bag)
            reportDuplicates(syntax.entries, into: &bag)
            for entry in syntax.entries {
                guard let text = entry.value.string else {
                    bag.emit(StringsRules.valueType,
                             "the value of '\(entry.key)' is \(entry.value.kindName); a strings table holds only strings",
                             at: entry.valuePosition)
                    continue
                }
                entries.append((locale, StringsEntry(key: entry.key, value: .text(text), kind: .strings,
                                                     keyLocation: bag.location(entry.keyPosition),
                                                     valueLocation: bag.location(entry.valuePosition))))
            }
        case .stringsdict:
            let raw = StringsDictReader.read(file.bytes, into: &bag) ?? []
            reportDuplicates(raw, into: &bag)
            for entry in raw {
                guard let plural = StringsDictReader.plural(entry, into: &bag) else { continue }
                entries.append((locale, StringsEntry(key: entry.key, value: .plural(plural), kind: .stringsdict,
                                                     keyLocation: bag.location(entry.keyPosition),
                                                     valueLocation: bag.location(entry.valuePosition))))
            }
        case .xcstrings:
            if let catalog = StringCatalogReader.read(file.bytes, developmentLanguage: options.developmentLanguage, into: &bag) {
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
                                 diagnostics: bag.diagnostics)
    }

    private static func reportDuplicates(_ entries: [PropertyListEntry], into bag: inout DiagnosticBag) {
        var first: [String: Int] = [:]
        first.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if let earlierIndex = first[entry.key] {
                let earlier = entries[earlierIndex]
                bag.emit(StringsRules.duplicateKey,
                         "key '\(SwiftLiteral.commentSafe(entry.key))' is defined again; this value (line \(entry.keyPosition.line)) replaces the one on line \(earlier.keyPosition.line)",
                         at: entry.keyPosition,
                         notes: [DiagnosticNote("first defined here", at: bag.location(earlier.keyPosition))])
            } else {
                first[entry.key] = index
            }
        }
    }
}

/// All entries of one role (app or base), merged: table → locale → key → the entries that
/// define it, in path order, with the value that wins at runtime.
struct StringsCatalogIndex: Sendable {
    /// The definitions of one key in one locale of one table.
    struct Definitions: Sendable {
        var entries: [StringsEntry] = []

        /// The value Apple's lookup uses: a plural (stringsdict or catalog) over plain text,
        /// and among equals the last file.
        var effective: StringsEntry {
            if entries.count == 1 { return entries[0] }
            return entries.last { $0.kind == .stringsdict } ?? entries.last { $0.kind == .xcstrings } ?? entries.last!
        }

        var plain: StringsEntry? { entries.last { $0.kind == .strings } }
    }

    var tables: [String: [String: [String: Definitions]]] = [:]
    /// Files per table and locale, for diagnostics about a whole file.
    var files: [String: [String: [String]]] = [:]
    /// Tables (`table`, `locale`) with a file that could not be read completely: keys missing
    /// there are already explained by that file's errors.
    var incomplete: Set<[String]> = []
    var diagnostics: [Diagnostic] = []

    init(_ parsed: [ParsedStringsFile], developmentLanguage: String) {
        for file in parsed {
            var localesInFile: Set<String> = []
            for (locale, entry) in file.entries {
                localesInFile.insert(locale)
                var definitions = tables[file.table, default: [:]][locale, default: [:]][entry.key] ?? Definitions()
                if let clash = definitions.entries.last(where: { Self.sameSource($0.kind, entry.kind) }),
                   clash.keyLocation.file != entry.keyLocation.file
                {
                    diagnostics.append(Diagnostic(
                        StringsRules.duplicateKey,
                        "key '\(SwiftLiteral.commentSafe(entry.key))' of table '\(file.table)' (\(locale)) is also defined in \(clash.keyLocation.file); this one wins",
                        at: entry.keyLocation, notes: [DiagnosticNote("also defined here", at: clash.keyLocation)]))
                }
                definitions.entries.append(entry)
                tables[file.table, default: [:]][locale, default: [:]][entry.key] = definitions
            }
            if file.kind != .xcstrings, localesInFile.isEmpty {
                // An empty file still says the locale has this table.
                let locale = InputFile(path: file.path, kind: file.kind, bytes: []).locale ?? developmentLanguage
                if tables[file.table]?[locale] == nil { tables[file.table, default: [:]][locale] = [:] }
                localesInFile.insert(locale)
            }
            for locale in localesInFile {
                files[file.table, default: [:]][locale, default: []].append(file.path)
                if file.hasErrors { incomplete.insert([file.table, locale]) }
            }
        }
    }

    /// `.strings` and `.xcstrings` both give plain text for a key, so one replaces the other;
    /// a `.stringsdict` entry legitimately sits beside a `.strings` fallback.
    private static func sameSource(_ lhs: InputKind, _ rhs: InputKind) -> Bool {
        (lhs == .stringsdict) == (rhs == .stringsdict)
    }

    /// The locale other locales of `table` are compared with: the development language, else
    /// `Base`, else the first locale by name.
    func referenceLocale(of table: String, developmentLanguage: String) -> String? {
        guard let locales = tables[table] else { return nil }
        if locales[developmentLanguage] != nil { return developmentLanguage }
        if locales["Base"] != nil { return "Base" }
        return locales.keys.sorted().first
    }
}
