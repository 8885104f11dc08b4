import Testing
import ThemecVocabulary

@testable import ThemecCore

/// The preview page: what it shows (a swatch per slot and appearance, a specimen per text slot,
/// coverage, problems next to their items), that input text is only ever text, that it loads
/// nothing, and that the same inputs give the same bytes.
@Suite struct PreviewPageTests {
    static let theme = """
        name: Dusk
        palette:
          ink: { light: "#1B1B1F", dark: "#F5F5F7" }
        colors:
          primaryColor: "#0B6E6B"
          secondaryColor: "#F4364C"
          textColor: ink
          errorColor: "#FFD0D0"
        text:
          largeTitle: { fontName: Avenir-Heavy, textStyle: largeTitle }
          body: { fontName: "Evil'; background: url(x); }</style><script>alert(2)</script>", \
        textStyle: body, fontSize: 18 }

        """

    static let hostileKey = "<script>alert(1)</script>"

    static func files(missing: Int = 0) -> [InputFile] {
        var english = "\"Menu.Profile\" = \"Profile\";\n\"\(hostileKey)\" = \"hostile & <b>bold</b>\";\n"
        for index in 0..<missing { english += "\"Extra.key\(1000 + index)\" = \"x\";\n" }
        return [
            InputFile(path: "Themes/Dusk.theme.yaml", text: theme)!,
            InputFile(path: "Themes/Dawn.theme.yaml", text: "extends: Dusk\ncolors:\n  primaryColor: \"#005456\"\n")!,
            InputFile(path: "Strings/en.lproj/Localizable.strings", text: english)!,
            InputFile(
                path: "Strings/de.lproj/Localizable.strings",
                text: "\"Menu.Profile\" = \"Profil\";\n\"Old\" = \"Alt\";\n")!,
        ]
    }

    static func page(_ files: [InputFile] = files(), options: CompilerOptions = CompilerOptions(rendersFiles: false))
        -> String
    {
        let result = Compiler.compile(files, options: options)
        return PreviewPage.render(result, diagnostics: result.diagnostics, options: options)
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.ranges(of: needle).count
    }

    @Test func recordedPage() throws {
        try Golden.check(Self.page(), against: "Preview.html")
    }

    @Test func oneSwatchPerSlotAndAppearanceAndOneSpecimenPerTextSlot() {
        let page = Self.page()
        #expect(Self.count("class=\"swatch ", in: page) == 2 * ColorSlot.allCases.count * 2)
        #expect(Self.count("class=\"specimen ", in: page) == 2 * TextSlot.allCases.count * 2)
        #expect(Self.count("data-appearance=\"dark\"", in: page) == 2 * ColorSlot.allCases.count)
    }

    @Test func inputTextIsEscapedAndNothingRunsOrLoads() {
        let page = Self.page()
        #expect(!page.contains("<script"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&lt;/style&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
        let styles = page.split(separator: "style=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(styles.count > 100)
        #expect(
            !styles.contains { $0.contains("url(") || $0.contains("Evil") },
            "a name that could end a CSS string stays out")
        #expect(page.contains("shown in the system font: the name has characters a stylesheet cannot hold"))
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'none';"))
        for loader in ["src=", "href=\"http", "@import", "<link", "<iframe", "<img", "<object", "<embed"] {
            #expect(!page.contains(loader), "\(loader)")
        }
    }

    @Test func sizeFromTextStyleIsMarkedWhenFontSizeIsIgnored() {
        let page = Self.page()
        #expect(
            Self.count("size from textStyle, fontSize 18 ignored", in: page) == 2,
            "Dusk's body and Dawn's inherited body")
        #expect(page.contains("34 pt from textStyle largeTitle"))
        #expect(page.contains("system font (the slot is not set)"))
    }

    @Test func problemsAreShownAtTheirItemsAndAllListed() {
        let result = Compiler.compile(Self.files(), options: CompilerOptions(rendersFiles: false))
        let page = PreviewPage.render(result, diagnostics: result.diagnostics, options: CompilerOptions())
        let problems = page[page.range(of: "<section id=\"problems\">")!.lowerBound...]
        #expect(result.diagnostics.count == Self.count("<li class=\"problem ", in: String(problems)))
        // The contrast warning sits in the errorColor row of Dusk (theme 1: themes sort by name).
        let row = page[page.range(of: "<tr id=\"theme-1-errorColor\">")!.lowerBound...]
        let rowText = row[..<row.range(of: "</tr>")!.lowerBound]
        #expect(rowText.contains("errorColor on light background: 1.38:1, needs 4.5:1"))
        #expect(problems.contains("→ <a href=\"#theme-1-errorColor\">Colors › Dusk › errorColor</a>"))
        #expect(problems.contains("→ <a href=\"#coverage-0\">Strings › Localizable › de</a>"))
    }

    @Test func missingKeysAreListedUpTo200ThenCounted() {
        let page = Self.page(Self.files(missing: 250))
        #expect(page.contains("<code>Extra.key1000</code>"))
        #expect(page.contains("and 51 more"), "251 missing: the hostile key and 250 others, 200 listed")
        #expect(page.contains("1 translated, 251 missing, 1 extra"))
    }

    @Test func sameInputsInAnyOrderGiveTheSameBytes() {
        let files = Self.files()
        #expect(Self.page(files) == Self.page(files.reversed()))
        let serial = CompilerOptions(parallel: false, rendersFiles: false)
        #expect(Self.page(files, options: serial) == Self.page(files))
    }

    @Test func aPageWithoutACompilationShowsItsProblems() {
        let diagnostic = Finding.made(
            ConfigRules.unknownKey, "unknown key 'themse' in themec.yml; did you mean 'themes'?",
            at: SourceLocation(file: "themec.yml", line: 1, column: 1))
        let page = PreviewPage.render(nil, diagnostics: [diagnostic], options: CompilerOptions())
        #expect(page.contains("No theme to show."))
        #expect(page.contains("unknown key &apos;themse&apos; in themec.yml; did you mean &apos;themes&apos;?"))
    }
}
