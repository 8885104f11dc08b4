import Foundation
import PackagePlugin

/// The build-tool plugin: one `buildCommand` per target that runs `themec generate` into the
/// plugin's work directory. Every input, the config and the tool itself are declared inputs and
/// the generated files (the three fixed ones and one per string table) are declared outputs, so
/// the command runs again only when one of them changes and writes nowhere else.
@main
struct ThemecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = try TargetInputs(target, packageName: context.package.displayName)
        try TargetInputs.requireRuntime(among: target.recursiveTargetDependencies, of: target.name)
        return [
            try Self.command(
                inputs, targetName: target.name, workDirectory: context.pluginWorkDirectoryURL,
                tool: context.tool(named: "themec").url)
        ]
    }

    static func command(_ inputs: TargetInputs, targetName: String, workDirectory: URL, tool: URL) -> Command {
        let output = workDirectory.appendingPathComponent("Generated")
        return .buildCommand(
            displayName: "themec: generating theme, strings and nib code for \(targetName)",
            executable: tool,
            arguments: inputs.arguments(for: "generate") + ["--output", output.path, "--quiet"],
            environment: [:],
            inputFiles: inputs.declaredInputs + [tool],
            outputFiles: inputs.own.generatedFileNames.map { output.appendingPathComponent($0) })
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemecPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let inputs = try TargetInputs(target, workDirectory: context.pluginWorkDirectoryURL)
            return [
                try Self.command(
                    inputs, targetName: target.displayName, workDirectory: context.pluginWorkDirectoryURL,
                    tool: context.tool(named: "themec").url)
            ]
        }

    }
#endif
