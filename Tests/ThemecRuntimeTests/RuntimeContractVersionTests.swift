import Testing
import ThemecCore
import ThemecRuntime

/// The runtime states the version of its contract with generated code in one place, the name of the
/// protocol `ThemecRuntimeContract` stands for; it is the version themec writes for
/// (`RuntimeContract.version`). `RuntimeContractTests` compiles code of this version and of others
/// against the runtime.
@Suite struct RuntimeContractVersionTests {
    @Test func theRuntimesContractIsTheOneThemecWritesFor() throws {
        let name = String(describing: (any ThemecRuntimeContract).self)
        let match = try #require(
            name.wholeMatch(of: /ThemecRuntimeContract([0-9]+)_RegenerateWithTheThemecOfThisRuntime/))
        #expect(
            Int(match.output.1) == RuntimeContract.version, "the runtime's \(name), themec's \(RuntimeContract.version)"
        )
    }
}
