/// One input file: its display path, role and kind, and where its bytes come from.
///
/// The core never reads the disk: the CLI hands over each file's bytes, or an ``InputSource``
/// that reads them when the pipeline reaches the file; tests build files from bytes or text.
public struct InputFile: Sendable {
    /// The path printed in diagnostics, relative to the current folder, `/`-separated.
    public var path: String
    /// The app's file, or the kit's.
    public var role: InputRole
    /// What the file holds, from its name.
    public var kind: InputKind
    /// Where its bytes come from.
    public var source: InputSource

    /// A file whose bytes come from `source`.
    public init(path: String, role: InputRole = .app, kind: InputKind, source: InputSource) {
        self.path = path
        self.role = role
        self.kind = kind
        self.source = source
    }

    /// A file whose bytes are in memory.
    public init(path: String, role: InputRole = .app, kind: InputKind, bytes: [UInt8]) {
        self.init(path: path, role: role, kind: kind, source: .bytes(bytes))
    }

    /// A file whose kind comes from its name; nil when themec does not read such files.
    public init?(path: String, role: InputRole = .app, bytes: [UInt8]) {
        guard let kind = InputKind(path: path) else { return nil }
        self.init(path: path, role: role, kind: kind, bytes: bytes)
    }

    /// A file from text, for tests and examples.
    public init?(path: String, role: InputRole = .app, text: String) {
        self.init(path: path, role: role, bytes: Array(text.utf8))
    }

    /// The file name with every extension removed (`Cheetah.theme.yaml` → `Cheetah`).
    var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
    }

    /// The file name without its last extension (`Localizable.strings` → `Localizable`).
    var stem: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The string table a strings file holds: its file name without extension.
    package var table: String { stem }

    /// The locale of a file inside `<locale>.lproj/`, or nil.
    package var locale: String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let folder = parts[parts.count - 2]
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The file's bytes, read now; when they cannot be read, nil, and `bag` gets the file's
    /// ``InputRules/unreadable`` error.
    func read(into bag: inout DiagnosticBag) -> [UInt8]? {
        switch source.read() {
        case .success(let bytes):
            return bytes
        case .failure(let error):
            bag.emit(InputRules.unreadable, "the file cannot be read: \(error.reason)", at: .start)
            return nil
        }
    }
}
