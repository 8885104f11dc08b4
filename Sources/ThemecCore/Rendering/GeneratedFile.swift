/// A generated Swift file: its fixed name and its complete text.
public struct GeneratedFile: Sendable, Equatable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// The names every run produces, so the plugin can declare them before running.
    public static let themeFileName = "Theme.themec.swift"
    public static let stringsFileName = "Strings.themec.swift"
    public static let layoutsFileName = "Layouts.themec.swift"

    /// The file of one string table's accessors when strings are split per table:
    /// `Strings+Localizable.themec.swift`.
    public static func stringsFileName(table: String) -> String { "Strings+\(table).themec.swift" }
}
