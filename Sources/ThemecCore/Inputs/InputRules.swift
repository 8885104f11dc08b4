/// The rules of input files as such, whatever their kind: what the CLI finds when it looks for
/// the inputs and reads them. Their severities are fixed (`rules:` in `themec.yml` cannot name
/// them), and an error among them stops the run before anything is compiled or generated.
package enum InputRules {
    /// An input that was found but whose bytes could not be read. Always an error, and the CLI
    /// exits with 2 when it is reported (Docs/CLI.md: input that cannot be read).
    package static let unreadable = RuleID(
        "input-unreadable", .error, "An input file that was found but could not be read (exit code 2).", fixed: true)

    /// An input whose real path lies outside the project: a symbolic link (to the file, or to a
    /// folder above it) that leads out. It is never opened, so its text reaches no message,
    /// report or page; the CLI exits with 2 (Docs/CLI.md: an input that is not read).
    package static let outsideProject = RuleID(
        "input-outside-project", .error,
        "An input whose real path lies outside the project (a symbolic link out of it); it is not read (exit code 2).",
        fixed: true)

    /// A path named like an input that is not a regular file (a FIFO, a socket, a device, a
    /// folder named `X.strings`, a symbolic-link loop): skipped, never opened.
    package static let skipped = RuleID(
        "input-skipped", .warning,
        "A path named like an input that is not a regular file (FIFO, socket, device, folder, link loop); skipped.",
        fixed: true)

    /// The rules of input files, documented apart from the others (they have no example project).
    package static let all: [RuleID] = [unreadable, outsideProject, skipped]

    /// Whether `diagnostic` makes the CLI exit with 2: an input it could not or would not read.
    package static func stopsWithExitTwo(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && (diagnostic.rule == unreadable || diagnostic.rule == outsideProject)
    }

    /// `Docs/Diagnostics.md`'s paragraph on each rule.
    static func explanation(_ rule: RuleID) -> String {
        switch rule.id {
        case unreadable.id: unreadableExplanation
        case outsideProject.id: outsideProjectExplanation
        default: skippedExplanation
        }
    }

    /// What themec prints for each rule, and for what.
    static func example(_ rule: RuleID) -> (what: String, output: String) {
        switch rule.id {
        case unreadable.id: ("for a table removed while it ran", example)
        case outsideProject.id: ("for a table that is a symbolic link to `~/.git-credentials`", outsideProjectExample)
        default: ("for a FIFO named like a table", skippedExample)
        }
    }

    static let unreadableExplanation = """
        A file the CLI found and checked (it exists, is a regular file and opens) can still fail when its \
        bytes are read, for example when it is removed or replaced while themec runs. The file gets this \
        error at its first line, nothing is generated, and the command exits with 2, as for any input that \
        cannot be read. (A file that does not exist or cannot be opened when themec starts stops the run \
        before anything is compiled, with `themec: error: PATH: REASON` and exit code 2.) Its severity is \
        fixed: `rules:` cannot change it.
        """

    /// What themec prints for a file that went away while it ran.
    static let example =
        "Strings/de.lproj/Localizable.strings:1:1: error: the file cannot be read: no such file or directory "
        + "[input-unreadable]"

    static let outsideProjectExplanation = """
        The project is the folder holding `themec.yml` (or the file `--config` names), or the current folder \
        when no config is read. An input is read only when its real path, with every symbolic link resolved, \
        lies inside the project, or inside the real folder of a path listed outside the project (a listed \
        folder, or a listed file's own folder): a kit in a sibling folder named as `../Kit/Strings` in \
        `themec.yml` or with `--base-strings` is read, and so is everything really inside it. A path \
        listed inside the project never widens it, even when it is itself a link. A symbolic link that \
        leads out (a table linked to `~/.git-credentials`, a folder of the project linked to `/etc`) is \
        this error at the link's path, line 1, column 1: the file is never opened (a folder is not \
        walked), so its text reaches no message, report or preview page. Nothing is compiled \
        or generated and the command exits with 2, as for an input that cannot be read. Its severity is \
        fixed: `rules:` cannot change it. To use a file from elsewhere, name its folder in `themec.yml` or \
        on the command line, or copy it in.
        """

    static let outsideProjectExample =
        "Strings/en.lproj/Localizable.strings:1:1: error: the file's real path lies outside the project "
        + "(a symbolic link leads out of it); it is not read [input-outside-project]"

    static let skippedExplanation = """
        When the CLI walks a folder, or is given a path, that is named like an input (`.theme.yaml`, \
        `.strings`, `.stringsdict`, `.xcstrings`, `.xib`) but is not a regular file, it skips it with this \
        warning at the path, line 1, column 1: a FIFO, socket or device is never opened (so it can never \
        hang a build), a folder named like an input file is not walked, a folder that cannot be listed is \
        passed over, and a symbolic-link loop ends. It \
        goes through the chosen reporter and into baselines like any diagnostic, and fails the run under \
        `--strict`. Its severity is fixed: `rules:` cannot change it; remove or rename the path.
        """

    static let skippedExample =
        "Strings/en.lproj/Localizable.strings:1:1: warning: skipped: not a regular file [input-skipped]"
}
