import Foundation
import PackagePlugin

/// Runs the themec tool from a command plugin over each target that has themec inputs.
struct CommandRunner {
    let tool: URL

    /// The targets to work on: those named with `--target`, else every source target with
    /// themec inputs (targets without any are skipped quietly).
    static func targets(_ package: Package, arguments: inout ArgumentExtractor) throws -> [(String, TargetInputs, URL)]
    {
        let requested = arguments.extractOption(named: "target")
        var result: [(String, TargetInputs, URL)] = []
        for case let target as SourceModuleTarget in package.targets {
            if !requested.isEmpty && !requested.contains(target.name) { continue }
            let directory = TargetInputs.directory(of: target)
            let files = ThemecInputs.expandingFolders(target.sourceFiles.map(\.url))
            guard
                !requested.isEmpty
                    || files.contains(where: { ThemecInputs.isInput($0) || $0.lastPathComponent == "themec.yml" })
                    || FileManager.default.fileExists(atPath: directory.appendingPathComponent("themec.yml").path)
            else { continue }
            result.append((target.name, try TargetInputs(target, packageName: package.displayName), directory))
        }
        for name in requested where !result.contains(where: { $0.0 == name }) {
            throw ThemecPluginError("no source target named '\(name)'")
        }
        return result
    }

    /// Runs themec with `arguments`, passing its output through; returns its exit status.
    func run(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
