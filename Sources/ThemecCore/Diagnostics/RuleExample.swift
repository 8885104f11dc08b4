/// A small project that shows a rule: one or more files (path, role, text) and, for a failing
/// example, the exact diagnostics themec prints for it.
///
/// `Docs/Diagnostics.md` is rendered from these examples and a single parameterised test
/// compiles every one of them, so the docs can never drift from what themec does.
package struct RuleExample: Sendable {
    /// One file of the example.
    package struct File: Sendable {
        /// The file's path, as diagnostics print it.
        package var path: String
        /// The app's file, or the kit's.
        package var role: InputRole
        /// The file's text, as the docs show it.
        package var text: String
        /// The exact bytes, for examples no Swift string can hold (invalid UTF-8); `text` then
        /// describes them for the docs.
        package var bytes: [UInt8]?

        /// A file of the example holding `text`.
        package init(_ path: String, role: InputRole = .app, _ text: String) {
            self.path = path
            self.role = role
            self.text = text
        }

        /// A file of the example holding exactly `bytes`, shown in the docs as `text`.
        package init(_ path: String, role: InputRole = .app, bytes: [UInt8], describedAs text: String) {
            self.init(path, role: role, text)
            self.bytes = bytes
        }
    }

    /// The example's files.
    package var files: [File]
    /// Options other than the defaults the example needs (e.g. declared subclasses).
    package var options: CompilerOptions
    /// For an example built by the build plugin: the modules it reports as the target's dependencies,
    /// each a folder with a `themec.yml`, among which `kit.module` is looked for. Nil outside the plugin.
    package var dependencies: [String]?

    /// An example of `files`, compiled with `options`, built by the plugin for a target depending on
    /// `dependencies` when they are given.
    package init(_ files: [File], options: CompilerOptions = CompilerOptions(), dependencies: [String]? = nil) {
        self.files = files
        self.options = options
        self.dependencies = dependencies
    }

    /// The example's files as compiler inputs.
    package var inputs: [InputFile] {
        files.compactMap { file in
            file.bytes.map { InputFile(path: file.path, role: file.role, bytes: $0) }
                ?? InputFile(path: file.path, role: file.role, text: file.text)
        }
    }
}

/// A rule with its documentation: the id, a paragraph on what triggers it and why it matters,
/// and a failing and a passing example.
package struct RuleDocumentation: Sendable {
    /// The rule documented.
    package var rule: RuleID
    /// What triggers it and why it matters, a paragraph.
    var explanation: String
    /// An example that triggers the rule.
    package var failing: RuleExample
    /// Every line themec prints for `failing` (diagnostics rendered with their notes).
    package var expected: [String]
    /// The same example fixed: it triggers nothing.
    package var passing: RuleExample

    /// The documentation of `rule`.
    package init(_ rule: RuleID, explanation: String, failing: RuleExample, expected: [String], passing: RuleExample) {
        self.rule = rule
        self.explanation = explanation
        self.failing = failing
        self.expected = expected
        self.passing = passing
    }
}
