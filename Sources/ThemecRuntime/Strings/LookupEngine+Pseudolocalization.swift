import Foundation

/// The lookups with Xcode's pseudolanguages on (``Search/pseudolocalization`` not empty): the same search
/// and the same format guard as without them, every text found or compiled in transformed first (its
/// placeholders kept, so the guard reads it as before), and a text that is not the chosen language's
/// marked (``Pseudolocalization/showNonLocalized``). Apart, so a lookup without them does as before.
extension LookupEngine {
    /// A text accessor's text: the first text found that reads no argument, transformed as a format (its
    /// `%%` kept, so it still shows one `%`), then printed as ``text(_:fallback:locale:device:)`` prints it;
    /// else the compiled text, likewise.
    func pseudolocalizedText(_ search: Search, table: String, key: String, fallback: String, device: String)
        -> String
    {
        let pseudo = search.pseudolocalization
        for candidate in search.candidates {
            let value = candidate.tables.table(table, localization: candidate.localization).entries[key]
            guard let text = value?.text(device: device) else { continue }
            let transformed = pseudo.format(text, localized: search.isLocalized(candidate))
            if let shown = shownWithoutArguments(transformed, locale: search.locale) { return shown }
        }
        let transformed = pseudo.format(fallback, localized: false)
        return shownWithoutArguments(transformed, locale: search.locale) ?? transformed
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
