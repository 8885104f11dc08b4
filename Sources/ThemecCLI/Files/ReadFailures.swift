/// Reads that failed while compiling, collected from the threads that parse the files.
///
/// Inputs are checked (opened, `fstat`ed) before compiling, so a missing or unreadable file is
/// an exit-code-2 error up front; their bytes are read later, by the worker that parses them.
/// A read can still fail in between (the file was removed or replaced): the worker records it
/// here and hands the compiler no bytes, and the CLI reports the first failure, by path, and
/// discards the compilation.
final class ReadFailures: @unchecked Sendable {
    private let lock = Lock()
    private var failures: [FileSystemError] = []

    func record(_ failure: FileSystemError) {
        lock.withLock { failures.append(failure) }
    }

    /// The failure of the first path by name, so the report does not depend on timing.
    var first: FileSystemError? {
        lock.withLock { failures.min { $0.path < $1.path } }
    }
}
