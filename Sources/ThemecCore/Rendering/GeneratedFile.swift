/// A generated Swift file: its fixed name and its complete text.
public struct GeneratedFile: Sendable, Equatable {
    /// The file name, without a folder.
    public var name: String
    /// The Swift text, LF line ends and one trailing newline.
    public var contents: String

    /// A file named `name` holding `contents`.
    package init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }

    /// The names every run produces, so the plugin can declare them before running.
    public static let themeFileName = "Theme.themec.swift"
    /// The file that holds `L10n` (and, split per table, the runtime only).
    public static let stringsFileName = "Strings.themec.swift"
    /// The file that holds `Nibs`.
    public static let layoutsFileName = "Layouts.themec.swift"

    /// The file of one string table's accessors when strings are split per table:
    /// `Strings+Localizable.themec.swift`.
    public static func stringsFileName(table: String) -> String { "Strings+\(table).themec.swift" }

    /// A file the build declared that this run does not generate (a string table the config no longer
    /// splits out): it must exist, so it holds only the header and why it is empty.
    package static func declaredButNotGenerated(name: String) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.header("Declared by the build, not generated in this run: its declarations are in Strings.themec.swift.")
        return GeneratedFile(name: name, contents: writer.text)
    }
}
