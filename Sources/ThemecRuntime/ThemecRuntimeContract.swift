/// The version of the contract between generated code and this runtime: what the generated files hold
/// and how the runtime reads it (the records of `L10nModuleLookup.records`, the requirements of
/// ``L10nModule``, ``NibRegistry``, ``ColorTheme`` and ``TextTheme`` the generated types fulfil, the
/// runtime functions their accessors call). Every generated file that uses the runtime declares the
/// version it was written for, as a type that conforms to this protocol:
///
/// ```swift
/// private enum GeneratedByThemecForRuntimeContract1: ThemecRuntime.ThemecRuntimeContract {
///     enum GeneratedForContract1 {}
/// }
/// ```
///
/// so code written for another version does not compile, and the compiler names both versions and what
/// to do: `type 'GeneratedByThemecForRuntimeContract2' does not conform to protocol
/// 'ThemecRuntimeContract1_RegenerateWithTheThemecOfThisRuntime'`. The version is this protocol's
/// name, the one place the runtime states it; themec's is `RuntimeContract.version`
/// (`Sources/ThemecCore/Rendering/RuntimeContract.swift`), and `RuntimeContractTests` holds the two
/// equal. Docs/Runtime.md says when it changes.
public typealias ThemecRuntimeContract = ThemecRuntimeContract1_RegenerateWithTheThemecOfThisRuntime

/// Contract 1 (``ThemecRuntimeContract``): a generated file conforms with a nested type named after the
/// same version, which a file written for another version does not declare.
public protocol ThemecRuntimeContract1_RegenerateWithTheThemecOfThisRuntime {
    /// Declared by a generated file written for contract 1.
    associatedtype GeneratedForContract1
}
