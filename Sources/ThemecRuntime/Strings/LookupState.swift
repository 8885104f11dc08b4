import Foundation

/// What lookups share, behind one lock so any thread may read or change it: the language and bundle
/// settings, each bundle's tables, and each module's search, worked out once per setting.
final class LookupState: @unchecked Sendable {
    /// The app's main bundle (a test's folder in tests).
    let main: Bundle
    /// Finds the modules that customise a kit besides `main` (``CustomizingModules/find(besides:)``).
    private let findCustomizingModules: @Sendable (Bundle) -> [any L10nModule.Type]
    private let lock = NSLock()
    private var storedLanguages: [String]?
    private var storedPseudolocalization: Pseudolocalization?
    /// The pseudolanguages the process was launched with.
    private let launchPseudolocalization: Pseudolocalization
    private var storedBundles: [Bundle]?
    private var storedDefaultBundles: [Bundle]?
    private var storedDevice: String?
    private var tablesByPath: [String: BundleTables] = [:]
    private var searches: [SearchKey: Search] = [:]
    private var compiledTexts: [ObjectIdentifier: [String: [String: String]]] = [:]
    private var storedAppBundles: [Bundle]?
    /// The modules looked up so far, by what decides their search.
    private var knownModules: [SearchKey: ModuleDescriptor] = [:]
    /// Counts changes of the settings, so a search worked out while one changed is not kept.
    private var generation = 0

    /// A module's search, by what decides it. The bundle by its object: a module's bundle is one
    /// object (found once by its generated code), and comparing objects costs a lookup no system call.
    struct SearchKey: Hashable {
        let bundle: ObjectIdentifier?
        let customizesKit: Bool
        let developmentLanguage: String
    }

    /// Settings whose main bundle is `main`, whose app modules (those that customise a kit) are what
    /// `customizingModules` finds besides it, and whose pseudolanguages are by default `launchArguments`.
    init(
        main: Bundle = .main,
        customizingModules: @escaping @Sendable (Bundle) -> [any L10nModule.Type] = {
            CustomizingModules.find(besides: $0)
        },
        launchArguments: Pseudolocalization = .launchArguments
    ) {
        self.main = main
        findCustomizingModules = customizingModules
        launchPseudolocalization = launchArguments
    }

    /// ``L10nLookup/pseudolocalization``: as set, else what the process was launched with.
    var pseudolocalization: Pseudolocalization {
        get { locked { storedPseudolocalization ?? launchPseudolocalization } }
        set { _ = exchangePseudolocalization(newValue) }
    }

    /// Sets ``pseudolocalization`` to `options` and returns what it was.
    func exchangePseudolocalization(_ options: Pseudolocalization) -> Pseudolocalization {
        locked {
            let old = storedPseudolocalization ?? launchPseudolocalization
            storedPseudolocalization = options
            settingsChanged()
            return old
        }
    }

    /// ``L10nLookup/preferredLanguages``.
    var preferredLanguages: [String]? {
        get { locked { storedLanguages } }
        set { _ = exchangePreferredLanguages(newValue) }
    }

    /// Sets ``preferredLanguages`` to `languages` and returns what it was.
    func exchangePreferredLanguages(_ languages: [String]?) -> [String]? {
        locked {
            let old = storedLanguages
            storedLanguages = languages
            settingsChanged()
            return old
        }
    }

    /// What lookups choose when the preferred languages are `languages` (nil: the system's): for each
    /// module looked up so far, the language its search takes (before the first lookup, the first
    /// preferred language the app has, nil for none); and whether texts are formatted in that language's
    /// locale or the user's. Two equal choices show every text alike.
    func choices(for languages: [String]?) -> LanguageChoices {
        let preferences = languages ?? Locale.preferredLanguages
        let app = appLocalizations
        var choices = LanguageChoices(app: nil, modules: [:], inLanguagesLocale: languages != nil)
        let modules = locked { knownModules }
        for (key, module) in modules {
            choices.modules[key] = Search.choose(
                from: preferences, app: app, order: searchOrder(module), developmentLanguage: module.developmentLanguage
            )
        }
        if modules.isEmpty {
            let pool = Search.languages(app: app, order: bundles.map(tables))
            choices.app = preferences.first { LanguageMatch.localization(for: $0, among: pool) != nil }
        }
        return choices
    }

    /// What lookups choose for some preferred languages (``choices(for:)``).
    struct LanguageChoices: Equatable {
        /// Before the first lookup, the first preferred language the app has, or nil.
        var app: String?
        /// The language of each module's search.
        var modules: [SearchKey: String]
        /// Whether texts are formatted in the chosen language's locale (the app set the languages) rather
        /// than the user's.
        var inLanguagesLocale: Bool
    }

    /// ``L10nLookup/bundles``: as set, else ``defaultBundles``. Lookups treat both alike, so writing back
    /// what was read changes nothing.
    var bundles: [Bundle] {
        get { locked { storedBundles ?? defaultBundlesLocked() } }
        set {
            locked {
                storedBundles = newValue; settingsChanged()
            }
        }
    }

    /// ``L10nLookup/defaultBundles``, found once.
    var defaultBundles: [Bundle] {
        locked { defaultBundlesLocked() }
    }

    private func defaultBundlesLocked() -> [Bundle] {
        if let storedDefaultBundles { return storedDefaultBundles }
        var bundles = [main]
        for bundle in ResourceBundles.beside(main) where !tablesLocked(bundle).tableNames.isEmpty {
            bundles.append(bundle)
        }
        storedDefaultBundles = bundles
        return bundles
    }

    /// ``L10nLookup/device``.
    var device: String {
        get { locked { storedDevice ?? DeviceName.current } }
        set { locked { storedDevice = newValue } }
    }

    private func settingsChanged() {
        searches = [:]
        generation += 1
    }

    /// The localizations the app has, which a language is chosen from: the main bundle's, as iOS picks
    /// an app's language; where it has none (a SwiftPM executable, a test runner), those of the app's own
    /// bundles (``appBundles``), which stand in for it; where there are none either (a kit's own tests, a
    /// module that customises no kit), those of the bundles searched for every key
    /// (``L10nLookup/bundles``). The same for every module, so every key shows in one language, and a
    /// language the kit has but the app does not is never chosen. Empty when none of those is localized.
    var appLocalizations: [String] {
        let localizations = tables(main).localizations
        if !localizations.isEmpty { return localizations }
        let own = appBundles.flatMap { tables($0).localizations }
        if !own.isEmpty { return own }
        return bundles.flatMap { tables($0).localizations }
    }

    /// The own bundles of the modules that customise a kit (the app's, found by
    /// ``CustomizingModules/find(besides:)``), those that are there; found once.
    var appBundles: [Bundle] {
        if let known = locked({ storedAppBundles }) { return known }
        let found = findCustomizingModules(main).filter { $0.customizesKit }.compactMap { $0.bundle.bundle }
        return locked {
            if storedAppBundles == nil { storedAppBundles = found }
            return storedAppBundles ?? found
        }
    }

    /// The tables of `bundle`, listed once per bundle path.
    func tables(_ bundle: Bundle) -> BundleTables {
        locked { tablesLocked(bundle) }
    }

    private func tablesLocked(_ bundle: Bundle) -> BundleTables {
        let path = ResourceBundles.identity(bundle)
        if let tables = tablesByPath[path] { return tables }
        let tables = BundleTables(bundle)
        tablesByPath[path] = tables
        return tables
    }

    /// The search for `module`'s keys in the current settings' language.
    func search(_ module: ModuleDescriptor) -> Search {
        let key = SearchKey(
            bundle: module.ownBundle.map(ObjectIdentifier.init), customizesKit: module.customizesKit,
            developmentLanguage: module.developmentLanguage)
        let (cached, start) = locked { (searches[key], generation) }
        if let cached { return cached }
        let languages = preferredLanguages
        let order = searchOrder(module)
        let language = Search.choose(
            from: languages ?? Locale.preferredLanguages, app: appLocalizations, order: order,
            developmentLanguage: module.developmentLanguage)
        let search = Search(
            order: order, language: language, developmentLanguage: module.developmentLanguage,
            fixedLocale: languages != nil, pseudolocalization: pseudolocalization)
        locked {
            // A module's first lookup always gets here, so every module looked up is known.
            knownModules[key] = module
            if generation == start { searches[key] = search }
        }
        return search
    }

    /// The bundles searched for `module`'s keys: ``L10nLookup/bundles`` with the module's own bundle
    /// taken out of its place and searched last (a kit's own bundle, so every other bundle overrides it)
    /// or right after the main bundle (a module that customises a kit, before the kit's); the main
    /// bundle, when it is a module's own, keeps its place. The same rules whether `bundles` is set or
    /// the default. A module whose own bundle is missing searches `bundles` alone.
    func searchOrder(_ module: ModuleDescriptor) -> [BundleTables] {
        var order = bundles
        if let own = module.ownBundle {
            let ownPath = ResourceBundles.identity(own)
            let mainPath = ResourceBundles.identity(main)
            let holdsOwn = order.contains { ResourceBundles.identity($0) == ownPath }
            if ownPath != mainPath || !holdsOwn {
                order.removeAll { ResourceBundles.identity($0) == ownPath }
                if module.customizesKit {
                    let afterMain = order.firstIndex { ResourceBundles.identity($0) == mainPath }.map { $0 + 1 } ?? 0
                    order.insert(own, at: afterMain)
                } else {
                    order.append(own)
                }
            }
        }
        var seen = Set<String>()
        return order.filter { seen.insert(ResourceBundles.identity($0)).inserted }.map(tables)
    }

    /// The development-language text of `key` in `table` as `module`'s accessor has it compiled in (a
    /// kit's records carry them), read from its records once per module.
    func compiledText(_ module: ModuleDescriptor, table: String, key: String) -> String? {
        let id = ObjectIdentifier(module.type)
        if let texts = locked({ compiledTexts[id] }) { return texts[table]?[key] }
        var texts: [String: [String: String]] = [:]
        for record in ValidationRecord.all(in: module.records) {
            if let text = record.text { texts[record.table, default: [:]][record.key] = text }
        }
        locked { compiledTexts[id] = texts }
        return texts[table]?[key]
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
