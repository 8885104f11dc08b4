/// One string-table file, read: its entries per locale (what reading it found travels beside it,
/// in the `Checked<StringsDocument>` the reader returns).
///
/// The typed document of the strings stage, between the located trees of `ThemecSyntax` and
/// the merged tables the checks compare (``StringsCatalogIndex``).
struct StringsDocument: Sendable {
    var path: String
    var role: InputRole
    var kind: InputKind
    var table: String
    /// The locale its `.lproj` folder names, else the development language. (A catalog's entries
    /// carry their own locales.)
    var locale: String
    var entries: [(locale: String, entry: StringsEntry)] = []
    /// The file could not be read at all (its bytes, encoding, syntax or overall shape), so any
    /// key may be missing from its entries.
    var rejected = false
    /// Keys whose entry was read but dropped as malformed (a plural with a structure error, a
    /// value that is not a string), with their locale: present, but without a value.
    var unreadKeys: [(locale: String, key: String)] = []
}
