import Foundation
import Testing

/// `generate` never leaves a torn file: each output is written to a temporary file in the same
/// folder, synced and renamed. These tests leave a torn temporary file on purpose, run two at once on
/// one folder, and plant traps in the output folder, then check every file byte for byte; killing runs
/// at random moments is ``AtomicOutputKillTests``' (a slow suite).
@Suite(.serialized) struct AtomicOutputTests {
    @Test func aTornTemporaryFileOfAKilledRunIsNeverShownAndIsRemoved() throws {
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": Sandbox.validTheme])
        #expect(try box.run("generate", "Themes", "--output", "Out").status == 0)
        let complete = try box.read("Out/Theme.themec.swift")
        // What a run killed mid-write leaves: a hidden, partial temporary file named with its
        // (now gone) process id. A live process's file must be left alone.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let torn = ".Theme.themec.swift.\(gone.processIdentifier).12345.tmp"
        let live = ".Theme.themec.swift.\(getpid()).67890.tmp"
        try box.write("Out/\(torn)", String(complete.prefix(100)))
        try box.write("Out/\(live)", String(complete.prefix(100)))
        try box.write(
            "Themes/Cheetah.theme.yaml", Sandbox.validTheme.replacingOccurrences(of: "B1E4E3", with: "000000"))
        #expect(try box.run("generate", "Themes", "--output", "Out").status == 0)
        #expect(try box.read("Out/Theme.themec.swift").contains("0x00, 0x00, 0x00"))
        #expect(!box.exists("Out/\(torn)"), "an abandoned temporary file was kept")
        #expect(box.exists("Out/\(live)"), "a live process's temporary file was removed")
        let visible = try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(visible == ["Layouts.themec.swift", "Strings.themec.swift", "Theme.themec.swift"])
    }

    @Test(.enabled(if: SlowTests.enabled, SlowTests.reason))
    func twoConcurrentRunsOnOneFolderLeaveValidFiles() throws {
        let versions = try AtomicOutputRuns.Versions()
        for round in 0..<6 {
            let logs = [
                versions.box.root.appendingPathComponent("first.err"),
                versions.box.root.appendingPathComponent("second.err"),
            ]
            let first = try AtomicOutputRuns.start(round % 2 == 0 ? "A" : "B", in: versions.box, errorLog: logs[0])
            let second = try AtomicOutputRuns.start(round % 2 == 0 ? "B" : "A", in: versions.box, errorLog: logs[1])
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(
                first.terminationReason == .exit && first.terminationStatus == 0,
                "round \(round), first run: \(AtomicOutputRuns.outcome(first, logs[0]))")
            #expect(
                second.terminationReason == .exit && second.terminationStatus == 0,
                "round \(round), second run: \(AtomicOutputRuns.outcome(second, logs[1]))")
            try versions.check("Out", allowMissing: false, "concurrent round \(round)")
            #expect(versions.temporaries("Out").isEmpty, "round \(round) left \(versions.temporaries("Out"))")
        }
    }

    @Test func nothingIsWrittenOutsideTheOutputFolderWhateverTheInputsAreNamed() throws {
        let box = try Sandbox([
            "In/Themes/Cheetah.theme.yaml": Sandbox.validTheme,
            "In/en.lproj/..%2F..%2Fescape.strings": "\"a\" = \"b\";\n",
            "In/en.lproj/back\\slash.strings": "\"c\" = \"d\";\n",
            "In/en.lproj/line\nbreak.strings": "\"e\" = \"f\";\n",
            "In/en.lproj/Localizable.strings": "\"Menu.Profile\" = \"Profile\";\n",
            "In/en.lproj/.hidden.strings": "\"g\" = \"h\";\n",
            "In/..lproj/Table.strings": "\"i\" = \"j\";\n",
            "In/Layouts/..xib": "<document/>\n",
            "victim.txt": "untouched\n",
        ])
        // Traps in the output folder: generated names that are symlinks to a file outside it.
        try FileManager.default.createDirectory(
            at: box.root.appendingPathComponent("Out"), withIntermediateDirectories: true)
        for name in ["Theme.themec.swift", "Old.themec.swift"] {
            try FileManager.default.createSymbolicLink(
                atPath: box.root.appendingPathComponent("Out/\(name)").path,
                withDestinationPath: "../victim.txt")
        }
        let before = box.snapshot(excluding: "Out")
        let result = try box.runLimited("generate", "In", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "odd input names")
        #expect(box.snapshot(excluding: "Out") == before, "a file outside Out changed")
        #expect(try box.read("victim.txt") == "untouched\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent("Out").path)
        #expect(written.allSatisfy { $0.hasSuffix(".themec.swift") && !$0.contains("/") }, "\(written)")
        if result.status == 0 {
            // The planted symlink was replaced by a real file, and the stale one was removed.
            var info = stat()
            #expect(lstat(box.root.appendingPathComponent("Out/Theme.themec.swift").path, &info) == 0)
            #expect((info.st_mode & S_IFMT) == S_IFREG)
            #expect(!written.contains("Old.themec.swift"))
        }
    }
}
