/// One `.xcfilelist` for an Xcode Run Script phase: the files a `generate` run reads or writes,
/// one a line as `$(SRCROOT)/` and the path relative to the source root (with `..` for a file
/// outside it), sorted by bytes, without duplicates, each line ending in LF. Xcode reads the
/// lists before the phase runs, to decide whether it must run.
struct XcodeFileList {
    /// Where the list goes: the absolute path and how messages print it.
    var path: String
    var display: String
    /// The list's text.
    var contents: String

    init(path: String, currentDirectory: String, files: [String], sourceRoot: String) throws(FileSystemError) {
        self.path = PathNames.join(currentDirectory, path)
        display = PathNames.display(self.path, relativeTo: currentDirectory)
        var lines: [String] = []
        for file in files {
            // A line break would split the entry in two; no quoting exists in the format.
            if file.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
                throw FileSystemError(
                    path: PathNames.display(file, relativeTo: currentDirectory),
                    reason: "a path with a line break cannot be written to an .xcfilelist")
            }
            lines.append("$(SRCROOT)/" + PathNames.relative(file, to: sourceRoot))
        }
        let sorted = Set(lines).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        contents = sorted.map { $0 + "\n" }.joined()
    }

    /// The folder `$(SRCROOT)` stands for: the `SRCROOT` environment variable when it is set
    /// (Xcode sets it for every Run Script phase), else the folder of the config file, else the
    /// current folder.
    static func sourceRoot(environment: String?, configPath: String?, currentDirectory: String) -> String {
        if let environment, !environment.isEmpty { return PathNames.join(currentDirectory, environment) }
        if let configPath { return PathNames.directory(of: configPath) }
        return currentDirectory
    }

    /// Whether the file on disk already holds exactly this list.
    func isCurrent() throws(FileSystemError) -> Bool {
        try writer.isUnchanged(name: name, contents: contents)
    }

    /// Writes the list atomically, only when its bytes change. A failure names the list, even
    /// when what failed is its folder.
    func write() throws(FileSystemError) {
        do {
            try writer.writeFile(name: name, contents: contents)
        } catch  where error.path != display {
            throw FileSystemError(path: display, reason: "cannot be written: \(error.path): \(error.reason)")
        }
    }

    private var name: String { String(path.split(separator: "/").last ?? "") }

    private var writer: OutputWriter {
        OutputWriter(directory: PathNames.directory(of: path), displayDirectory: PathNames.directory(of: display))
    }
}
