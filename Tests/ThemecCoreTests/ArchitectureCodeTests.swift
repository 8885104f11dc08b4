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

    /// Every call, in a step's files, into an earlier step of the same stage, as `FILE:LINE calls
    /// WHAT, declared in FILE`: a static function of a type an earlier step declares
    /// (`StringsReader.reportDuplicate(`), or a method of an earlier step's reader (a file
    /// `…Reader.swift`) declared nowhere else among `everywhere`, the files of every module a step
    /// may use. A later step takes what an earlier one produced as data: its types, their
    /// properties, their cases, and the questions a document answers.
    static func backwardCalls(
        _ steps: [[(path: String, text: SwiftSourceText)]], everywhere: [(path: String, text: SwiftSourceText)]
    ) -> [String] {
        var found: [String] = []
        for (stepIndex, files) in steps.enumerated() where stepIndex > 0 {
            let earlierFiles = steps[..<stepIndex].flatMap { $0 }
            let earlierPaths = Set(earlierFiles.map(\.path))
            var types: [String: String] = [:]
            var cases: Set<String> = []
            var methods: [String: String] = [:]
            for (path, text) in earlierFiles {
                for name in text.declaredTypes where types[name] == nil { types[name] = path }
                cases.formUnion(text.declaredCases)
                // What reads (a `*Reader`, by the naming rule) is called only by its step; the
                // documents it makes may answer questions (`document.outlets(of:)`).
                guard path.hasSuffix("Reader.swift") else { continue }
                for name in text.declaredFunctions where methods[name] == nil { methods[name] = path }
            }
            for (path, text) in everywhere where !earlierPaths.contains(path) {
                for name in text.declaredFunctions { methods[name] = nil }
            }
            for (path, text) in files {
                for call in text.memberCalls where call.member != "init" && !cases.contains(call.member) {
                    guard let declaration = types[call.type] else { continue }
                    found.append("\(path):\(call.line) calls \(call.type).\(call.member), declared in \(declaration)")
                }
                for call in text.methodCalls {
                    guard let declaration = methods[call.name] else { continue }
                    found.append("\(path):\(call.line) calls .\(call.name), declared in \(declaration)")
                }
            }
        }
        return found
    }

    @Test func noStepCallsAnEarlierStep() throws {
        let everywhere =
            try Self.swiftFiles(under: "ThemecCore") + Self.swiftFiles(under: "ThemecSyntax")
            + Self.swiftFiles(under: "ThemecFormat")
        for stage in Self.stages {
            let steps = try stage.map { try Self.swiftFiles(under: "ThemecCore/" + $0) }
            let order = stage.joined(separator: " → ")
            for call in Self.backwardCalls(steps, everywhere: everywhere) {
                Issue.record(
                    "\(call): a later step may take an earlier step's data, not call back into it (\(order)); move what both need beside the stage's steps"
                )
            }
        }
    }

    /// Where a ``Diagnostic`` may be made and where its severity may change: the one path
    /// (`Docs/Architecture.md`, "Diagnostics").
    static func diagnosticsOutsideThePath(_ files: [(path: String, text: SwiftSourceText)]) -> [String] {
        var found: [String] = []
        for (path, text) in files {
            for identifier in text.identifiers where identifier.name == "Diagnostic" && identifier.isCalled {
                // The bag makes findings; Diagnostic.swift builds each value, graded or printed, in one
                // initializer of its own.
                if path != "ThemecCore/Diagnostics/DiagnosticBag.swift"
                    && path != "ThemecCore/Diagnostics/Diagnostic.swift"
                {
                    found.append("\(path):\(identifier.line) makes a Diagnostic outside DiagnosticBag")
                }
            }
            for call in text.memberCalls where call.type == "Diagnostic" && call.member == "init" {
                found.append("\(path):\(call.line) makes a Diagnostic outside DiagnosticBag")
            }
            let code = String(decoding: text.code, as: UTF8.self)
            var line = 1
            var counted = code.startIndex
            for match in code.matches(of: /\.severity\s*=[^=]/) {
                line += code[counted..<match.range.lowerBound].utf8.count(where: { $0 == 0x0A })
                counted = match.range.lowerBound
                // The policy, and the initializer that gives a new diagnostic its rule's default.
                if path != "ThemecCore/Diagnostics/RuleSeverityPolicy.swift"
                    && path != "ThemecCore/Diagnostics/Diagnostic.swift"
                {
                    found.append("\(path):\(line) sets a severity outside RuleSeverityPolicy")
                }
            }
        }
        return found
    }

    @Test func diagnosticsAreMadeOnlyThroughTheBag() throws {
        let files = try Self.swiftFiles(under: "ThemecCore") + Self.swiftFiles(under: "ThemecCLI")
        for problem in Self.diagnosticsOutsideThePath(files) {
            Issue.record("\(problem): a check emits into a DiagnosticBag; the policy alone sets severities")
        }
    }

    /// Where a step asks how many findings a bag holds, or whether it holds any, as `FILE:LINE what`:
    /// a value is kept or dropped by what it is, never because a finding was made while reading it
    /// (`Docs/Architecture.md`). The bag itself and the severity policy count findings, and the
    /// preview shows them; no step decides by them.
    static func findingsCounted(_ files: [(path: String, text: SwiftSourceText)]) -> [String] {
        var found: [String] = []
        for (path, text) in files
        where !path.hasPrefix("ThemecCore/Diagnostics/") && !path.hasPrefix("ThemecCore/Preview/") {
            let code = String(decoding: text.code, as: UTF8.self)
            var line = 1
            var counted = code.startIndex
            for match in code.matches(
                of: /\b(?:[A-Za-z_]*[Bb]ag|diagnostics)\.(?:count|isEmpty|hasErrors)\b/.wordBoundaryKind(.simple))
            {
                line += code[counted..<match.range.lowerBound].utf8.count(where: { $0 == 0x0A })
                counted = match.range.lowerBound
                found.append("\(path):\(line) \(match.output)")
            }
        }
        return found
    }

    @Test func noStepDecidesByCountingItsFindings() throws {
        for use in Self.findingsCounted(try Self.swiftFiles(under: "ThemecCore")) {
            Issue.record("\(use): decide what to keep by the value itself, not by whether a finding was made")
        }
        // The detector finds a count or an emptiness test of a bag's findings, and nothing else.
        let sample = SwiftSourceText(
            "let before = bag.count\nif resolving.diagnostics.isEmpty {}\nlet n = messages.count\n"
                + "// bag.count in a comment\nlet s = \"bag.count\"\nlet e = fileBag.hasErrors\n")
        #expect(
            Self.findingsCounted([("ThemecCore/Themes/X.swift", sample)]) == [
                "ThemecCore/Themes/X.swift:1 bag.count", "ThemecCore/Themes/X.swift:2 diagnostics.isEmpty",
                "ThemecCore/Themes/X.swift:6 fileBag.hasErrors",
            ])
    }

    /// The files of ThemecCore that may store a `[Diagnostic]`, each with why: everything else
    /// hands findings on in a ``Checked`` (one shape between steps), or emits them into a bag.
    static let diagnosticStores: [String: String] = [
        "ThemecCore/Pipeline/Checked.swift": "the one shape a step's result and findings travel in",
        "ThemecCore/Diagnostics/DiagnosticBag.swift": "where findings are made",
        "ThemecCore/Pipeline/CompilationResult.swift": "the compiler's result, after the policy",
        "ThemecCore/Pipeline/Pipeline.swift": "Stages.collisions, found beside rendering the strings",
        "ThemecCore/Preview/PreviewProblems.swift": "the page's problems, after the policy",
    ]

    /// Every `[Diagnostic]` property a type stores, as `FILE:LINE NAME`: declared with that type
    /// and no value, or with a value as a member of a type at the top of its file (a local
    /// variable starts with a value, deeper in).
    static func storedDiagnostics(_ files: [(path: String, text: SwiftSourceText)]) -> [(path: String, line: String)] {
        var found: [(String, String)] = []
        for (path, text) in files {
            let code = String(decoding: text.code, as: UTF8.self)
            var line = 1
            var counted = code.startIndex
            for match in code.matches(
                of:
                    /(?m)(?:\b(?:var|let)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*\[Diagnostic\][ \t]*\n|^    (?:[a-z]+(?:\([a-z]+\))? )*(?:var|let) ([A-Za-z_][A-Za-z0-9_]*): \[Diagnostic\] = )/
            ) {
                line += code[counted..<match.range.lowerBound].utf8.count(where: { $0 == 0x0A })
                counted = match.range.lowerBound
                found.append((path, "\(path):\(line) \(match.output.1 ?? match.output.2 ?? "")"))
            }
        }
        return found
    }

    @Test func findingsTravelInOneShape() throws {
        let files = try Self.swiftFiles(under: "ThemecCore")
        let stored = Self.storedDiagnostics(files)
        for (path, line) in stored where Self.diagnosticStores[path] == nil {
            Issue.record(
                "\(line) stores diagnostics: return the result and its findings as a Checked<Result> instead")
        }
        let stale = Set(Self.diagnosticStores.keys).subtracting(stored.map(\.path))
        #expect(stale.isEmpty, "allowed stores that no longer store diagnostics: \(stale.sorted())")
        // The detector finds a stored property, and not a computed one, a parameter or a local.
        let sample = SwiftSourceText(
            "struct A {\n    var diagnostics: [Diagnostic]\n    private(set) var found: [Diagnostic] = []\n"
                + "    var all: [Diagnostic] { [] }\n    func f(_ d: [Diagnostic]) {\n        var e: [Diagnostic] = []\n"
                + "    }\n}\n")
        #expect(
            Self.storedDiagnostics([("X.swift", sample)]).map(\.line) == ["X.swift:2 diagnostics", "X.swift:3 found"])
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

        // A later step calling into an earlier one, and what it may do with its data.
        let reader = SwiftSourceText(
            "enum Reader { case parsed(Int)\n static func reportDuplicate() {}\n func scanOnce() {}\n}\n"
                + "func shared() {}\n")
        let checker = SwiftSourceText(
            "func check(_ r: Reader) {\n  Reader.reportDuplicate()\n  _ = Reader.parsed(1)\n  r.scanOnce()\n"
                + "  r.shared()\n  Reader.init()\n}\n")
        let elsewhere = SwiftSourceText("func shared() {}\n")
        #expect(
            ArchitectureCodeTests.backwardCalls(
                [[("ThemecCore/R/Reader.swift", reader)], [("ThemecCore/C/Check.swift", checker)]],
                everywhere: [
                    ("ThemecCore/R/Reader.swift", reader), ("ThemecCore/C/Check.swift", checker),
                    ("ThemecCore/Shared.swift", elsewhere),
                ]) == [
                    "ThemecCore/C/Check.swift:2 calls Reader.reportDuplicate, declared in ThemecCore/R/Reader.swift",
                    "ThemecCore/C/Check.swift:4 calls .scanOnce, declared in ThemecCore/R/Reader.swift",
                ])
        // Diagnostics made or re-graded off the path.
        let offPath = SwiftSourceText(
            "let d = Diagnostic(rule, \"m\", at: l)\nvar e = d\ne.severity = .error\nif e.severity == .error {}\n"
                + "let f = Diagnostic.init(rule, \"m\", at: l)\n")
        #expect(
            ArchitectureCodeTests.diagnosticsOutsideThePath([("ThemecCore/X.swift", offPath)]) == [
                "ThemecCore/X.swift:1 makes a Diagnostic outside DiagnosticBag",
                "ThemecCore/X.swift:5 makes a Diagnostic outside DiagnosticBag",
                "ThemecCore/X.swift:3 sets a severity outside RuleSeverityPolicy",
            ])
    }
}
