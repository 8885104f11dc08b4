import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A kit outside the current folder (`baseStrings: ../Kit`, `kit.config`, `--base-strings`,
/// `--kit-config`) is named as the relative path from there, `../Kit/...`, in every diagnostic,
/// note, report, stop and baseline entry, never by its absolute path (Docs/CLI.md); so a baseline
/// written in one checkout still hides the kit's known problems in a copy at another path.
@Suite struct KitOutsideTheFolderTests {
    /// The kit's table: `Menu.Empty` is empty (a warning at the kit's file).
    static let kitStrings = "\"Generic.Okay\" = \"Okay\";\n\"Menu.Empty\" = \"\";\n"
    /// The app's table: `Generic.Okey` overrides nothing (a warning whose note is at the kit's file).
    static let appStrings = "\"Generic.Okey\" = \"Got it\";\n"
    static let kitTable = "../Kit/Strings/en.lproj/Localizable.strings"

    /// What the xcode reporter prints for the project, from `App`, however the kit is named.
    static let expected = """
        ../Kit/Strings/en.lproj/Localizable.strings:2:16: warning: the value of 'Menu.Empty' is empty; the UI will \
        show nothing [strings-empty-value]
        Strings/en.lproj/Localizable.strings:1:1: warning: 'Generic.Okey' overrides no kit string; did you mean \
        'Generic.Okay'? [strings-base-near-miss]
        ../Kit/Strings/en.lproj/Localizable.strings:1:1: note: the kit defines it here

        """

    /// One way to name the kit: the app's `themec.yml` and the arguments after `lint`.
    struct Naming: CustomTestStringConvertible, Sendable {
        var name: String
        var config: String
        var arguments: [String]
        var testDescription: String { name }
    }

    static let namings: [Naming] = [
        Naming(
            name: "baseStrings in themec.yml", config: "strings: Strings\nbaseStrings: ../Kit/Strings\n",
            arguments: []),
        Naming(
            name: "kit.config in themec.yml",
            config: "strings: Strings\nkit: { module: Kit, config: ../Kit/themec.yml }\n", arguments: []),
        Naming(name: "--base-strings", config: "strings: Strings\n", arguments: ["--base-strings", "../Kit/Strings"]),
        Naming(name: "--kit-config", config: "strings: Strings\n", arguments: ["--kit-config", "../Kit/themec.yml"]),
    ]

    /// A sandbox with `Kit` (its own `themec.yml` naming its table) and `App` beside it.
    static func project(config: String = namings[0].config) throws -> Sandbox {
        try Sandbox([
            "Kit/themec.yml": "strings: Strings\n",
            "Kit/Strings/en.lproj/Localizable.strings": kitStrings,
            "App/themec.yml": config,
            "App/Strings/en.lproj/Localizable.strings": appStrings,
        ])
    }

    static func run(_ box: Sandbox, _ arguments: [String], in folder: String = "App") throws -> ThemecProcess.Output {
        try ThemecProcess.run(arguments, in: box.root.appendingPathComponent(folder))
    }

    /// Whether `text` names a file by an absolute path in the sandbox (or the sandbox's real
    /// path, where the temporary folder is a link).
    static func namesAbsolutePath(_ text: String, _ box: Sandbox) -> Bool {
        text.contains(box.root.path) || text.contains(box.root.resolvingSymlinksInPath().path)
    }

    @Test(arguments: namings)
    func theXcodeReportNamesTheKitRelatively(_ naming: Naming) throws {
        let box = try Self.project(config: naming.config)
        let result = try Self.run(box, ["lint"] + naming.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.expected)
        #expect(!Self.namesAbsolutePath(result.stdout + result.stderr, box))
    }

    @Test(arguments: namings)
    func everyMachineReportNamesTheKitRelatively(_ naming: Naming) throws {
        let box = try Self.project(config: naming.config)
        for reporter in ["json", "sarif", "junit", "github-actions"] {
            let result = try Self.run(box, ["lint", "--reporter", reporter] + naming.arguments)
            #expect(result.status == 0, "\(reporter): \(result.stderr)")
            #expect(!Self.namesAbsolutePath(result.stdout + result.stderr, box), "\(reporter): \(result.stdout)")
            #expect(result.stdout.contains(Self.kitTable), "\(reporter): \(result.stdout)")
        }
    }

    @Test func jsonNamesTheKitInEntriesAndNotes() throws {
        let box = try Self.project()
        let result = try Self.run(box, ["lint", "--reporter", "json"])
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
        #expect(entries.map { $0["file"] as? String } == [Self.kitTable, "Strings/en.lproj/Localizable.strings"])
        let note = try #require((entries.last?["notes"] as? [[String: Any]])?.first)
        #expect(note["file"] as? String == Self.kitTable)
    }

    /// SARIF's artifact locations are URI references: the kit's is the relative reference
    /// `../Kit/...`, which resolves against the current folder to the kit's file.
    @Test func sarifLocationsAreRelativeReferencesThatResolveToTheFiles() throws {
        let box = try Self.project()
        let result = try Self.run(box, ["lint", "--reporter", "sarif"])
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        var uris: [String] = []
        for entry in results {
            for key in ["locations", "relatedLocations"] {
                for location in entry[key] as? [[String: Any]] ?? [] {
                    let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"]
                    uris.append(try #require((artifact as? [String: Any])?["uri"] as? String))
                }
            }
        }
        #expect(uris == [Self.kitTable, "Strings/en.lproj/Localizable.strings", Self.kitTable])
        let base = URL(fileURLWithPath: box.root.appendingPathComponent("App").path + "/")
        for uri in uris {
            // RFC 3986 path-noscheme: no scheme, no authority, not absolute.
            #expect(!uri.hasPrefix("/") && !uri.contains(":"), "\(uri)")
            let resolved = try #require(URL(string: uri, relativeTo: base), "\(uri)")
            #expect(FileManager.default.fileExists(atPath: resolved.standardizedFileURL.path), "\(uri)")
        }
    }

    @Test func junitNamesTheKitsSuiteRelatively() throws {
        let box = try Self.project()
        let result = try Self.run(box, ["lint", "--reporter", "junit"])
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let suites = try #require(document.rootElement()).elements(forName: "testsuite")
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue } == [
                Self.kitTable, "Strings/en.lproj/Localizable.strings",
            ])
    }

    @Test func githubActionsNamesTheKitRelatively() throws {
        let box = try Self.project()
        let result = try Self.run(box, ["lint", "--reporter", "github-actions"])
        #expect(result.stdout.hasPrefix("::warning file=\(Self.kitTable),line=2,col=16,title=strings-empty-value::"))
        #expect(result.stdout.contains("%0A\(Self.kitTable):1:1: note: the kit defines it here\n"))
    }

    /// `generate`, `dump` and `preview` print their diagnostics on standard error the same way,
    /// and the page shows the same paths.
    @Test func everyCommandNamesTheKitRelatively() throws {
        let box = try Self.project()
        for command in ["generate", "dump", "preview"] {
            let result = try Self.run(box, [command])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stderr.hasPrefix(Self.expected), "\(command): \(result.stderr)")
            #expect(!Self.namesAbsolutePath(result.stdout + result.stderr, box), "\(command)")
        }
        let page = try box.read("App/themec-preview/index.html")
        #expect(page.contains(Self.kitTable))
        #expect(!Self.namesAbsolutePath(page, box))
        for file in try FileManager.default.contentsOfDirectory(
            atPath: box.root.appendingPathComponent("App/Generated").path)
        {
            #expect(!Self.namesAbsolutePath(try box.read("App/Generated/" + file), box), "\(file)")
        }
    }

    /// A config read from another folder, and a kit config with a mistake, are named from the
    /// current folder too.
    @Test func configsOutsideTheFolderAreNamedRelatively() throws {
        // A module with no kit config beside the app's folder: the config's warning.
        let box = try Self.project(config: "strings: Strings\nkit: { module: OtherKit }\n")
        try box.write("Other/keep.txt", "")
        let moduleOnly = try Self.run(box, ["lint", "--config", "../App/themec.yml"], in: "Other")
        #expect(moduleOnly.status == 0, "\(moduleOnly.stderr)")
        #expect(moduleOnly.stdout.hasPrefix("../App/themec.yml:2:"), "\(moduleOnly.stdout)")
        #expect(moduleOnly.stdout.hasSuffix("[config-kit-inputs-missing]\n"), "\(moduleOnly.stdout)")

        try box.write("Kit/themec.yml", "strings: Strings\nstringz: Strings\n")
        let mistake = try Self.run(box, ["lint", "--kit-config", "../Kit/themec.yml"])
        #expect(mistake.status == 1)
        #expect(mistake.stdout.hasPrefix("../Kit/themec.yml:2:1: error: unknown key 'stringz'"), "\(mistake.stdout)")
        #expect(!Self.namesAbsolutePath(moduleOnly.stdout + mistake.stdout, box))
    }

    /// A run stopped by a file outside the folder names it relatively, on standard error and in
    /// the report.
    @Test func aStopOutsideTheFolderNamesItRelatively() throws {
        let box = try Self.project()
        let missing = try Self.run(box, ["lint", "--reporter", "json", "--base-strings", "../Kit/Missing"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "themec: error: ../Kit/Missing: no such file or directory\n")
        let entry = try #require(
            (try JSONSerialization.jsonObject(with: Data(missing.stdout.utf8)) as? [[String: Any]])?.first)
        #expect(entry["file"] as? String == "../Kit/Missing")
        let absolute = box.root.appendingPathComponent("none.json").path
        let baseline = try Self.run(box, ["lint", "--baseline", absolute])
        #expect(baseline.status == 2)
        #expect(baseline.stderr == "themec: error: ../none.json: no such file or directory\n")
        let written = try Self.run(box, ["lint", "--write-baseline", box.root.appendingPathComponent("Kit").path])
        #expect(written.status == 2)
        #expect(written.stderr.hasPrefix("themec: error: ../Kit: "), "\(written.stderr)")
    }

    /// A baseline written in one checkout hides the kit's known problems in a copy of the whole
    /// tree at another path and depth, as on every CI runner.
    @Test func aBaselineHoldsInACopyAtAnotherPath() throws {
        let box = try Self.project()
        let recorded = try Self.run(box, ["lint", "--write-baseline", "themec-baseline.json"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let baseline = try box.read("App/themec-baseline.json")
        #expect(baseline.contains("\"file\": \"\(Self.kitTable)\""), "\(baseline)")
        #expect(!Self.namesAbsolutePath(baseline, box))

        let elsewhere = try Sandbox()
        let copy = elsewhere.root.appendingPathComponent("runner/work/checkout")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: box.root, to: copy)
        let result = try ThemecProcess.run(
            ["lint", "--strict", "--baseline", "themec-baseline.json"], in: copy.appendingPathComponent("App"))
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("themec: 2 files, 0 errors, 0 warnings, 2 hidden by the baseline in "))
    }
}
