import Testing
import ThemecCore

/// An app that names its kit (`kit:`): what its generated files hold and leave to the kit, how its
/// themes resolve against the kit's, and the located errors of the kit-and-app setup.
@Suite struct KitModeTests {
    static let kitTheme = """
        name: Cheetah
        palette:
          teal: "#B1E4E3"
        colors:
          primaryColor: teal
          secondaryColor: "#F4364C"
          errorColor: "#D32F2F"
        text:
          title1: { fontName: Helvetica-Bold, textStyle: title1 }

        """

    /// Compiles app files (`path`, text) against kit theme files, as an app with `kit: CheetahKit`.
    static func compile(app: [(String, String)], kit: [(String, String)] = [("Kit/Cheetah.theme.yaml", kitTheme)])
        -> CompilationResult
    {
        let inputs =
            app.map { InputFile(path: $0.0, text: $0.1)! } + kit.map { InputFile(path: $0.0, role: .base, text: $0.1)! }
        // The kit theme's colors are chosen for these tests, not for contrast.
        let rules = RuleSeverityPolicy([ThemeRules.lowContrast.id: .off])
        return Compiler.compile(inputs, options: CompilerOptions(rules: rules, kitModule: "CheetahKit"))
    }

    static func rendered(_ result: CompilationResult) -> [String] { result.diagnostics.flatMap(\.renderedWithNotes) }

    @Test func theAppsFilesImportTheKitAndDeclareNoneOfItsAPI() throws {
        let result = try ExampleKit.app()
        #expect(!result.hasErrors, "\(Self.rendered(result))")
        #expect(
            result.files.map(\.name) == [
                GeneratedFile.themeFileName, GeneratedFile.stringsFileName,
                GeneratedFile.stringsFileName(table: "Localizable"),
                GeneratedFile.layoutsFileName,
            ])
        let all = result.files.map(\.contents).joined(separator: "\n")
        for file in result.files {
            #expect(file.contents.contains("\nimport CheetahKit\nimport Foundation\n"), "\(file.name)")
        }
        for declaration in [
            "protocol ColorTheme", "protocol TextTheme", "protocol TextAppearance", "class ThemeManager", "struct RGBA",
            "struct ThemeColor", "enum TextStyle", "typealias ThemePlatformColor", "struct ThemeTextAppearance",
            "enum L10nLookup", "struct NibOverride", "enum Nibs", "extension UIView", "extension UIColor",
            "import ThemecRuntime",
            "var localized", "CheetahColorTheme", "CheetahTextTheme", "Window", "#if canImport(UIKit)",
        ] {
            #expect(!all.contains(declaration), "the app's files declare '\(declaration)'")
        }
        #expect(all.contains("struct SunsetColorTheme: ColorTheme {"))
        #expect(all.contains("struct SunsetTextTheme: TextTheme {"))
        #expect(all.contains("L10nModuleLookup.text(\"Localizable\", \"Generic.Okay\", \"Got it\")"))
        #expect(all.contains("extension Nibs {\n    /// The app's nibs"))
        // The kit's palette stays the kit's: only the app's own names are repeated in the app.
        #expect(all.contains("static let sunset = ") && !all.contains("static let teal = "))
    }

    @Test func aKitOwnsTheAPIAndItsDocumentedConveniences() throws {
        let result = try ExampleKit.kit()
        #expect(!result.hasErrors, "\(Self.rendered(result))")
        let all = result.files.map(\.contents).joined(separator: "\n")
        // The theme API, the lookups and the registry are the runtime's, re-exported to the kit's apps.
        #expect(all.contains("\n@_exported import ThemecRuntime\nimport Foundation\n"))
        #expect(!all.contains("class ThemeManager"))
        #expect(all.contains("open class CheetahAppWindow: ThemeAppWindow {}"))
        #expect(all.contains("public enum L10nModuleLookup: L10nModule {"))
        #expect(all.contains("public enum Nibs: NibRegistry {"))
        #expect(all.contains("public var localized: Swift.String {"))
        #expect(all.contains("public class func nib() -> UINib {"))
        // An internal module never declares the conveniences an app might have written itself.
        let internalModule = Compiler.compile(try ExampleKit.inputs(under: ExampleKit.kitFolder, role: .app))
        let internalText = internalModule.files.map(\.contents).joined(separator: "\n")
        #expect(!internalText.contains("var localized"))
        #expect(!internalText.contains("func nib()"))
        #expect(!internalText.contains("Window"))
    }

    @Test func anAppThemeExtendsAKitThemeAndKnowsWhereEachSlotComesFrom() throws {
        let result = Self.compile(app: [
            (
                "Themes/Sunset.theme.yaml",
                """
                extends: Cheetah
                palette:
                  sunset: "#FF6B35"
                colors:
                  primaryColor: sunset
                  secondaryColor: teal
                text:
                  body: { fontName: Avenir-Book, fontSize: 16 }

                """
            )
        ])
        #expect(Self.rendered(result) == [])
        guard case .object(let root) = result.dump, case .object(let themes) = root["themes"] else {
            Issue.record("no themes in the dump")
            return
        }
        // The dump holds the app's themes only; each slot of one that extends says where it comes from.
        #expect(themes.keys.sorted() == ["Sunset"])
        let sunset = try #require(result.themes.themes.first { $0.name == "Sunset" })
        #expect(sunset.color(.secondaryColor).light.hex == "#B1E4E3FF")
        #expect(sunset.color(.errorColor).light.hex == "#D32F2FFF")
        #expect(sunset.inheritedFrom(sunset.colorOrigins[.errorColor]) == ThemeLink(name: "Cheetah", role: .base))
        #expect(sunset.inheritedFrom(sunset.colorOrigins[.primaryColor]) == nil)
        #expect(sunset.colorOrigins[.secondaryColor]?.theme == "Sunset")
        #expect(sunset.colorOrigins[.secondaryColor]?.source == .palette("teal"))
        #expect(sunset.colorOrigins[.barItemColor] == SlotOrigin(theme: nil, source: .defaultSlot(.primaryColor)))
        #expect(sunset.inheritedFrom(sunset.textOrigins[.title1])?.name == "Cheetah")
        #expect(sunset.textOrigins[.body]?.theme == "Sunset")
        #expect(sunset.textOrigins[.body]?.source == .appearance)
        // In the dump, each slot of a theme that extends another names the theme it comes from.
        guard case .object(let theme) = themes["Sunset"], case .object(let colors) = theme["colors"],
            case .object(let error) = colors["errorColor"], case .object(let primary) = colors["primaryColor"]
        else {
            Issue.record("no Sunset colors in the dump")
            return
        }
        #expect(error["inheritedFrom"] == .object(["theme": .string("Cheetah"), "kit": .bool(true)]))
        #expect(error["light"] == .string("#D32F2FFF"))
        #expect(primary["inheritedFrom"] == .null)
        #expect(theme["extends"] == .object(["theme": .string("Cheetah"), "kit": .bool(true)]))
    }

    @Test func anUnknownParentIsAnErrorWithTheNearestLocalOrKitTheme() {
        let result = Self.compile(app: [
            (
                "Themes/Sunset.theme.yaml",
                """
                extends: Cheeta
                colors: { primaryColor: "#FF6B35", secondaryColor: "#000" }

                """
            )
        ])
        #expect(
            Self.rendered(result) == [
                "Themes/Sunset.theme.yaml:1:10: error: theme 'Sunset' extends 'Cheeta', which is not a theme; did "
                    + "you mean 'Cheetah'? [theme-unknown-extends]"
            ])
        #expect(result.files.isEmpty)
    }

    @Test func anAppThemeNamedLikeAKitThemeIsAnErrorWithANoteAtTheKits() {
        let result = Self.compile(app: [
            (
                "Themes/Cheetah.theme.yaml",
                """
                colors: { primaryColor: "#FF6B35", secondaryColor: "#000" }

                """
            )
        ])
        #expect(
            Self.rendered(result) == [
                "Themes/Cheetah.theme.yaml:1:1: error: theme 'Cheetah' is already a theme of the kit; give the app's "
                    + "theme its own name (it may start from the kit's with 'extends: Cheetah') [theme-duplicate-name]",
                "Kit/Cheetah.theme.yaml:1:7: note: the kit's 'Cheetah' is declared here",
            ])
        #expect(result.files.isEmpty)
    }

    @Test func anExtendsCycleAcrossAppAndKitIsAnError() {
        let result = Self.compile(
            app: [
                (
                    "Themes/Sunset.theme.yaml",
                    "extends: Dusk\ncolors: { primaryColor: \"#FF6B35\", secondaryColor: \"#000\" }\n"
                )
            ],
            kit: [
                (
                    "Kit/Dusk.theme.yaml",
                    "extends: Sunset\ncolors: { primaryColor: \"#111\", secondaryColor: \"#222\" }\n"
                )
            ])
        let lines = Self.rendered(result)
        #expect(
            lines.contains(
                "Themes/Sunset.theme.yaml:1:10: error: themes extend each other in a circle: "
                    + "Sunset → Dusk → Sunset [theme-extends-cycle]"
            ),
            "\(lines)")
        #expect(result.files.isEmpty)
    }

    @Test func anAppThemeCannotSetASlotTheKitContractDoesNotHave() {
        let result = Self.compile(app: [
            (
                "Themes/Sunset.theme.yaml",
                """
                extends: Cheetah
                colors:
                  primaryColor: "#FF6B35"
                  accentColor: "#00FF00"
                text:
                  bigTitle: { fontName: Avenir, textStyle: largeTitle }

                """
            )
        ])
        #expect(
            Self.rendered(result) == [
                "Themes/Sunset.theme.yaml:4:3: error: unknown color slot 'accentColor' in 'colors'; expected one of "
                    + "primaryColor, secondaryColor, textColor, textInputColor, primaryVariantColor, errorColor, "
                    + "barItemColor, disabledButtonColor, highlightedButtonColor [theme-unknown-key]",
                "Themes/Sunset.theme.yaml:6:3: error: unknown text slot 'bigTitle' in 'text'; expected one of "
                    + "largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, "
                    + "caption2, alertButton, textView, textField, normalButton, disabledButton, "
                    + "highlightedButton [theme-unknown-key]",
            ])
        #expect(result.files.isEmpty)
    }
}
