import Foundation
import Testing

@testable import ThemecCore

/// The top-level example pair (`Layouts/Kit` and `Layouts/App` `DetailViewController.xib`)
/// compiles through the whole pipeline with the README's example theme, with no diagnostic.
@Suite struct ExampleLayoutsTests {
    static let theme = """
        name: Cheetah
        palette:
          teal: "#B1E4E3"
        colors:
          primaryColor: teal
          secondaryColor: "#F4364C"
          errorColor: { light: "#D32F2F", dark: "#EF5350" }
        text:
          largeTitle: { fontName: Helvetica-Bold, textColor: primaryColor, textStyle: largeTitle }
          body:       { fontName: Helvetica, textColor: "#333333", fontSize: 17 }
        """

    @Test func examplePairCompilesCleanly() throws {
        let inputs =
            try LayoutTestSupport.examplePair() + [
                try #require(InputFile(path: "Themes/Cheetah.theme.yaml", text: Self.theme))
            ]
        // The README's sample colors its large title in light teal, which the contrast check reports
        // (tested with the theme rules); this test is about the nibs.
        let options = CompilerOptions(rules: RuleSeverityPolicy([ThemeRules.lowContrast.id: .off]))
        let result = Compiler.compile(inputs, options: options)
        #expect(result.diagnostics.flatMap(\.renderedWithNotes) == [])
        let layouts = try #require(result.files.first { $0.name == GeneratedFile.layoutsFileName })
        #expect(layouts.contents.contains(#"static let detailViewController = "DetailViewController""#))
        #expect(layouts.contents.contains(#"overrides["DetailViewController"] = NibOverride("#))
        guard case .object(let dump) = result.dump, case .object(let nibs)? = dump["layouts"],
            case .object(let detail)? = nibs["DetailViewController"]
        else {
            Issue.record("no layouts.DetailViewController in the dump")
            return
        }
        #expect(detail["customClass"] == .string("DetailViewController"))
        #expect(detail["customModule"] == .string("CheetahDigitalUI"))
        #expect(detail["actions"] == .array([.string("actionButtonPressed:")]))
        #expect(
            detail["outlets"]
                == .object([
                    "actionButton": .string("button"), "detailsLabel": .string("label"),
                    "imageView": .string("imageView"),
                    "scrollView": .string("scrollView"), "subtitleLabel": .string("label"),
                    "titleLabel": .string("label"),
                    "view": .string("view"),
                ]))
    }
}
