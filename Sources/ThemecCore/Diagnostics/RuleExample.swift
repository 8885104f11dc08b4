/// A small project that shows a rule: one or more files (path, role, text) and, for a failing
/// example, the exact diagnostics themec prints for it.
///
/// `Docs/Diagnostics.md` is rendered from these examples and a single parameterised test
/// compiles every one of them, so the docs can never drift from what themec does.
public struct RuleExample: Sendable {
    /// One file of the example.
    public struct File: Sendable {
        public var path: String
        public var role: InputRole
        public var text: String
        /// The exact bytes, for examples no Swift string can hold (invalid UTF-8); `text` then
        /// describes them for the docs.
        public var bytes: [UInt8]?

        public init(_ path: String, role: InputRole = .app, _ text: String) {
            self.path = path
            self.role = role
            self.text = text
        }

        public init(_ path: String, role: InputRole = .app, bytes: [UInt8], describedAs text: String) {
            self.init(path, role: role, text)
            self.bytes = bytes
        }
    }

    public var files: [File]
    /// Options other than the defaults the example needs (e.g. declared subclasses).
    public var options: CompilerOptions

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
    public var rule: RuleID
    public var explanation: String
    public var failing: RuleExample
    /// Every line themec prints for `failing` (diagnostics rendered with their notes).
    public var expected: [String]
    public var passing: RuleExample

    public init(_ rule: RuleID, explanation: String, failing: RuleExample, expected: [String], passing: RuleExample) {
        self.rule = rule
        self.explanation = explanation
        self.failing = failing
        self.expected = expected
        self.passing = passing
    }
}
