/// Strings: per table and locale, the translated, missing and extra keys as a bar and as
/// counts, and the missing keys by name (up to ``StringsCoverage/listedMissingKeys``, then how
/// many more).
struct PreviewStringsSection {
    let content: PreviewContent
    let problems: PreviewProblems

    func render(into html: inout HTMLWriter) {
        html.raw("<section id=\"strings\">\n<h2>Strings</h2>\n")
        let strings = content.strings
        if strings.tables.isEmpty { html.raw("<p class=\"muted\">No string table to show.</p>\n") }
        for (index, table) in strings.tables.enumerated() {
            html.open("h3", [("id", PreviewAnchor.table(index))])
            html.text(table.name + " ")
            html.element("span", class: "muted", PreviewPage.count(table.keys.count, "key"))
            html.close("h3")
            PreviewPage.problemList(problems.at(PreviewAnchor.table(index)), into: &html)
            html.raw("<table>\n<tr><th>locale</th><th>coverage</th><th>keys</th></tr>\n")
            for (row, coverage) in strings.coverage.enumerated() where coverage.table == table.name {
                locale(coverage, anchor: PreviewAnchor.coverage(row), into: &html)
            }
            html.raw("</table>\n")
        }
        html.raw("</section>\n")
    }

    private func locale(_ coverage: StringsCoverage, anchor: String, into html: inout HTMLWriter) {
        html.open("tr", [("id", anchor)])
        html.open("td")
        html.element("code", coverage.locale)
        if coverage.isReference { html.element("div", class: "muted", "reference") }
        html.close("td")
        html.open("td")
        let total = max(1, coverage.translated + coverage.missing + coverage.extra)
        html.open("div", class: "bar", [("role", "img"), ("aria-label", summary(coverage))])
        for (part, value) in [
            ("translated", coverage.translated), ("missing", coverage.missing), ("extra", coverage.extra),
        ]
        where value > 0 {
            html.open("div", class: part, [("style", "width:\(Self.percent(value, of: total))")])
            html.close("div")
        }
        html.close("div")
        html.element("div", class: "muted", summary(coverage))
        html.close("td")
        html.open("td")
        if !coverage.hasTable { html.element("div", "this locale has no \(coverage.table) table") }
        if !coverage.missingKeys.isEmpty {
            html.open("ul", class: "keys")
            for key in coverage.missingKeys { html.open("li"); html.element("code", key); html.close("li") }
            html.close("ul")
            let more = coverage.missing - coverage.missingKeys.count
            if more > 0 { html.element("div", class: "muted", "and \(more) more") }
        }
        PreviewPage.problemList(problems.at(anchor), into: &html)
        html.close("td")
        html.raw("</tr>\n")
    }

    private func summary(_ coverage: StringsCoverage) -> String {
        "\(coverage.translated) translated, \(coverage.missing) missing, \(coverage.extra) extra"
    }

    /// `value / total` as a CSS percentage with one decimal, from integers (the same bytes on
    /// every platform).
    static func percent(_ value: Int, of total: Int) -> String {
        let tenths = value * 1000 / total
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
