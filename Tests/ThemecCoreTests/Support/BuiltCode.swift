import Foundation

/// What the build this test run belongs to made of the sources: the folder of the test binary,
/// which holds the compiled modules (`Modules/`) and the index the compiler wrote while building
/// them (`index/store`, in a debug build), and planted files compiled against those modules.
enum BuiltCode {
    /// The build products folder: the nearest folder above the test bundle with
    /// `Modules/ThemecCore.swiftmodule`.
    static func products() throws -> URL {
        try RuntimeLibrary.products(holding: "ThemecCore")
    }

    /// The modules the rules read: the compiler's core and its command line.
    static let modules: Set<String> = ["ThemecCore", "ThemecCLI"]

    /// The repository's ThemecCore and ThemecCLI as the build resolved them, read once per run,
    /// with the files the index is older than (``ResolvedCode/read(_:modules:sources:folders:)``).
    static func repository() throws -> (code: ResolvedCode, stale: [String]) {
        let repository = try repositoryOnce.value()
        return (repository.code, repository.stale)
    }

    private static let repositoryOnce = Once<Repository> {
        let store = try IndexStore(path: try products().appendingPathComponent("index/store"))
        let read = try ResolvedCode.read(
            store, modules: modules, sources: Fixtures.packageRoot.appendingPathComponent("Sources"),
            folders: modules.sorted())
        return Repository(code: read.code, stale: read.stale)
    }

    /// ``repository()``'s value, shareable between tests.
    private struct Repository: Sendable {
        var code: ResolvedCode
        var stale: [String]
    }

    /// What `swiftc` made of planted files.
    struct Compiled {
        /// `swiftc`'s exit status and everything it printed.
        var status: Int32
        var output: String
        /// The planted files as resolved (``Depth/indexed``), relative to the folder they were planted in.
        var code: ResolvedCode?
    }

    /// How far `swiftc` takes the planted files.
    enum Depth {
        /// Type-checked.
        case types
        /// Also through the checks that run on SIL (a noncopyable value's ownership).
        case sil
        /// Compiled, with the index the compiler writes beside (one unit per file), which comes back
        /// as ``Compiled/code``.
        case indexed
    }

    /// `files` (path relative to a `Sources/` folder → text) planted in a scratch folder and
    /// compiled as one module, `ThemecSeeds`, against this build's ThemecCore (its internals too,
    /// through `@testable import`, as this debug build allows), as far as `depth`.
    static func compile(_ files: [String: String], _ depth: Depth) throws -> Compiled {
        let scratch = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
            .appendingPathComponent("themec-seeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let sources = scratch.appendingPathComponent("Sources")
        var paths: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = sources.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        var arguments = [
            "-swift-version", "6", "-module-name", "ThemecSeeds", "-diagnostic-style=llvm",
            "-I", try products().appendingPathComponent("Modules").path,
            "-module-cache-path", moduleCache.path,
        ]
        arguments += try CLibraryFlags.swiftc()
        let index = scratch.appendingPathComponent("index")
        switch depth {
        case .types: arguments.append("-typecheck")
        case .sil: arguments += ["-emit-sil", "-o", "/dev/null"]
        // A type-check writes one unit for the whole module, named after no file: compiled, each
        // file gets its own (its object file is written in the scratch folder).
        case .indexed: arguments += ["-c", "-index-store-path", index.path, "-index-ignore-system-modules"]
        }
        let run = try ProgramRun.run(
            "/usr/bin/env", ["swiftc"] + arguments + paths, in: scratch, includingErrors: true)
        var code: ResolvedCode?
        if depth == .indexed, run.status == 0 {
            let store = try IndexStore(path: index)
            code = try ResolvedCode.read(store, modules: ["ThemecSeeds"], sources: sources, folders: []).code
        }
        return Compiled(status: run.status, output: run.output, code: code)
    }

    /// The C modules `swiftc` builds for the planted files (the C library's, libxml2's, libyaml's),
    /// kept in the temporary folder for every later compile (clang checks each against its headers,
    /// and locks it while it builds it).
    static let moduleCache = FileManager.default.temporaryDirectory.appendingPathComponent(
        "themec-seeds-module-cache")
}
