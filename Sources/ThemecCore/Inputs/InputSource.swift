/// Where an input's bytes come from: memory, or a read the CLI hands over.
///
/// A read is performed once, by the pipeline, on the thread that parses the file, so a big
/// project's inputs are never all in memory at once. Its failure is the file's
/// `input-unreadable` diagnostic (``InputRules/unreadable``), never an exception.
public enum InputSource: Sendable {
    /// Bytes already in memory (tests, examples).
    case bytes([UInt8])
    /// Reads the bytes when called; throws when they cannot be read (the file changed or went
    /// away since it was found).
    case reader(@Sendable () throws(InputReadError) -> [UInt8])

    /// The bytes, read now when they are behind a reader, or why they cannot be read.
    package func read() -> Result<[UInt8], InputReadError> {
        switch self {
        case .bytes(let bytes): .success(bytes)
        case .reader(let read): Result { () throws(InputReadError) in try read() }
        }
    }
}

/// Why an input's bytes could not be read, in the system's words (`permission denied`).
public struct InputReadError: Error, Sendable, Equatable {
    /// The system's reason, lower case.
    public var reason: String

    /// A failure for `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}
