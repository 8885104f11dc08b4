/// What a stage hands on: its checked model and every diagnostic checking found, before the
/// configured severities apply.
public struct Checked<Model: Sendable>: Sendable {
    /// The stage's model.
    public var model: Model
    /// What the stage found, in the order it found it.
    public var diagnostics: [Diagnostic]

    /// A checked `model` with what checking found.
    public init(model: Model, diagnostics: [Diagnostic]) {
        self.model = model
        self.diagnostics = diagnostics
    }
}
