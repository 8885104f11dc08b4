import Foundation

/// What lookups share, behind one lock so any thread may read or change it: the language and bundle
/// settings, each bundle's tables, and each module's search, worked out once per setting.
final class LookupState: @unchecked Sendable {
    private let lock = NSLock()
    private var storedLanguages: [String]?
    private var storedBundles: [Bundle]?
    private var storedDefaultBundles: [Bundle]?
    private var storedDevice: String?
    private var tablesByPath: [String: BundleTables] = [:]
    private var searches: [SearchKey: Search] = [:]
    /// Counts changes of the settings, so a search worked out while one changed is not kept.
    private var generation = 0

    /// A module's search, by what decides it. The bundle by its object: a module's bundle is one
    /// object (`Bundle.module`, `Bundle(for:)`), and comparing objects costs a lookup no system call.
    private struct SearchKey: Hashable {
        let bundle: ObjectIdentifier
        let customizesKit: Bool
        let developmentLanguage: String
    }

    /// ``L10nLookup/preferredLanguages``.
    var preferredLanguages: [String]? {
        get { locked { storedLanguages } }
        set {
            locked {
                storedLanguages = newValue; settingsChanged()
            }
        }
    }

    /// ``L10nLookup/bundles`` as set; nil until set.
    var bundles: [Bundle]? {
        get { locked { storedBundles } }
        set {
            locked {
                storedBundles = newValue; settingsChanged()
            }
        }
    }

    /// ``L10nLookup/defaultBundles``, found once.
    var defaultBundles: [Bundle] {
        locked {
            if let storedDefaultBundles { return storedDefaultBundles }
            var bundles = [Bundle.main]
            for bundle in ResourceBundles.beside(.main) where !tablesLocked(bundle).tableNames.isEmpty {
                bundles.append(bundle)
            }
            storedDefaultBundles = bundles
            return bundles
        }
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
    /// an app's language; where it has none (a SwiftPM executable, a test runner), those of the bundles
    /// searched for every key (``L10nLookup/bundles``). The same for every module, so every key shows in
    /// one language. Empty when none of those bundles is localized.
    var appLocalizations: [String] {
        let main = tables(.main).localizations
        if !main.isEmpty { return main }
        return (bundles ?? defaultBundles).flatMap { tables($0).localizations }
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
            bundle: ObjectIdentifier(module.bundle), customizesKit: module.customizesKit,
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
            fixedLocale: languages != nil)
        locked { if generation == start { searches[key] = search } }
        return search
    }

    /// The bundles searched for `module`'s keys: ``L10nLookup/bundles`` and then the module's own, or,
    /// for a module that customises a kit, the main bundle, the module's own, then the others. With the
    /// default bundles the module's own is never searched before another resource bundle, so an app's
    /// bundle beside the main one is searched before its kit's.
    func searchOrder(_ module: ModuleDescriptor) -> [BundleTables] {
        let own = ResourceBundles.identity(module.bundle)
        let main = ResourceBundles.identity(.main)
        let set = bundles
        var order = set ?? defaultBundles
        let paths = order.map(ResourceBundles.identity)
        if module.customizesKit {
            if set == nil || !paths.contains(own) {
                order = order.filter { ResourceBundles.identity($0) != own }
                let afterMain = order.firstIndex { ResourceBundles.identity($0) == main }.map { $0 + 1 } ?? 0
                order.insert(module.bundle, at: afterMain)
            }
        } else if set == nil, own != main {
            order = order.filter { ResourceBundles.identity($0) != own } + [module.bundle]
        } else if !paths.contains(own) {
            order.append(module.bundle)
        }
        var seen = Set<String>()
        return order.filter { seen.insert(ResourceBundles.identity($0)).inserted }.map(tables)
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
