import Foundation
import Testing

/// Runs the built `themec` binary in a folder and captures what it prints.
struct ThemecProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `themec` executable next to the test bundle in the build folder.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("themec").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("themec")
    }()

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a large report cannot block the child.
        nonisolated(unsafe) var errData = Data()
        let reader = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A temporary folder with files, removed when the test ends.
final class Sandbox {
    let root: URL

    init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    func modificationDate(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)[.modificationDate]
            as! Date
    }

    func run(_ arguments: String...) throws -> ThemecProcess.Output {
        try ThemecProcess.run(arguments, in: root)
    }

    func run(_ arguments: [String]) throws -> ThemecProcess.Output {
        try ThemecProcess.run(arguments, in: root)
    }

    /// The package root, for the bundled examples.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let validTheme = """
        colors:
          primaryColor: "#B1E4E3"
          secondaryColor: "#F4364C"
        text:
          body: { fontName: Helvetica, textStyle: body }

        """
}
