/// How complete one table is in one locale, against its reference locale: what the preview's
/// bars show.
public struct StringsCoverage: Sendable, Equatable {
    /// How many missing keys are kept by name; the rest are only counted.
    public static let listedMissingKeys = 200

    /// The table's name.
    public var table: String
    /// The locale compared with the reference.
    public var locale: String
    /// Whether this is the locale the others are compared with.
    public var isReference: Bool
    /// False for a locale that has other tables but not this one (every key is missing).
    public var hasTable: Bool
    /// Reference keys this locale translates.
    public var translated: Int
    /// Reference keys it lacks (keys marked not to be translated are not counted).
    public var missing: Int
    /// The first ``listedMissingKeys`` missing keys, sorted.
    public var missingKeys: [String]
    /// Keys only this locale has.
    public var extra: Int

    /// The coverage of `table` in `locale`.
    public init(
        table: String, locale: String, isReference: Bool = false, hasTable: Bool = true, translated: Int,
        missing: Int = 0, missingKeys: [String] = [], extra: Int = 0
    ) {
        self.table = table
        self.locale = locale
        self.isReference = isReference
        self.hasTable = hasTable
        self.translated = translated
        self.missing = missing
        self.missingKeys = missingKeys
        self.extra = extra
    }
}

/// What comparing one locale of a table with the reference finds: its diagnostics and its
/// coverage.
struct LocaleFindings: Sendable {
    var diagnostics: [Diagnostic]
    var coverage: StringsCoverage
}
