import ThemecCore

/// `themec preview`: write one self-contained HTML page that shows the resolved themes, their
/// contrast, the strings coverage, the overridden nibs and every problem.
enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "Write an HTML page showing the themes, their contrast, string coverage, nibs and problems."
    static let usage = """
        themec preview [--config FILE] [--output DIR] [--strict] [--kit-config FILE] [--base-strings PATH]
                              [--base-layouts PATH] [--default-bundle token|module|main] [--resource-bundle NAME]
                              [--plugin-plan FILE] [PATH...]
        """
    static let defaultFolder = "themec-preview"
    static let options =
        ProjectArguments.options + [
            OptionSpec("output", value: "DIR", help: "Write index.html into DIR (default: ./\(defaultFolder)).")
        ]
    static let discussion = """
        Writes DIR/index.html: for every theme, each color slot as a light and a dark swatch with its hex \
        value, where it comes from and its WCAG contrast (AA/AAA) with the backgrounds of themec.yml's \
        'contrast:' (white and black by default); each text slot as a specimen line in its font and color \
        at its size; per string table and locale, translated, missing and extra keys; each kit nib the app \
        overrides and what was checked; and every diagnostic next to what it is about. The page is one file \
        with its CSS inline; it loads nothing and runs no script. It is written atomically and only when its \
        bytes change. The page is written even when the inputs have errors (it shows them); the exit code is \
        then 1. Diagnostics also go to standard error.
        """

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let directory = try context.currentDirectory
        let project = try ProjectLoader(currentDirectory: directory)
            .load(ProjectArguments(arguments), command: name)
        let outcome = try CompileSession(project: project, terminal: context.terminal).diagnoseAndReport()
        let (result, diagnostics) = (outcome.result, outcome.diagnostics)
        let page = PreviewPage.render(result, diagnostics: diagnostics, options: project.options)
        let folder = PathNames.join(directory, arguments.value("output") ?? defaultFolder)
        let display = PathNames.display(folder, relativeTo: directory)
        let written = try OutputWriter(directory: folder, displayDirectory: display)
            .writeFile(name: PreviewPage.fileName, contents: page)
        let path = display == "." ? PreviewPage.fileName : display + "/" + PreviewPage.fileName
        try context.terminal.error("themec: \(OneLinePath.escaped(path)) \(written ? "written" : "unchanged")\n")
        return diagnostics.contains { $0.severity == .error } ? ExitCode.failure(diagnostics) : ExitCode.success
    }
}
