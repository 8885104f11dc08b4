import Foundation
import Testing

/// `generate` never leaves a torn file: each output is written to a temporary file in the same
/// folder, synced and renamed. These tests leave a torn temporary file on purpose, run two at once on
/// one folder, and plant traps in the output folder, then check every file byte for byte; killing runs
/// at random moments is ``AtomicOutputKillTests``' (a slow suite).
@Suite(.serialized) struct AtomicOutputTests {
    static let names = [
        "Layouts.themec.swift", "Strings+Localizable.themec.swift", "Strings.themec.swift", "Theme.themec.swift",
    ]

    /// Two versions of one project, in folders `A` and `B`, large enough (megabytes of Swift)
    /// that a kill often lands during a write, and the complete output of each.
    struct Versions {
        let box: Sandbox
        var reference: [String: [String: Data]] = [:]

        init() throws {
            box = try Sandbox()
            for (version, color) in [("A", "B1E4E3"), ("B", "123456")] {
                for index in 0..<60 {
                    try box.write(
                        "\(version)/Themes/T\(index).theme.yaml",
                        Sandbox.validTheme.replacingOccurrences(of: "B1E4E3", with: color))
                }
                var strings = ""
                for index in 0..<4_000 {
                    strings += "\"Key.k\(index)\" = \"\(version) \(String(repeating: "text ", count: 20))%d\";\n"
                }
                try box.write("\(version)/en.lproj/Localizable.strings", strings)
            }
            for version in ["A", "B"] {
                let result = try box.run("generate", version, "--output", "Ref\(version)")
                #expect(result.status == 0, "\(result.stderr)")
                var files: [String: Data] = [:]
                for name in AtomicOutputTests.names {
                    files[name] = try Data(contentsOf: box.root.appendingPathComponent("Ref\(version)/\(name)"))
                }
                reference[version] = files
            }
            #expect(reference["A"] != reference["B"])
        }

        /// Checks `folder`: each generated file is absent (never written yet), or exactly A's or
        /// exactly B's; no other visible `*.themec.swift` exists.
        func check(_ folder: String, allowMissing: Bool, _ context: String) throws {
            let url = box.root.appendingPathComponent(folder)
            let present = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            let visible = present.filter { $0.hasSuffix(".themec.swift") }.sorted()
            #expect(Set(visible).isSubset(of: AtomicOutputTests.names), "\(context): unexpected files \(visible)")
            for name in AtomicOutputTests.names {
                guard let data = try? Data(contentsOf: url.appendingPathComponent(name)) else {
                    #expect(allowMissing, "\(context): \(name) is missing")
                    continue
                }
                let whole = data == reference["A"]![name]! || data == reference["B"]![name]!
                #expect(whole, "\(context): \(name) is torn (\(data.count) bytes, neither version)")
            }
        }

        /// Whether `folder` holds files of both versions at once (each whole): what a run killed
        /// inside its loop of renames leaves (Docs/CLI.md), until the next run repairs it.
        func isMixed(_ folder: String) -> Bool {
            let url = box.root.appendingPathComponent(folder)
            var versions: Set<String> = []
            for name in AtomicOutputTests.names {
                guard let data = try? Data(contentsOf: url.appendingPathComponent(name)) else { continue }
                for version in ["A", "B"]
                where reference[version]![name]! == data && reference["A"]![name]! != reference["B"]![name]! {
                    versions.insert(version)
                }
            }
            return versions.count > 1
        }

        /// The hidden temporary files in `folder`.
        func temporaries(_ folder: String) -> [String] {
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: box.root.appendingPathComponent(folder).path))
                ?? []
            return names.filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
        }
    }

    /// Starts `themec generate VERSION --output Out` in the sandbox; its standard error goes to
    /// `errorLog` when one is given (for a failure's message), else nowhere.
    static func start(_ version: String, in box: Sandbox, errorLog: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = ThemecProcess.executable
        process.arguments = ["generate", version, "--output", "Out"]
        process.currentDirectoryURL = box.root
        process.standardOutput = FileHandle.nullDevice
        if let errorLog {
            try Data().write(to: errorLog)
            process.standardError = try FileHandle(forWritingTo: errorLog)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    /// How a finished process ended, with what it printed to `errorLog`.
    static func outcome(_ process: Process, _ errorLog: URL) -> String {
        let reason = process.terminationReason == .exit ? "exit" : "signal"
        let printed = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? "(unreadable)"
        return "\(reason) \(process.terminationStatus): \(printed.prefix(2_000))"
    }

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
        let versions = try Versions()
        for round in 0..<6 {
            let logs = [
                versions.box.root.appendingPathComponent("first.err"),
                versions.box.root.appendingPathComponent("second.err"),
            ]
            let first = try Self.start(round % 2 == 0 ? "A" : "B", in: versions.box, errorLog: logs[0])
            let second = try Self.start(round % 2 == 0 ? "B" : "A", in: versions.box, errorLog: logs[1])
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(
                first.terminationReason == .exit && first.terminationStatus == 0,
                "round \(round), first run: \(Self.outcome(first, logs[0]))")
            #expect(
                second.terminationReason == .exit && second.terminationStatus == 0,
                "round \(round), second run: \(Self.outcome(second, logs[1]))")
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
