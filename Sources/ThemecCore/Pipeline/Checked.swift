/// What a stage, and each step inside it, hands on: its result and every diagnostic it found,
/// before the configured severities apply — the one shape problems travel in between steps.
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

    /// `model` with what `bag` holds.
    package init(_ model: Model, found bag: DiagnosticBag) {
        self.init(model: model, diagnostics: bag.diagnostics)
    }
}
