/// The kinds of input themec reads, told apart by file name.
public enum InputKind: String, Sendable, CaseIterable, Comparable {
    case theme, strings, stringsdict, xcstrings, xib

    /// The kind of the file at `path`, or nil when themec does not read such files.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let lower = name.lowercased()
        if lower.hasSuffix(".theme.yaml") || lower.hasSuffix(".theme.yml") {
            self = .theme
        } else if lower.hasSuffix(".strings") {
            self = .strings
        } else if lower.hasSuffix(".stringsdict") {
            self = .stringsdict
        } else if lower.hasSuffix(".xcstrings") {
            self = .xcstrings
        } else if lower.hasSuffix(".xib") {
            self = .xib
        } else {
            return nil
        }
    }

    public static func < (lhs: InputKind, rhs: InputKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Whose file it is: the app's own, or the kit's (the contract an app overrides).
public enum InputRole: String, Sendable, Comparable {
    case app, base

    public static func < (lhs: InputRole, rhs: InputRole) -> Bool { lhs == .app && rhs == .base }
}

/// One input file: its display path, role and kind, and its bytes, held in memory or read on
/// demand. The core never reads the disk: the CLI and the tests build these.
public struct InputFile: Sendable {
    /// The path printed in diagnostics, relative to the current folder, `/`-separated.
    public var path: String
    public var role: InputRole
    public var kind: InputKind
    private var contents: InputContents

    public init(path: String, role: InputRole = .app, kind: InputKind, bytes: [UInt8]) {
        self.path = path
        self.role = role
        self.kind = kind
        self.contents = .loaded(bytes)
    }

    /// A file whose bytes `provider` gives when the compiler needs them, on the thread that
    /// parses the file, so that a big project's inputs are never all in memory at once.
    ///
    /// The provider is called once per use of ``bytes`` and must not fail: a caller whose read
    /// can fail (the file changed since it was found) records the failure itself, returns no
    /// bytes, and discards the compilation.
    public init(path: String, role: InputRole = .app, kind: InputKind, provider: @escaping @Sendable () -> [UInt8]) {
        self.path = path
        self.role = role
        self.kind = kind
        self.contents = .deferred(provider)
    }

    /// The file's bytes; for a file built with a provider, read now (call it once per parse).
    public var bytes: [UInt8] {
        get {
            switch contents {
            case .loaded(let bytes): bytes
            case .deferred(let provider): provider()
            }
        }
        set { contents = .loaded(newValue) }
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
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
    }

    /// The file name without its last extension (`Localizable.strings` → `Localizable`).
    public var stem: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The locale of a file inside `<locale>.lproj/`, or nil.
    public var locale: String? { Self.locale(ofPath: path) }

    /// The locale of a file at `path` inside `<locale>.lproj/`, or nil.
    static func locale(ofPath path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        let folder = parts[parts.count - 2]
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The string table a strings file holds: its file name without extension.
    public var table: String { stem }
}

/// Where an ``InputFile``'s bytes are: already in memory, or behind a provider.
private enum InputContents: Sendable {
    case loaded([UInt8])
    case deferred(@Sendable () -> [UInt8])
}
