import Foundation

/// The `swiftc` flags that find the C libraries ThemecSyntax reads with, for code compiled outside SwiftPM
/// against the package's modules: the module maps of `CLibXML2` and `CYAML` under `Sources/`, and their
/// headers' folders as `pkg-config` gives them (as SwiftPM asks it).
///
/// (The file is linked into each test target that needs it.)
enum CLibraryFlags {
    /// `-Xcc -fmodule-map-file=…` for both libraries, then `-Xcc -I…` for their headers.
    static func swiftc() throws -> [String] {
        let sources = RuntimeLibrary.packageRoot.appendingPathComponent("Sources")
        var flags: [String] = []
        for library in ["CLibXML2", "CYAML"] {
            let map = sources.appendingPathComponent("\(library)/module.modulemap")
            flags += ["-Xcc", "-fmodule-map-file=" + map.path]
        }
        let run = try ProgramRun.run(
            "/usr/bin/env", ["pkg-config", "--cflags-only-I", "libxml-2.0", "yaml-0.1"], includingErrors: true)
        guard run.status == 0 else {
            throw Missing(description: "pkg-config cannot find libxml-2.0 and yaml-0.1: \(run.output)")
        }
        return flags + run.output.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
    }

    /// `pkg-config` does not know the libraries.
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }
}
