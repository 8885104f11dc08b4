/// The rules of string tables: their ids, default severities and documentation.
///
/// Every rule here has a failing and a passing example in ``documentation`` (see
/// `StringsRules+Documentation.swift`); a parameterised test compiles each one.
package enum StringsRules {
    /// `strings-encoding` (error by default).
    package static let encoding = RuleID(
        "strings-encoding", .error, "A .strings file is not valid UTF-8, or UTF-16 with a byte order mark.", fixed: true
    )
    /// `strings-syntax` (error by default).
    package static let syntax = RuleID(
        "strings-syntax", .error, "A string table cannot be parsed.", fixed: true)
    /// `strings-trailing-text` (warning by default).
    static let trailingText = RuleID(
        "strings-trailing-text", .warning,
        "Text after the last entry of a .strings file is silently ignored by Apple's parser.")
    /// `strings-unclosed-comment` (warning by default).
    static let unclosedComment = RuleID(
        "strings-unclosed-comment", .warning, "A /* comment is never closed and hides the rest of the file.")
    /// `strings-duplicate-key` (warning by default).
    package static let duplicateKey = RuleID(
        "strings-duplicate-key", .warning, "A key is defined twice in the same table and locale; the last one wins.")
    /// `strings-value-type` (error by default).
    package static let valueType = RuleID(
        "strings-value-type", .error, "A .strings value is an array, dictionary or data instead of a string.",
        fixed: true)
    /// `stringsdict-structure` (error by default).
    package static let stringsdictStructure = RuleID(
        "stringsdict-structure", .error, "A .stringsdict entry is not a well-formed plural rule.", fixed: true)
    /// `strings-plural-missing-other` (error by default).
    package static let missingOther = RuleID(
        "strings-plural-missing-other", .error, "A plural has no 'other' form.", fixed: true)
    /// `xcstrings-structure` (error by default).
    package static let catalogStructure = RuleID(
        "xcstrings-structure", .error,
        "A String Catalog is not valid JSON, or a field themec reads has the wrong shape.", fixed: true)
    /// `strings-missing-key` (warning by default).
    static let missingKey = RuleID(
        "strings-missing-key", .warning, "A locale lacks a key the development language has.")
    /// `strings-extra-key` (warning by default).
    package static let extraKey = RuleID(
        "strings-extra-key", .warning, "A locale has a key the development language does not have.")
    /// `strings-placeholder-mismatch` (error by default).
    static let placeholderMismatch = RuleID(
        "strings-placeholder-mismatch", .error,
        "Placeholders differ in count, type or position between locales, or between a key's plain and plural forms.")
    /// `strings-invalid-placeholder` (warning by default).
    static let invalidPlaceholder = RuleID(
        "strings-invalid-placeholder", .warning, "A format string has a malformed or ambiguous placeholder.")
    /// `strings-unread-argument` (error by default).
    static let unreadArgument = RuleID(
        "strings-unread-argument", .error,
        "A format string leaves an argument position unread below one it reads, so String(format:) would read the "
            + "wrong arguments.")
    /// `strings-unsupported-placeholder` (error by default).
    static let unsupportedPlaceholder = RuleID(
        "strings-unsupported-placeholder", .error,
        "A placeholder the generated accessor cannot pass a correct argument to, so formatting would print garbage "
            + "or crash.", fixed: true)
    /// `strings-empty-value` (warning by default).
    package static let emptyValue = RuleID(
        "strings-empty-value", .warning, "A key's value is empty.")
    /// `strings-identifier-collision` (error by default).
    static let identifierCollision = RuleID(
        "strings-identifier-collision", .error, "Two keys map to the same Swift identifier in the generated code.",
        fixed: true)
    /// `strings-kit-identifier-collision` (error, fixed).
    static let kitIdentifierCollision = RuleID(
        "strings-kit-identifier-collision", .error,
        "An app key and a different kit key map to the same Swift name in the app's L10n, which shows both.",
        fixed: true)
    /// `strings-key-too-deep` (error by default).
    static let keyTooDeep = RuleID(
        "strings-key-too-deep", .error,
        "A key has more dot-separated parts than L10n nests namespaces (\(L10nNaming.maximumParts)).", fixed: true)
    /// `strings-table-name-collision` (error by default).
    static let tableNameCollision = RuleID(
        "strings-table-name-collision", .error,
        "Two tables whose names differ only in case: their files overwrite each other on a case-insensitive disk.",
        fixed: true)
    /// `strings-base-near-miss` (warning by default).
    static let baseNearMiss = RuleID(
        "strings-base-near-miss", .warning, "An app key overrides no kit key but nearly matches one: probably a typo.")

    /// `strings-override-placeholder-mismatch` (error by default).
    static let overridePlaceholderMismatch = RuleID(
        "strings-override-placeholder-mismatch", .error,
        "An app override of a kit key reads other placeholders than the kit's accessor passes.")

    /// Every strings rule, in the order the docs list them.
    package static let all: [RuleID] = [
        encoding, syntax, trailingText, unclosedComment, duplicateKey, valueType, stringsdictStructure, missingOther,
        catalogStructure, missingKey, extraKey, placeholderMismatch, invalidPlaceholder, unreadArgument,
        unsupportedPlaceholder, emptyValue,
        identifierCollision, kitIdentifierCollision, keyTooDeep, tableNameCollision, baseNearMiss,
        overridePlaceholderMismatch,
    ]
}
