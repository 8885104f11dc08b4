import Foundation
import Testing
import ThemecCore

/// Large but legal tables compile in linear time (regression: the renderer scanned every
/// member of a namespace for each new key, so 40,000 keys in one namespace took seven minutes
/// in a debug build).
@Suite struct StringsScalingTests {
    @Test func aNamespaceOfSixtyThousandKeysRendersQuickly() throws {
        var text = ""
        for index in 0..<60_000 { text += "\"Key.k\(index)\" = \"v %d\";\n" }
        let file = try #require(InputFile(path: "en.lproj/Localizable.strings", text: text))
        let start = Date()
        let result = Compiler.compile([file])
        let seconds = Date().timeIntervalSince(start)
        #expect(!result.hasErrors)
        let strings = try #require(
            result.files.first { $0.name == GeneratedFile.stringsFileName(table: "Localizable") })
        #expect(strings.contents.contains("static func k59999(_ p1: Swift.Int) -> Swift.String {"))
        #expect(seconds < 30, "quadratic again? \(seconds) s")
    }
}
