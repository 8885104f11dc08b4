import ThemecVocabulary

/// `themec preview`'s page: one self-contained HTML file showing the resolved themes (colors,
/// text, contrast), the strings coverage, the overridden nibs and every diagnostic next to its
/// item. Its CSS is inline and its Content-Security-Policy allows no script and no load, so the
/// page shows the same offline and cannot run anything an input smuggles in; every input text
/// is escaped. The same compilation always gives the same bytes.
package enum PreviewPage {
    /// The page's file name in the output folder.
    package static let fileName = "index.html"

    /// No scripts, no fetches, no frames, no forms: only the inline stylesheet and inline styles.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src 'none'; font-src 'none'; "
        + "connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'"

    /// The page for a compilation (nil when config errors stopped it before compiling) and every
    /// diagnostic of the run.
    package static func render(_ result: CompilationResult?, diagnostics: [Diagnostic], options: CompilerOptions)
        -> String
    {
        let content = PreviewContent(result, diagnostics: diagnostics, options: options)
        let problems = PreviewProblems(diagnostics, page: content)
        var html = HTMLWriter()
        html.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"\(contentSecurityPolicy)\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.raw("<title>themec preview</title>\n<style>\n\(PreviewStyle.css)\n</style>\n</head>\n<body>\n")
        header(content, problems, into: &html)
        html.raw("<main>\n")
        PreviewColorsSection(content: content, problems: problems).render(into: &html)
        PreviewTextSection(content: content, problems: problems).render(into: &html)
        PreviewStringsSection(content: content, problems: problems).render(into: &html)
        PreviewLayoutsSection(content: content, problems: problems).render(into: &html)
        PreviewProblemsSection(problems: problems).render(into: &html)
        html.raw("</main>\n</body>\n</html>\n")
        return html.html
    }

    private static func header(_ content: PreviewContent, _ problems: PreviewProblems, into html: inout HTMLWriter) {
        let settings = content.settings
        html.raw("<header>\n<h1>themec preview</h1>\n<p>")
        html.text(
            "\(count(content.themes.count, "theme")), \(count(content.strings.tables.count, "string table")), "
                + "\(count(content.overrides.count, "overridden nib")); \(count(problems.errorCount, "error")), "
                + "\(count(problems.warningCount, "warning")). \(backgrounds(settings)); normal text needs "
                + "\(NumberText.format(settings.minimum)):1, large "
                + "text \(NumberText.format(settings.required(.largeText)!)):1.")
        html.raw(
            "</p>\n</header>\n<nav><a href=\"#colors\">Colors</a><a href=\"#text\">Text</a>"
                + "<a href=\"#strings\">Strings</a><a href=\"#layouts\">Layouts</a><a "
                + "href=\"#problems\">Problems</a></nav>\n"
        )
    }

    /// "Contrast against #FFFFFFFF (light) and #000000FF (dark)", naming an appearance that is
    /// not checked.
    private static func backgrounds(_ settings: ContrastSettings) -> String {
        let checked = settings.appearances.compactMap { appearance in
            settings.background(appearance).map { "\($0.hex) (\(appearance.rawValue))" }
        }
        let unchecked = Appearance.allCases.filter { settings.background($0) == nil }.map(\.rawValue)
        return (checked.isEmpty ? "Contrast not checked" : "Contrast against " + checked.joined(separator: " and "))
            + (unchecked.isEmpty ? "" : "; \(unchecked.joined(separator: " and ")) not checked (contrast.background)")
    }

    /// The appearances the swatches and specimens show, for a table's column header.
    static func appearancesHeader(_ settings: ContrastSettings) -> String {
        settings.appearances.map(\.rawValue).joined(separator: " · ")
    }

    static func count(_ count: Int, _ word: String) -> String { "\(count) \(count == 1 ? word : word + "s")" }

    /// The diagnostics shown at an item, as a list (nothing when there are none).
    static func problemList(_ diagnostics: [Diagnostic], into html: inout HTMLWriter) {
        guard !diagnostics.isEmpty else { return }
        html.open("ul", class: "problems")
        for diagnostic in diagnostics { problem(diagnostic, into: &html) }
        html.close("ul")
    }

    /// One diagnostic: severity, location, message, rule id and its notes.
    static func problem(_ diagnostic: Diagnostic, into html: inout HTMLWriter, item: PreviewProblems.Item? = nil) {
        html.open("li", class: "problem \(diagnostic.severity.rawValue)")
        html.element("span", class: "severity", diagnostic.severity.rawValue)
        html.raw(" ")
        html.element("span", class: "file", diagnostic.location.description)
        html.raw(" ")
        html.text(diagnostic.message)
        html.raw(" ")
        html.element("code", "[\(diagnostic.rule.id)]")
        for note in diagnostic.notes {
            html.raw("<br>")
            html.element("span", class: "file", note.location.description)
            html.text(" note: " + note.message)
        }
        if let item {
            html.raw(" → ")
            html.element("a", item.label, [("href", "#" + item.anchor)])
        }
        html.close("li")
    }

    /// `#RRGGBBAA` for a CSS property.
    static func css(_ color: ByteColor) -> String { color.hex }

    /// A ratio and its WCAG mark: `4.54:1 AA`, or `exempt` / `not text` for what is not checked.
    static func ratio(_ pair: ContrastPair, into html: inout HTMLWriter) {
        html.open("span", class: "ratio")
        html.text(ContrastRatio.text(pair.ratio) + ":1 ")
        switch pair.requirement {
        case .exempt: html.element("span", class: "mark exempt", "exempt")
        case .notText: html.element("span", class: "mark not-text", "not text")
        case .normalText, .largeText:
            let level = pair.level!
            html.element(
                "span", class: "mark \(level.rawValue)", level.rawValue,
                [("title", pair.passes ? "meets the project's minimum" : "under the project's minimum")])
        }
        html.close("span")
    }
}
