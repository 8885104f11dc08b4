import ThemecSyntax

/// Entries of one role (app or base), merged: table → locale → key → the entries that define
/// it, in path order, with the value that wins at runtime.
///
/// It holds the (table, locale) pairs its `keeping` filter accepts: the kit's index holds all,
/// the app's reference index only each table's reference locale, and a locale's check job one
/// table and locale, dropped when the job ends.
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

    init(_ parsed: [ParsedStringsFile], developmentLanguage: String,
         keeping: (_ table: String, _ locale: String) -> Bool = { _, _ in true }) {
        for file in parsed {
            var localesInFile: Set<String> = []
            for (locale, entry) in file.entries where keeping(file.table, locale) {
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
                let locale = InputFile.locale(ofPath: file.path) ?? developmentLanguage
                guard keeping(file.table, locale) else { continue }
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

    /// The locale the other `locales` of a table are compared with: the development language, else
    /// `Base`, else the first locale by name.
    static func referenceLocale(among locales: Set<String>, developmentLanguage: String) -> String {
        if locales.contains(developmentLanguage) { return developmentLanguage }
        if locales.contains("Base") { return "Base" }
        return locales.min()!
    }
}
