/// What a stage hands on: its checked model and every diagnostic checking found, before the
/// configured severities apply.
package struct Checked<Model: Sendable>: Sendable {
    /// The stage's model.
    package var model: Model
    /// What the stage found, in the order it found it.
    package var diagnostics: [Diagnostic]

    /// A checked `model` with what checking found.
    package init(model: Model, diagnostics: [Diagnostic]) {
        self.model = model
        self.diagnostics = diagnostics
    }
}
