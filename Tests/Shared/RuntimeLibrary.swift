import Foundation

/// The runtime (`ThemecVocabulary`, `ThemecFormat` and `ThemecRuntime`) as the build this test run belongs
/// to compiled it, for tests that compile generated code outside SwiftPM: its modules for `-I`, and one
/// shared library linked from SwiftPM's object files of all three. Only the link is done here (about a
/// second), once per run, into a folder of the temporary directory named after the objects it was
/// linked from; the code linked is the code the tests call in-process.
///
/// (The file is linked into each test target that needs it.)
struct RuntimeLibrary: Sendable {
    /// The folder with links to `ThemecVocabulary.swiftmodule`, `ThemecFormat.swiftmodule` and
    /// `ThemecRuntime.swiftmodule`, and `libThemecRuntime`: only the runtime's modules, so code that
    /// imports anything else of the package does not compile against it.
    let folder: URL

    /// `swiftc` flags to type-check code that imports the runtime.
    var typeCheckFlags: [String] { ["-I", folder.path] }

    /// `swiftc` flags to build an executable or library that imports the runtime.
    var linkFlags: [String] {
        ["-I", folder.path, "-L", folder.path, "-lThemecRuntime", "-Xlinker", "-rpath", "-Xlinker", folder.path]
    }

    /// The package's root folder: the nearest folder above this file that holds `Package.swift` (the
    /// file is compiled from the links to it, at different depths).
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/",
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The Swift files of a module under `Sources/`, sorted.
    static func sources(of module: String) -> [URL] {
        let folder = packageRoot.appendingPathComponent("Sources/\(module)")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.sorted { $0.path < $1.path }
    }

    /// The modules the runtime imports, in the order they are built (each imports only those before it).
    static let staticModules = ["ThemecVocabulary", "ThemecFormat"]

    /// Every module of the runtime, in the order they are built: ``staticModules``, then `ThemecRuntime`.
    static let modules = staticModules + ["ThemecRuntime"]

    /// The runtime of this build (linked now if no earlier run of this build left it).
    static func shared() throws -> RuntimeLibrary {
        try cache.value()
    }

    private static let cache = Once { try link() }

    /// The build products folder: the nearest folder above the test bundle with
    /// `Modules/<module>.swiftmodule` (SwiftPM's layout on Linux and macOS).
    static func products(holding module: String = "ThemecRuntime") throws -> URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            if FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Modules/\(module).swiftmodule").path)
            {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        throw BuildFailed(description: "no Modules/\(module).swiftmodule above \(Bundle.main.bundleURL.path)")
    }

    /// The object files SwiftPM compiled `module`'s sources into, one per file of `Sources/<module>`
    /// (its output file map names them); a source without one is an error, so no stale object is linked.
    static func objects(of module: String, in products: URL) throws -> [URL] {
        let map = products.appendingPathComponent("\(module).build/output-file-map.json")
        guard let entries = try JSONSerialization.jsonObject(with: Data(contentsOf: map)) as? [String: Any] else {
            throw BuildFailed(description: "\(map.path) is no output file map")
        }
        return try sources(of: module).map { source in
            let entry = entries[source.path] ?? entries[source.resolvingSymlinksInPath().path]
            guard let object = (entry as? [String: Any])?["object"] as? String,
                FileManager.default.fileExists(atPath: object)
            else {
                throw BuildFailed(description: "the build has no object file of \(source.path) (\(map.path))")
            }
            return URL(fileURLWithPath: object)
        }
    }

    private static func link() throws -> RuntimeLibrary {
        let products = try products()
        let linked = try modules.flatMap { try objects(of: $0, in: products) }
        // The test suite built with `--sanitize=address` has objects that call AddressSanitizer's runtime
        // (its checks are named `__asan_…`): every program linked against them would need that runtime, and
        // the linker warns about its symbols, which the tests that hold generated code to no warning refuse.
        // That build gets the runtime compiled from the sources instead, as plain code.
        if let first = linked.first, try Data(contentsOf: first).range(of: Data("__asan_".utf8)) != nil {
            return try compiledFromSources()
        }
        let moduleFiles = try modules.flatMap { module in
            try FileManager.default.contentsOfDirectory(
                at: products.appendingPathComponent("Modules"), includingPropertiesForKeys: nil
            )
            .filter { $0.deletingPathExtension().lastPathComponent == module && $0.pathExtension != "o" }
        }
        // Named after what it is linked from: each file's path, size and time of change.
        var hasher = FNV1a()
        for file in linked + moduleFiles {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
            let size = (attributes[FileAttributeKey.size] as? NSNumber)?.int64Value ?? -1
            let changed = (attributes[FileAttributeKey.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            hasher.add(Array("\(file.path) \(size) \(changed)".utf8))
        }
        return try made(named: "themec-runtime-\(String(hasher.value, radix: 16))") { scratch in
            for file in moduleFiles {
                try FileManager.default.createSymbolicLink(
                    at: scratch.appendingPathComponent(file.lastPathComponent), withDestinationURL: file)
            }
            try swiftc(
                ["-emit-library", "-o", scratch.appendingPathComponent(sharedLibraryName).path] + linked.map(\.path))
        }
    }

    /// The runtime compiled by `swiftc` from `Sources/`, into a folder named after the sources' hash: for a
    /// build whose own objects cannot be linked into plain programs (``link()``).
    private static func compiledFromSources() throws -> RuntimeLibrary {
        let libraries = staticModules.map { (module: $0, files: sources(of: $0)) }
        let runtime = sources(of: "ThemecRuntime")
        var hasher = FNV1a()
        for file in libraries.flatMap(\.files) + runtime {
            hasher.add(Array(file.path.utf8))
            hasher.add(Array(try Data(contentsOf: file)))
        }
        return try made(named: "themec-runtime-sources-\(String(hasher.value, radix: 16))") { scratch in
            let common = ["-parse-as-library", "-swift-version", "6", "-package-name", "themec", "-I", scratch.path]
            var archives: [String] = []
            for (module, files) in libraries {
                let archive = scratch.appendingPathComponent("lib\(module).a").path
                try swiftc(
                    common + [
                        "-module-name", module, "-emit-library", "-static", "-emit-module",
                        "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path,
                        "-o", archive,
                    ] + files.map(\.path))
                archives.append(archive)
            }
            try swiftc(
                common + [
                    "-module-name", "ThemecRuntime", "-emit-library", "-emit-module",
                    "-emit-module-path", scratch.appendingPathComponent("ThemecRuntime.swiftmodule").path,
                    "-o", scratch.appendingPathComponent(sharedLibraryName).path,
                ] + runtime.map(\.path) + archives)
        }
    }

    /// The folder `name` of the temporary directory, made by `make` in a scratch folder and moved there
    /// whole, unless an earlier run left it (marked by a `done` file).
    private static func made(named name: String, _ make: (URL) throws -> Void) throws -> RuntimeLibrary {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        let library = RuntimeLibrary(folder: folder)
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("done").path) { return library }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-runtime-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try make(scratch)
        try Data().write(to: scratch.appendingPathComponent("done"))
        // Another test process may have finished first; either copy is the same.
        if (try? FileManager.default.moveItem(at: scratch, to: folder)) == nil,
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("done").path)
        {
            throw BuildFailed(description: "the runtime library could not be put at \(folder.path)")
        }
        return library
    }

    private static var sharedLibraryName: String {
        #if os(macOS)
            "libThemecRuntime.dylib"
        #else
            "libThemecRuntime.so"
        #endif
    }

    /// Runs `swiftc` (``ProgramRun/swiftc(_:)``), throwing what it printed when it fails.
    private static func swiftc(_ arguments: [String]) throws {
        let (status, output) = try ProgramRun.swiftc(arguments)
        guard status == 0 else {
            throw BuildFailed(description: "swiftc \(arguments.joined(separator: " ")) failed:\n\(output)")
        }
    }

    /// The runtime could not be found in the build or linked.
    struct BuildFailed: Error, CustomStringConvertible {
        let description: String
    }
}

/// A value computed once, the first time any thread asks; an error is thrown to every asker.
final class Once<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () throws -> Value
    private var result: Result<Value, any Error>?

    init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = make
    }

    func value() throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let result { return try result.get() }
        let made = Result { try make() }
        result = made
        return try made.get()
    }
}

/// The 64-bit FNV-1a hash, for naming a cache folder after its inputs.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }
}
