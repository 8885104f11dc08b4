import Foundation
import Testing

/// No line of the package's own Swift is longer than 120 columns, the width of the house style
/// (`lineLength` in `.swift-format`), which `swift format` cannot keep inside a string literal or a
/// comment.
///
/// A column is a UTF-8 byte, as `awk`'s `length` counts it on the project's machines, so
/// `git ls-files '*.swift' | xargs awk 'length($0) > 120'` lists the same lines this test reports, and a
/// line that fits fits in 120 characters too. Checked: every `.swift` file below `Sources`, `Tests`,
/// `Plugins`, `Fuzz`, `Benchmarks` and `Examples`, and the root `Package.swift`. Left out, each for its
/// reason, are the folders of ``isLeftOut(_:)`` and symbolic links, which are checked where they point.
/// A long line is split where the text allows it without changing a value: a string literal with `+` or
/// with `\` line continuations in a multi-line literal, a comment wrapped, a call broken.
@Suite struct SourceLineLengthTests {
    static let limit = 120

    /// The folders walked, relative to the package root.
    static let folders = ["Sources", "Tests", "Plugins", "Fuzz", "Benchmarks", "Examples"]

    /// Whether the folder at `path` (relative to the package root, `/`-separated) is left out, and
    /// why:
    /// - `.build` anywhere: build products and fetched packages, not the package's source.
    /// - `Benchmarks/.work`: the benchmarks' untracked scratch folder.
    /// - `Fixtures` and `Generated` below `Tests`: recorded generated code (the goldens, and the links
    ///   to them the generated-code tests compile), which may hold a project's own long text and which
    ///   `GoldenLineLengthTests` rules on; and input files a test reads as data (the kit's
    ///   documentation samples, an app the iPhoneOS SDK type-checks), whose text is what is tested.
    static func isLeftOut(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.last == ".build" { return true }
        if path == "Benchmarks/.work" { return true }
        return components.first == "Tests" && components.count > 1
            && (components.last == "Fixtures" || components.last == "Generated")
    }

    /// Every Swift file that is checked below `root`, relative to it, sorted.
    static func swiftFiles(under root: URL) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        if manager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            files.append("Package.swift")
        }
        for folder in folders {
            try collect(folder, under: root, into: &files)
        }
        return files.sorted()
    }

    /// The Swift files of the folder `path` (relative to `root`) and of its subfolders, skipping
    /// symbolic links and the folders ``isLeftOut(_:)`` names.
    private static func collect(_ path: String, under root: URL, into files: inout [String]) throws {
        let manager = FileManager.default
        let url = root.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return }
        for name in try manager.contentsOfDirectory(atPath: url.path).sorted() {
            let child = path + "/" + name
            let childURL = root.appendingPathComponent(child)
            let values = try childURL.resourceValues(forKeys: [.isSymbolicLinkKey, .isDirectoryKey])
            if values.isSymbolicLink == true { continue }
            if values.isDirectory == true {
                if !isLeftOut(child) { try collect(child, under: root, into: &files) }
            } else if name.hasSuffix(".swift") {
                files.append(child)
            }
        }
    }

    /// `path:line (N columns)` for each line of `bytes` longer than ``limit`` columns (UTF-8 bytes;
    /// lines end at LF).
    static func overlongLines(of bytes: [UInt8], path: String) -> [String] {
        var found: [String] = []
        for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where line.count > limit {
            found.append("\(path):\(index + 1) (\(line.count) columns)")
        }
        return found
    }

    /// Every overlong line of the checked Swift files below `root`, in path order.
    static func overlongLines(under root: URL) throws -> [String] {
        try swiftFiles(under: root).flatMap { file in
            overlongLines(of: [UInt8](try Data(contentsOf: root.appendingPathComponent(file))), path: file)
        }
    }

    @Test func noLineOfThePackagesSwiftIsLongerThan120Columns() throws {
        let root = Fixtures.packageRoot
        let files = try Self.swiftFiles(under: root)
        // The walk reaches every part of the package, so an empty report means something.
        let expected = [
            "Package.swift", "Sources/ThemecCore/Pipeline/Pipeline.swift", "Tests/Shared/VocabularyChange.swift",
            "Plugins/Shared/PluginPlan.swift", "Fuzz/Targets/Shared/FuzzCheck.swift",
            "Benchmarks/Lookup/main.swift", "Examples/ThemedApp/Package.swift",
            "Examples/ThemedApp/Sources/CheetahKit/KitScreen.swift",
            "Tests/ThemecCoreTests/SourceLineLengthTests.swift",
        ]
        #expect(expected.filter { !files.contains($0) } == [], "the walk missed files of the package")
        #expect(files.count > 300, "found only \(files.count) Swift files")
        let overlong = try Self.overlongLines(under: root)
        if !overlong.isEmpty {
            Issue.record(
                """
                \(overlong.count) lines are longer than \(Self.limit) columns (UTF-8 bytes); split the string \
                literal (`+`, or `\\` continuations in a multi-line literal), wrap the comment or break the call:
                \(overlong.joined(separator: "\n"))
                """)
        }
    }

    @Test func aPlantedLongLineIsReportedAndTheLeftOutFoldersAreNot() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("themec-line-length-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: root) }
        let fits = String(repeating: "a", count: 120)
        let long = String(repeating: "b", count: 121)
        // 61 characters, 122 bytes: counted as awk counts, in bytes.
        let accented = String(repeating: "é", count: 61)
        let planted: [(String, String)] = [
            ("Package.swift", "\(long)\n"),
            ("Sources/A/Long.swift", "\(fits)\n\(long)\n\(accented)\n"),
            ("Sources/A/notes.md", "\(long)\n"),
            ("Sources/A/.build/Built.swift", "\(long)\n"),
            ("Tests/ATests/Fine.swift", "// \(long)\r\n\(fits)"),
            ("Tests/ATests/Fixtures/Input.swift", "\(long)\n"),
            ("Tests/ATests/Deeper/Generated/Golden.swift", "\(long)\n"),
            ("Benchmarks/.work/Scratch.swift", "\(long)\n"),
            ("Benchmarks/Lookup/Main.swift", "\(fits)\n"),
            ("Examples/App/Package.swift", "\n\(long)"),
            ("Examples/App/.build/checkouts/Dependency.swift", "\(long)\n"),
            ("Docs/Elsewhere.swift", "\(long)\n"),
        ]
        for (path, text) in planted {
            let url = root.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try manager.createDirectory(
            at: root.appendingPathComponent("Plugins/P"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Plugins/P/Linked.swift").path,
            withDestinationPath: "../../Sources/A/Long.swift")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("Examples/Linked").path, withDestinationPath: "../Sources/A")

        #expect(
            try Self.swiftFiles(under: root) == [
                "Benchmarks/Lookup/Main.swift", "Examples/App/Package.swift", "Package.swift",
                "Sources/A/Long.swift", "Tests/ATests/Fine.swift",
            ])
        #expect(
            try Self.overlongLines(under: root) == [
                "Examples/App/Package.swift:2 (121 columns)", "Package.swift:1 (121 columns)",
                "Sources/A/Long.swift:2 (121 columns)", "Sources/A/Long.swift:3 (122 columns)",
                "Tests/ATests/Fine.swift:1 (125 columns)",
            ])
    }

    @Test func theLeftOutFoldersAreTheListedOnes() {
        #expect(Self.isLeftOut("Sources/.build"))
        #expect(Self.isLeftOut("Examples/ThemedApp/.build"))
        #expect(Self.isLeftOut("Benchmarks/.work"))
        #expect(Self.isLeftOut("Tests/ThemecCoreTests/Fixtures"))
        #expect(Self.isLeftOut("Tests/StringsRuntimeTests/Generated"))
        #expect(!Self.isLeftOut("Tests/ThemecCoreTests/Strings"))
        #expect(!Self.isLeftOut("Sources/ThemecCore/Fixtures"))
        #expect(!Self.isLeftOut("Tests"))
        #expect(!Self.isLeftOut("Benchmarks/Lookup"))
    }
}
