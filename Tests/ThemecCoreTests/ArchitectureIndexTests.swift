import Foundation
import Testing

/// What `Docs/Architecture.md` says of the steps and of findings, held on the code as the compiler
/// resolved it (``ArchitectureRules``, on the index this build wrote): every call is the declaration
/// it is bound to. ``ArchitectureSeededTests`` plants a file that breaks each rule and sees it
/// reported, and what the compiler refuses by itself.
@Suite struct ArchitectureIndexTests {
    /// The repository's code, after checking that the index holds every file as it is now.
    static func code() throws -> ResolvedCode {
        let (code, stale) = try BuiltCode.repository()
        #expect(stale.isEmpty, "the index is older than the code (build with `swift build --build-tests`): \(stale)")
        return code
    }

    @Test func theIndexHoldsTheCodeAsItIs() throws {
        let code = try Self.code()
        // Every step of every stage declares something, or its folder is gone and its rules hold
        // nothing.
        for folder in ArchitectureRules.stages.flatMap({ $0 }) {
            #expect(
                code.declarations.values.contains { $0.path.hasPrefix(folder + "/") },
                "\(folder) declares nothing: is it still there?")
        }
        #expect(code.references.count > 10_000)
    }

    @Test func eachStepUsesNothingOfALaterStep() throws {
        for use in ArchitectureRules.laterStepUses(try Self.code()) {
            Issue.record("\(use): a step uses only its own and earlier steps' declarations")
        }
    }

    @Test func noStepCallsAnEarlierStep() throws {
        for call in ArchitectureRules.earlierStepCalls(try Self.code()) {
            Issue.record(
                "\(call): a later step takes an earlier step's results as data; move what both need beside the steps")
        }
    }

    @Test func whatTheStepsShareCallsNoStep() throws {
        for call in ArchitectureRules.callsFromBesideTheSteps(try Self.code()) { Issue.record("\(call)") }
    }

    @Test func themecCoreRefersToNoCDeclaration() throws {
        for reference in ArchitectureRules.cReferences(try Self.code()) {
            Issue.record("\(reference): only ThemecSyntax touches C; use Swift, or a package function there")
        }
    }

    @Test func onlyThePipelineReadsAndGradesFindings() throws {
        let code = try Self.code()
        for read in ArchitectureRules.findingsRead(code) {
            Issue.record("\(read): a step emits its own findings and takes over others' whole (DiagnosticBag.take)")
        }
        for graded in ArchitectureRules.findingsGraded(code) {
            Issue.record("\(graded): the severity policy applies once, in the pipeline")
        }
        // Every allowed reader still reads: an exception that is no longer needed goes.
        let readers = Set(
            code.references.filter { ArchitectureRules.findingsReaders[$0.path] != nil && $0.name == "diagnostics" }
                .map(\.path))
        #expect(readers == Set(ArchitectureRules.findingsReaders.keys))
    }

    @Test func noTypeStoresABagAndOnlyTheListedOnesStoreFindings() throws {
        let code = try Self.code()
        for stored in ArchitectureRules.storedFindings(code) {
            Issue.record("\(stored): a bag lives in one function, and findings travel in a Checked")
        }
        let stores = Set(ArchitectureRules.stores(code).map(\.name))
        let stale = Set(ArchitectureRules.findingsStores.keys).subtracting(stores)
        #expect(stale.isEmpty, "allowed stores of findings that are no longer stored: \(stale.sorted())")
    }
}
