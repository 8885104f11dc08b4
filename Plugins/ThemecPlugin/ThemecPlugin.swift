import Foundation
import PackagePlugin

/// The build-tool plugin: one `buildCommand` per target that runs `themec generate` into the
/// plugin's work directory, on every build.
///
/// SwiftPM makes a plugin's commands when it plans a build, and plans again only when the package or
/// a target's list of files changes, never when a file's contents do: a command whose arguments or
/// inputs came from `themec.yml` would keep running the config's old plan after an edit. So nothing
/// here comes from the config's contents (but which table files to declare, a hint themec corrects):
/// the command's one input that changes is a stamp themec replaces after each run, so the build runs it
/// every time; themec reads the config and every file it names afresh (the kit's found among the
/// target's dependencies, ``PluginPlan``) and writes a generated file only when its bytes change, so a
/// build with nothing edited compiles nothing. The generated files (the three fixed ones and one per
/// string table) are declared outputs.
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

    /// The build command for a target with `inputs`: its plan and stamp are written into `workDirectory`.
    static func command(_ inputs: TargetInputs, targetName: String, workDirectory: URL, tool: URL) throws -> Command {
        let output = workDirectory.appendingPathComponent("Generated")
        let outputs = inputs.own.generatedFileNames
        let stamp = workDirectory.appendingPathComponent("themec.stamp")
        try PluginPlan.prepareStamp(stamp)
        let plan = try PluginPlan(dependencies: inputs.dependencies, outputs: outputs, stamp: stamp.path)
            .write(to: workDirectory.appendingPathComponent("themec-plan.json"))
        return .buildCommand(
            displayName: "themec: generating theme, strings and nib code for \(targetName)",
            executable: tool,
            arguments: inputs.arguments(for: "generate", plan: plan) + ["--output", output.path, "--quiet"],
            environment: [:],
            inputFiles: inputs.declaredInputs + [tool, stamp],
            outputFiles: outputs.map { output.appendingPathComponent($0) })
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
