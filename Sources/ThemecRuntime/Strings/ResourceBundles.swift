import Foundation

/// The resource bundles a build put in the main bundle or beside its executable: where a SwiftPM
/// executable's strings and nibs are (`<Package>_<Target>.resources` on Linux, `.bundle` on Apple
/// platforms), and an app's feature packages' (one bundle each).
enum ResourceBundles {
    /// The bundles in `main`'s resources or beside its executable whose names end in `.bundle` or
    /// `.resources`, sorted by name, each once.
    static func beside(_ main: Bundle) -> [Bundle] {
        var folders = [main.bundleURL]
        if let resources = main.resourceURL, !resources.path.elementsEqual(main.bundleURL.path) {
            folders.append(resources)
        }
        var seen = Set<String>()
        var found: [Bundle] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".bundle") || name.hasSuffix(".resources") {
                let url = folder.appendingPathComponent(name).resolvingSymlinksInPath()
                guard seen.insert(url.path).inserted, let bundle = Bundle(url: url) else { continue }
                found.append(bundle)
            }
        }
        return found
    }

    /// The path that identifies `bundle`: its folder with links resolved.
    static func identity(_ bundle: Bundle) -> String {
        bundle.bundleURL.resolvingSymlinksInPath().path
    }
}
