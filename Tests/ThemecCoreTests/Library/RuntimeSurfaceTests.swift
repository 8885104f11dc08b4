import Foundation
import Testing

/// ThemecRuntime's public API is exactly the list under "The whole public API" in `Docs/Runtime.md`:
/// what the generated code and the apps use. A `public` added by accident fails here, naming the file
/// and line, and so does a listed declaration that is public no more. ThemecFormat, which no product
/// exposes, keeps nothing public.
@Suite struct RuntimeSurfaceTests {
    static let document = Fixtures.packageRoot.appendingPathComponent("Docs/Runtime.md")

    @Test func themecRuntimeIsPublicExactlyWhereTheDocumentSays() throws {
        let found = try PublicSurfaceTests.declarations(of: "ThemecRuntime")
        let listed = try PublicSurfaceTests.listed(
            in: String(contentsOf: Self.document, encoding: .utf8), after: PublicSurfaceTests.heading)
        #expect(found.count > 100, "the reader found only \(found.count) public declarations: is it still reading?")
        #expect(Set(listed).count == listed.count, "Docs/Runtime.md lists a declaration twice")
        let listedSet = Set(listed)
        for (declaration, place) in found where !listedSet.contains(declaration) {
            Issue.record(
                """
                \(place): `\(declaration)` is public, and not in ThemecRuntime's public API (Docs/Runtime.md, \
                "The whole public API"): make it internal (or package, when another target of this package \
                needs it); a declaration the generated code or an app needs goes into that list
                """)
        }
        let foundSet = Set(found.map(\.declaration))
        for declaration in listed where !foundSet.contains(declaration) {
            Issue.record(
                """
                Docs/Runtime.md lists `\(declaration)`, which is not a public declaration of \
                Sources/ThemecRuntime: take it off the list, or make it public
                """)
        }
        #expect(found.count == foundSet.count, "two public declarations read the same")
    }
}
