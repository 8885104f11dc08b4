import Foundation

/// The runtime (`ThemecVocabulary`, `ThemecFormat` and `ThemecRuntime`, from `Sources/`) built for this
/// machine by `swiftc`, for tests that compile generated code outside SwiftPM: its modules for `-I`, and
/// one shared library holding all three to link against. Built once per state of the sources, into a folder
/// of the temporary directory named after their hash, which later runs reuse.
///
/// (The file is linked into each test target that needs it.)
struct RuntimeLibrary: Sendable {
    /// The folder with `ThemecVocabulary.swiftmodule`, `ThemecFormat.swiftmodule`,
    /// `ThemecRuntime.swiftmodule` and `libThemecRuntime`.
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

    /// The modules the runtime imports, in the order they are built (each imports only those before it),
    /// linked into its shared library.
    static let staticModules = ["ThemecVocabulary", "ThemecFormat"]

    /// Every module of the runtime, in the order they are built: ``staticModules``, then `ThemecRuntime`.
    static let modules = staticModules + ["ThemecRuntime"]

    /// The runtime built for this machine (built now if no earlier run left it).
    static func shared() throws -> RuntimeLibrary {
        try cache.value()
    }

    private static let cache = Once { try build() }

    private static func build() throws -> RuntimeLibrary {
        let libraries = staticModules.map { (module: $0, files: sources(of: $0)) }
        let runtime = sources(of: "ThemecRuntime")
        var hasher = FNV1a()
        for file in libraries.flatMap(\.files) + runtime {
            hasher.add(Array(file.path.utf8))
            hasher.add(Array(try Data(contentsOf: file)))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-runtime-\(String(hasher.value, radix: 16))")
        let library = RuntimeLibrary(folder: folder)
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("done").path) { return library }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-runtime-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let common = ["-parse-as-library", "-swift-version", "6", "-package-name", "themec", "-I", scratch.path]
        var archives: [String] = []
        for (module, files) in libraries {
            let archive = scratch.appendingPathComponent("lib\(module).a").path
            try swiftc(
                common + [
                    "-module-name", module, "-emit-library", "-static", "-emit-module",
                    "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path, "-o", archive,
                ] + files.map(\.path))
            archives.append(archive)
        }
        try swiftc(
            common + [
                "-module-name", "ThemecRuntime", "-emit-library", "-emit-module",
                "-emit-module-path", scratch.appendingPathComponent("ThemecRuntime.swiftmodule").path,
                "-o", scratch.appendingPathComponent(sharedLibraryName).path,
            ] + runtime.map(\.path) + archives)
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

    private static func swiftc(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BuildFailed(description: "swiftc \(arguments.joined(separator: " ")) failed:\n\(output)")
        }
    }

    /// The runtime did not build.
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
