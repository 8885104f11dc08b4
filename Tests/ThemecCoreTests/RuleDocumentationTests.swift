import Testing
import ThemecCore

/// Runs every documented rule example: the failing one must print exactly the documented
/// lines, the passing one must not trigger the rule.
@Suite struct RuleDocumentationTests {
    static let ids = RuleCatalog.all.map(\.rule.id)

    static func documentation(_ id: String) -> RuleDocumentation {
        RuleCatalog.all.first { $0.rule.id == id }!
    }

    /// The diagnostics of an example: config files go through the config reader, the rest
    /// through the compiler.
    static func diagnostics(of example: RuleExample) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in example.files where file.path.hasSuffix("themec.yml") {
            // As the project loader reads a config with no kit config found elsewhere.
            let read = ConfigReader(path: file.path).read(Array(file.text.utf8))
            var bag = DiagnosticBag()
            if let kit = read.model.kit, let dependencies = example.dependencies {
                // As the build plugin's run looks for the kit among the target's dependencies.
                if kit.config == nil, !dependencies.contains(kit.module), kit.namesOnlyTheModule {
                    ConfigRules.reportKitNotADependency(kit, modules: dependencies, file: file.path, into: &bag)
                }
            } else if let kit = read.model.kit, kit.namesOnlyTheModule {
                ConfigRules.reportKitInputsMissing(kit, file: file.path, into: &bag)
            }
            diagnostics += read.diagnostics + bag.diagnostics
        }
        diagnostics += Compiler.compile(example.inputs, options: example.options).diagnostics
        return diagnostics.sorted()
    }

    @Test(arguments: ids)
    func failingExamplePrintsTheDocumentedDiagnostics(id: String) {
        let doc = Self.documentation(id)
        let diagnostics = Self.diagnostics(of: doc.failing)
        #expect(diagnostics.flatMap(\.renderedWithNotes) == doc.expected)
        #expect(diagnostics.contains { $0.rule.id == id })
    }

    @Test(arguments: ids)
    func passingExampleDoesNotTriggerTheRule(id: String) {
        let doc = Self.documentation(id)
        let diagnostics = Self.diagnostics(of: doc.passing)
        let printed = diagnostics.flatMap(\.renderedWithNotes)
        #expect(!diagnostics.contains { $0.rule.id == id }, "\(printed)")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(printed)")
    }

    @Test func ruleIdsAreUnique() {
        #expect(Set(Self.ids).count == Self.ids.count)
    }
}
