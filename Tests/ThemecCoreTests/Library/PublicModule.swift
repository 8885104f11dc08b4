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

    /// The flags that find ThemecCore's dependencies: the module maps of the two C libraries
    /// ThemecSyntax reads with, and their headers (`pkg-config`, as the package's build finds them).
    static func dependencyFlags() throws -> [String] {
        let root = Fixtures.packageRoot
        var flags: [String] = []
        for library in ["CYAML", "CLibXML2"] {
            flags += [
                "-Xcc", "-fmodule-map-file=" + root.appendingPathComponent("Sources/\(library)/module.modulemap").path,
            ]
        }
        let headers = try ProgramRun.run("/usr/bin/env", ["pkg-config", "--cflags-only-I", "libxml-2.0", "yaml-0.1"])
        if headers.status == 0 {
            for flag in headers.output.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
        }
        return flags
    }

    /// `swiftc -typecheck FILE` against the built ThemecCore, in the Swift 6 language mode: its exit
    /// status and what it printed.
    static func typeCheck(_ file: URL) throws -> (status: Int32, output: String) {
        let arguments =
            ["-typecheck", "-swift-version", "6", "-I", try moduleFolder().path] + (try dependencyFlags()) + [file.path]
        let (status, output) = try ProgramRun.swiftc(arguments)
        return (status, output)
    }

    /// The built module is not where the products are.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }
}
