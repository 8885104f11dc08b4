import Foundation
import Testing

/// What `Docs/Architecture.md` says of the modules and steps, checked in the sources themselves:
/// ThemecCore reaches no C (only ThemecSyntax does), and a stage's steps use only what earlier
/// steps declare. Comments and string literals are left out (``SwiftSourceText``).
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

    /// Each stage's steps in the order the text passes through them, as folders under
    /// `Sources/ThemecCore/`.
    static let stages: [[String]] = [
        ["Themes/Read", "Themes/Check", "Themes/Render"],
        ["Strings/Read", "Strings/Check", "Strings/Render"],
        ["Layouts/Read", "Layouts/Check", "Layouts/Render"],
    ]

    /// Uses of a later step's type that are known and need a real refactor to remove, as
    /// `"FILE uses NAME"` (FILE under `Sources/ThemecCore/`), each with the reason. None now.
    static let knownBackwardUses: Set<String> = []

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

    /// Every use, in a step's files, of a type declared in a later step of the same stage, as
    /// `"FILE uses NAME"` with the line and where NAME is declared.
    static func backwardUses(_ steps: [[(path: String, text: SwiftSourceText)]]) -> [(use: String, detail: String)] {
        var found: [(String, String)] = []
        for (stepIndex, files) in steps.enumerated() {
            var later: [String: String] = [:]
            for laterFiles in steps[(stepIndex + 1)...] {
                for (path, text) in laterFiles {
                    for name in text.declaredTypes where later[name] == nil { later[name] = path }
                }
            }
            for (path, text) in files {
                var seen: Set<String> = []
                for identifier in text.identifiers {
                    guard let declaration = later[identifier.name], seen.insert(identifier.name).inserted else {
                        continue
                    }
                    let use = "\(path.dropFirst("ThemecCore/".count)) uses \(identifier.name)"
                    found.append(
                        (use, "\(path):\(identifier.line) uses \(identifier.name), declared in \(declaration)"))
                }
            }
        }
        return found
    }

    /// Every module ThemecCore may import: its own, the grammar, and Dispatch for its worker threads
    /// (`Support/ParallelMap.swift`, `Support/Concurrently.swift`). Anything else — Foundation, a C
    /// library, the runtime — fails ``themecCoreImportsOnlyWhatTheMapSays()``.
    static let allowedCoreImports: Set<String> = ["ThemecSyntax", "ThemecFormat", "Dispatch"]

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

    @Test func eachStepUsesNoTypeOfALaterStep() throws {
        for stage in Self.stages {
            let steps = try stage.map { try Self.swiftFiles(under: "ThemecCore/" + $0) }
            for (folder, files) in zip(stage, steps) {
                #expect(
                    files.contains { !$0.text.declaredTypes.isEmpty }, "\(folder) declares no type: is it still there?")
            }
            let uses = Self.backwardUses(steps)
            for (use, detail) in uses where !Self.knownBackwardUses.contains(use) {
                Issue.record(
                    "\(detail): an earlier step may not use a later step's type (\(stage.joined(separator: " → ")))")
            }
            let stale = Self.knownBackwardUses.subtracting(uses.map(\.use))
            #expect(stale.isEmpty, "known exceptions that no longer occur: \(stale.sorted())")
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
        #expect(quiet.declaredTypes.isEmpty)
        #expect(quiet.identifiers.map(\.name) == ["let", "text", "count", "let", "raw", "let", "long"])

        let loud = SwiftSourceText(
            """
            @preconcurrency import Glibc
            let found = "\\(memchr(base, 37, count))"
            struct Later {}
            """)
        #expect(
            ArchitectureCodeTests.cUses(in: [("ThemecCore/Loud.swift", loud)]) == [
                "ThemecCore/Loud.swift: imports Glibc", "ThemecCore/Loud.swift:2: calls memchr",
            ])
        let earlier = SwiftSourceText("func f(_ later: Later) {}  // Other\n")
        let other = SwiftSourceText("enum Other {}\n")
        #expect(
            ArchitectureCodeTests.backwardUses([
                [("ThemecCore/A/Early.swift", earlier)],
                [("ThemecCore/B/L.swift", loud), ("ThemecCore/B/O.swift", other)],
            ]).map(\.detail) == [
                "ThemecCore/A/Early.swift:1 uses Later, declared in ThemecCore/B/L.swift"
            ])
    }
}
