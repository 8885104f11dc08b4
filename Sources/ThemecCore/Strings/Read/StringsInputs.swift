/// The string-table files of a compilation, sorted, each with its table and locale worked out
/// once, and which of them are read when.
///
/// First the files every locale is compared with: the kit's, String Catalogs (they hold every
/// locale) and the files of the locales that can be a reference (the development language,
/// `Base`). Then the rare table whose reference is another locale. Every other table and locale
/// is read by the job that checks it (``readLocale(_:_:after:scanning:)``), so its entries are
/// dropped as soon as it is checked. Each step returns a value the next one takes: the first
/// round's ``StringsRead`` gives the tables' locales, which give the second round; a locale's
/// read (``LocaleRead``) says how its check reads it.
struct StringsInputs: Sendable {
    /// Sorted by path, then role.
    let files: [InputFile]
    /// Each file's table and locale (its `.lproj` folder's, else the development language: the kit's
    /// for a kit's file, as in the kit's own build).
    let tables: [String]
    let locales: [String]
    let reader: StringsReader
    private let appIndices: [Int]

    init(_ files: [InputFile], developmentLanguage: String, kitLanguage: String? = nil) {
        let files = files.sorted { ($0.path, $0.role) < ($1.path, $1.role) }
        self.files = files
        tables = files.map(\.table)
        locales = files.map {
            $0.locale ?? ($0.role == .base ? kitLanguage ?? developmentLanguage : developmentLanguage)
        }
        reader = StringsReader(developmentLanguage: developmentLanguage)
        appIndices = files.indices.filter { files[$0].role == .app }
    }

    /// The files read first (see the type's summary).
    var firstRound: [Int] {
        let developmentLanguage = reader.developmentLanguage
        return files.indices.filter {
            files[$0].role == .base || files[$0].kind == .xcstrings
                || [developmentLanguage, "Base"].contains(locales[$0])
        }
    }

    /// Reads file `index` into its document.
    func read(_ index: Int) -> Checked<StringsDocument> {
        reader.read(files[index], locale: locales[index])
    }

    /// Every app table's locales, from the files' folders and from the catalogs' entries (read
    /// in the first round).
    func tableLocales(_ firstRound: StringsRead) -> TableLocales {
        var locales: [String: Set<String>] = [:]
        for index in appIndices {
            if files[index].kind == .xcstrings {
                for (locale, _) in firstRound.documents[index]!.model.entries {
                    locales[tables[index], default: []].insert(locale)
                }
            } else {
                locales[tables[index], default: []].insert(self.locales[index])
            }
        }
        return TableLocales(locales, developmentLanguage: reader.developmentLanguage)
    }

    /// The app files of tables whose reference is neither language of the first round (rare).
    func secondRound(_ tableLocales: TableLocales, after firstRound: StringsRead) -> [Int] {
        appIndices.filter { firstRound.documents[$0] == nil && tableLocales.isReference(tables[$0], locales[$0]) }
    }

    /// The app files of `table` in `locale`: its files in that locale's folder and its catalogs.
    func files(of table: String, _ locale: String) -> [Int] {
        appIndices.filter { tables[$0] == table && (files[$0].kind == .xcstrings || locales[$0] == locale) }
    }

    /// One table in a locale other than its reference, read for its check: its one `.strings`
    /// file scanned, when `scanning` and it has only that file, not in `read` (the scan decides
    /// here whether the check takes byte ranges or the parsed document); otherwise its documents,
    /// read now unless they are in `read`.
    func readLocale(_ table: String, _ locale: String, after read: StringsRead, scanning: Bool) -> LocaleRead {
        let indices = files(of: table, locale)
        if scanning, indices.count == 1, let only = indices.first, files[only].kind == .strings,
            read.documents[only] == nil
        {
            switch reader.scan(files[only], locale: locales[only]) {
            case .scanned(let scanned):
                return .scanned(scanned)
            case .parsed(let document):
                return .documents([LocaleDocument(document: document, readNow: true)])
            }
        }
        return .documents(
            indices.map { index in
                if let earlier = read.documents[index] { return LocaleDocument(document: earlier, readNow: false) }
                return LocaleDocument(document: self.read(index), readNow: true)
            })
    }
}

/// One table in one locale other than its reference, read for its check.
enum LocaleRead: Sendable {
    /// Its one `.strings` file, as byte ranges of its text.
    case scanned(ScannedStrings)
    /// Its files' documents, in file order.
    case documents([LocaleDocument])
}

/// One document of a table in a locale, read for the locale's check or in an earlier round.
struct LocaleDocument: Sendable {
    var document: Checked<StringsDocument>
    /// Whether it was read for this check: its findings are not reported yet (an earlier round
    /// reported those of the others).
    var readNow: Bool
}
