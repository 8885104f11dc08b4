import Foundation
import Testing

/// Runs of `themec generate` over one output folder, for the tests that run two at once
/// (``AtomicOutputTests``) or kill them at random moments (``AtomicOutputKillTests``, a slow suite): two
/// versions of a project and each one's complete output, to check every file byte for byte.
///
/// (The file is linked into each test target that needs it.)
enum AtomicOutputRuns {
    /// The files a run writes.
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
                for name in AtomicOutputRuns.names {
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
            #expect(Set(visible).isSubset(of: AtomicOutputRuns.names), "\(context): unexpected files \(visible)")
            for name in AtomicOutputRuns.names {
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
            for name in AtomicOutputRuns.names {
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
}
