/// The rule of input files as such, whatever their kind.
public enum InputRules {
    /// An input that was found but whose bytes could not be read. Always an error: `rules:` in
    /// `themec.yml` cannot name it, and the CLI exits with 2 when it is reported (SPEC §6: input
    /// that cannot be read).
    public static let unreadable = RuleID(
        "input-unreadable", .error, "An input file that was found but could not be read (exit code 2).")

    /// `Docs/Diagnostics.md`'s paragraph on the rule: an unreadable file has no text to show.
    static let explanation = """
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
}
