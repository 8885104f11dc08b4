import Foundation
import Testing
import ThemecCore

@testable import ThemecCLI

/// `OutputWriter` writes every temporary file before it renames the first one, so a killed run
/// can leave old and new files side by side only inside the loop of renames; and it checks
/// every name before it writes anything, with temporary names that fit whenever the final
/// names do.
@Suite struct OutputWriterOrderTests {
    /// Steps seen through the writer's observer, with the temporaries on disk at the first rename.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var steps: [OutputWriter.Step] = []
        private(set) var temporariesAtFirstRename: [String]?
        let folder: String

        init(folder: String) { self.folder = folder }

        func record(_ step: OutputWriter.Step) {
            lock.lock()
            defer { lock.unlock() }
            if case .renaming = step, temporariesAtFirstRename == nil {
                temporariesAtFirstRename = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                    .filter { $0.hasSuffix(".tmp") }
            }
            steps.append(step)
        }
    }

    static let files = [
        "Theme.themec.swift", "Strings.themec.swift", "Strings+Table.themec.swift", "Layouts.themec.swift",
    ]
    .map { GeneratedFile(name: $0, contents: "// \($0)\n") }

    @Test func everyTemporaryIsWrittenBeforeTheFirstRename() throws {
        let box = try Sandbox()
        let folder = box.root.appendingPathComponent("Out").path
        let recorder = Recorder(folder: folder)
        let writer = OutputWriter(directory: folder, displayDirectory: "Out", observer: recorder.record)
        let plan = try writer.write(Self.files)
        #expect(plan.changed.count == 4)
        let names = Self.files.map(\.name)
        #expect(
            recorder.steps == names.map { .temporaryWritten($0) } + names.map { .renaming($0) }, "\(recorder.steps)")
        #expect(recorder.temporariesAtFirstRename?.count == 4, "\(recorder.temporariesAtFirstRename ?? [])")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func temporaryNamesAreKnownByTheirOwnerProcess() {
        #expect(OutputWriter.temporaryOwner(".themec.4242.123456.3.tmp") == 4242)
        #expect(OutputWriter.temporaryOwner(".Theme.themec.swift.4242.123456.tmp") == 4242)
        #expect(OutputWriter.temporaryOwner(".notes.4242.tmp") == nil)
        #expect(OutputWriter.temporaryOwner("Theme.themec.swift") == nil)
    }

    @Test func aNameTooLongIsRefusedBeforeAnythingIsWritten() throws {
        let box = try Sandbox()
        let folder = box.root.appendingPathComponent("Out").path
        let long = GeneratedFile(name: "Strings+" + String(repeating: "T", count: 240) + ".themec.swift", contents: "")
        #expect(throws: FileSystemError.self) {
            try OutputWriter(directory: folder, displayDirectory: "Out").write(Self.files + [long])
        }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }
}
