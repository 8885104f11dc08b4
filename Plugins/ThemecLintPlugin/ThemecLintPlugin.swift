import Foundation
import PackagePlugin

/// `swift package themec-lint [--target NAME] [lint options]`: runs `themec lint` on every target
/// with themec inputs, for CI. Options other than `--target` go to `themec lint` unchanged
/// (`--reporter github-actions`, `--strict`, `--baseline FILE`).
@main
struct ThemecLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = try CommandRunner.targets(context.package, arguments: &extractor)
        let runner = CommandRunner(tool: try context.tool(named: "themec").url)
        var failed: [String] = []
        for (name, inputs, _) in targets {
            let plan = try inputs.commandPlan(in: context.pluginWorkDirectoryURL, targetName: name)
            if try runner.run(inputs.arguments(for: "lint", plan: plan) + extractor.remainingArguments) != 0 {
                failed.append(name)
            }
        }
        if !failed.isEmpty {
            throw ThemecPluginError("lint failed for \(failed.joined(separator: ", "))")
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ThemecLintPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let runner = CommandRunner(tool: try context.tool(named: "themec").url)
            var failed: [String] = []
            for target in context.xcodeProject.targets {
                let files = target.inputFiles.map(\.url)
                guard files.contains(where: ThemecInputs.isInput) else { continue }
                let inputs = try TargetInputs(target, workDirectory: context.pluginWorkDirectoryURL)
                let plan = try inputs.commandPlan(in: context.pluginWorkDirectoryURL, targetName: target.displayName)
                if try runner.run(inputs.arguments(for: "lint", plan: plan) + arguments) != 0 {
                    failed.append(target.displayName)
                }
            }
            if !failed.isEmpty { throw ThemecPluginError("lint failed for \(failed.joined(separator: ", "))") }
        }
    }
#endif
