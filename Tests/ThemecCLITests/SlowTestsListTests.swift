import Foundation
import Testing

/// `Scripts/slow-tests.sh` runs exactly the suites and tests that `swift test` leaves out (``SlowTests``):
/// a slow one the script did not name would run nowhere, in CI included.
@Suite struct SlowTestsListTests {
    /// The suites and tests the script names, from its `suites=(…)` list (`#` lines are comments).
    static func scriptSuites() throws -> Set<String> {
        let script = try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("Scripts/slow-tests.sh"), encoding: .utf8)
        let list = try #require(script.range(of: "suites=(")).upperBound
        let end = try #require(script[list...].firstIndex(of: ")"))
        let lines = script[list..<end].split(separator: "\n").filter { !$0.contains("#") }
        return Set(lines.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) })
    }

    /// The suites whose declaration is enabled only with ``SlowTests/enabled``, and as `SUITE/name` the
    /// tests so enabled in other suites, read from the test sources.
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
            var suite: String?
            for (index, line) in lines.enumerated() {
                // `@Suite(…SlowTests.enabled…)`, or a plain `@Suite`, and on that line or the next `struct Name`.
                if line.hasPrefix("@Suite") {
                    let declaration = lines[index..<min(index + 2, lines.count)].joined(separator: " ")
                    guard let name = declaration.components(separatedBy: "struct ").dropFirst().first else { continue }
                    suite = String(name.prefix { $0 != " " && $0 != "{" })
                    if line.contains("SlowTests.enabled"), let suite { found.insert(suite) }
                }
                // `@Test(…SlowTests.enabled…)` in a suite, and on that line or the next `func name(`: SUITE/name.
                if line.hasPrefix("    @Test("), line.contains("SlowTests.enabled"), let suite {
                    let declaration = lines[index..<min(index + 2, lines.count)].joined(separator: " ")
                    guard let name = declaration.components(separatedBy: "func ").dropFirst().first else { continue }
                    found.insert(suite + "/" + String(name.prefix { $0 != "(" }))
                }
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
