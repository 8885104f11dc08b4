/// The CLDR plural categories a `.stringsdict` rule or a String Catalog gives forms for, in CLDR's order
/// (`other` is the one every rule must have): what themec's checks accept and the runtime chooses
/// among.
package enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// In CLDR order: zero, one, two, few, many, other.
    package static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
