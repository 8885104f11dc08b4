import ThemecVocabulary

/// Colors: for every theme, each of the nine color slots as a light and a dark swatch side by
/// side (each on its appearance's background), with its hex value, its contrast and where its
/// value comes from.
struct PreviewColorsSection {
    let content: PreviewContent
    let problems: PreviewProblems

    func render(into html: inout HTMLWriter) {
        html.raw("<section id=\"colors\">\n<h2>Colors</h2>\n")
        html.raw(
            "<p class=\"muted\">Each swatch is drawn on its appearance's background, with its contrast ratio: AAA "
                + "and AA are WCAG 2.x levels for text of that size, \"fails\" is under AA. A slot left to its "
                + "default is "
                + "shown but not reported by theme-low-contrast.</p>\n")
        if content.themes.isEmpty && content.brokenThemeFiles.isEmpty {
            html.raw("<p class=\"muted\">No theme to show.</p>\n")
        }
        for (offset, file) in content.brokenThemeFiles.enumerated() {
            let anchor = PreviewAnchor.theme(content.themes.count + offset)
            html.open("h3", [("id", anchor)])
            html.element("span", class: "file", file)
            html.close("h3")
            html.element("p", class: "muted", "This theme has errors, so it has no resolved colors to show.")
            PreviewPage.problemList(problems.at(anchor), into: &html)
        }
        for (index, theme) in content.themes.enumerated() {
            html.open("h3", [("id", PreviewAnchor.theme(index))])
            html.text(theme.name + " ")
            html.element("span", class: "file", theme.file)
            html.close("h3")
            if theme.chainLength > 1 {
                // A long chain by its ends: every theme listing its whole chain grew with the
                // square of the chain.
                func name(_ link: ThemeLink) -> String { link.name + (link.role == .base ? " (kit)" : "") }
                let names: [String]
                if theme.chainLength <= 8 {
                    names = theme.chain.map(name)
                } else {
                    let ends = theme.chainEnds(first: 5)
                    names = ends.first.map(name) + ["… (\(theme.chainLength - 6) more)", name(ends.last)]
                }
                html.open("p", class: "muted")
                html.text("extends: " + names.joined(separator: " → "))
                html.close("p")
            }
            PreviewPage.problemList(problems.at(PreviewAnchor.theme(index)), into: &html)
            let pairs = ThemeContrast.pairs(theme, settings: content.settings)
            html.raw("<table>\n<tr><th>slot</th><th>")
            html.text(PreviewPage.appearancesHeader(content.settings))
            html.raw("</th><th>origin</th></tr>\n")
            for slot in ColorSlot.allCases {
                let anchor = PreviewAnchor.color(index, slot)
                html.open("tr", [("id", anchor)])
                html.open("td")
                html.element("code", slot.rawValue)
                html.close("td")
                html.open("td")
                html.open("div", class: "pair")
                for pair in pairs where pair.subject == .color(slot) { swatch(pair, into: &html) }
                html.close("div")
                html.close("td")
                html.open("td")
                html.text(PreviewOrigin.describe(theme.colorOrigins[slot], of: theme))
                PreviewPage.problemList(problems.at(anchor), into: &html)
                html.close("td")
                html.raw("</tr>\n")
            }
            html.raw("</table>\n")
        }
        html.raw("</section>\n")
    }

    /// One appearance of a color: a chip of the color on the appearance's background, its hex
    /// and its contrast with that background.
    private func swatch(_ pair: ContrastPair, into html: inout HTMLWriter) {
        html.open(
            "div", class: "swatch \(pair.appearance.rawValue)",
            [
                ("style", "background:\(PreviewPage.css(pair.background))"),
                ("data-appearance", pair.appearance.rawValue),
            ])
        html.open("div", class: "chip", [("style", "background:\(PreviewPage.css(pair.foreground))")])
        html.close("div")
        html.element("code", pair.foreground.hex)
        PreviewPage.ratio(pair, into: &html)
        html.close("div")
    }
}

/// Where a slot's value comes from, in words: "palette color 'teal'", "same as primaryColor",
/// "kit default", with the theme it is inherited from and the line it is written on.
enum PreviewOrigin {
    static func describe(_ origin: SlotOrigin?, of theme: ResolvedTheme) -> String {
        guard let origin else { return "" }
        var text: String
        switch origin.source {
        case .hex: text = "hex value"
        case .palette(let name): text = "palette color '\(name)'"
        case .slot(let slot): text = "same as \(slot.rawValue)"
        case .variants: text = "light and dark values"
        case .appearance: text = "set"
        case .defaultValue: text = "kit default"
        case .defaultSlot(let slot): text = "kit default: same as \(slot.rawValue)"
        case .unresolved: text = "not resolved: the default stands in"
        }
        if let link = theme.inheritedFrom(origin) {
            text += ", inherited from \(link.name)" + (link.role == .base ? " (kit)" : "")
        }
        if !origin.standIns.isEmpty {
            text += "; not resolved: the default stands in for its \(AppearancePart.list(origin.standIns))"
        }
        if let location = origin.location { text += " · \(location)" }
        return text
    }
}
