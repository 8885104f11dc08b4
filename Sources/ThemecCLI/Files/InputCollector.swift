import ThemecCore

/// Finds the input files under the paths a user names: files are taken by extension, folders
/// are walked (hidden folders and `.build` skipped), symlinked folders are followed once.
/// FIFOs, sockets and devices are skipped with a warning rather than opened, so a FIFO named
/// like an input can never hang a build; so are folders named like an input file.
struct InputCollector {
    /// One input found: its absolute path, display path, kind and role.
    struct Found: Hashable {
        var absolutePath: String
        var displayPath: String
        var kind: InputKind
        var role: InputRole
    }

    let currentDirectory: String
    private(set) var found: [Found] = []
    private(set) var warnings: [String] = []
    private var seen: Set<String> = []
    private var visitedDirectories: Set<[UInt64]> = []

    init(currentDirectory: String = PathNames.currentDirectory) {
        self.currentDirectory = currentDirectory
    }

    /// Adds the inputs under `path` (a file or a folder) whose kind is in `kinds`. A path
    /// that does not exist is an error; a file of a kind themec does not read, named
    /// explicitly, is an error too.
    mutating func add(_ path: String, role: InputRole, kinds: Set<InputKind>) throws(FileSystemError) {
        let absolute = PathNames.join(currentDirectory, path)
        var info = stat()
        guard stat(absolute, &info) == 0 else {
            throw FileSystemError(path: display(absolute), reason: Self.reason(errno))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            walk(absolute, role: role, kinds: kinds)
        } else if (info.st_mode & S_IFMT) == S_IFREG {
            guard let kind = InputKind(path: absolute) else {
                throw FileSystemError(
                    path: display(absolute),
                    reason: "not a themec input (expected \(InputKind.suffixList))")
            }
            if kinds.contains(kind) { record(absolute, kind: kind, role: role) }
        } else {
            warnings.append("\(display(absolute)): skipped: not a regular file or folder")
        }
    }

    private mutating func walk(_ directory: String, role: InputRole, kinds: Set<InputKind>) {
        var info = stat()
        guard stat(directory, &info) == 0 else { return }
        let identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
        guard visitedDirectories.insert(identity).inserted else { return }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            warnings.append("\(display(directory)): skipped: the folder cannot be read")
            return
        }
        for name in entries.sorted() {
            if name.hasPrefix(".") || name == "Generated" && directory == currentDirectory { continue }
            let path = directory + "/" + name
            var entryInfo = stat()
            guard stat(path, &entryInfo) == 0 else {
                if InputKind(path: name) != nil || errno == ELOOP {
                    warnings.append("\(display(path)): skipped: \(Self.reason(errno))")
                }
                continue
            }
            switch entryInfo.st_mode & S_IFMT {
            case S_IFDIR:
                // A folder named `X.strings` or `X.xib` is almost certainly a mistake (or a
                // trap): say so rather than read its contents as if they were that input.
                if InputKind(path: name) != nil {
                    warnings.append("\(display(path)): skipped: a folder named like an input file")
                } else {
                    walk(path, role: role, kinds: kinds)
                }
            case S_IFREG:
                if let kind = InputKind(path: name), kinds.contains(kind) { record(path, kind: kind, role: role) }
            default:
                if InputKind(path: name) != nil {
                    warnings.append("\(display(path)): skipped: not a regular file")
                }
            }
        }
    }

    private mutating func record(_ absolute: String, kind: InputKind, role: InputRole) {
        guard seen.insert(absolute).inserted else { return }
        found.append(Found(absolutePath: absolute, displayPath: display(absolute), kind: kind, role: role))
    }

    private func display(_ absolute: String) -> String {
        PathNames.display(absolute, relativeTo: currentDirectory)
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
