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
        #expect(output.contains("public protocol ColorTheme: Sendable {"))
        #expect(output.contains("public enum TextStyle: String, CaseIterable, Hashable, Sendable {"))
        #expect(output.contains("public final class ThemeManager {"))
        #expect(output.contains("open class ThemeAppWindow: UIWindow {"))
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

    @Test func aProjectWithoutThemesStillGetsACompleteThemeFile() throws {
        let output = try #require(Self.generate([]))
        #expect(
            output.contains(
                "init(color: any ColorTheme = FallbackColorTheme(), text: any TextTheme = FallbackTextTheme())"))
        #expect(output.contains("struct FallbackTextTheme: TextTheme {"))
    }

    @Test func aPublicModuleWithoutThemesCompiles() throws {
        // The fallback themes are `ThemeManager.init`'s default arguments: a public `init` may not
        // name internal types there, so in a public module they are public too.
        let output = try #require(Self.generate([], access: .public))
        #expect(output.contains("public struct FallbackColorTheme: ColorTheme {"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-fallback-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("Theme.themec.swift")
        try output.write(to: source, atomically: true, encoding: .utf8)
        let (status, printed) = try ProgramRun.swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Kit", source.path])
        #expect(status == 0, "\(printed)")
    }
}
