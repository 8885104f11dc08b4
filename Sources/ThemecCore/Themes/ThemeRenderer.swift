/// Renders `Theme.themec.swift`.
public struct ThemeRenderer: Sendable {
    public let options: CompilerOptions

    public init(options: CompilerOptions) {
        self.options = options
    }

    public func render(_ model: ThemeSet) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.header("Theme types and the ThemeManager.")
        writer.line("import Foundation")
        return GeneratedFile(name: GeneratedFile.themeFileName, contents: writer.text)
    }
}
