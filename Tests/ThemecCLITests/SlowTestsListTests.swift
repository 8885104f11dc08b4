import Foundation
import Testing

/// `Scripts/slow-tests.sh` runs exactly the suites that `swift test` leaves out (``SlowTests``): a slow
/// suite the script did not name would run nowhere, in CI included.
@Suite struct SlowTestsListTests {
    /// The suites the script names, from its `suites=(…)` list.
    static func scriptSuites() throws -> Set<String> {
        let script = try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("Scripts/slow-tests.sh"), encoding: .utf8)
        let list = try #require(script.range(of: "suites=(")).upperBound
        let end = try #require(script[list...].firstIndex(of: ")"))
        return Set(script[list..<end].split(whereSeparator: \.isWhitespace).map(String.init))
    }

    /// The suites whose declaration is enabled only with ``SlowTests/enabled``, read from the test sources.
    static func gatedSuites() throws -> Set<String> {
        var found: Set<String> = []
        let tests = Sandbox.packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", !file.path.contains("/Fixtures/"),
                let text = try? String(contentsOf: file, encoding: .utf8)
            else { continue }
            // `@Suite(…SlowTests.enabled…)` and, on that line or the next, `struct Name`.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated()
            where line.hasPrefix("@Suite(") && line.contains("SlowTests.enabled") {
                let declaration = lines[index..<min(index + 2, lines.count)].joined(separator: " ")
                guard let name = declaration.components(separatedBy: "struct ").dropFirst().first else { continue }
                found.insert(String(name.prefix { $0 != " " && $0 != "{" }))
            }
        }
        return found
    }

    @Test func theScriptRunsEverySlowSuite() throws {
        let gated = try Self.gatedSuites()
        #expect(gated.count >= 6, "\(gated.sorted())")
        #expect(try Self.scriptSuites() == gated)
    }

}
