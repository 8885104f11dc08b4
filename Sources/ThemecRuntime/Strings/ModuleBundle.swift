import Foundation

/// The bundle that holds a module's own string tables and nibs, as its generated code names it
/// (`bundle:` in `themec.yml`), and whether it is there.
///
/// `main` and `token` name a bundle that always exists: the main bundle, or the bundle of a class of
/// the module (`Bundle(for:)`). `module` names the module's SwiftPM resource bundle, which a build can
/// leave out: the runtime looks for it where SwiftPM's and Xcode's own `Bundle.module` accessors look,
/// and when it is in none of those places, ``bundle`` is nil and ``searched`` says where it looked —
/// nothing traps (SwiftPM's accessor calls `fatalError`). Lookups then show the other bundles' texts or
/// the compiled-in ones, and `validate()` names the missing bundle.
public struct ModuleBundle: Sendable {
    /// The bundle; nil when the resource bundle is in none of the places searched.
    public let bundle: Bundle?
    /// The name of the resource bundle looked for (`CheetahKit_CheetahKit.resources`, or
    /// `*_CheetahKit.resources` when the generated code does not name it); nil for a bundle given as it is.
    let name: String?
    /// The folders the resource bundle was looked for in, in order; empty for a bundle given as it is.
    let searched: [String]

    /// A bundle as it is (a test's, a bundle of downloaded tables).
    public init(_ bundle: Bundle) {
        self.bundle = bundle
        name = nil
        searched = []
    }

    /// The bundle of the module that declares `type` (`Bundle(for:)`): `bundle: token`.
    public init(for type: AnyClass) {
        self.init(Bundle(for: type))
    }

    /// The main bundle: `bundle: main`.
    public static var main: ModuleBundle { ModuleBundle(Bundle.main) }

    /// SwiftPM's resource bundle of the target that declares `type` (`bundle: module`): the folder
    /// `<name>.bundle` (Apple platforms) or `<name>.resources` (Linux, Windows) in the first of
    /// ``places(besides:)`` that holds one. `name` is SwiftPM's `<Package>_<Target>`, which the build
    /// plugin passes to themec (`--resource-bundle`); when the generated code does not name it, the
    /// first folder (sorted by name) whose name is `<anything>_<Module>` with one of those extensions,
    /// `<Module>` being the module that declares `type`.
    public static func resources(named name: String?, classInModule type: AnyClass) -> ModuleBundle {
        let places = places(besides: type)
        let names: [String]
        if let name {
            names = suffixes.map { name + $0 }
        } else {
            names = suffixes.map { "*_" + moduleName(of: type) + $0 }
        }
        return ModuleBundle(found: find(names, in: places), name: names[0], searched: places.map(\.path))
    }

    private init(found: Bundle?, name: String, searched: [String]) {
        bundle = found
        self.name = name
        self.searched = searched
    }

    /// A resource bundle's extensions, the platform's own first: SwiftPM names it `.bundle` on Apple
    /// platforms and `.resources` elsewhere.
    static var suffixes: [String] {
        #if canImport(Darwin)
            [".bundle", ".resources"]
        #else
            [".resources", ".bundle"]
        #endif
    }

    /// Where a resource bundle of the module that declares `type` is looked for, in order, each once:
    /// the main bundle's resources (an iOS or macOS app, where Xcode copies a package's bundles), the
    /// resources of the module's own bundle (a framework), the main bundle's folder (beside a SwiftPM
    /// executable or test runner: SwiftPM's first place), the folder that holds the module's own bundle
    /// when that is not the main bundle (a test bundle or a library in SwiftPM's build folder: the build
    /// folder, which SwiftPM's accessor names by its absolute path), and the folder of the executable with
    /// its links resolved.
    static func places(besides type: AnyClass) -> [URL] {
        let main = Bundle.main
        let own = Bundle(for: type)
        let ownIsMain = own.bundleURL.standardizedFileURL.path == main.bundleURL.standardizedFileURL.path
        let candidates: [URL?] = [
            main.resourceURL, own.resourceURL, main.bundleURL,
            ownIsMain ? nil : own.bundleURL.deletingLastPathComponent(),
            main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        var seen = Set<String>()
        return candidates.compactMap { $0?.standardizedFileURL }.filter { seen.insert($0.path).inserted }
    }

    /// The first bundle named one of `names` in the first of `places` that holds one; a name that
    /// starts with `*` matches every folder name that ends like the rest of it (the first by name).
    static func find(_ names: [String], in places: [URL]) -> Bundle? {
        for place in places {
            for name in names {
                if name.hasPrefix("*") {
                    let ending = name.dropFirst()
                    let entries = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
                    for entry in entries.sorted() where entry.hasSuffix(ending) && entry.count > ending.count {
                        if let bundle = directoryBundle(place.appendingPathComponent(entry)) { return bundle }
                    }
                } else if let bundle = directoryBundle(place.appendingPathComponent(name)) {
                    return bundle
                }
            }
        }
        return nil
    }

    /// The bundle at `url` when it is a folder.
    private static func directoryBundle(_ url: URL) -> Bundle? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return Bundle(url: url)
    }

    /// The module that declares `type`, for messages (`CheetahKit`).
    static func moduleName(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }

    /// What `validate()` says when the bundle is missing: its name and where it was looked for.
    func missing(_ what: String) -> String? {
        guard bundle == nil else { return nil }
        return "the bundle \(name ?? "?") of \(what) is missing; looked for in: "
            + searched.joined(separator: ", ")
    }
}
