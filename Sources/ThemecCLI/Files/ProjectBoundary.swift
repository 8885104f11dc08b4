import ThemecCore

/// Where inputs may really live (Docs/CLI.md: an input whose real path lies outside the project is
/// an error and is not read). The project is a folder: the one holding the config file, else
/// the current folder. A path listed inside it (in the config or on the command line) may only
/// lead to files really inside it, so a symbolic link planted in the project cannot read a file
/// elsewhere. A path listed outside it (`../Kit/Strings`, a kit in a sibling folder) was named
/// by the project's owner: what is really inside that folder (a listed folder's own real path,
/// or a listed file's real folder) is allowed too.
struct ProjectBoundary {
    /// The project folder as named (absolute, normalised) and its real path.
    let root: String
    let realRoot: String

    init(root: String) {
        self.root = PathNames.normalize(root)
        realRoot = Self.realPath(self.root) ?? self.root
    }

    /// The real folders that inputs found under the listed path `absolute` may be in.
    func roots(listing absolute: String, isDirectory: Bool) -> [String] {
        if Self.isInside(absolute, root) { return [realRoot] }
        let listedFolder = isDirectory ? absolute : PathNames.directory(of: absolute)
        return [realRoot] + (Self.realPath(listedFolder).map { [$0] } ?? [])
    }

    /// Whether `real`, a path's ``realPath(_:)``, is inside one of `roots` (real paths). A path
    /// whose real path cannot be found (it went away) counts as inside: reading it fails anyway.
    static func contains(_ roots: [String], real: String?) -> Bool {
        guard let real else { return true }
        return roots.contains { isInside(real, $0) }
    }

    /// Whether `path` is `folder` or under it (both absolute and normalised), by bytes.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path.utf8.elementsEqual(folder.utf8)
            || path.utf8.starts(with: folder.utf8) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/")
    }

    /// The real path of the entry `name` of the folder whose real path is `folder`, when that
    /// entry is a plain file or folder (not a link): no system call needed.
    static func child(_ name: String, of folder: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// The path with every symbolic link resolved (`realpath(3)`), or nil when it cannot be.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
