/// The strings model: every table of every locale, resolved. (Filled in by the localization work.)
public struct StringsModel: Sendable {
    public init() {}

    /// `strings.<locale>.<table>.<key>` for `themec dump`.
    public var dump: JSONValue { .object([:]) }
}

/// Reads and checks `.strings`, `.stringsdict` and `.xcstrings` files.
public enum StringsStage {
    public static func compile(_ files: [InputFile], options: CompilerOptions) -> (model: StringsModel, diagnostics: [Diagnostic]) {
        (StringsModel(), [])
    }
}

/// Renders `Strings.themec.swift` (or one file per table).
public struct StringsRenderer: Sendable {
    public let options: CompilerOptions

    public init(options: CompilerOptions) {
        self.options = options
    }

    public func render(_ model: StringsModel) -> [GeneratedFile] {
        var writer = SwiftWriter()
        writer.header("Typed keys for the string tables.")
        writer.line("import Foundation")
        writer.blank()
        writer.block("\(options.access.prefix)enum L10n") { _ in }
        return [GeneratedFile(name: GeneratedFile.stringsFileName, contents: writer.text)]
    }
}
