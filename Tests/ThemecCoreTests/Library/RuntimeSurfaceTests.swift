import Foundation
import Testing

/// ThemecRuntime's public API is exactly the list under "The whole public API" in `Docs/Runtime.md`:
/// what the generated code and the apps use. A `public` added by accident fails here, naming the file
/// and line, and so does a listed declaration that is public no more. The same for ThemecVocabulary's
/// public part, which apps reach through the runtime's typealiases.
@Suite struct RuntimeSurfaceTests {
    static let document = Fixtures.packageRoot.appendingPathComponent("Docs/Runtime.md")

    @Test func themecRuntimeIsPublicExactlyWhereTheDocumentSays() throws {
        try Self.compare("ThemecRuntime", listedAfter: PublicSurfaceTests.heading, atLeast: 100)
    }

    /// ThemecVocabulary's public part, what apps reach through the runtime's typealiases.
    @Test func themecVocabularyIsPublicExactlyWhereTheDocumentSays() throws {
        try Self.compare("ThemecVocabulary", listedAfter: "### The vocabulary's part", atLeast: 5)
    }

    /// Records each public declaration of `module` not listed in the block after `heading`, and each
    /// listed one the sources do not declare public.
    static func compare(_ module: String, listedAfter heading: String, atLeast minimum: Int) throws {
        let found = try PublicSurfaceTests.declarations(of: module)
        let listed = try PublicSurfaceTests.listed(
            in: String(contentsOf: Self.document, encoding: .utf8), after: heading)
        #expect(
            found.count >= minimum, "the reader found only \(found.count) public declarations: is it still reading?")
        #expect(Set(listed).count == listed.count, "Docs/Runtime.md lists a declaration twice")
        let listedSet = Set(listed)
        for (declaration, place) in found where !listedSet.contains(declaration) {
            Issue.record(
                """
                \(place): `\(declaration)` is public, and not in \(module)'s public API (Docs/Runtime.md, \
                "\(heading)"): make it internal (or package, when another target of this package \
                needs it); a declaration the generated code or an app needs goes into that list
                """)
        }
        let foundSet = Set(found.map(\.declaration))
        for declaration in listed where !foundSet.contains(declaration) {
            Issue.record(
                """
                Docs/Runtime.md lists `\(declaration)`, which is not a public declaration of \
                Sources/\(module): take it off the list, or make it public
                """)
        }
        #expect(found.count == foundSet.count, "two public declarations read the same")
    }
}
