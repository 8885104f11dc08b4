import Testing

@testable import ThemecCore

/// Every documented layout rule: the failing example prints exactly the documented lines, and
/// the passing example prints nothing for that rule.
@Suite struct LayoutRuleDocumentationTests {
    @Test func everyLayoutRuleIsDocumentedOnce() {
        #expect(LayoutRules.documentation.map(\.rule.id) == LayoutRules.all.map(\.id))
        #expect(Set(LayoutRules.all.map(\.id)).count == LayoutRules.all.count)
        #expect(LayoutRules.all.allSatisfy { $0.id.hasPrefix("layout-") })
        for rule in LayoutRules.all { #expect(RuleCatalog.rule(id: rule.id) == rule) }
    }

    @Test(arguments: LayoutRules.documentation.map(\.rule.id))
    func failingExamplePrintsTheDocumentedLines(_ id: String) throws {
        let doc = try #require(LayoutRules.documentation.first { $0.rule.id == id })
        let result = Compiler.compile(doc.failing.inputs, options: doc.failing.options)
        #expect(result.diagnostics.flatMap(\.renderedWithNotes) == doc.expected)
        #expect(doc.expected.first?.hasSuffix("[\(id)]") == true)
    }

    @Test(arguments: LayoutRules.documentation.map(\.rule.id))
    func passingExampleIsClean(_ id: String) throws {
        let doc = try #require(LayoutRules.documentation.first { $0.rule.id == id })
        let result = Compiler.compile(doc.passing.inputs, options: doc.passing.options)
        #expect(result.diagnostics.filter { $0.rule.id.hasPrefix("layout-") }.flatMap(\.renderedWithNotes) == [])
    }
}
