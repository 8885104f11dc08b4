import Foundation

/// ThemecCore as another package sees it: `swiftc -typecheck` of a file against the module this
/// test target was built with, without the package's name, so only `public` declarations are in
/// reach.
enum PublicModule {
    /// The build products folder (`.build/debug`): where this target's resource bundle is.
    static var products: URL { Bundle.module.bundleURL.deletingLastPathComponent() }

    /// The folder holding `ThemecCore.swiftmodule`: `Modules/` in the products (SwiftPM 6), or the
    /// products themselves.
    static func moduleFolder() throws -> URL {
        let candidates = [products.appendingPathComponent("Modules"), products]
        guard
            let folder = candidates.first(where: {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("ThemecCore.swiftmodule").path)
            })
        else {
            throw Missing(description: "no ThemecCore.swiftmodule in \(products.path) or its Modules folder")
        }
        return folder
    }

    /// `swiftc -typecheck FILE` against the built ThemecCore, in the Swift 6 language mode: its exit
    /// status and what it printed.
    static func typeCheck(_ file: URL) throws -> (status: Int32, output: String) {
        let arguments =
            ["-typecheck", "-swift-version", "6", "-I", try moduleFolder().path] + (try CLibraryFlags.swiftc())
            + [file.path]
        let (status, output) = try ProgramRun.swiftc(arguments)
        return (status, output)
    }

    /// The built module is not where the products are.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }
}
