import Foundation
import ThemecSyntax
import ThemecVocabulary

@testable import ThemecCore

/// Paths, fixtures and one-call compilation for the layout tests.
enum LayoutTestSupport {
    /// `Tests/ThemecCoreTests/Layouts`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// The package root.
    static let packageRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Tests/ThemecCoreTests/Fixtures`.
    static let fixtures = testsDirectory.deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The shared real-world corpus next to the package (`../shared/corpus/real`).
    static let realCorpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/real")

    /// An input file from disk, shown under `displayPath`.
    static func input(_ url: URL, as displayPath: String, role: InputRole) throws -> InputFile {
        let bytes = try [UInt8](Data(contentsOf: url))
        return InputFile(path: displayPath, role: role, kind: .xib, bytes: bytes)
    }

    /// A fixture under `Fixtures/Layouts/<relative>`, shown as `Layouts/<relative>`.
    /// The example pair at the top of the repository: the kit's `DetailViewController.xib` and the
    /// app's override of it.
    static func examplePair() throws -> [InputFile] {
        [
            try input(
                packageRoot.appendingPathComponent("Layouts/Kit/DetailViewController.xib"),
                as: "Layouts/Kit/DetailViewController.xib", role: .base),
            try input(
                packageRoot.appendingPathComponent("Layouts/App/DetailViewController.xib"),
                as: "Layouts/App/DetailViewController.xib", role: .app),
        ]
    }

    static func fixture(_ relative: String, role: InputRole) throws -> InputFile {
        try input(fixtures.appendingPathComponent("Layouts/" + relative), as: "Layouts/" + relative, role: role)
    }

    /// A XIB from text.
    static func xib(_ path: String, _ text: String, role: InputRole = .app) -> InputFile {
        InputFile(path: path, role: role, kind: .xib, bytes: Array(text.utf8))
    }

    /// Reads one document, returning it and its rendered diagnostics.
    static func read(_ file: InputFile) -> (XIBDocument?, [String]) {
        var bag = DiagnosticBag(file: file.path)
        let document = XIBReader().read(file, into: &bag)
        return (document, bag.diagnostics.sorted().flatMap(\.renderedWithNotes))
    }

    /// Runs the layout stage; diagnostics come back sorted and rendered with their notes.
    static func compile(
        _ files: [InputFile], themes: ThemeSet = ThemeSet(),
        options: CompilerOptions = CompilerOptions()
    ) -> (model: LayoutModel, lines: [String]) {
        let result = Pipeline(options: options).layouts(files, themes: themes)
        return (result.model, result.diagnostics.sorted().flatMap(\.renderedWithNotes))
    }

    /// A one-theme set named Cheetah with the palette colors `palette`.
    static func theme(palette: [String] = ["teal"]) -> ThemeSet {
        let white = ResolvedColor(ByteColor(red: 255, green: 255, blue: 255))
        var colors: [ColorSlot: ResolvedColor] = [:]
        for slot in ColorSlot.allCases { colors[slot] = white }
        let theme = ResolvedTheme(
            name: "Cheetah", file: "Themes/Cheetah.theme.yaml", position: SourcePosition(line: 1, column: 1),
            palette: Dictionary(uniqueKeysWithValues: palette.map { ($0, white) }), colors: colors, text: [:])
        return ThemeSet(themes: [theme])
    }
}
