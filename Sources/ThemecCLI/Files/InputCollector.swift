import ThemecCore

/// Finds the input files under the paths a user names: files are taken by extension, folders
/// are walked (hidden folders and `.build` skipped), symlinked folders are followed once.
/// FIFOs, sockets and devices are skipped with an `input-skipped` warning rather than opened,
/// so a FIFO named like an input can never hang a build; so are folders named like an input
/// file. A file or folder whose real path leads out of the project (``ProjectBoundary``) is an
/// `input-outside-project` error and is never opened.
struct InputCollector {
    /// One input found: its absolute path (as listed), the real path it is read from (checked
    /// to be inside the project), its display path, kind and role.
    struct Found: Hashable {
        var absolutePath: String
        var realPath: String
        var displayPath: String
        var kind: InputKind
        var role: InputRole
    }

    let currentDirectory: String
    let boundary: ProjectBoundary
    private(set) var found: [Found] = []
    private var seen: Set<String> = []
    private var visitedDirectories: Set<[UInt64]> = []
    /// Every folder listed while walking, absolute as reached, in the order listed: a file added to one
    /// of them is a new input.
    private(set) var listedFolders: [String] = []

    /// A collector whose relative paths start at `currentDirectory`, for the project in the
    /// folder `projectRoot` (the config file's folder, else the current folder).
    init(currentDirectory: String, projectRoot: String? = nil) {
        self.currentDirectory = currentDirectory
        boundary = ProjectBoundary(root: projectRoot ?? currentDirectory)
    }

    /// Adds the inputs under `path` (a file or a folder) whose kind is in `kinds`. A path
    /// that does not exist is an error; a file of a kind themec does not read, named
    /// explicitly, is an error too. The paths skipped (`input-skipped`) or refused
    /// (`input-outside-project`) go into `bag`, each at 1:1, in the order met.
    mutating func add(
        _ path: String, role: InputRole, kinds: Set<InputKind>, into bag: inout DiagnosticBag
    ) throws(FileSystemError) {
        let absolute = PathNames.join(currentDirectory, path)
        var info = stat()
        guard stat(absolute, &info) == 0 else {
            throw FileSystemError(path: display(absolute), reason: Self.reason(errno))
        }
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        let roots = boundary.roots(listing: absolute, isDirectory: isDirectory)
        if isDirectory {
            walk(absolute, real: ProjectBoundary.realPath(absolute), role: role, kinds: kinds, roots: roots, into: &bag)
        } else if (info.st_mode & S_IFMT) == S_IFREG {
            guard let kind = InputKind(path: absolute) else {
                throw FileSystemError(
                    path: display(absolute),
                    reason: "not a themec input (expected \(InputKind.suffixList))")
            }
            if kinds.contains(kind) {
                record(
                    absolute, real: ProjectBoundary.realPath(absolute), kind: kind, role: role, roots: roots, into: &bag
                )
            }
        } else {
            skip(absolute, "not a regular file or folder", into: &bag)
        }
    }

    /// Walks `directory`, whose real path is `real` (nil when it cannot be found). An entry that
    /// its folder lists as a plain file or folder is really in `real` under its own name; only a
    /// link (or an entry of unknown type) is resolved with `stat` and `realpath`.
    private mutating func walk(
        _ directory: String, real: String?, role: InputRole, kinds: Set<InputKind>, roots: [String],
        into bag: inout DiagnosticBag
    ) {
        guard ProjectBoundary.contains(roots, real: real) else {
            refuse(directory, what: "folder", into: &bag)
            return
        }
        var info = stat()
        guard stat(directory, &info) == 0 else { return }
        let identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
        guard visitedDirectories.insert(identity).inserted else { return }
        listedFolders.append(directory)
        guard let entries = DirectoryListing.entries(directory) else {
            skip(directory, "the folder cannot be read", into: &bag)
            return
        }
        for entry in entries {
            let name = entry.name
            if name.hasPrefix(".") || name == "Generated" && directory == currentDirectory { continue }
            let path = directory + "/" + name
            let mode: mode_t
            let realEntry: String?
            switch entry.type {
            case .file, .folder:
                mode = entry.type == .file ? S_IFREG : S_IFDIR
                realEntry = real.map { ProjectBoundary.child(name, of: $0) }
            case .other:
                var entryInfo = stat()
                guard stat(path, &entryInfo) == 0 else {
                    if InputKind(path: name) != nil || errno == ELOOP { skip(path, Self.reason(errno), into: &bag) }
                    continue
                }
                mode = entryInfo.st_mode & S_IFMT
                realEntry = mode == S_IFDIR || mode == S_IFREG ? ProjectBoundary.realPath(path) : nil
            }
            switch mode {
            case S_IFDIR:
                // A folder named `X.strings` or `X.xib` is almost certainly a mistake (or a
                // trap): say so rather than read its contents as if they were that input.
                if InputKind(path: name) != nil {
                    skip(path, "a folder named like an input file", into: &bag)
                } else {
                    walk(path, real: realEntry, role: role, kinds: kinds, roots: roots, into: &bag)
                }
            case S_IFREG:
                if let kind = InputKind(path: name), kinds.contains(kind) {
                    record(path, real: realEntry, kind: kind, role: role, roots: roots, into: &bag)
                }
            default:
                if InputKind(path: name) != nil { skip(path, "not a regular file", into: &bag) }
            }
        }
    }

    /// Records the input at `absolute`, whose real path is `real` (nil when it cannot be found),
    /// unless it was recorded already or really lies outside `roots`.
    private mutating func record(
        _ absolute: String, real: String?, kind: InputKind, role: InputRole, roots: [String],
        into bag: inout DiagnosticBag
    ) {
        guard seen.insert(absolute).inserted else { return }
        // Read from the real path that was checked, never through the links again.
        guard ProjectBoundary.contains(roots, real: real) else {
            refuse(absolute, what: "file", into: &bag)
            return
        }
        found.append(
            Found(
                absolutePath: absolute, realPath: real ?? absolute, displayPath: display(absolute), kind: kind,
                role: role))
    }

    /// An `input-skipped` warning at `absolute`.
    private func skip(_ absolute: String, _ reason: String, into bag: inout DiagnosticBag) {
        bag.emit(InputRules.skipped, "skipped: \(reason)", at: location(absolute))
    }

    /// An `input-outside-project` error at `absolute`, a file or folder that is not read.
    private func refuse(_ absolute: String, what: String, into bag: inout DiagnosticBag) {
        bag.emit(
            InputRules.outsideProject,
            "the \(what)'s real path lies outside the project (a symbolic link leads out of it); it is not read",
            at: location(absolute))
    }

    private func location(_ absolute: String) -> SourceLocation {
        SourceLocation(file: display(absolute), line: 1, column: 1)
    }

    private func display(_ absolute: String) -> String {
        PathNames.display(absolute, relativeTo: currentDirectory)
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
