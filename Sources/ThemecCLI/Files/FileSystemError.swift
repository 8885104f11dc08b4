/// An input or output that cannot be read or written: reported with the path and the
/// system's reason, exit code 2.
struct FileSystemError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "\(path): \(reason)" }
}
