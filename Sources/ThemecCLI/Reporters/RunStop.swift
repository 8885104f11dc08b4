/// What ends a run with exit code 2 before it has a report: a usage error, or an input or output
/// that cannot be read or written (a missing input, a config or baseline file that cannot be read
/// or is not one, an output folder that cannot be written). Standard error says it on one line, as
/// it always has; a machine reporter also writes it as a document of its own
/// (``Reporter/report(stop:)``), so a CI job that uploads or parses the report gets a valid file
/// that names the problem instead of an empty one. ``ThemecTool`` turns every such error into a
/// stop in one place.
struct RunStop: Equatable {
    /// What kind of problem stopped the run: the `rule` of the JSON entry, the SARIF
    /// notification's descriptor, the JUnit test case's name and the GitHub annotation's title.
    enum Kind: String {
        /// A mistake on the command line (an unknown option, no inputs): ``UsageError``.
        case usage = "usage-error"
        /// An input or output that cannot be read or written: ``FileSystemError``.
        case fileSystem = "file-system-error"
    }

    var kind: Kind
    /// The problem, on one line as standard error prints it after `themec: error: ` (unescaped):
    /// the path and the system's reason, or the usage mistake.
    var message: String
    /// The file or folder the problem is about, when there is one.
    var path: String?
    /// The line after the message on standard error: where to find the usage.
    var hint: String?

    init(kind: Kind, message: String, path: String? = nil, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
        self.hint = hint
    }

    init(_ error: UsageError) {
        let pointer = error.command.map { "themec help \($0)" } ?? "themec --help"
        self.init(kind: .usage, message: error.message, hint: "Run '\(pointer)' for usage.")
    }

    init(_ error: FileSystemError) {
        self.init(kind: .fileSystem, message: "\(error.path): \(error.reason)", path: error.path)
    }

    /// Any error a command throws: a ``UsageError`` or ``FileSystemError`` as above; a stream
    /// that cannot be written (``StreamWriteError``) or a current folder that cannot be found
    /// (``CurrentDirectoryError``), and anything else, as what it says, a file-system error
    /// without a path.
    init(_ error: any Error) {
        switch error {
        case let error as UsageError: self.init(error)
        case let error as FileSystemError: self.init(error)
        default: self.init(kind: .fileSystem, message: "\(error)")
        }
    }

    /// What standard error says: `themec: error: MESSAGE`, then the hint; on one line each
    /// (``OneLinePath``), whatever the reporter.
    var standardError: String {
        "themec: error: \(OneLinePath.escaped(message))\n" + (hint.map { "\($0)\n" } ?? "")
    }
}
