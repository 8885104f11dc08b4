/// Layouts: each kit nib the app overrides, how the override was matched, and what was
/// checked: the class of its File's Owner (or root object), each outlet the kit connects with
/// its element type, each action, and the theme colors and text styles it names.
struct PreviewLayoutsSection {
    let content: PreviewContent
    let problems: PreviewProblems

    func render(into html: inout HTMLWriter) {
        html.raw("<section id=\"layouts\">\n<h2>Layouts</h2>\n")
        if content.overrides.isEmpty {
            html.raw("<p class=\"muted\">The app overrides no kit nib.</p>\n")
        } else {
            html.raw("<table>\n<tr><th>override</th><th>class</th><th>checked</th></tr>\n")
        }
        for (index, nib) in content.overrides.enumerated() {
            let anchor = PreviewAnchor.nib(index)
            let kitNib = nib.overrides ?? nib.name
            html.open("tr", [("id", anchor)])
            html.open("td")
            html.element("code", nib.name + ".xib")
            html.raw("<br>")
            html.element("span", class: "file", nib.file)
            html.raw("<br>")
            html.text(
                kitNib == nib.name
                    ? "replaces the kit's \(kitNib).xib (same file name)"
                    : "replaces the kit's \(kitNib).xib (a declared subclass)")
            html.close("td")
            html.open("td")
            html.element("code", nib.customClass ?? "(no class)")
            if let module = nib.customModule { html.text(" in module \(module)") }
            html.close("td")
            html.open("td")
            html.text(
                "class kept or a declared subclass; \(PreviewPage.count(nib.outlets.count, "outlet")) connected with "
                    + "the "
                    + "kit's element types; \(PreviewPage.count(nib.actions.count, "action")); named colors and text "
                    + "styles "
                    + "against the themes")
            if !nib.outlets.isEmpty {
                html.open("ul", class: "keys")
                for outlet in nib.outlets {
                    html.open("li")
                    html.element("code", outlet.property + ": " + (outlet.elementType ?? "missing destination"))
                    html.close("li")
                }
                for action in nib.actions { html.open("li"); html.element("code", action); html.close("li") }
                html.close("ul")
            }
            let found = problems.at(anchor)
            if found.isEmpty { html.element("div", class: "clean", "no problem found") }
            PreviewPage.problemList(found, into: &html)
            html.close("td")
            html.raw("</tr>\n")
        }
        if !content.overrides.isEmpty { html.raw("</table>\n") }
        html.raw("</section>\n")
    }
}
