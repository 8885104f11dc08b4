import Foundation
import Testing

@testable import ThemecCLI

/// The plan the plugins write (`Plugins/Shared/PluginPlan.swift`, compiled into this target through a
/// symbolic link) is the plan themec reads (`ThemecCLI.PluginPlan`): the same JSON, field by field;
/// written only when its bytes change; and the stamp created before the first build.
@Suite struct PluginPlanFileTests {
    @Test func themecReadsWhatThePluginsWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = PluginPlan(
            dependencies: [
                .init(module: "CheetahKit", directory: "/p/Sources/CheetahKit"),
                .init(module: "Net\"work", directory: "/p/Sources/with space/ü"),
            ],
            outputs: ["Theme.themec.swift", "Strings+Localizable.themec.swift"], stamp: "/p/.build/themec.stamp")
        let file = try written.write(to: folder.appendingPathComponent("plan.json"))
        let read = try ThemecCLI.PluginPlan.read(file.path, display: "plan.json")
        #expect(read.dependencies.map(\.module) == written.dependencies.map(\.module))
        #expect(read.dependencies.map(\.directory) == written.dependencies.map(\.directory))
        #expect(read.outputs == written.outputs)
        #expect(read.stamp == written.stamp)
        // A command plugin's plan: no outputs, no stamp.
        let command = try PluginPlan(dependencies: []).write(to: folder.appendingPathComponent("command.json"))
        let readCommand = try ThemecCLI.PluginPlan.read(command.path, display: "command.json")
        #expect(readCommand.outputs == nil && readCommand.stamp == nil && readCommand.dependencies.isEmpty)
    }

    @Test func aPlanIsWrittenOnlyWhenItChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("plan.json")
        let plan = PluginPlan(dependencies: [.init(module: "Kit", directory: "/k")], outputs: ["Theme.themec.swift"])
        try plan.write(to: url)
        let before = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        try plan.write(to: url)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int == before)
        try PluginPlan(dependencies: [], outputs: ["Theme.themec.swift"]).write(to: url)
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int != before)
    }

    /// A declared input must exist before the first run, or SwiftPM stops the build for a missing input;
    /// an existing stamp is left as it is (themec replaces it after each run).
    @Test func theStampExistsBeforeTheFirstRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stamp = folder.appendingPathComponent("work/themec.stamp")
        try PluginPlan.prepareStamp(stamp)
        #expect(FileManager.default.fileExists(atPath: stamp.path))
        try "replaced".write(to: stamp, atomically: true, encoding: .utf8)
        try PluginPlan.prepareStamp(stamp)
        #expect(try String(contentsOf: stamp, encoding: .utf8) == "replaced")
    }
}
