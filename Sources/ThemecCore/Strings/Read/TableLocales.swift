/// Every app table's locales and the locale the others are compared with (its reference):
/// from the files' folders, and for String Catalogs from their entries.
struct TableLocales: Sendable {
    /// table → its locales, sorted.
    let locales: [String: [String]]
    /// table → its reference locale.
    let references: [String: String]
    /// The tables, sorted.
    let names: [String]
    /// Every locale of any table, sorted.
    let allLocales: [String]

    init(_ locales: [String: Set<String>], developmentLanguage: String) {
        self.locales = locales.mapValues { $0.sorted() }
        references = locales.mapValues { Self.referenceLocale(among: $0, developmentLanguage: developmentLanguage) }
        names = locales.keys.sorted()
        allLocales = Set(locales.values.joined()).sorted()
    }

    /// The locale the other `locales` of a table are compared with: the development language, else
    /// `Base`, else the first locale by name.
    static func referenceLocale(among locales: Set<String>, developmentLanguage: String) -> String {
        if locales.contains(developmentLanguage) { return developmentLanguage }
        if locales.contains("Base") { return "Base" }
        return locales.min()!
    }

    /// Whether `locale` is the reference of `table`.
    func isReference(_ table: String, _ locale: String) -> Bool { references[table] == locale }
}
