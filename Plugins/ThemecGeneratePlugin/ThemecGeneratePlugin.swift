import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory themec-generate [--target NAME]`: writes
/// the generated files into `<target folder>/Generated/`, for kits that ship generated code
/// instead of applying the build plugin. Other options go to `themec generate` (`--access public`).
@main
struct ThemecGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try CommandRunner.targets(context.package, arguments: &extractor)
        let runner = CommandRunner(tool: try context.tool(named: "themec").url)
        for (name, inputs, directory) in targets {
            let output = directory.appendingPathComponent("Generated")
            let plan = try inputs.commandPlan(in: context.pluginWorkDirectoryURL, targetName: name)
            let status = try runner.run(
                inputs.arguments(for: "generate", plan: plan) + ["--output", output.path] + extractor.remainingArguments
            )
            if status != 0 { throw ThemecPluginError("generate failed for \(name)") }
            print("themec: wrote \(output.path)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemecGeneratePlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let runner = CommandRunner(tool: try context.tool(named: "themec").url)
            for target in context.xcodeProject.targets {
                let files = target.inputFiles.map(\.url)
                guard files.contains(where: ThemecInputs.isInput) else { continue }
                let inputs = try TargetInputs(target, workDirectory: context.pluginWorkDirectoryURL)
                let output = context.xcodeProject.directoryURL.appendingPathComponent(target.displayName)
                    .appendingPathComponent("Generated")
                let plan = try inputs.commandPlan(in: context.pluginWorkDirectoryURL, targetName: target.displayName)
                if try runner.run(
                    inputs.arguments(for: "generate", plan: plan) + ["--output", output.path] + arguments)
                    != 0
                {
                    throw ThemecPluginError("generate failed for \(target.displayName)")
                }
            }
        }
    }
#endif
