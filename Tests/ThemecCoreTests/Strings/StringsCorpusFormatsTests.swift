import Foundation
import Testing

@testable import ThemecCore
@testable import ThemecSyntax

/// The real-world `.stringsdict` and `.xcstrings` files of `../shared/corpus/real` (a reported
/// skip when absent outside CI, a failure under `CI=true`: ``Prerequisite``).
@Suite("Strings real-world plurals and catalogs")
struct StringsCorpusFormatsTests {
    static func foundationValue(_ value: ResolvedPropertyList) -> Any {
        switch value {
        case .string(let text): text
        case .data(let bytes): Data(bytes)
        case .array(let items): items.map(foundationValue)
        case .dictionary(let members): members.mapValues(foundationValue)
        case .scalar(let kind, let text):
            switch kind {
            case "integer": Int(text) ?? 0
            case "real": Double(text) ?? 0
            case "true": true
            case "false": false
            default: text
            }
        }
    }

    @Test("Every .stringsdict reads as Foundation read it (its expected.json)")
    func stringsdictMatchesFoundation() throws {
        let files = StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".stringsdict")
        try Prerequisite.require(!files.isEmpty, "the real-world corpus's .stringsdict files (../shared/corpus/real)")
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            var bag = DiagnosticBag(file: url.lastPathComponent)
            let entries = try #require(StringsDictReader.read(bytes, into: &bag), "\(url.path)")
            #expect(bag.diagnostics.isEmpty, "\(bag.diagnostics.map(\.rendered))")
            let ours = try #require(
                Self.foundationValue(PropertyListValue.dictionary(entries).resolved) as? NSDictionary)
            let expectedURL = url.appendingPathExtension("expected.json")
            let expected = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: expectedURL)) as? NSDictionary)
            #expect(ours.count == expected.count && ours.count > 0)
            #expect(ours == expected, "\(url.path)")
        }
    }

    @Test("Every real .stringsdict and .xcstrings compiles without structural errors")
    func pluralsAndCatalogsCompile() throws {
        let urls =
            StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".stringsdict")
            + StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".xcstrings")
        try Prerequisite.require(
            !urls.isEmpty, "the real-world corpus's plural tables and catalogs (../shared/corpus/real)")
        for url in urls {
            let path = "corpus/" + url.lastPathComponent
            let input = try #require(InputFile(path: path, bytes: Array(try Data(contentsOf: url))))
            let result = Pipeline(options: CompilerOptions()).strings([input])
            let structural = result.diagnostics.filter {
                [
                    StringsRules.syntax, StringsRules.stringsdictStructure, StringsRules.catalogStructure,
                    StringsRules.missingOther,
                ]
                .contains($0.rule)
            }
            #expect(structural.isEmpty, "\(url.path): \(structural.map(\.rendered))")
            #expect(!result.model.tables.isEmpty, "\(url.path)")
        }
    }

    @Test("A catalog's plural variations and substitutions become plural values")
    func catalogPlurals() throws {
        let url = StringsTestSupport.corpus.appendingPathComponent("coteditor/Document.xcstrings")
        try Prerequisite.require(FileManager.default.fileExists(atPath: url.path), url.path)
        let input = try #require(InputFile(path: "Document.xcstrings", bytes: Array(try Data(contentsOf: url))))
        let result = Pipeline(options: CompilerOptions()).strings([input])
        let value = try #require(result.model.values["en"]?["Document"]?["FolderFind.Metrics.message"])
        guard case .plural(let plural) = value else {
            Issue.record("expected a plural, got \(value)")
            return
        }
        // Xcode keeps the substitutions in argNum order: the format stays as written.
        #expect(plural.format == "%#@arg1@ in %#@arg2@")
        #expect(plural.variables.map(\.name) == ["arg1", "arg2"])
        #expect(plural.variables.first?.form(.one) == "%lld match")
        #expect(value.signature.arguments == [1: .int, 2: .int])
    }
}
