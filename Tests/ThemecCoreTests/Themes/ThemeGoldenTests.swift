import Foundation
import Testing
import ThemecCore

/// The generated theme code, byte for byte, and its independence from input order and threads.
@Suite struct ThemeGoldenTests {
    static func generate(_ inputs: [InputFile], access: AccessLevel = .internal, parallel: Bool = true) -> String? {
        let result = Compiler.compile(inputs, options: CompilerOptions(access: access, parallel: parallel))
        return result.files.first { $0.name == GeneratedFile.themeFileName }?.contents
    }

    @Test func themeFileMatchesGolden() throws {
        let output = try #require(Self.generate(try Fixtures.inputs(under: "Themes")))
        try Golden.check(output, against: "Theme.themec.swift")
    }

    @Test func publicAccessMarksEveryDeclaration() throws {
        let output = try #require(Self.generate(try Fixtures.inputs(under: "Themes"), access: .public))
        #expect(output.contains("public struct CheetahColorTheme: ColorTheme {"))
        #expect(
            output.contains(
                "    public let primaryColor: ThemePlatformColor = ThemeColor(RGBA(0xB1, 0xE4, 0xE3, "
                    + "0xFF)).platformColor"
            ))
        #expect(
            output.contains(
                "    public nonisolated static let themes: [(name: String, color: any ColorTheme, text: any TextTheme)]"
            ))
        #expect(output.contains("    public nonisolated static func validate() -> [String] {"))
        // The theme API is the runtime's, which the file re-exports to the module's clients.
        #expect(output.contains("\n@_exported import ThemecRuntime\nimport Foundation\n"))
        for declaration in ["protocol ColorTheme", "enum TextStyle", "class ThemeManager", "class ThemeAppWindow"] {
            #expect(!output.contains(declaration), "\(declaration)")
        }
        #expect(!output.contains("@access"))
        #expect(!output.contains("@open"))
    }

    @Test func outputIsIdenticalWhateverTheInputOrderOrThreading() throws {
        let inputs = try Fixtures.inputs(under: "Themes")
        let reference = try #require(Self.generate(inputs))
        #expect(Self.generate(inputs.reversed()) == reference)
        #expect(Self.generate(inputs, parallel: false) == reference)
        #expect(Self.generate([inputs[2], inputs[0], inputs[1]]) == reference)
    }

    @Test func outputEndsWithOneNewlineAndHasNoTrailingWhitespace() throws {
        let output = try #require(Self.generate(try Fixtures.inputs(under: "Themes")))
        #expect(output.hasSuffix("}\n") || output.hasSuffix("#endif\n"))
        #expect(!output.hasSuffix("\n\n"))
        for line in output.split(separator: "\n") {
            #expect(line.last != " ", "trailing space in: \(line)")
        }
        #expect(!output.contains("\r"))
    }

    @Test func aProjectWithoutThemesGetsOnlyTheHeader() throws {
        // A module of strings or layouts only carries no theme runtime: the file the build plugin
        // declares is written, with the header and nothing else, whatever the access level.
        let output = try #require(Self.generate([]))
        try Golden.check(output, against: "Theme+empty.themec.swift")
        #expect(!output.contains("ThemeManager {"))
        #expect(!output.contains("import"))
        #expect(Self.generate([], access: .public) == output)
    }

    @Test func aKitWithoutThemesButWithStringsAndLayoutsNeedsNoThemeTypes() throws {
        // The strings and layouts code never names a theme type, so dropping the runtime from a
        // module without themes cannot break its generated code.
        var inputs = try Fixtures.inputs(under: "Strings/project")
        inputs += try Fixtures.inputs(under: "Layouts/Kit", role: .base)
        inputs += try Fixtures.inputs(under: "Layouts/App")
        let result = Compiler.compile(inputs, options: CompilerOptions(access: .public))
        let generated = result.files.filter { $0.name != GeneratedFile.themeFileName }
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(generated.contains { $0.name == "Layouts.themec.swift" }, "\(result.files.map(\.name))")
        #expect(generated.contains { $0.name.hasPrefix("Strings") }, "\(result.files.map(\.name))")
        for file in generated {
            for name in ["ThemeManager", "ColorTheme", "TextTheme", "ThemeColor", "setTextStyle"] {
                #expect(!file.contents.contains(name), "\(file.name) names \(name)")
            }
        }
    }
}
