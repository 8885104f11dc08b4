import Foundation

/// Where a module's keys are looked for, in order, for one language: each searched bundle's
/// localization of that language, then each bundle's development-language tables, its `Base.lproj`
/// and its unlocalized ones.
///
/// The language is the same for every bundle and every key (``choose(from:app:order:developmentLanguage:)``),
/// so a screen never mixes the kit's German with the app's French.
struct Search: Sendable {
    /// One place a key may be: a bundle's table of one localization (nil: the bundle's root).
    struct Candidate: Sendable {
        let tables: BundleTables
        let localization: String?
        /// Whether it is the chosen language's, not a fallback.
        let isChosenLanguage: Bool
    }

    /// The bundles, in the order searched.
    let order: [BundleTables]
    /// The chosen language (a preferred language as written, or the development language).
    let language: String
    /// The places searched, in order.
    let candidates: [Candidate]
    /// The development language, whose rules the compiled-in plural forms use.
    let developmentLanguage: String
    /// The locale texts are formatted in: the chosen language's when the app set the languages, else
    /// the user's (`Locale.current`, with the user's region formats).
    let locale: Locale
    /// The pseudolanguages applied to the texts shown (``L10nLookup/pseudolocalization``).
    let pseudolocalization: Pseudolocalization
    /// Whether the chosen language is the development language, whose text every table of a bundle
    /// holds (its `Base.lproj` and unlocalized tables too).
    private let choosesDevelopmentLanguage: Bool

    init(
        order: [BundleTables], language: String, developmentLanguage: String, fixedLocale: Bool,
        pseudolocalization: Pseudolocalization = []
    ) {
        self.order = order
        self.developmentLanguage = developmentLanguage
        self.pseudolocalization = pseudolocalization
        choosesDevelopmentLanguage = LanguageMatch.localization(for: language, among: [developmentLanguage]) != nil
        let matches = order.map { LanguageMatch.localization(for: language, among: $0.localizations) }
        self.language = language
        var candidates: [Candidate] = []
        for (tables, match) in zip(order, matches) {
            if let match { candidates.append(Candidate(tables: tables, localization: match, isChosenLanguage: true)) }
        }
        for (tables, match) in zip(order, matches) {
            var fallbacks: [String?] = []
            if let development = LanguageMatch.localization(for: developmentLanguage, among: tables.localizations) {
                fallbacks.append(development)
            }
            if tables.localizations.contains("Base") { fallbacks.append("Base") }
            fallbacks.append(nil)
            for localization in fallbacks where localization != match {
                candidates.append(Candidate(tables: tables, localization: localization, isChosenLanguage: false))
            }
        }
        self.candidates = candidates
        locale = fixedLocale ? Locale(identifier: language) : Locale.current
    }

    /// The language lookups use: the first of `preferences` that the app has a localization for (`app`,
    /// ``LookupState/appLocalizations``), as iOS picks an app's language; when the app has none, the first
    /// that a bundle of `order` has; the development language when no preference is served.
    static func choose(
        from preferences: [String], app: [String], order: [BundleTables], developmentLanguage: String
    ) -> String {
        let pool = languages(app: app, order: order)
        return preferences.first { LanguageMatch.localization(for: $0, among: pool) != nil } ?? developmentLanguage
    }

    /// The localizations a language may be chosen from (``choose(from:app:order:developmentLanguage:)``),
    /// `Base` aside: the app's, or when it has none, those of every bundle of `order`.
    static func languages(app: [String], order: [BundleTables]) -> [String] {
        let pool = app.isEmpty ? order.flatMap(\.localizations) : app
        return Array(Set(pool.filter { !$0.elementsEqual("Base") })).sorted()
    }

    /// Whether a text found at `candidate` is the chosen language's, for "Show non-localized strings":
    /// from a table of that language, or, when it is the development language, from any table.
    func isLocalized(_ candidate: Candidate) -> Bool {
        candidate.isChosenLanguage || choosesDevelopmentLanguage
    }

    /// The language whose plural rules apply to a text found at `candidate`.
    func language(of candidate: Candidate) -> String {
        guard let localization = candidate.localization, !localization.elementsEqual("Base") else {
            return developmentLanguage
        }
        return localization
    }
}
