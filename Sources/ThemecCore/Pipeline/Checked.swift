/// What a stage, and each step inside it, hands on: its result and every diagnostic it found,
/// before the configured severities apply — the one shape problems travel in between steps.
///
/// Its findings are a bag's: it is made only by consuming the bag that collected them, and both
/// fields are constants, so no step hands on a list of findings it filtered or made up.
package struct Checked<Model: Sendable>: Sendable {
    /// The stage's model.
    package let model: Model
    /// What the stage found, in the order it found it.
    package let diagnostics: [Diagnostic]

    /// `model` with what `bag` holds.
    package init(_ model: Model, found bag: consuming DiagnosticBag) {
        self.model = model
        self.diagnostics = bag.diagnostics
    }
}
