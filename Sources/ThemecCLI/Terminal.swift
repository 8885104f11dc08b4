import Foundation

/// Where the CLI writes: standard output and standard error, with colour only on a terminal
/// (and never when `NO_COLOR` is set).
final class Terminal: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var capturedOutput = ""
    private(set) var capturedError = ""
    private let capture: Bool
    let colorOnError: Bool

    /// The real standard streams.
    static func standard() -> Terminal {
        let color = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        return Terminal(capture: false, colorOnError: color)
    }

    /// Streams kept in memory, for tests that run commands in-process.
    static func captured() -> Terminal { Terminal(capture: true, colorOnError: false) }

    private init(capture: Bool, colorOnError: Bool) {
        self.capture = capture
        self.colorOnError = colorOnError
    }

    func output(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if capture { capturedOutput += text } else { FileHandle.standardOutput.write(Data(text.utf8)) }
    }

    func error(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if capture { capturedError += text } else { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
