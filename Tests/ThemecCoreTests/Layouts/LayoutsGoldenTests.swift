import Foundation
import Testing

@testable import ThemecCore

/// `Layouts.themec.swift` and the `layouts` dump compared line by line with the recorded
/// goldens in `Fixtures/Golden/`. Re-record on purpose with `THEMEC_RECORD=1`.
@Suite struct LayoutsGoldenTests {
    /// The example pair at the top of the repository plus the cell fixtures.
    static func inputs() throws -> [InputFile] {
        try LayoutTestSupport.examplePair() + [
            try LayoutTestSupport.fixture("Kit/ListItemCell.xib", role: .base),
            try LayoutTestSupport.fixture("App/ListItemCell.xib", role: .app),
            try LayoutTestSupport.fixture("Kit/RewardTableViewCell.xib", role: .base),
        ]
    }

    @Test func internalGolden() throws {
        let result = Pipeline(options: CompilerOptions()).layouts(try Self.inputs(), themes: LayoutTestSupport.theme())
        #expect(result.diagnostics == [])
        let file = LayoutsRenderer(options: CompilerOptions()).render(result.model)
        #expect(file.name == "Layouts.themec.swift")
        try Golden.check(file.contents, against: "Layouts.themec.swift")
    }

    @Test func publicGolden() throws {
        let options = CompilerOptions(access: .public)
        let result = Pipeline(options: options).layouts(try Self.inputs(), themes: LayoutTestSupport.theme())
        try Golden.check(
            LayoutsRenderer(options: options).render(result.model).contents, against: "Layouts+public.themec.swift")
    }

    @Test func emptyProjectStillGetsAFile() throws {
        let file = LayoutsRenderer(options: CompilerOptions()).render(LayoutModel())
        try Golden.check(file.contents, against: "Layouts+empty.themec.swift")
    }

    @Test func dumpGolden() throws {
        let result = Pipeline(options: CompilerOptions()).layouts(try Self.inputs(), themes: LayoutTestSupport.theme())
        try Golden.check(result.model.dump.rendered(), against: "Layouts.dump.json")
    }

    @Test func outputDoesNotDependOnInputOrder() throws {
        let inputs = try Self.inputs()
        let forward = Pipeline(options: CompilerOptions(parallel: false)).layouts(inputs, themes: ThemeSet())
        let backward = Pipeline(options: CompilerOptions()).layouts(inputs.reversed(), themes: ThemeSet())
        let renderer = LayoutsRenderer(options: CompilerOptions())
        #expect(renderer.render(forward.model) == renderer.render(backward.model))
        #expect(forward.model.dump == backward.model.dump)
    }

    @Test func namesFromInputsAreEscapedAndSanitised() {
        let model = LayoutModel(
            nibs: [
                LayoutNib(
                    name: "Weird\"Name\\(x)", identifier: SwiftIdentifier.lowerCamel("Weird\"Name\\(x)"),
                    file: "a.xib", role: .base, customClass: nil, customModule: nil, outlets: [], actions: [],
                    overrides: nil)
            ],
            overrides: [LayoutOverride(kitClass: "Kit\"Class", nibName: "Nib\n", customClass: "C", customModule: nil)])
        let text = LayoutsRenderer(options: CompilerOptions()).render(model).contents
        #expect(text.contains(#"static let weirdNameX = "Weird\"Name\\(x)""#))
        #expect(text.contains(#"overrides["Kit\"Class"] = NibOverride("#))
        #expect(text.contains(#"nibName: "Nib\n","#))
    }

    @Test func reservedMemberNamesGetASuffix() {
        let files = ["Overrides", "All", "NibName"].map { (name: String) in
            LayoutTestSupport.xib(
                "K/\(name).xib", LayoutExampleXIB.viewController(name, outlets: [], views: []), role: .base)
        }
        let result = Pipeline(options: CompilerOptions()).layouts(files, themes: ThemeSet())
        #expect(result.model.nibs.map(\.identifier) == ["allNib", "nibNameNib", "overridesNib"])
    }
}
