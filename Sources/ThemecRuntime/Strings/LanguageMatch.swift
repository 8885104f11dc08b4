/// Which localization of a bundle serves a preferred language: `de-CH` is served by `de-CH`, else by
/// `de`, else by another `de-…` (the first by name); `zh-Hant-TW` by `zh-Hant-TW`, `zh-Hant`, `zh`.
/// Case and `-` / `_` do not matter. `Base` serves no language (it is searched after the
/// development language's tables).
enum LanguageMatch {
    /// The localization of `localizations` that serves `language`, or nil.
    static func localization(for language: String, among localizations: [String]) -> String? {
        let wanted = normalized(language)
        guard !wanted.isEmpty else { return nil }
        let available = localizations.filter { !$0.elementsEqual("Base") }.sorted()
        var prefix = Substring(wanted)
        while true {
            if let exact = available.first(where: { normalized($0) == prefix }) { return exact }
            guard let cut = prefix.lastIndex(of: "-") else { break }
            prefix = prefix[..<cut]
        }
        let language = languageCode(wanted)
        return available.first { languageCode(normalized($0)) == language }
    }

    /// `en-us` for `en_US`: lowercased, with `-` between the parts.
    static func normalized(_ identifier: String) -> String {
        String(identifier.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The language part of a normalized identifier (`pt` of `pt-br`).
    static func languageCode(_ normalized: String) -> Substring {
        normalized.split(separator: "-", omittingEmptySubsequences: false).first ?? ""
    }
}
