/// Where the CLI writes: standard output and standard error, with colour only on a terminal
/// (and never when `NO_COLOR` is set). A write that fails throws: a report that cannot be written
/// stops the run with exit code 2 (``StreamWriteError``), never silently.
final class Terminal: @unchecked Sendable {
    private let lock = Lock()
    private(set) var capturedOutput = ""
    private(set) var capturedError = ""
    private let capture: Bool
    let colorOnError: Bool
    /// Whether any text was handed to standard output, whether or not it was all written: a stopped
    /// run's report follows only an empty standard output, so it never holds two documents.
    private(set) var hasOutput = false
    /// The first failure of each stream: a stream that failed gets no more writes.
    private var outputFailure: StreamWriteError?
    private var errorFailure: StreamWriteError?

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

    /// Writes `text` to standard output; throws when it cannot be written in full.
    func output(_ text: String) throws(StreamWriteError) {
        guard !text.isEmpty else { return }
        try lock.withLock { () throws(StreamWriteError) in
            hasOutput = true
            if capture {
                capturedOutput += text
                return
            }
            if let outputFailure { throw outputFailure }
            if let failure = Self.write(text, to: STDOUT_FILENO, named: "standard output") {
                outputFailure = failure
                throw failure
            }
        }
    }

    /// Writes `text` to standard error; throws when it cannot be written in full.
    func error(_ text: String) throws(StreamWriteError) {
        guard !text.isEmpty else { return }
        try lock.withLock { () throws(StreamWriteError) in
            if capture {
                capturedError += text
                return
            }
            if let errorFailure { throw errorFailure }
            if let failure = Self.write(text, to: STDERR_FILENO, named: "standard error") {
                errorFailure = failure
                throw failure
            }
        }
    }

    /// Writes all of `text` to a descriptor: nil, or why it could not (a full disk, a closed pipe,
    /// a closed descriptor). A descriptor left non-blocking by whoever started themec is waited on
    /// until it takes more, as a blocking one would be.
    private static func write(_ text: String, to descriptor: Int32, named stream: String) -> StreamWriteError? {
        var text = text
        return text.withUTF8 { bytes -> StreamWriteError? in
            guard var next = bytes.baseAddress else { return nil }
            var left = bytes.count
            while left > 0 {
                let count = SystemCall.write(descriptor, next, left)
                if count < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    if code == EAGAIN || code == EWOULDBLOCK {
                        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                        if poll(&ready, 1, -1) < 0 && errno != EINTR {
                            return StreamWriteError(stream: stream, reason: InputCollector.reason(errno))
                        }
                        continue
                    }
                    return StreamWriteError(stream: stream, reason: InputCollector.reason(code))
                }
                if count == 0 { return StreamWriteError(stream: stream, reason: InputCollector.reason(EIO)) }
                next += count
                left -= count
            }
            return nil
        }
    }
}
