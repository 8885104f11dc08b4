/// The layouts model: kit nibs, app overrides and how they match. (Filled in by the layouts work.)
public struct LayoutModel: Sendable {
    public init() {}

    /// `layouts.<nib>` for `themec dump`.
    public var dump: JSONValue { .object([:]) }
}

/// Reads XIBs and checks each override against the kit nib it replaces.
public enum LayoutStage {
    public static func compile(_ files: [InputFile], themes: ThemeSet,
                               options: CompilerOptions) -> (model: LayoutModel, diagnostics: [Diagnostic]) {
        (LayoutModel(), [])
    }
}

/// Renders `Layouts.themec.swift`: the `Nibs` registry.
public struct LayoutsRenderer: Sendable {
    public let options: CompilerOptions

    public init(options: CompilerOptions) {
        self.options = options
    }

    public func render(_ model: LayoutModel) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.header("The nib-name override registry.")
        writer.line("import Foundation")
        writer.blank()
        writer.block("\(options.access.prefix)enum Nibs") { _ in }
        return GeneratedFile(name: GeneratedFile.layoutsFileName, contents: writer.text)
    }
}
