import Foundation

/// Runs a program other than themec (the compiler, `ldd`, a compiled test program) to its end
/// and returns its exit status and what it printed.
enum ProgramRun {
    /// `executable` with `arguments`, in `directory` with `environment` when given; standard
    /// error is captured with standard output when `includingErrors` is set, else left to the
    /// test's own.
    static func run(
        _ executable: String, _ arguments: [String] = [], in directory: URL? = nil,
        environment: [String: String]? = nil, includingErrors: Bool = false
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        if includingErrors { process.standardError = pipe }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The host's `swiftc` (Linux or macOS, not an iOS SDK) with `arguments`; returns its exit status
    /// and combined output.
    static func swiftc(_ arguments: [String]) throws -> (Int32, String) {
        let run = try run("/usr/bin/env", ["swiftc"] + arguments, includingErrors: true)
        return (run.status, run.output)
    }
}
