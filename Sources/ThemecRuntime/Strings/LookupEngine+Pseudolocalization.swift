import Foundation

/// The lookups with Xcode's pseudolanguages on (``Search/pseudolocalization`` not empty): the same search
/// and the same format guard as without them, every text found or compiled in transformed first (its
/// placeholders kept, so the guard reads it as before), and a text that is not the chosen language's
/// marked (``Pseudolocalization/showNonLocalized``). Apart, so a lookup without them does as before.
extension LookupEngine {
    /// A text accessor's text, transformed as a plain text.
    func pseudolocalizedText(_ search: Search, table: String, key: String, fallback: String, device: String)
        -> String
    {
        let pseudo = search.pseudolocalization
        for candidate in search.candidates {
            let value = candidate.tables.table(table, localization: candidate.localization).entries[key]
            if let text = value?.text(device: device) {
                return pseudo.plain(text, localized: search.isLocalized(candidate))
            }
        }
        return pseudo.plain(fallback, localized: false)
    }

    /// A format accessor's text: each text found, and the compiled one, transformed as a format, then
    /// checked and formatted as without pseudolanguages.
    func pseudolocalizedFormat(
        _ search: Search, table: String, key: String, fallback: String, _ arguments: [any CVarArg]
    ) -> String {
        let pseudo = search.pseudolocalization
        let values = search.candidates.lazy.map { candidate in
            candidate.tables.table(table, localization: candidate.localization).entries[key].map {
                pseudo.value($0, localized: search.isLocalized(candidate))
            }
        }
        return formatted(
            values, fallback: pseudo.format(fallback, localized: false), arguments, locale: search.locale,
            device: state.device)
    }

    /// A plural accessor's text: each rule or text found, and the compiled rule, transformed, then chosen
    /// and formatted as without pseudolanguages.
    func pseudolocalizedPlural(
        _ search: Search, table: String, key: String, format: String, forms: [String: [String: String]],
        _ arguments: [any CVarArg]
    ) -> String {
        let pseudo = search.pseudolocalization
        let values = search.candidates.lazy.map { candidate in
            (
                candidate.tables.table(table, localization: candidate.localization).entries[key].map {
                    pseudo.value($0, localized: search.isLocalized(candidate))
                }, search.language(of: candidate)
            )
        }
        return plural(
            values, format: pseudo.format(format, localized: false), forms: pseudo.forms(forms, localized: false),
            arguments, locale: search.locale, developmentLanguage: search.developmentLanguage, device: state.device)
    }
}
