import Foundation
import Testing

/// Runs the built `themec` under a wall-clock limit and, where the build allows it, an
/// address-space and CPU-time limit, capturing its output in files (so a flood of output can
/// neither block the child nor the test).
///
/// The limits are set by a `/bin/sh` wrapper (`ulimit -v`, `ulimit -t`) that then `exec`s
/// themec, optionally through `setpriv` to drop root's permission-bypassing capabilities.
struct LimitedProcess {
    /// What a limited run did.
    struct Output {
        var status: Int32
        /// The signal that ended the process, if one did (SIGKILL after the wall-clock limit).
        var signal: Int32?
        var timedOut: Bool
        var stdout: String
        var stderr: String
        var seconds: Double

        /// Both streams, for "this text never appears" checks.
        var allText: String { stdout + stderr }
    }

    /// Seconds before the process is killed; a hang is a failure, never a wait.
    var seconds: Double = 20
    /// The address-space limit in MB (ignored under AddressSanitizer, which reserves terabytes
    /// of shadow memory up front).
    var memoryMB: Int = 1536
    /// Run without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH, so that permission bits apply even
    /// to root (see ``LimitedProcess/canDropPermissionOverride``).
    var withoutPermissionOverride = false

    /// Whether this test process (and so the `themec` built with it) runs under
    /// AddressSanitizer; `swift build --sanitize=address` adds `__asan_init`.
    static let underAddressSanitizer: Bool = dlsym(dlopen(nil, RTLD_LAZY), "__asan_init") != nil

    /// Whether permission bits can be made to apply: true when not root, or when root can drop
    /// its override capabilities with `setpriv` (it can in a normal container).
    static let canDropPermissionOverride: Bool = {
        if geteuid() != 0 { return true }
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return false }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: setpriv)
        probe.arguments = dropArguments + ["--", "/bin/true"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// What ``canDropPermissionOverride`` needs, as a test that lacks it says.
    static let permissionOverrideNeed = "setpriv, to make root honour permission bits"

    private static let setpriv = "/usr/bin/setpriv"
    private static let dropArguments = ["--inh-caps=-all", "--bounding-set=-dac_override,-dac_read_search"]

    /// Runs `themec arguments` in `directory`.
    func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-limited-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)

        var limits = "ulimit -t \(Int(seconds * 2) + 1)"
        if !Self.underAddressSanitizer { limits += "; ulimit -v \(memoryMB * 1024)" }
        var command = [ThemecProcess.executable.path] + arguments
        if withoutPermissionOverride && geteuid() == 0 {
            command = [Self.setpriv] + Self.dropArguments + ["--"] + command
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", limits + "; exec \"$@\"", "themec-limited"] + command
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        env.merge(environment) { _, new in new }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)

        let start = Date()
        try process.run()
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(start) > seconds {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        let elapsed = Date().timeIntervalSince(start)
        let signal: Int32? = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return Output(
            status: process.terminationStatus, signal: signal, timedOut: timedOut,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), seconds: elapsed)
    }
}

extension Sandbox {
    /// Runs `themec` here under `limits`.
    func runLimited(_ arguments: String..., limits: LimitedProcess = LimitedProcess()) throws -> LimitedProcess.Output {
        try limits.run(arguments, in: root)
    }

    /// Writes raw bytes (for encodings, NULs and huge files that `String` cannot carry).
    func writeBytes(_ path: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// What ``snapshot(excluding:)`` records of one path: a regular file's whole contents
    /// (compared byte for byte; a hash of `Data` reads only its first 80 bytes), else its type.
    enum SnapshotEntry: Equatable {
        case file(Data?)
        case other(mode: UInt32)
    }

    /// Every file under the sandbox (relative paths), with its contents, to show that a run
    /// wrote nothing outside its output folder.
    func snapshot(excluding folder: String? = nil) -> [String: SnapshotEntry] {
        var result: [String: SnapshotEntry] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
        while let relative = enumerator.nextObject() as? String {
            if let folder, relative == folder || relative.hasPrefix(folder + "/") { continue }
            let path = root.appendingPathComponent(relative).path
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFREG {
                result[relative] = .file(try? Data(contentsOf: URL(fileURLWithPath: path)))
            } else {
                result[relative] = .other(mode: UInt32(info.st_mode & S_IFMT))
            }
        }
        return result
    }
}

/// A check that the run ended by itself, in time, with no signal: the first thing every hostile
/// test asserts.
func expectNoCrashOrHang(
    _ output: LimitedProcess.Output, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!output.timedOut, "\(what): killed after \(output.seconds)s (a hang)", sourceLocation: sourceLocation)
    #expect(
        output.signal == nil, "\(what): ended by signal \(output.signal ?? 0)\n\(output.stderr.prefix(2000))",
        sourceLocation: sourceLocation)
    #expect(
        [0, 1, 2].contains(output.status), "\(what): exit \(output.status)\n\(output.stderr.prefix(2000))",
        sourceLocation: sourceLocation)
}
