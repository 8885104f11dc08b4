import Foundation

/// An ``SDKConfiguration`` generated fresh by the built `themec` into a temporary folder, and
/// compiled module by module against the iPhoneOS SDK: libraries with `-emit-module` into `modules/`,
/// in order, then the other modules with `-typecheck -I modules`, concurrently. Every file of a
/// module goes to one `swiftc`, with `-warnings-as-errors`.
struct SDKBuild: Sendable {
    let configuration: SDKConfiguration
    let folder: URL

    /// Where the libraries' `.swiftmodule` files go.
    var modules: URL { folder.appendingPathComponent("modules") }

    init(_ configuration: SDKConfiguration) throws {
        self.configuration = configuration
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-sdk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes the temporary folder.
    func remove() { try? FileManager.default.removeItem(at: folder) }

    /// Runs `themec generate` for every module; returns each module's Swift files (generated, then
    /// hand-written), or throws what themec printed.
    func generate() throws -> [[String]] {
        try configuration.modules.map { module in
            let moduleFolder = folder.appendingPathComponent(module.name)
            let output = moduleFolder.appendingPathComponent("Generated")
            try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
            var sources: [String] = []
            if let config = module.config {
                let configPath = try write(config, into: moduleFolder)
                // A target with resources, generated with what the build plugin passes for one.
                let resources =
                    module.hasResources
                    ? ["--default-bundle", "module", "--resource-bundle", "\(module.name)_\(module.name)"] : []
                let run = try ThemecProcess.run(
                    ["generate", "--config", configPath, "--output", output.path] + resources, in: moduleFolder)
                guard run.status == 0, !run.stderr.contains("error:") else {
                    throw GenerationFailed(description: "themec generate for \(module.name): \(run.stderr)")
                }
                sources = try FileManager.default.contentsOfDirectory(atPath: output.path)
                    .filter { $0.hasSuffix(".swift") }.sorted().map { output.appendingPathComponent($0).path }
            }
            sources += module.handWritten.map { Sandbox.packageRoot.appendingPathComponent($0).path }
            return sources
        }
    }

    /// The `themec.yml` to generate from: the repository's, or one written into `moduleFolder`.
    private func write(_ config: SDKModule.Config, into moduleFolder: URL) throws -> String {
        switch config {
        case .file(let path):
            return Sandbox.packageRoot.appendingPathComponent(path).path
        case .inputs(let themes, let strings, let base, let overrides, let subclasses, let settings):
            func list(_ paths: [String]) -> String {
                "[" + paths.map { "\"\(Sandbox.packageRoot.appendingPathComponent($0).path)\"" }.joined(separator: ", ")
                    + "]"
            }
            var lines: [String] = []
            if !themes.isEmpty { lines.append("themes: \(list(themes))") }
            if !strings.isEmpty { lines.append("strings: \(list(strings))") }
            if !base.isEmpty || !overrides.isEmpty || !subclasses.isEmpty {
                lines.append("layouts:")
                if !base.isEmpty { lines.append("  base: \(list(base))") }
                if !overrides.isEmpty { lines.append("  overrides: \(list(overrides))") }
                if !subclasses.isEmpty {
                    lines.append("  subclasses:")
                    lines += subclasses.sorted { $0.key < $1.key }.map { "    \($0.key): \($0.value)" }
                }
            }
            let url = moduleFolder.appendingPathComponent("themec.yml")
            try (lines.joined(separator: "\n") + "\n" + settings + "\n").write(
                to: url, atomically: true, encoding: .utf8)
            return url.path
        }
    }

    /// Compiles every module of the configuration that `variant`'s language mode checks; returns
    /// each module's run, in the configuration's order. The modules after a library that failed
    /// are not compiled.
    func compile(_ sources: [[String]], _ variant: SDKVariant, sdk: IOSSDK) async throws -> [(
        module: String, run: IOSSDKCompiler.Run
    )] {
        var runs: [(module: String, run: IOSSDKCompiler.Run)] = []
        let modules = configuration.modules
        let checked = modules.indices.filter { modules[$0].languageModes.contains(variant.swiftVersion) }
        for index in checked where modules[index].isLibrary {
            let module = modules[index]
            let run = try await compile(module, sources: sources[index], variant, sdk: sdk)
            runs.append((module.name, run))
            if !run.isClean { return runs }
        }
        let rest = checked.filter { !modules[$0].isLibrary }
        let results = try await withThrowingTaskGroup(of: (Int, IOSSDKCompiler.Run).self) { group in
            for index in rest {
                group.addTask { (index, try await compile(modules[index], sources: sources[index], variant, sdk: sdk)) }
            }
            return try await group.reduce(into: [Int: IOSSDKCompiler.Run]()) { $0[$1.0] = $1.1 }
        }
        return runs + rest.map { (modules[$0].name, results[$0]!) }
    }

    /// Compiles one module: a library into ``modules``, any other only type-checked.
    func compile(_ module: SDKModule, sources: [String], _ variant: SDKVariant, sdk: IOSSDK) async throws
        -> IOSSDKCompiler.Run
    {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let runtime = try await IOSSDKCompiler.shared.runtime(sdk, target: variant.target)
        guard runtime.isClean else {
            return runtime.runs.last ?? IOSSDKCompiler.Run(status: 1, output: "the runtime did not compile")
        }
        let output =
            module.isLibrary
            ? ["-emit-module", "-emit-module-path", modules.appendingPathComponent("\(module.name).swiftmodule").path]
            : ["-typecheck"]
        let arguments =
            output + [
                "-parse-as-library", "-swift-version", variant.swiftVersion, "-warnings-as-errors",
                "-module-name", module.name, "-I", modules.path, "-I", runtime.folder.path,
            ] + sources
        return try await IOSSDKCompiler.shared.run(arguments, sdk: sdk, target: variant.target)
    }

    /// `themec generate` failed for a module.
    struct GenerationFailed: Error, CustomStringConvertible {
        let description: String
    }
}
