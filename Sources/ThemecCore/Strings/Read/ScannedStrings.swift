import ThemecSyntax

/// A `.strings` file read as byte ranges for its locale's check: its decoded text and where each
/// entry's key and value lie in it, in file order, duplicates kept.
///
/// ``StringsReader/scan(_:locale:)`` makes one only when the scan takes the whole text, and for
/// such a text the full parse reads the same entries without a finding; so checking it needs
/// nothing the parse would add but the findings about repeated keys, which the check makes
/// itself (`Check/LocaleCheck+Scan.swift`).
struct ScannedStrings: Sendable {
    /// The file's display path.
    var path: String
    /// The text as UTF-8.
    var text: [UInt8]
    /// Each entry's byte ranges in ``text``.
    var entries: [StringsScanEntry]
}
