import ThemecSyntax

/// Entries of one role (app or base), merged: table → locale → key → the entries that define
/// it, in path order, with the value that wins at runtime.
///
/// It holds every locale, or of each table only the locale `onlyLocale` names: the kit's index
/// holds all, the app's reference index each table's reference locale, and a locale's check job
/// one table and locale, dropped when the job ends. Merging returns the index with what it found
/// (``merging(_:onlyLocale:)``).
struct StringsCatalogIndex: Sendable {
    /// The definitions of one key in one locale of one table.
    struct Definitions: Sendable {
        /// Every definition, in path order.
        private(set) var entries: [StringsEntry]

        init(_ first: StringsEntry) { entries = [first] }

        var count: Int { entries.count }

        mutating func append(_ entry: StringsEntry) { entries.append(entry) }

        /// The value Apple's lookup uses: a plural (stringsdict or catalog) over plain text,
        /// and among equals the last file.
        var effective: StringsEntry {
            entries.last { $0.kind == .stringsdict } ?? entries.last { $0.kind == .xcstrings } ?? entries.last!
        }

        var plain: StringsEntry? { entries.last { $0.kind == .strings } }
    }

    /// table → locale → key → its definitions.
    var tables: [String: [String: [String: Definitions]]] = [:]
    /// The files of each table and locale, for diagnostics about a whole file.
    var files: [TableLocale: [String]] = [:]
    /// Tables in locales with a file that could not be read at all: keys missing there are
    /// already explained by that file's errors.
    var incomplete: Set<TableLocale> = []
    /// Per table and locale, the keys a file defines but whose value was malformed: not missing,
    /// and explained by their own errors. Every other key is checked as usual, whatever else is
    /// wrong in the table.
    var unreadKeys: [TableLocale: Set<String>] = [:]

    /// `documents` merged in their order, of every locale, or of each table only the locale
    /// `onlyLocale` names (table → locale; a table it does not name is left out), and what
    /// merging found: keys defined again in another file of the same kind of source.
    static func merging(_ documents: [StringsDocument], onlyLocale: [String: String]? = nil)
        -> Checked<StringsCatalogIndex>
    {
        var bag = DiagnosticBag()
        let index = StringsCatalogIndex(documents, onlyLocale: onlyLocale, into: &bag)
        return Checked(index, found: bag)
    }

    private init(_ documents: [StringsDocument], onlyLocale: [String: String]?, into bag: inout DiagnosticBag) {
        for file in documents {
            // Of the file's table, every locale (nil), or the one named (none if the table is not).
            let only: String?? = onlyLocale.map { $0[file.table] }
            func keeping(_ locale: String) -> Bool {
                guard case .some(let kept) = only else { return true }
                return kept == locale
            }
            var localesInFile: Set<String> = []
            // The entries of a file come locale by locale (a catalog's may alternate): the
            // table's and the locale's dictionaries are taken out while they are filled, so each
            // entry costs one lookup of its key and no copy.
            var locales = tables.removeValue(forKey: file.table) ?? [:]
            var current: (locale: String, kept: Bool)?
            var keys: [String: Definitions] = [:]
            for (locale, entry) in file.entries {
                if locale != current?.locale {
                    if let current, current.kept { locales[current.locale] = keys }
                    let kept = keeping(locale)
                    current = (locale, kept)
                    if kept {
                        localesInFile.insert(locale)
                        keys = locales.removeValue(forKey: locale) ?? [:]
                        keys.reserveCapacity(keys.count + file.entries.count)
                    }
                }
                guard current!.kept else { continue }
                Self.add(entry, to: &keys[entry.key], table: file.table, locale: locale, into: &bag)
            }
            if let current, current.kept { locales[current.locale] = keys }
            if !locales.isEmpty { tables[file.table] = locales }
            if file.kind != .xcstrings, localesInFile.isEmpty {
                // An empty file still says the locale has this table.
                let locale = file.locale
                guard keeping(locale) else { continue }
                if tables[file.table]?[locale] == nil { tables[file.table, default: [:]][locale] = [:] }
                localesInFile.insert(locale)
            }
            for locale in localesInFile {
                let place = TableLocale(table: file.table, locale: locale)
                files[place, default: []].append(file.path)
                if file.rejected { incomplete.insert(place) }
            }
            for (locale, key) in file.unreadKeys where keeping(locale) {
                unreadKeys[TableLocale(table: file.table, locale: locale), default: []].insert(key)
            }
        }
    }

    /// Adds a definition of a key, reporting it when another file of the same kind of source
    /// already defines the key.
    private static func add(
        _ entry: StringsEntry, to definitions: inout Definitions?, table: String, locale: String,
        into bag: inout DiagnosticBag
    ) {
        guard var existing = definitions else {
            definitions = Definitions(entry)
            return
        }
        definitions = nil  // so `existing` is the only reference to its array
        if let clash = existing.entries.last(where: { Self.sameSource($0.kind, entry.kind) }),
            clash.keyLocation.file != entry.keyLocation.file
        {
            bag.emit(
                StringsRules.duplicateKey,
                "key '\(SwiftLiteral.commentSafe(entry.key))' of table '\(table)' (\(locale)) is also defined in "
                    + "\(clash.keyLocation.file); this one wins",
                at: entry.keyLocation, notes: [DiagnosticNote("also defined here", at: clash.keyLocation)],
                keys: [SwiftLiteral.commentSafe(entry.key)])
        }
        existing.append(entry)
        definitions = existing
    }

    /// `.strings` and `.xcstrings` both give plain text for a key, so one replaces the other;
    /// a `.stringsdict` entry legitimately sits beside a `.strings` fallback.
    private static func sameSource(_ lhs: InputKind, _ rhs: InputKind) -> Bool {
        (lhs == .stringsdict) == (rhs == .stringsdict)
    }
}

/// One table in one locale: what the checks key their bookkeeping by.
struct TableLocale: Hashable, Sendable {
    var table: String
    var locale: String
}
