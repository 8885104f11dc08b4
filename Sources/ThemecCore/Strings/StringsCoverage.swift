/// How complete one table is in one locale, against its reference locale: what the preview's
/// bars show.
package struct StringsCoverage: Sendable, Equatable {
    /// How many missing keys are kept by name; the rest are only counted.
    package static let listedMissingKeys = 200

    /// The table's name.
    package var table: String
    /// The locale compared with the reference.
    package var locale: String
    /// Whether this is the locale the others are compared with.
    package var isReference: Bool
    /// False for a locale that has other tables but not this one (every key is missing).
    package var hasTable: Bool
    /// Reference keys this locale translates.
    package var translated: Int
    /// Reference keys it lacks (keys marked not to be translated are not counted).
    package var missing: Int
    /// The first ``listedMissingKeys`` missing keys, sorted.
    package var missingKeys: [String]
    /// Keys only this locale has.
    package var extra: Int

    /// The coverage of `table` in `locale`.
    package init(
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
