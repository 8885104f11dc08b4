import Foundation
import PackagePlugin

/// What the plugins give themec for one target: its own inputs (``ThemecInputs``) and its
/// dependencies, any of which its `themec.yml` may name as its kit (`kit: { module: CheetahKit }`,
/// found in the same package, a path or a URL dependency, a package product in an Xcode project).
/// Nothing here depends on what `themec.yml` says beyond which string tables to declare (a hint,
/// ``ThemecInputs/stringTables``): SwiftPM does not plan again when a config is edited, so themec reads
/// the config, finds the kit among ``dependencies`` and its files when the command runs. A target with
/// resources gets its SwiftPM resource bundle (`bundle: module`, with the bundle's name) unless its config
/// sets `bundle:`.
struct TargetInputs {
    /// The target's own inputs and config.
    var own: ThemecInputs
    /// The target's source-module dependencies, direct and indirect, without themec's runtime.
    var dependencies: [PluginPlan.Dependency] = []
    /// Whether SwiftPM gives the target a resource bundle (`Bundle.module`).
    var hasResourceBundle = false
    /// SwiftPM's name of that bundle, `<Package>_<Target>`, when the package's name is known.
    var resourceBundleName: String?

    /// The inputs of a package target of the package named `packageName`, with its dependencies.
    init(_ target: SourceModuleTarget, packageName: String? = nil) throws {
        own = try ThemecInputs(
            files: target.sourceFiles.map(\.url), targetName: target.name, directory: Self.directory(of: target))
        hasResourceBundle = target.sourceFiles.contains { $0.type == .resource }
        if hasResourceBundle, let packageName { resourceBundleName = packageName + "_" + target.name }
        dependencies = Self.dependencies(target.recursiveTargetDependencies)
    }

    /// The inputs of a target whose files are given, with `dependencies`.
    init(files: [URL], targetName: String, dependencies: [PluginPlan.Dependency]) throws {
        own = try ThemecInputs(files: files, targetName: targetName)
        self.dependencies = dependencies
    }

    /// The modules of themec's runtime, which the generated code imports: never a kit.
    static let runtimeModules: Set<String> = ["ThemecVocabulary", "ThemecFormat", "ThemecRuntime"]

    /// The source modules among `targets` with their folders, sorted by module, each once, the
    /// runtime's own left out.
    static func dependencies(_ targets: [Target]) -> [PluginPlan.Dependency] {
        var seen = Set<String>()
        return targets.compactMap { target -> PluginPlan.Dependency? in
            guard let source = target as? SourceModuleTarget, !runtimeModules.contains(source.moduleName),
                seen.insert(source.moduleName).inserted
            else { return nil }
            return PluginPlan.Dependency(module: source.moduleName, directory: directory(of: source).path)
        }
        .sorted { $0.module < $1.module }
    }

    /// Throws, naming the fix, unless `dependencies` (a target's, recursively) hold the runtime its
    /// generated code imports (`ThemecRuntime`, directly or through the kit).
    static func requireRuntime(among dependencies: [Target], of targetName: String) throws {
        let modules = dependencies.compactMap { ($0 as? SourceModuleTarget)?.moduleName }
        guard !modules.contains("ThemecRuntime") else { return }
        throw ThemecPluginError(
            "target '\(targetName)' does not depend on ThemecRuntime, which its generated code imports; add "
                + ".product(name: \"ThemecRuntime\", package: \"themec\") to its dependencies (an app that names "
                + "its kit gets it through the kit)")
    }

    /// The target's folder. `directoryURL` needs tools 6.1; the package is 6.0, so the folder
    /// comes from the `Path` through its description.
    static func directory(of target: SourceModuleTarget) -> URL {
        URL(fileURLWithPath: String(describing: target.directory))
    }

    /// Every file the command reads that the plan can know: the target's inputs and config. What the
    /// config names elsewhere (the kit's files) is read by themec when it runs; the build command runs
    /// on every build (``PluginPlan/stamp``), so no edit goes unseen.
    var declaredInputs: [URL] { own.declaredInputs }

    /// The arguments of `themec COMMAND` for this target: its own, the plan written to `plan` (its
    /// dependencies, for the kit; for the build command its declared outputs and stamp), and the bundle to
    /// use when the config sets none, with its name.
    func arguments(for command: String, plan: URL) -> [String] {
        var arguments = own.arguments(for: command) + ["--plugin-plan", plan.path]
        if hasResourceBundle && command == "generate" { arguments += ["--default-bundle", "module"] }
        if let resourceBundleName, command == "generate" { arguments += ["--resource-bundle", resourceBundleName] }
        return arguments
    }

    /// The plan of a command plugin's run (no declared outputs, no stamp), written into `workDirectory`
    /// under the target's name; returns its file.
    func commandPlan(in workDirectory: URL, targetName: String) throws -> URL {
        try PluginPlan(dependencies: dependencies).write(
            to: workDirectory.appendingPathComponent("\(targetName).themec-plan.json"))
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TargetInputs {
        /// The inputs of a target of an Xcode project. Xcode reports an Xcode target's package
        /// product dependencies to plugins only in some versions, so beside those the package checkouts
        /// Xcode keeps above the plugin's work folder (`SourcePackages/checkouts`, where a URL dependency
        /// is) give every `Sources/<module>` folder as a dependency too; themec picks the one `kit.module`
        /// names when it runs. A local package is not checked out: its kit is named with `kit.config`.
        init(_ target: XcodeTarget, workDirectory: URL) throws {
            let reported = Self.dependencies(Self.packageTargets(target.dependencies))
            let known = Set(reported.map(\.module))
            let checkedOut = Self.checkedOutModules(workDirectory: workDirectory).filter { !known.contains($0.module) }
            try self.init(
                files: target.inputFiles.map(\.url), targetName: target.displayName,
                dependencies: (reported + checkedOut).sorted { $0.module < $1.module })
        }

        /// The package targets an Xcode target depends on through package products, with theirs.
        static func packageTargets(_ dependencies: [XcodeTargetDependency]) -> [Target] {
            dependencies.flatMap { dependency -> [Target] in
                switch dependency {
                case .product(let product): product.targets.flatMap { [$0] + $0.recursiveTargetDependencies }
                case .target(let target): packageTargets(target.dependencies)
                @unknown default: []
                }
            }
        }

        /// Every `SourcePackages/checkouts/<package>/Sources/<module>` folder holding a `themec.yml`, in
        /// the first folder above `workDirectory` that has `SourcePackages` (Xcode's DerivedData), each
        /// module once (the first package by name wins).
        static func checkedOutModules(workDirectory: URL) -> [PluginPlan.Dependency] {
            var folder = workDirectory
            let files = FileManager.default
            while folder.pathComponents.count > 1 {
                let checkouts = folder.appendingPathComponent("SourcePackages/checkouts")
                if let packages = try? files.contentsOfDirectory(atPath: checkouts.path) {
                    var found: [String: PluginPlan.Dependency] = [:]
                    for package in packages.sorted() {
                        let sources = checkouts.appendingPathComponent("\(package)/Sources")
                        for module in ((try? files.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
                        where found[module] == nil {
                            let directory = sources.appendingPathComponent(module)
                            guard files.fileExists(atPath: directory.appendingPathComponent("themec.yml").path) else {
                                continue
                            }
                            found[module] = PluginPlan.Dependency(module: module, directory: directory.path)
                        }
                    }
                    return found.values.sorted { $0.module < $1.module }
                }
                folder.deleteLastPathComponent()
            }
            return []
        }
    }
#endif
