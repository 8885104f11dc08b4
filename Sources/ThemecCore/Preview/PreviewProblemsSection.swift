/// Problems: every diagnostic of the run, sorted as the CLI prints them, each with a link to the
/// item it is shown at (if any).
struct PreviewProblemsSection {
    let problems: PreviewProblems

    func render(into html: inout HTMLWriter) {
        html.raw("<section id=\"problems\">\n<h2>Problems</h2>\n")
        if problems.diagnostics.isEmpty {
            html.raw("<p class=\"clean\">No problem found.</p>\n")
        } else {
            html.open("ul", class: "problems")
            for (index, diagnostic) in problems.diagnostics.enumerated() {
                PreviewPage.problem(diagnostic, into: &html, item: problems.items[index])
            }
            html.close("ul")
        }
        html.raw("</section>\n")
    }
}
