/// Where the CLI writes: standard output and standard error, with colour only on a terminal
/// (and never when `NO_COLOR` is set).
final class Terminal: @unchecked Sendable {
    private let lock = Lock()
    private(set) var capturedOutput = ""
    private(set) var capturedError = ""
    private let capture: Bool
    let colorOnError: Bool

    /// The real standard streams.
    static func standard() -> Terminal {
        let color =
            isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
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
        lock.withLock {
            if capture { capturedOutput += text } else { Self.write(text, to: STDOUT_FILENO) }
        }
    }

    func error(_ text: String) {
        lock.withLock {
            if capture { capturedError += text } else { Self.write(text, to: STDERR_FILENO) }
        }
    }

    /// Writes all of `text` to a descriptor. A stream that fails (a full disk, a closed
    /// descriptor) gets no more; the exit code still tells the outcome. A closed pipe ends the
    /// process with SIGPIPE, as it does any command-line tool.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            guard var next = bytes.baseAddress else { return }
            var left = bytes.count
            while left > 0 {
                let count = SystemCall.write(descriptor, next, left)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return }
                next += count
                left -= count
            }
        }
    }
}
