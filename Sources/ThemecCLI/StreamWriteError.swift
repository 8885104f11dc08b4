/// Standard output or standard error that cannot be written: a full disk, a closed pipe (themec
/// ignores SIGPIPE, so the write fails with EPIPE instead of the signal ending the process without
/// a word), a closed descriptor. The run stops with exit code 2 (Docs/CLI.md: a report that cannot be
/// written), its message on standard error when that can still be written.
struct StreamWriteError: Error, Equatable, CustomStringConvertible {
    /// `standard output` or `standard error`.
    var stream: String
    /// The system's reason, as every file-system message gives it: `no space left on device`.
    var reason: String

    var description: String { "\(stream): \(reason)" }
}
