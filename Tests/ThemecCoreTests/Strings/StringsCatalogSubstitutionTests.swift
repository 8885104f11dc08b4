import Foundation
import Testing

@testable import ThemecCore

/// String Catalogs as Xcode writes them: substitutions carry `argNum` and the value numbers
/// nothing (`%lld: readers liked %#@stories@`). Fixture: `Fixtures/Strings/catalogs/Feed.xcstrings`.
@Suite("Strings catalog substitutions")
struct StringsCatalogSubstitutionTests {
    static func feed() throws -> Checked<StringsModel> {
        let url = StringsTestSupport.fixtures.appendingPathComponent("catalogs/Feed.xcstrings")
        let input = try #require(InputFile(path: "Strings/Feed.xcstrings", bytes: Array(try Data(contentsOf: url))))
        return Pipeline(options: CompilerOptions()).strings([input])
    }

    @Test("A catalog as Xcode writes it has no diagnostics: nothing is mixed, every locale agrees")
    func xcodeCatalogIsClean() throws {
        let diagnostics = try Self.feed().diagnostics
        #expect(diagnostics.map(\.rendered) == [])
    }

    @Test("Substitutions read their argNum; a value that keeps them in order stays as written")
    func argumentNumbers() throws {
        let model = try Self.feed().model
        let liked = try #require(model.values["en"]?["Feed"]?["%lld: readers liked %lld stories"])
        guard case .plural(let plural) = liked else {
            Issue.record("expected a plural, got \(liked)")
            return
        }
        #expect(plural.format == "%lld: readers liked %#@stories@")
        #expect(liked.signature.arguments == [1: .int, 2: .int])
        let key = try #require(model.tables.first?.keys.first { $0.key == "%@! You follow %lld feeds in %lld folders" })
        #expect(key.parameters == [.object, .int, .int])
        // The German value reads its substitutions in the other order: they keep their argNum,
        // and the unnumbered `%@` is numbered with them.
        let reordered = try #require(model.values["de"]?["Feed"]?["%@! You follow %lld feeds in %lld folders"])
        guard case .plural(let german) = reordered else {
            Issue.record("expected a plural, got \(reordered)")
            return
        }
        #expect(german.format == "%1$@! In %3$#@folders@ folgst du %2$#@feeds@")
        #expect(reordered.signature.arguments == [1: .object, 2: .int, 3: .int])
        #expect(reordered.signature.problems == [])
    }

    @Test("Numbering a reordered format numbers every unnumbered placeholder, and leaves others alone")
    func numbering() {
        #expect(StringCatalogReader.numbered("%#@b@ and %#@a@", arguments: ["a": 1, "b": 2]) == "%2$#@b@ and %1$#@a@")
        #expect(StringCatalogReader.numbered("%d: %#@a@", arguments: ["a": 2]) == "%d: %#@a@")
        #expect(StringCatalogReader.numbered("%d%% of %#@a@ by %@", arguments: ["a": 3]) == "%1$d%% of %3$#@a@ by %3$@")
        #expect(StringCatalogReader.numbered("%*d %#@a@", arguments: ["a": 1]) == "%*d %#@a@")
        #expect(StringCatalogReader.numbered("no placeholders", arguments: ["a": 1]) == "no placeholders")
    }

    @Test("The mixing warning quotes the placeholders the string has")
    func mixingQuotesTheString() {
        let output = StringsTestSupport.diagnostics([
            ("Strings/en.lproj/Localizable.strings", "\"Queue.Position\" = \"%2$@ of %ld\";\n")
        ])
        #expect(
            output == [
                "Strings/en.lproj/Localizable.strings:1:20: warning: 'Queue.Position': positional ('%2$@') and "
                    + "sequential ('%ld') placeholders are mixed; number all of them [strings-invalid-placeholder]"
            ])
    }
}
