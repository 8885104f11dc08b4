/// `themec init`: write a starter `themec.yml` and theme into a folder.
enum InitCommand: Command {
    static let name = "init"
    static let summary = "Write a starter themec.yml and theme."
    static let usage = "themec init [DIR]"
    static let options: [OptionSpec] = []
    static let discussion = """
        Creates DIR/themec.yml and DIR/Themes/App.theme.yaml (DIR defaults to the current folder). Existing \
        files are never overwritten: if themec.yml exists, nothing is written and the exit code is 2.
        """

    /// The starter `themec.yml`: every key of the file, the optional ones commented out with what
    /// they do, so a user sees every option.
    static let config = """
        # themec configuration. Paths are relative to this file. Every key is listed; uncomment
        # what the project needs. Reference: Docs/Configuration.md.
        themes: Themes
        # strings: Strings              # the app's <locale>.lproj tables
        # baseStrings: Kit/Strings      # the kit's tables, to catch keys that override nothing
        # layouts:                      # XIB overrides
        #   overrides: Layouts          # the app's XIBs
        #   base: Kit/Layouts           # the kit's XIBs they replace
        #   subclasses: { AppDetailViewController: DetailViewController }
        output: Generated
        access: internal                # or public, for a kit
        developmentLanguage: en
        # rules:                        # a rule id: error, warning or off
        #   theme-ignored-font-size: error
        # kit:                          # the kit this app customises: its Swift module and its themec.yml
        #   module: CheetahKit
        #   config: ../CheetahKit/themec.yml
        # bundle: token                 # where string lookups fall back to: token, module or main
        # windowClass: ThemeAppWindow   # the generated window class's name (a kit's; not with kit:)
        # stringsFiles: perTable        # perTable: one Swift file per string table; single: one file
        # contrast:                     # the contrast check of text colors (theme-low-contrast)
        #   background: { light: "#FFFFFF", dark: "#000000" }   # a light-only app: light only
        #   minimum: 4.5                # the ratio normal text needs (WCAG AA)

        """

    static let theme = """
        # A starter theme: the two required colors and one text appearance.
        # See Docs/Themes.md for every slot and its default.
        colors:
          primaryColor: "#B1E4E3"
          secondaryColor: "#F4364C"
        text:
          body: { fontName: Helvetica, textStyle: body }

        """

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        guard arguments.positionals.count <= 1 else {
            throw UsageError(message: "init takes at most one folder", command: name)
        }
        let current = try context.currentDirectory
        let directory = PathNames.join(current, arguments.positionals.first ?? ".")
        let display = PathNames.display(directory, relativeTo: current)
        let configPath = directory + "/themec.yml"
        if FileManager.default.fileExists(atPath: configPath) {
            throw FileSystemError(
                path: display == "." ? "themec.yml" : display + "/themec.yml",
                reason: "already exists; init writes nothing over existing files")
        }
        let themeWriter = OutputWriter(
            directory: directory + "/Themes",
            displayDirectory: display == "." ? "Themes" : display + "/Themes")
        let themePath = directory + "/Themes/App.theme.yaml"
        var created: [String] = []
        if !FileManager.default.fileExists(atPath: themePath) {
            try themeWriter.writeFile(name: "App.theme.yaml", contents: theme)
            created.append("Themes/App.theme.yaml")
        }
        try OutputWriter(directory: directory, displayDirectory: display).writeFile(
            name: "themec.yml", contents: config)
        created.append("themec.yml")
        // Said once both are written, so a message that cannot be printed never leaves half a starter.
        for name in created {
            try context.terminal.error("created \(OneLinePath.escaped(display == "." ? "" : display + "/"))\(name)\n")
        }
        return ExitCode.success
    }
}
