import Foundation

/// What a plugin knows of a target when SwiftPM plans the build, handed to themec in a file
/// (`themec generate --plugin-plan FILE`): the target's dependencies (one of which `kit.module` may
/// name), the generated files the build declared, and the stamp that makes the command run on every
/// build. None of it comes from `themec.yml`: SwiftPM plans a plugin's commands again only when the
/// package or a target's file list changes, not when a config is edited, so everything a config
/// decides is decided by themec when the command runs. themec reads the same JSON
/// (`Sources/ThemecCLI/Project/PluginPlan.swift`); `PluginPlanTests` holds the two equal.
struct PluginPlan: Codable, Equatable {
    /// A source module the target depends on and its folder. When `kit.module` names it, themec reads
    /// the kit's `themec.yml` from `<directory>/themec.yml` when it runs.
    struct Dependency: Codable, Equatable {
        var module: String
        var directory: String
    }

    /// The target's source-module dependencies, direct and indirect, sorted by module.
    var dependencies: [Dependency]
    /// The names of the generated files the build declared, in the output folder; nil for a command
    /// plugin, which declares none.
    var outputs: [String]?
    /// The file themec replaces after every run of the build command. It is a declared input of the
    /// command, so the build runs the command again every time; themec then writes a generated file
    /// only when its bytes change, so an unchanged input compiles nothing.
    var stamp: String?

    /// A plan with these dependencies, declared outputs and stamp.
    init(dependencies: [Dependency], outputs: [String]? = nil, stamp: String? = nil) {
        self.dependencies = dependencies
        self.outputs = outputs
        self.stamp = stamp
    }

    /// Writes the plan as JSON to `url`, only when its bytes change, and returns `url`.
    @discardableResult
    func write(to url: URL) throws -> URL {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(self)
        if (try? Data(contentsOf: url)) != data {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        }
        return url
    }

    /// Creates the stamp file at `url` when it does not exist yet: a declared input must exist before the
    /// first run, or the build stops for a missing input.
    static func prepareStamp(_ url: URL) throws {
        guard !FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("themec build stamp\n".utf8).write(to: url, options: .atomic)
    }
}
