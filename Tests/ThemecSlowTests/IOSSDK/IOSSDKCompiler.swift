import Foundation

/// Runs `swiftc` against the iPhoneOS SDK for all the SDK tests of a test run, which share it.
///
/// The first use of the SDK unpacks it (once), and the first use of a target triple builds that
/// target's module cache (about 50 s on two cores): each target is warmed exactly once, before any
/// check uses it, so concurrent test cases never race to build the same cold cache. Independent
/// invocations then run concurrently, at most ``width`` at a time.
actor IOSSDKCompiler {
    /// The compiler shared by every SDK test in the process.
    static let shared = IOSSDKCompiler()

    /// How many compilers run at once: the machine's cores, at least two.
    let width = max(2, ProcessInfo.processInfo.activeProcessorCount)

    /// What one `swiftc` run ended with: its exit status and everything it printed.
    struct Run: Sendable {
        let status: Int32
        let output: String

        /// Whether it succeeded and printed no error or warning.
        var isClean: Bool { status == 0 && !output.contains("error:") && !output.contains("warning:") }
    }

    /// A failed unpacking or warm-up, with what the compiler printed.
    struct WarmUpFailed: Error, CustomStringConvertible {
        let description: String
    }

    private var unpacked: Task<Run, Error>?
    private var runtimes: [String: Task<RuntimeModules, Error>] = [:]
    private var warmed: [String: Task<Run, Error>] = [:]
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `swiftc arguments` with `sdk` for `target`, after the target's warm-up.
    func run(_ arguments: [String], sdk: IOSSDK, target: String) async throws -> Run {
        try await warm(sdk, target: target)
        return try await limited(sdk.command(arguments, target: target))
    }

    /// Unpacks the SDK once, then builds `target`'s module cache once by type-checking `import UIKit`.
    func warm(_ sdk: IOSSDK, target: String) async throws {
        if unpacked == nil {
            // `-version` makes the script unpack the SDK and set up its resource folder, and stop.
            unpacked = Task { try await self.limited(sdk.command(["-version"], target: target)) }
        }
        let unpacking = try await unpacked!.value
        guard unpacking.status == 0 else {
            throw WarmUpFailed(description: "the SDK did not unpack: \(unpacking.output)")
        }
        if warmed[target] == nil {
            warmed[target] = Task {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "themec-sdk-warm-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: folder) }
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let source = folder.appendingPathComponent("WarmUp.swift")
                try "import UIKit\n".write(to: source, atomically: true, encoding: .utf8)
                return try await self.limited(
                    sdk.command(
                        ["-typecheck", "-parse-as-library", "-swift-version", "6", source.path], target: target))
            }
        }
        let warming = try await warmed[target]!.value
        guard warming.status == 0 else {
            throw WarmUpFailed(description: "import UIKit does not type-check for \(target): \(warming.output)")
        }
    }

    /// The runtime the generated code imports (`Sources/ThemecVocabulary`, `Sources/ThemecFormat` and
    /// `Sources/ThemecRuntime`, as source), compiled for `target` with `-emit-module` in the Swift 6 mode,
    /// module by module, with the package's name (their `package` declarations reach each other), as
    /// SwiftPM compiles this package's targets, once per target for the whole test run. Its UIKit and
    /// SwiftUI layers are type-checked here; ``RuntimeModules/runs`` says how each module compiled.
    func runtime(_ sdk: IOSSDK, target: String, sources: RuntimeSources = .repository) async throws -> RuntimeModules {
        let key = target + "\u{0}" + sources.id
        if runtimes[key] == nil {
            runtimes[key] = Task {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "themec-sdk-runtime-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                var runs: [Run] = []
                for (module, files) in sources.modules {
                    let run = try await self.run(
                        [
                            "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-package-name",
                            "themec",
                            "-module-name", module, "-I", folder.path, "-emit-module", "-emit-module-path",
                            folder.appendingPathComponent("\(module).swiftmodule").path,
                        ] + files, sdk: sdk, target: target)
                    runs.append(run)
                    if !run.isClean { break }
                }
                return RuntimeModules(folder: folder, runs: runs, expected: sources.modules.count)
            }
        }
        return try await runtimes[key]!.value
    }

    /// Runs `command` when fewer than ``width`` others are running.
    private func limited(
        _ command: (executable: String, arguments: [String], environment: [String: String])
    ) async throws -> Run {
        while running >= width {
            await withCheckedContinuation { waiting.append($0) }
        }
        running += 1
        defer {
            running -= 1
            if !waiting.isEmpty { waiting.removeFirst().resume() }
        }
        return try await Self.launch(command.executable, command.arguments, environment: command.environment)
    }

    /// Runs a program to its end without blocking a thread; standard output and error go to one file.
    static func launch(_ executable: String, _ arguments: [String], environment: [String: String]) async throws
        -> Run
    {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-swiftc-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return Run(status: status, output: try String(contentsOf: log, encoding: .utf8))
    }
}

/// The runtime's modules compiled for one target (``IOSSDKCompiler/runtime(_:target:sources:)``).
struct RuntimeModules: Sendable {
    /// The folder holding the runtime's `.swiftmodule`s (`ThemecVocabulary`, `ThemecFormat`,
    /// `ThemecRuntime`), for `-I`.
    let folder: URL
    /// How each module compiled, in order (those after one that failed are missing).
    let runs: [IOSSDKCompiler.Run]
    /// How many modules the sources hold.
    let expected: Int

    /// Whether every module compiled with no error and no warning.
    var isClean: Bool { runs.count == expected && runs.allSatisfy(\.isClean) }
}

/// The Swift files of the runtime's modules, in the order they are compiled: the repository's, or a
/// changed copy a test made.
struct RuntimeSources: Sendable {
    let id: String
    /// Each module's name and files, every module after those it imports.
    let modules: [(name: String, files: [String])]

    /// The files under `Sources/<module>` for each of ``RuntimeLibrary/modules``.
    static let repository = RuntimeSources(
        id: "repository", modules: RuntimeLibrary.modules.map { ($0, RuntimeLibrary.sources(of: $0).map(\.path)) })

    /// These sources with the files of `module` replaced by `files`, under `id`.
    func replacing(_ module: String, with files: [String], id: String) -> RuntimeSources {
        RuntimeSources(id: id, modules: modules.map { $0.name == module ? (module, files) : $0 })
    }
}
