/// A small project that shows a rule: one or more files (path, role, text) and, for a failing
/// example, the exact diagnostics themec prints for it.
///
/// `Docs/Diagnostics.md` is rendered from these examples and a single parameterised test
/// compiles every one of them, so the docs can never drift from what themec does.
public struct RuleExample: Sendable {
    /// One file of the example.
    public struct File: Sendable {
        /// The file's path, as diagnostics print it.
        public var path: String
        /// The app's file, or the kit's.
        public var role: InputRole
        /// The file's text, as the docs show it.
        public var text: String
        /// The exact bytes, for examples no Swift string can hold (invalid UTF-8); `text` then
        /// describes them for the docs.
        public var bytes: [UInt8]?

        /// A file of the example holding `text`.
        public init(_ path: String, role: InputRole = .app, _ text: String) {
            self.path = path
            self.role = role
            self.text = text
        }

        /// A file of the example holding exactly `bytes`, shown in the docs as `text`.
        public init(_ path: String, role: InputRole = .app, bytes: [UInt8], describedAs text: String) {
            self.init(path, role: role, text)
            self.bytes = bytes
        }
    }

    /// The example's files.
    public var files: [File]
    /// Options other than the defaults the example needs (e.g. declared subclasses).
    public var options: CompilerOptions

    /// An example of `files`, compiled with `options`.
    public init(_ files: [File], options: CompilerOptions = CompilerOptions()) {
        self.files = files
        self.options = options
    }

    /// The example's files as compiler inputs.
    public var inputs: [InputFile] {
        files.compactMap { file in
            file.bytes.map { InputFile(path: file.path, role: file.role, bytes: $0) }
                ?? InputFile(path: file.path, role: file.role, text: file.text)
        }
    }
}

/// A rule with its documentation: the id, a paragraph on what triggers it and why it matters,
/// and a failing and a passing example.
public struct RuleDocumentation: Sendable {
    /// The rule documented.
    public var rule: RuleID
    /// What triggers it and why it matters, a paragraph.
    public var explanation: String
    /// An example that triggers the rule.
    public var failing: RuleExample
    /// Every line themec prints for `failing` (diagnostics rendered with their notes).
    public var expected: [String]
    /// The same example fixed: it triggers nothing.
    public var passing: RuleExample

    /// The documentation of `rule`.
    public init(_ rule: RuleID, explanation: String, failing: RuleExample, expected: [String], passing: RuleExample) {
        self.rule = rule
        self.explanation = explanation
        self.failing = failing
        self.expected = expected
        self.passing = passing
    }
}
