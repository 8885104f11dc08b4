/// The folder themec was started in, the start of every relative path: found once with
/// `getcwd(3)` (the physical path, every symbolic link resolved). A shell can sit in a folder that
/// was deleted since; relative paths then lead nowhere, and resolving them against anything else
/// (`/`) would read and write the wrong files, so a command that names or finds a file stops
/// instead (``CurrentDirectoryError``, exit code 2).
enum CurrentDirectory {
    /// The current folder, or why there is none.
    static func find() -> Result<String, CurrentDirectoryError> {
        var size = Int(PATH_MAX) + 1
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            if getcwd(&buffer, size) != nil {
                let path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                // Linux gives an unreachable folder (another mount namespace) as `(unreachable)/...`.
                guard path.hasPrefix("/") else { return .failure(CurrentDirectoryError(code: ENOENT)) }
                return .success(path)
            }
            let code = errno
            guard code == ERANGE, size < 1 << 20 else { return .failure(CurrentDirectoryError(code: code)) }
            size *= 2
        }
    }
}

/// A current folder that cannot be found: deleted (or moved out of reach) while the shell was still
/// in it, or one of the folders above it cannot be read. The run stops with exit code 2.
struct CurrentDirectoryError: Error, Equatable, CustomStringConvertible {
    /// The `errno` of `getcwd(3)`: `ENOENT` for a folder that no longer exists.
    var code: Int32

    /// What standard error says after `themec: error: `.
    var description: String {
        let what =
            code == ENOENT
            ? "the current folder no longer exists"
            : "the current folder cannot be found (\(InputCollector.reason(code)))"
        return what + "; run themec from an existing folder"
    }
}
