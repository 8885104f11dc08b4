import Foundation
import Testing

@testable import ThemecCore
@testable import ThemecSyntax

/// Our `.strings` reader against Apple's parser (Foundation's `PropertyListSerialization`):
/// for every file Foundation accepts, the maps are equal; every file it rejects, we reject.
///
/// Two differences are by design (Docs/Strings.md): an empty file is an empty table (Foundation throws
/// on zero bytes), and invalid UTF-8/UTF-16 is an error (Foundation substitutes U+FFFD for an
/// unpaired surrogate).
@Suite("Strings differential")
struct StringsDifferentialTests {
    static var realFiles: [URL] {
        StringsTestSupport.files(under: StringsTestSupport.fixtures, suffix: ".strings")
            + StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".strings")
    }

    @Test("Every fixture and corpus file reads as Foundation reads it", arguments: realFiles)
    func realFile(_ url: URL) throws {
        let bytes = Array(try Data(contentsOf: url))
        try Self.assertAgreement(bytes, name: url.lastPathComponent)
    }

    @Test("Fixtures and the corpus are present")
    func filesFound() {
        #expect(StringsTestSupport.files(under: StringsTestSupport.fixtures, suffix: ".strings").count >= 5)
    }

    @Test("Corpus files match Apple's recorded maps and rejections")
    func expectedJSON() throws {
        let files = StringsTestSupport.files(under: StringsTestSupport.corpus, suffix: ".strings")
        try Prerequisite.require(!files.isEmpty, "the real-world corpus's .strings files (../shared/corpus/real)")
        var checked = 0
        for url in files {
            let ours = StringsTestSupport.ours(Array(try Data(contentsOf: url)))
            let expected = url.appendingPathExtension("expected.json")
            let rejected = url.deletingPathExtension().appendingPathExtension("strings.rejected.txt")
            if FileManager.default.fileExists(atPath: expected.path) {
                let json = try JSONSerialization.jsonObject(with: Data(contentsOf: expected)) as? [String: String]
                let map = try #require(ours.map, "\(url.path) was rejected: \(ours.diagnostics.map(\.rendered))")
                #expect(map == json?.mapValues(ResolvedPropertyList.string), "\(url.path)")
                checked += 1
            } else if FileManager.default.fileExists(atPath: rejected.path) {
                #expect(ours.map == nil, "\(url.path) should be rejected")
                #expect(ours.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
                checked += 1
            }
        }
        #expect(checked == files.count)
    }

    @Test("Generated edge cases", arguments: StringsEdgeCases.all)
    func edgeCase(_ edgeCase: StringsEdgeCase) throws {
        try Self.assertAgreement(edgeCase.bytes, name: edgeCase.name)
    }

    @Test("Random token soup agrees with Foundation")
    func fuzz() throws {
        var generator = SplitMix64(seed: 0x7E3C)
        var accepted = 0
        for round in 0..<3000 {
            let text = StringsEdgeCases.randomText(using: &generator)
            try Self.assertAgreement(Array(text.utf8), name: "fuzz #\(round): \(text.debugDescription)")
            if StringsTestSupport.foundation(Array(text.utf8)) != nil { accepted += 1 }
        }
        // The soup must exercise both sides: files Apple accepts and files it rejects.
        #expect(accepted > 300 && accepted < 2700, "accepted \(accepted) of 3000")
    }

    static func assertAgreement(_ bytes: [UInt8], name: String) throws {
        let ours = StringsTestSupport.ours(bytes)
        if bytes.isEmpty {
            #expect(ours.map == [:], "an empty file is an empty table")
            return
        }
        if ours.diagnostics.contains(where: { $0.rule == StringsRules.encoding }) {
            #expect(ours.map == nil)
            return
        }
        let apple = StringsTestSupport.foundation(bytes)
        if let apple {
            #expect(ours.map == apple, "\(name): maps differ; ours rejected: \(ours.diagnostics.map(\.rendered))")
        } else {
            #expect(ours.map == nil, "\(name): Foundation rejects this file but we accept it")
            let errors = ours.diagnostics.filter { $0.severity == .error }
            #expect(!errors.isEmpty, "\(name): a rejection must come with an error")
        }
    }
}

/// A small deterministic random generator, so the fuzz cases are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
