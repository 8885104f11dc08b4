import Foundation
import Testing

/// `Scripts/make-artifactbundle.sh` makes an artifact bundle of a `themec` (here the test run's own
/// build, `--binary`, so the suite does not compile themec a second time in release; `.ci/run` makes
/// the release bundle), and a copy of `Examples/ThemedApp` builds with the binary plugin package
/// (`Plugins/Binary`) against that bundle through `path:`: the plugin runs the bundled binary, and
/// no themec source is compiled.
@Suite(.serialized) struct BinaryPluginIntegrationTests {
    static let script = Sandbox.packageRoot.appendingPathComponent("Scripts/make-artifactbundle.sh").path

    /// Runs the script writing into `folder`; returns its status, its output and the checksum it printed.
    static func makeBundle(into folder: URL) throws -> (status: Int32, output: String, checksum: String?) {
        let run = try ProgramRun.run(
            "/bin/bash", [script, "--output", folder.path, "--binary", ThemecProcess.executable.path],
            includingErrors: true)
        let checksum = run.output.split(separator: "\n").last { $0.hasPrefix("checksum: ") }?.dropFirst(
            "checksum: ".count)
        return (run.status, run.output, checksum.map(String.init))
    }

    /// The binary plugin package copied into `folder` with its symbolic links resolved, as a
    /// published copy has them, and without a bundle: one is made next to its manifest, where its
    /// `path:` points.
    static func binaryPackage(in folder: URL) throws -> URL {
        let package = folder.appendingPathComponent("Binary")
        let copy = try ProgramRun.run(
            "/bin/cp", ["-RL", Sandbox.packageRoot.appendingPathComponent("Plugins/Binary").path, package.path],
            includingErrors: true)
        try #require(copy.status == 0, "\(copy.output)")
        try? FileManager.default.removeItem(at: package.appendingPathComponent("themec.artifactbundle.zip"))
        return package
    }

    @Test func theExampleBuildsWithTheBundledBinaryAndCompilesNoThemecSource() throws {
        let example = try ExampleCopy()
        let package = try Self.binaryPackage(in: example.folder)
        let made = try Self.makeBundle(into: package)
        try #require(made.status == 0, "\(made.output)")
        let zip = package.appendingPathComponent("themec.artifactbundle.zip")

        // The printed checksum is the zip's SHA-256, the value `binaryTarget(url:checksum:)` takes.
        let sha = try ProgramRun.run("/usr/bin/sha256sum", [zip.path])
        #expect(made.checksum?.count == 64)
        #expect(sha.output.hasPrefix((made.checksum ?? "-") + " "), "\(made.output)\n\(sha.output)")

        // The same binary gives the same bytes, and the zip is not rewritten.
        let modified = try FileManager.default.attributesOfItem(atPath: zip.path)[.modificationDate] as? Date
        let again = try Self.makeBundle(into: package)
        #expect(again.status == 0, "\(again.output)")
        #expect(again.checksum == made.checksum)
        #expect(again.output.contains("unchanged: \(zip.path)"), "\(again.output)")
        #expect(try FileManager.default.attributesOfItem(atPath: zip.path)[.modificationDate] as? Date == modified)

        // Both targets generate through the bundled binary; nothing of themec's is compiled.
        let environment = ["THEMEC_PLUGIN": "binary", "THEMEC_PATH": package.path]
        let build = try ExampleCopy.swift(["build"], in: example.app, environment: environment)
        #expect(build.0 == 0, "\(build.1)")
        #expect(build.1.contains("themec: generating theme, strings and nib code for CheetahKit"), "\(build.1)")
        #expect(build.1.contains("themec: generating theme, strings and nib code for ThemedApp"), "\(build.1)")
        #expect(build.1.contains("Compiling ThemedApp Theme.themec.swift"), "\(build.1)")
        for module in ["ThemecSyntax", "ThemecCore", "ThemecCLI", "themec"] {
            #expect(!build.1.contains("Compiling \(module) "), "\(build.1)")
        }
        #expect(example.themecBuildProducts().isEmpty, "\(example.themecBuildProducts())")
        let bundled = ".build/artifacts/binary/ThemecBinary/themec.artifactbundle/info.json"
        #expect(FileManager.default.fileExists(atPath: example.app.appendingPathComponent(bundled).path))
        let run = try ExampleCopy.swift(
            ["run", "--skip-build", "ThemedApp"], in: example.app, environment: environment)
        #expect(run.0 == 0, "\(run.1)")
        #expect(ExampleCopy.printedLines(run.1) == ExampleCopy.expectedOutput(), "\(run.1)")
    }

    @Test func infoJSONDescribesOneExecutableForThisMachine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = try Self.makeBundle(into: folder)
        try #require(made.status == 0, "\(made.output)")
        let zip = folder.appendingPathComponent("themec.artifactbundle.zip").path

        // Entries in sorted order, every one dated 1980-01-02 00:00.
        let names = try ProgramRun.run("/usr/bin/unzip", ["-Z1", zip]).output.split(separator: "\n").map(String.init)
        #expect(names == names.sorted())
        let details = try ProgramRun.run("/usr/bin/unzip", ["-Z", "-T", zip]).output.split(separator: "\n")
            .filter { $0.contains(" themec.artifactbundle/") }
        #expect(details.count == names.count)
        #expect(details.allSatisfy { $0.contains(" 19800102.000000 ") }, "\(details)")

        let info = try ProgramRun.run("/usr/bin/unzip", ["-p", zip, "themec.artifactbundle/info.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? String == "1.0")
        let artifact = try #require((json["artifacts"] as? [String: Any])?["themec"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(variants.count == 1)
        let path = try #require(variants.first?["path"] as? String)
        #expect(names.contains("themec.artifactbundle/" + path))
        let target = try ProgramRun.run("/usr/bin/env", ["swift", "-print-target-info"]).output
        let triples = try #require(variants.first?["supportedTriples"] as? [String])
        #expect(triples.count == 1)
        #expect(target.contains("\"unversionedTriple\": \"\(triples.first ?? "-")\""), "\(triples)")

        // The bundled binary runs. (That the release binary carries the Swift runtime, so it runs
        // without a toolchain, `.ci/run` checks on the release bundle it makes.)
        let unpacked = folder.appendingPathComponent("unpacked")
        #expect(try ProgramRun.run("/usr/bin/unzip", ["-q", zip, "-d", unpacked.path]).status == 0)
        let executable = unpacked.appendingPathComponent("themec.artifactbundle/" + path).path
        let version = try ProgramRun.run(executable, ["--version"])
        #expect(version.output == "themec \(artifact["version"] as? String ?? "-")\n")
    }
}
