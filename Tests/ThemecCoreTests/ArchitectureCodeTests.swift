import Foundation
import Testing

/// What `Docs/Architecture.md` says of ThemecCore's imports, checked in the sources themselves:
/// ThemecCore reaches no C (only ThemecSyntax does) and imports only what the map says. Comments
/// and string literals are left out (``SwiftSourceText``). What the steps and findings may refer to
/// is held on the code as the compiler resolved it: ``ArchitectureIndexTests``.
@Suite struct ArchitectureCodeTests {
    static let sources = Fixtures.packageRoot.appendingPathComponent("Sources")

    /// Modules that would bring C into ThemecCore (Foundation re-exports the C library on Linux).
    static let forbiddenModules: Set<String> = [
        "CYAML", "CLibXML2", "Glibc", "Darwin", "Musl", "Bionic", "ucrt", "WinSDK", "Foundation",
        "FoundationEssentials",
    ]

    /// The C library's memory and string functions.
    static let cFunctions: Set<String> = [
        "memchr", "memrchr", "memmem", "memcmp", "bcmp", "memcpy", "memmove", "memset", "bzero", "bcopy",
        "strlen", "strnlen", "strcmp", "strncmp", "strcpy", "strncpy", "strcat", "strncat", "strchr", "strrchr",
        "strstr", "strdup", "malloc", "calloc", "realloc", "free",
    ]

    /// The Swift files under `folder` (relative to `Sources/`), by path relative to `Sources/`,
    /// sorted.
    static func swiftFiles(under folder: String) throws -> [(path: String, text: SwiftSourceText)] {
        let root = sources.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [(String, SwiftSourceText)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            files.append((folder + "/" + relative, SwiftSourceText(text)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The imports and calls that reach C from ThemecCore, as `FILE:LINE: what`.
    static func cUses(in files: [(path: String, text: SwiftSourceText)]) -> [String] {
        var found: [String] = []
        for (path, text) in files {
            for module in text.importedModules where forbiddenModules.contains(module) {
                found.append("\(path): imports \(module)")
            }
            for identifier in text.identifiers where identifier.isCalled && cFunctions.contains(identifier.name) {
                found.append("\(path):\(identifier.line): calls \(identifier.name)")
            }
        }
        return found
    }

    /// Every module ThemecCore may import: its own, the vocabulary it shares with the runtime, the
    /// grammar, and Dispatch for its worker threads (`Support/ParallelMap.swift`,
    /// `Support/Concurrently.swift`). Anything else — Foundation, a C library, the runtime — fails
    /// ``themecCoreImportsOnlyWhatTheMapSays()``.
    static let allowedCoreImports: Set<String> = ["ThemecSyntax", "ThemecVocabulary", "ThemecFormat", "Dispatch"]

    @Test func themecCoreImportsOnlyWhatTheMapSays() throws {
        let files = try Self.swiftFiles(under: "ThemecCore")
        var dispatch: [String] = []
        for (path, text) in files {
            for module in text.importedModules {
                #expect(Self.allowedCoreImports.contains(module), "\(path) imports \(module)")
                if module == "Dispatch" { dispatch.append(path) }
            }
        }
        #expect(dispatch == ["ThemecCore/Support/Concurrently.swift", "ThemecCore/Support/ParallelMap.swift"])
        // The detector sees imports however they are written, conditional ones included.
        let conditional = SwiftSourceText(
            "#if canImport(Glibc)\n    import Glibc\n#endif\n@testable import Foundation\n")
        #expect(conditional.importedModules == ["Glibc", "Foundation"])
    }

    @Test func themecCoreImportsAndCallsNoC() throws {
        let files = try Self.swiftFiles(under: "ThemecCore")
        #expect(files.count > 90)
        for use in Self.cUses(in: files) {
            Issue.record(
                "\(use): only ThemecSyntax touches C (Docs/Architecture.md); use Swift, or a package function there")
        }
    }

    /// The checks see through comments and strings, and still find what the code does.
    @Test func theChecksReadCodeOnly() {
        let quiet = SwiftSourceText(
            #"""
            // import Glibc, memchr(p, 0, n)
            /* a /* nested */ memcmp(a, b, n) */
            let text = "memcpy(\(count)) TableLocales"
            let raw = #"strlen("x")"#
            let long = """
                enum L10nLookup { free(x) }
                """
            """#)
        #expect(ArchitectureCodeTests.cUses(in: [("ThemecCore/Quiet.swift", quiet)]).isEmpty)
        #expect(quiet.identifiers.map(\.name) == ["let", "text", "count", "let", "raw", "let", "long"])

        let loud = SwiftSourceText(
            """
            @preconcurrency import Glibc
            let found = "\\(memchr(base, 37, count))"
            """)
        #expect(
            ArchitectureCodeTests.cUses(in: [("ThemecCore/Loud.swift", loud)]) == [
                "ThemecCore/Loud.swift: imports Glibc", "ThemecCore/Loud.swift:2: calls memchr",
            ])
    }
}
