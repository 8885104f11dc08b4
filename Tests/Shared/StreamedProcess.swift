import Foundation
import Testing

/// Runs the built `themec` with its standard streams where a test puts them: captured, on
/// `/dev/full` (every write fails with ENOSPC), on a pipe nobody reads (every write fails with
/// EPIPE, or SIGPIPE ends the process when it does not ignore the signal) or on a non-blocking pipe
/// read late (a write to a full pipe fails with EAGAIN); optionally from a current folder deleted
/// just before themec starts.
enum StreamedProcess {
    /// Where one standard stream goes.
    enum Target {
        case captured
        case full
        case closedPipe
        /// A pipe in non-blocking mode, read only after half a second: a long report fills it.
        case lateNonBlockingPipe
    }

    /// What a run did.
    struct Output {
        var status: Int32
        /// The signal that ended the process, if one did.
        var signal: Int32?
        /// What it printed on each captured stream (empty for a stream that was not captured).
        var stdout: String
        var stderr: String
    }

    /// Runs `themec arguments` in `directory`; with `deletingDirectory`, a shell changes into the
    /// folder, removes it and then starts themec there. SIGPIPE starts with its default action
    /// (on Linux, through `env --default-signal`), whatever this test process does with it, so a
    /// themec that did not ignore it would be killed by a closed pipe.
    static func run(
        _ arguments: [String], in directory: URL, stdout: Target = .captured, stderr: Target = .captured,
        deletingDirectory: Bool = false
    ) throws -> Output {
        var command = [ThemecProcess.executable.path] + arguments
        #if os(Linux)
            command = ["/usr/bin/env", "--default-signal=PIPE"] + command
        #endif
        let process = Process()
        if deletingDirectory {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "cd \"$1\" && rm -rf \"$1\" && shift && exec \"$@\"", "sh", directory.path] + command
        } else {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
            process.currentDirectoryURL = directory
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let out = try handle(stdout)
        let err = try handle(stderr)
        process.standardOutput = out.child
        process.standardError = err.child
        try process.run()
        out.launched()
        err.launched()
        // Both captured pipes are read at once, so a large report cannot block the child.
        nonisolated(unsafe) var errorText = Data()
        let readError = err.read
        let reader = Thread { errorText = readError() }
        reader.start()
        let outputText = out.read()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return Output(
            status: process.terminationStatus,
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            stdout: String(decoding: outputText, as: UTF8.self), stderr: String(decoding: errorText, as: UTF8.self))
    }

    /// The child's end of a stream, and how to read what it wrote (nothing, when it is not captured).
    private struct Handle {
        var child: Any
        var read: @Sendable () -> Data
        /// Closes what this process holds of the child's end, so reading sees the end of it.
        var launched: () -> Void = {}
    }

    private static func handle(_ target: Target) throws -> Handle {
        switch target {
        case .captured:
            let pipe = Pipe()
            return Handle(child: pipe, read: { pipe.fileHandleForReading.readDataToEndOfFile() })
        case .full:
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            return Handle(child: full, read: { Data() })
        case .closedPipe:
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
            // No reader from the start: the first write fails, whenever it comes.
            close(ends[0])
            return Handle(child: FileHandle(fileDescriptor: ends[1], closeOnDealloc: true), read: { Data() })
        case .lateNonBlockingPipe:
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
            _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
            let reading = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
            let writing = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
            return Handle(
                child: writing,
                read: {
                    usleep(500_000)
                    return reading.readDataToEndOfFile()
                }, launched: { close(ends[1]) })
        }
    }
}
