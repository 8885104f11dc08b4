/// Path arithmetic on `/`-separated strings: joining, normalising, and making paths relative to
/// the current folder for display.
enum PathNames {
    /// `base/path` unless `path` is absolute; `.` and `..` folded, no trailing slash.
    static func join(_ base: String, _ path: String) -> String {
        path.hasPrefix("/") ? normalize(path) : normalize(base + "/" + path)
    }

    /// Folds `.` and `..` components and repeated slashes.
    static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether ``normalize(_:)`` would return `path` as it is: no empty, `.` or `..` component
    /// and no trailing slash. Decided on the bytes, since a component that is `.` or `..` or
    /// empty in characters is so in bytes too; a found file's path always passes.
    private static func isNormalized(_ path: String) -> Bool {
        guard let last = path.utf8.last, last != UInt8(ascii: "/") else { return false }
        var length = 0
        var dots = 0
        var isFirst = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // Only an absolute path's leading slash may follow an empty component.
                if length == 0 && !isFirst || length == dots && length <= 2 && length > 0 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            isFirst = false
        }
        return !(length == dots && length <= 2)
    }

    /// The path as every message, note, report, summary line and baseline prints it (Docs/CLI.md):
    /// relative to `directory` (absolute: the current folder) without `./`, and a path outside it
    /// as the way there with `..` (`../Kit/en.lproj/Localizable.strings`), never absolute, so a
    /// report or a baseline written in one checkout names the same files in a copy at another
    /// path. `directory` itself is `.`.
    static func display(_ path: String, relativeTo directory: String) -> String {
        let absolute = join(directory, path)
        let root = normalize(directory)
        // The common case, a path inside the folder, without splitting either path.
        if root != "/", absolute.utf8.count > root.utf8.count + 1, absolute.utf8.starts(with: root.utf8),
            absolute.utf8.dropFirst(root.utf8.count).first == UInt8(ascii: "/")
        {
            return String(decoding: absolute.utf8.dropFirst(root.utf8.count + 1), as: UTF8.self)
        }
        return relative(absolute, to: root)
    }

    /// `path` relative to the folder `base` (both absolute), climbing with `..` when `path` is
    /// outside it: `/p/Kit/a.strings` relative to `/p/App` is `../Kit/a.strings`. Components
    /// compare by their bytes, as the file system does.
    static func relative(_ path: String, to base: String) -> String {
        let target = normalize(path).split(separator: "/")
        let root = normalize(base).split(separator: "/")
        var common = 0
        while common < min(target.count, root.count) && target[common].utf8.elementsEqual(root[common].utf8) {
            common += 1
        }
        let parts = Array(repeating: "..", count: root.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The folder holding `path` (`.` for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
