import Foundation
import Testing

/// `themec preview` and `themec schema` as a person runs them: where the page goes, that it is
/// written only when it changes, that errors still give a page (and exit 1), and how bad output
/// folders and bad `contrast:` settings are reported.
@Suite struct PreviewCommandTests {
    static let page = "themec-preview/index.html"

    @Test func writesThePageOnceAndKeepsItWhenNothingChanged() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        let first = try box.run("preview", "Themes")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr == "themec: \(Self.page) written\n")
        let html = try box.read(Self.page)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<h3 id=\"theme-0\">Cheetah"))
        let written = try box.modificationDate(Self.page)
        Thread.sleep(forTimeInterval: 0.05)
        let again = try box.run("preview", "Themes")
        #expect(again.stderr == "themec: \(Self.page) unchanged\n")
        #expect(try box.modificationDate(Self.page) == written)
        #expect(try box.read(Self.page) == html)
    }

    @Test func inputsWithErrorsStillGetAPageThatShowsThemAndExitOne() throws {
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme.replacingOccurrences(
                of: "textStyle: body", with: "textStyle: bdy"),
            "out/keep.txt": "left alone\n",
        ])
        let result = try box.run("preview", "Themes", "--output", "out")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Themes/Cheetah.theme.yaml:5:43: error: unknown text style 'bdy'; did you mean 'body'? "
                    + "[theme-unknown-text-style]"
            ))
        let html = try box.read("out/index.html")
        #expect(html.contains("unknown text style &apos;bdy&apos;; did you mean &apos;body&apos;?"))
        // The theme is shown, the part of the slot that did not resolve marked as such, and its font kept.
        #expect(
            html.contains(
                "<td><code>Helvetica</code> (the system font where it is not installed)<br>17 pt from textStyle body"))
        #expect(html.contains("set; not resolved: the default stands in for its size · Themes/Cheetah.theme.yaml:5:3"))
        #expect(try box.read("out/keep.txt") == "left alone\n")
    }

    @Test func anOutputFolderThatCannotBeMadeIsExitTwoWithThePath() throws {
        let box = try Sandbox([
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme, "file.txt": "not a folder\n", "Out": "a file\n",
        ])
        let through = try box.run("preview", "Themes", "--output", "file.txt/Out")
        #expect(through.status == 2)
        #expect(
            through.stderr.hasPrefix("themec: error: file.txt/Out: the output folder cannot be created ("),
            "\(through.stderr)")
        let onAFile = try box.run("preview", "Themes", "--output", "Out")
        #expect(onAFile.status == 2)
        #expect(onAFile.stderr == "themec: error: Out: the output path exists and is not a folder\n")
        #expect(try box.read("Out") == "a file\n")
    }

    /// A bad `contrast:` is a located config error with a suggestion; the page still shows it.
    @Test func anInvalidContrastSettingIsALocatedConfigError() throws {
        let box = try Sandbox([
            "themec.yml": "themes: Themes\ncontrast:\n  backround: { dark: \"#1C1C1E\" }\n  minimum: AAA\n",
            "Themes/Cheetah.theme.yaml": Sandbox.validTheme,
        ])
        let result = try box.run("preview")
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "themec.yml:3:3: error: unknown key 'backround' in 'contrast'; did you mean 'background'? "
                    + "[config-unknown-key]\n"
            ))
        #expect(result.stderr.contains("themec.yml:4:12: error: 'AAA' is not a valid value for 'contrast.minimum'"))
        #expect(result.stderr.contains("did you mean '7'? [config-invalid-value]"))
        #expect(try box.read(Self.page).contains("did you mean &apos;background&apos;?"))
    }

    /// The configured backgrounds and minimum reach the check and the page.
    @Test func contrastSettingsApply() throws {
        let theme = Sandbox.validTheme.replacingOccurrences(of: "text:", with: "  textColor: \"#767676\"\ntext:")
        let box = try Sandbox([
            "themec.yml":
                "themes: Themes\ncontrast:\n  background: { light: \"#F2F2F7\", dark: \"#767676\" }\n  minimum: 3\n",
            "Themes/Cheetah.theme.yaml": theme,
        ])
        let lint = try box.run("lint")
        #expect(
            lint.stdout
                == "Themes/Cheetah.theme.yaml:4:3: warning: textColor on dark background: 1.00:1, needs 3:1 "
                + "[theme-low-contrast]\n",
            "\(lint.stdout)")
        #expect(try box.run("preview").status == 0)
        #expect(
            try box.read(Self.page).contains(
                "Contrast against #F2F2F7FF (light) and #767676FF (dark); normal text needs 3:1"))
    }

    /// A light-only app gives only the light background (or `dark: none`): no dark-appearance
    /// findings, and the page shows only light swatches and says dark is not checked.
    @Test(arguments: ["{ light: \"#FFFFFF\" }", "{ light: \"#FFFFFF\", dark: none }"])
    func aLightOnlyAppChecksOnlyLight(background: String) throws {
        let theme = Sandbox.validTheme.replacingOccurrences(
            of: "text:", with: "  textColor: { light: \"#222222\", dark: \"#111111\" }\ntext:")
        let box = try Sandbox(["themec.yml": "themes: Themes\n", "Themes/Cheetah.theme.yaml": theme])
        let both = try box.run("lint")
        #expect(both.stdout.contains("textColor on dark background"), "\(both.stdout)")
        try box.write("themec.yml", "themes: Themes\ncontrast:\n  background: \(background)\n")
        let lint = try box.run("lint")
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stdout == "", "\(lint.stdout)")
        #expect(try box.run("preview").status == 0)
        let html = try box.read(Self.page)
        #expect(html.contains("Contrast against #FFFFFFFF (light); dark not checked (contrast.background)"))
        #expect(html.contains("<tr><th>slot</th><th>light</th><th>origin</th></tr>"))
        #expect(html.contains("class=\"swatch light\""))
        #expect(!html.contains("class=\"swatch dark\""))
        #expect(!html.contains("class=\"specimen dark\""))
    }

    @Test func schemaPrintsJSONAndRefusesAnUnknownKind() throws {
        let box = try Sandbox()
        let theme = try box.run("schema", "theme")
        #expect(theme.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(theme.stdout.utf8)) as? [String: Any]
        #expect(parsed?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(try box.run("schema", "config").stdout.contains("\"contrast\""))
        let wrong = try box.run("schema", "themes")
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr
                == "themec: error: unknown schema 'themes'; did you mean 'theme'?\nRun 'themec help schema' for "
                + "usage.\n"
        )
        #expect(try box.run("schema").status == 2)
    }
}
