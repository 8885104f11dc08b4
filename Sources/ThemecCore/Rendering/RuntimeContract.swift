/// The version of the contract between the generated code and the runtime it imports (`ThemecRuntime`),
/// which every generated file that uses the runtime declares (``SwiftWriter/preamble(kit:uiKit:)``): code
/// written for another version fails to compile against the runtime, with a message that names both
/// versions and says to regenerate.
///
/// Raise it, and the runtime's `ThemecRuntimeContract` with it (`Sources/ThemecRuntime/ThemecRuntimeContract.swift`),
/// whenever what a generated file holds or calls changes in a way a runtime of the other version would
/// misread or not compile: the records of `L10nModuleLookup.records` (``StringsRecordWriter``), a requirement
/// of a runtime protocol the generated types fulfil, or a runtime function or type the generated code calls
/// ([Runtime.md](../../../Docs/Runtime.md)). `RuntimeContractTests` holds the two versions equal.
package enum RuntimeContract {
    /// The version this themec writes for.
    package static let version = 1

    /// The name of the type a generated file declares to name `version`: what the compiler prints when the
    /// runtime has another.
    package static func markerName(version: Int = version) -> String {
        "GeneratedByThemecForRuntimeContract\(version)"
    }

    /// Writes the declaration that names `version` (private to the file, so a kit's clients never see it).
    static func write(version: Int = version, into writer: inout SwiftWriter) {
        writer.docComment(
            """
            The version of ThemecRuntime's contract this file was written for. Against a ThemecRuntime of another
            version this does not conform: regenerate the file with the themec of that ThemecRuntime.
            """)
        let runtimeProtocol = "\(SwiftWriter.runtimeModule).ThemecRuntimeContract"
        writer.block("private enum \(markerName(version: version)): \(runtimeProtocol)") { writer in
            writer.line("enum GeneratedForContract\(version) {}")
        }
    }

    /// The declaration that names `version`, as ``write(version:into:)`` writes it.
    static func declaration(version: Int = version) -> String {
        var writer = SwiftWriter()
        write(version: version, into: &writer)
        return writer.text
    }
}
