/// What a stage hands on: its checked model and every diagnostic checking found, before the
/// configured severities apply.
public struct Checked<Model: Sendable>: Sendable {
    public var model: Model
    public var diagnostics: [Diagnostic]

    public init(model: Model, diagnostics: [Diagnostic]) {
        self.model = model
        self.diagnostics = diagnostics
    }
}
