import ThemecVocabulary

/// Text: for every theme, each of the seventeen text slots as a specimen line in its font (the
/// system font where it is not installed, and the page says so), at its resolved size, in its
/// color on the light and the dark background, with the contrast and the "textStyle wins" mark.
struct PreviewTextSection {
    let content: PreviewContent
    let problems: PreviewProblems

    static let specimen = "The quick brown fox jumps over the lazy dog"

    func render(into html: inout HTMLWriter) {
        html.raw("<section id=\"text\">\n<h2>Text</h2>\n")
        if content.themes.isEmpty { html.raw("<p class=\"muted\">No theme to show.</p>\n") }
        for (index, theme) in content.themes.enumerated() {
            html.open("h3", [("id", PreviewAnchor.textTheme(index))])
            html.text(theme.name + " ")
            html.element("span", class: "file", theme.file)
            html.close("h3")
            let pairs = ThemeContrast.pairs(theme, settings: content.settings)
            html.raw("<table>\n<tr><th>slot</th><th>")
            html.text(PreviewPage.appearancesHeader(content.settings))
            html.raw("</th><th>font · size · color</th></tr>\n")
            for slot in TextSlot.allCases {
                let anchor = PreviewAnchor.text(index, slot)
                let appearance = theme.appearance(slot)
                html.open("tr", [("id", anchor)])
                html.open("td")
                html.element("code", slot.rawValue)
                html.close("td")
                html.open("td")
                for pair in pairs where pair.subject == .text(slot) { specimen(pair, appearance, into: &html) }
                html.close("td")
                html.open("td")
                details(
                    appearance, set: theme.textOrigins[slot]?.source != .defaultValue,
                    pairs.filter { $0.subject == .text(slot) }, into: &html)
                html.raw("<br>")
                html.element("span", class: "muted", PreviewOrigin.describe(theme.textOrigins[slot], of: theme))
                PreviewPage.problemList(problems.at(anchor), into: &html)
                html.close("td")
                html.raw("</tr>\n")
            }
            html.raw("</table>\n")
        }
        html.raw("</section>\n")
    }

    private func specimen(_ pair: ContrastPair, _ appearance: ResolvedTextAppearance, into html: inout HTMLWriter) {
        var style = "background:\(PreviewPage.css(pair.background));color:\(PreviewPage.css(pair.foreground));"
        style +=
            "font-family:\(Self.fontFamily(appearance.fontName));font-size:\(NumberText.format(appearance.pointSize))px"
        if ThemeContrast.isBold(appearance.fontName) { style += ";font-weight:700" }
        html.element("div", class: "specimen \(pair.appearance.rawValue)", Self.specimen, [("style", style)])
    }

    /// Font, size (and where it comes from), colors and contrast; `set` is whether the theme sets
    /// the slot (its font may still be the system font, standing in for one that cannot be used).
    private func details(
        _ appearance: ResolvedTextAppearance, set: Bool, _ pairs: [ContrastPair], into html: inout HTMLWriter
    ) {
        if let fontName = appearance.fontName {
            html.element("code", fontName)
            html.text(
                Self.cssSafe(fontName)
                    ? " (the system font where it is not installed)"
                    : " (shown in the system font: the name has characters a stylesheet cannot hold)")
        } else {
            html.text(set ? "system font" : "system font (the slot is not set)")
        }
        html.raw("<br>")
        let size = NumberText.format(appearance.pointSize)
        if let style = appearance.textStyle {
            html.text("\(size) pt from textStyle \(style.rawValue)")
            if let fontSize = appearance.fontSize {
                html.raw(" ")
                html.element(
                    "span", class: "ignored", "size from textStyle, fontSize \(NumberText.format(fontSize)) ignored")
            }
        } else {
            html.text("\(size) pt (fontSize)")
        }
        html.text(ThemeContrast.isLarge(appearance) ? " · large text" : "")
        html.raw("<br>")
        for pair in pairs {
            html.text("\(pair.appearance.rawValue) ")
            html.element("code", pair.foreground.hex)
            html.raw(" ")
            PreviewPage.ratio(pair, into: &html)
            html.raw(" ")
        }
    }

    /// A `font-family` value: the font's name, the family before its style (`Helvetica` of
    /// `Helvetica-Bold`), then the system font. A name a CSS string cannot hold as it is gets
    /// only the system font.
    static func fontFamily(_ fontName: String?) -> String {
        let system = "-apple-system, system-ui, sans-serif"
        guard let fontName, cssSafe(fontName) else { return system }
        var names = ["'\(fontName)'"]
        if let dash = fontName.firstIndex(of: "-"), dash != fontName.startIndex {
            names.append("'\(fontName[..<dash])'")
        }
        return names.joined(separator: ", ") + ", " + system
    }

    /// Letters, digits, spaces, `-`, `_` and `.`: nothing that could end a CSS string.
    static func cssSafe(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || " -_.".unicodeScalars.contains($0)
            }
    }
}
