import Testing
import ThemecCore

/// Runs every documented rule example: the failing one must print exactly the documented
/// lines, the passing one must not trigger the rule.
@Suite struct RuleDocumentationTests {
    static let ids = RuleCatalog.all.map(\.rule.id)

    static func documentation(_ id: String) -> RuleDocumentation {
        RuleCatalog.all.first { $0.rule.id == id }!
    }

    @Test(arguments: ids)
    func failingExamplePrintsTheDocumentedDiagnostics(id: String) {
        let doc = Self.documentation(id)
        let result = Compiler.compile(doc.failing.inputs, options: doc.failing.options)
        let printed = result.diagnostics.flatMap(\.renderedWithNotes)
        #expect(printed == doc.expected)
        #expect(result.diagnostics.contains { $0.rule.id == id })
    }

    @Test(arguments: ids)
    func passingExampleDoesNotTriggerTheRule(id: String) {
        let doc = Self.documentation(id)
        let result = Compiler.compile(doc.passing.inputs, options: doc.passing.options)
        let printed = result.diagnostics.flatMap(\.renderedWithNotes)
        #expect(!result.diagnostics.contains { $0.rule.id == id }, "\(printed)")
        #expect(!result.hasErrors, "\(printed)")
    }

    @Test func ruleIdsAreUnique() {
        #expect(Set(Self.ids).count == Self.ids.count)
    }
}
