import Foundation
import Testing

/// `Scripts/slow-tests.sh` runs exactly the suites and tests that `swift test` leaves out: the target
/// `ThemecSlowTests`, which the package declares only with `THEMEC_SLOW_TESTS=1`, and the suites and tests
/// of the other targets enabled only then (``SlowTests``). A slow one the script did not name would run
/// nowhere, in CI included.
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
                !file.path.contains("/ThemecSlowTests/"),
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
        #expect(gated.count >= 5, "\(gated.sorted())")
        #expect(try Self.scriptSuites() == gated)
    }

    @Test func theSlowTargetIsDeclaredOnlyForTheScriptAndTheScriptRunsAllOfIt() throws {
        let manifest = try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let condition = try #require(manifest.range(of: #"if Context.environment["THEMEC_SLOW_TESTS"] == "1" {"#))
        let declaration = try #require(manifest.range(of: #"name: "ThemecSlowTests""#))
        #expect(condition.upperBound < declaration.lowerBound, "ThemecSlowTests is declared outside the condition")
        #expect(manifest.components(separatedBy: #"name: "ThemecSlowTests""#).count == 2, "declared once")
        let script = try String(
            contentsOf: Sandbox.packageRoot.appendingPathComponent("Scripts/slow-tests.sh"), encoding: .utf8)
        #expect(script.contains("export THEMEC_SLOW_TESTS=1"))
        #expect(script.contains(#"--filter "^ThemecSlowTests\.|"#))
        // It holds suites, and none of them is left out by a gate of its own.
        let folder = Sandbox.packageRoot.appendingPathComponent("Tests/ThemecSlowTests")
        var suites = 0
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            suites += text.components(separatedBy: "\n@Suite").count - 1
            #expect(!text.contains(".enabled(if: SlowTests"), "\(file.lastPathComponent) is gated")
        }
        #expect(suites >= 9)
    }

}
