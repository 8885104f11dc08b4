/// The kinds of input themec reads, told apart by the end of the file name.
///
/// The one place that knows which files are inputs: the CLI classifies what it finds with
/// ``init(path:)``, the compiler routes each input by its kind, and messages list
/// ``suffixList``. (The plugins keep a copy of their own, since a plugin cannot link a library;
/// a test holds the two equal.)
public enum InputKind: String, Sendable, CaseIterable, Comparable {
    case theme, strings, stringsdict, xcstrings, xib

    /// Every file-name ending themec reads, lower case, with the kind it marks.
    package static let suffixes: [(suffix: String, kind: InputKind)] = [
        (".theme.yaml", .theme), (".theme.yml", .theme), (".strings", .strings), (".stringsdict", .stringsdict),
        (".xcstrings", .xcstrings), (".xib", .xib),
    ]

    /// The string-table kinds: `.strings`, `.stringsdict` and `.xcstrings`.
    package static let stringTables: Set<InputKind> = [.strings, .stringsdict, .xcstrings]

    /// The kind of the file at `path` (its name compared without case), or nil when themec does not
    /// read such files.
    public init?(path: String) {
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        guard let match = Self.suffixes.first(where: { name.hasSuffix($0.suffix) }) else { return nil }
        self = match.kind
    }

    /// `.theme.yaml, .theme.yml, .strings, .stringsdict, .xcstrings or .xib`, for messages.
    package static var suffixList: String {
        let names = suffixes.map(\.suffix)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Whether files of this kind are string tables.
    package var isStringTable: Bool { Self.stringTables.contains(self) }

    /// Kinds in declaration order: themes, the string tables, XIBs.
    public static func < (lhs: InputKind, rhs: InputKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
