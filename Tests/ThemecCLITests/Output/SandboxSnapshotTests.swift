import Foundation
import Testing

/// The snapshot that proves a run wrote nothing outside its output folder compares whole
/// contents: a change past the first 80 bytes (which `Data`'s hash ignores) shows too.
@Suite struct SandboxSnapshotTests {
    @Test func aChangeFarIntoAFileChangesTheSnapshot() throws {
        let text = String(repeating: "a", count: 200)
        let box = try Sandbox(["victim.txt": text])
        let before = box.snapshot()
        try box.write("victim.txt", String(text.dropLast()) + "b")
        #expect(box.snapshot() != before)
        try box.write("victim.txt", text)
        #expect(box.snapshot() == before)
    }
}
