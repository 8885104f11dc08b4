import Foundation
import Testing

@testable import ThemecCore

/// Every strings rule's documented examples through the strings stage alone, with the exact
/// rendered diagnostics (the catalog-wide test runs them through the whole compiler).
@Suite("Strings rules")
struct StringsRuleTests {
    static let ids = StringsRules.documentation.map(\.rule.id)

    static func run(_ example: RuleExample) -> [String] {
        let result = Pipeline(options: example.options).strings(example.inputs)
        return example.options.rules.apply(to: result.diagnostics).flatMap(\.renderedWithNotes)
    }

    @Test("Every strings rule is documented")
    func allDocumented() {
        #expect(Set(Self.ids) == Set(StringsRules.all.map(\.id)))
        #expect(Self.ids.count == StringsRules.all.count)
    }

    @Test("The failing example prints exactly the documented lines", arguments: ids)
    func failing(_ id: String) {
        let doc = StringsRules.documentation.first { $0.rule.id == id }!
        #expect(Self.run(doc.failing) == doc.expected)
    }

    @Test("The passing example is clean", arguments: ids)
    func passing(_ id: String) {
        let doc = StringsRules.documentation.first { $0.rule.id == id }!
        #expect(Self.run(doc.passing) == [])
    }
}
