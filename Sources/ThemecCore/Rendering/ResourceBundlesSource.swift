/// The generated `ThemecResourceBundles`: finds the resource bundles a build placed in the main
/// bundle or beside its executable, so a kit's lookups see an app's strings and nibs when they are
/// not in the main bundle (a SwiftPM executable keeps them in `<Package>_<Target>.resources` on
/// Linux, `.bundle` on Apple platforms; an app split into feature packages has one per package).
///
/// Each generated file that needs it gets a `private` copy, so the string and nib runtimes stay
/// independent and an app's files never clash with its kit's.
enum ResourceBundlesSource {
    /// The enum's source, `private` to its file: nothing outside the file calls it.
    static let text =
        #"""
        /// The resource bundles beside the main bundle, and the string tables a bundle holds.
        private enum ThemecResourceBundles {
            /// The bundles in `main`'s resources or beside its executable whose names end in `.bundle` or
            /// `.resources`, sorted by name, without `own`.
            static func beside(_ main: Foundation.Bundle, excluding own: Foundation.Bundle) -> [Foundation.Bundle] {
                let ownPath = own.bundleURL.resolvingSymlinksInPath().path
                var folders = [main.bundleURL]
                if let resources = main.resourceURL, !resources.path.elementsEqual(main.bundleURL.path) {
                    folders.append(resources)
                }
                var seen: Swift.Set<Swift.String> = [ownPath]
                var found: [Foundation.Bundle] = []
                for folder in folders {
                    let names = (try? Foundation.FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                    for name in names.sorted() where name.hasSuffix(".bundle") || name.hasSuffix(".resources") {
                        let url = folder.appendingPathComponent(name).resolvingSymlinksInPath()
                        guard seen.insert(url.path).inserted, let bundle = Foundation.Bundle(url: url) else { continue }
                        found.append(bundle)
                    }
                }
                return found
            }

            /// The names of the string tables in `bundle`'s `.lproj` folders.
            static func tables(in bundle: Foundation.Bundle) -> Swift.Set<Swift.String> {
                let root = bundle.resourcePath ?? bundle.bundlePath
                var tables: Swift.Set<Swift.String> = []
                let manager = Foundation.FileManager.default
                for folder in (try? manager.contentsOfDirectory(atPath: root)) ?? [] where folder.hasSuffix(".lproj") {
                    for file in (try? manager.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? [] {
                        for suffix in [".strings", ".stringsdict"] where file.hasSuffix(suffix) {
                            tables.insert(Swift.String(file.dropLast(suffix.count)))
                        }
                    }
                }
                return tables
            }
        }
        """#
}
