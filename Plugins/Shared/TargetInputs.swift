import Foundation
import PackagePlugin

/// What the plugins give themec for one target: its own inputs (``ThemecInputs``), and, when its
/// `themec.yml` names a kit by module only (`kit: { module: CheetahKit }`), the kit target found
/// among the target's dependencies (same package, a path or a URL dependency, a package product in
/// an Xcode project) with the kit's `themec.yml` and inputs, so editing a kit theme regenerates the
/// app. A target with resources gets its SwiftPM resource bundle (`bundle: module`, with the bundle's
/// name) unless its config sets `bundle:`.
struct TargetInputs {
    /// The target's own inputs and config.
    var own: ThemecInputs
    /// The kit's inputs and config, when `kit.module` names a dependency.
    var kit: ThemecInputs?
    /// Whether SwiftPM gives the target a resource bundle (`Bundle.module`).
    var hasResourceBundle = false
    /// SwiftPM's name of that bundle, `<Package>_<Target>`, when the package's name is known.
    var resourceBundleName: String?

    /// The inputs of a package target of the package named `packageName`, whose dependencies are
    /// searched for the kit.
    init(_ target: SourceModuleTarget, packageName: String? = nil) throws {
        own = try ThemecInputs(
            files: target.sourceFiles.map(\.url), targetName: target.name, directory: Self.directory(of: target))
        hasResourceBundle = target.sourceFiles.contains { $0.type == .resource }
        if hasResourceBundle, let packageName { resourceBundleName = packageName + "_" + target.name }
        if let module = own.kitModuleToFind {
            kit = try Self.kitInputs(
                module, among: target.recursiveTargetDependencies, of: target.name, optional: own.kitInputsAreNamed)
        }
    }

    /// The inputs of a target whose files are given, with `dependencies` searched for the kit.
    init(files: [URL], targetName: String, dependencies: [Target]) throws {
        own = try ThemecInputs(files: files, targetName: targetName)
        if let module = own.kitModuleToFind {
            kit = try Self.kitInputs(module, among: dependencies, of: targetName, optional: own.kitInputsAreNamed)
        }
    }

    /// The modules of themec's runtime, which the generated code imports: never a kit.
    static let runtimeModules: Set<String> = ["ThemecFormat", "ThemecRuntime"]

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

    /// The kit target named `module` among `dependencies`, read as a themec target; when none is, an
    /// error naming the dependencies seen, or nil if `optional` (the config names the kit's paths).
    static func kitInputs(_ module: String, among dependencies: [Target], of targetName: String, optional: Bool = false)
        throws -> ThemecInputs?
    {
        let sources = dependencies.compactMap { $0 as? SourceModuleTarget }
        guard let kit = sources.first(where: { $0.moduleName == module || $0.name == module }) else {
            if optional { return nil }
            let seen = Set(sources.map(\.moduleName)).subtracting(runtimeModules).sorted()
            throw ThemecPluginError(
                "'kit.module: \(module)' in the themec.yml of target '\(targetName)' matches none of its "
                    + "dependencies (\(seen.isEmpty ? "it has none" : seen.joined(separator: ", "))); add the kit's "
                    + "product to the target's dependencies, or name the kit's themec.yml with 'kit.config'")
        }
        let inputs = try ThemecInputs(
            files: kit.sourceFiles.map(\.url), targetName: kit.name, directory: directory(of: kit))
        guard inputs.config != nil else {
            throw ThemecPluginError(
                "'kit.module: \(module)' names target '\(kit.name)', which has no themec.yml at its root; "
                    + "the kit's themec.yml says where its themes, tables and nibs are")
        }
        return inputs
    }

    /// The target's folder. `directoryURL` needs tools 6.1; the package is 6.0, so the folder
    /// comes from the `Path` through its description.
    static func directory(of target: SourceModuleTarget) -> URL {
        URL(fileURLWithPath: String(describing: target.directory))
    }

    /// Every file the command reads: the target's inputs and config, and the kit's.
    var declaredInputs: [URL] { own.declaredInputs + (kit?.declaredInputs ?? []) }

    /// The arguments of `themec COMMAND` for this target: its own, the kit's config, and the
    /// bundle to use when the config sets none, with its name.
    func arguments(for command: String) -> [String] {
        var arguments = own.arguments(for: command)
        if let kitConfig = kit?.config { arguments += ["--kit-config", kitConfig.path] }
        if hasResourceBundle && command == "generate" { arguments += ["--default-bundle", "module"] }
        if let resourceBundleName, command == "generate" { arguments += ["--resource-bundle", resourceBundleName] }
        return arguments
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TargetInputs {
        /// The inputs of a target of an Xcode project. Xcode reports an Xcode target's package
        /// product dependencies to plugins only in some versions, so when they do not name the kit, the
        /// package checkouts Xcode keeps beside the plugin's work folder (`SourcePackages/checkouts`,
        /// where a URL dependency is) are searched for `Sources/<module>/themec.yml`. A local package
        /// is not checked out: its kit is named with `kit.config`.
        init(_ target: XcodeTarget, workDirectory: URL) throws {
            let dependencies = Self.packageTargets(target.dependencies)
            let module = try ThemecInputs(files: target.inputFiles.map(\.url), targetName: target.displayName)
                .kitModuleToFind
            let found = module.map { module in
                dependencies.contains { ($0 as? SourceModuleTarget)?.moduleName == module }
            }
            if let module, found == false, let config = Self.checkedOutKitConfig(module, workDirectory: workDirectory) {
                try self.init(files: target.inputFiles.map(\.url), targetName: target.displayName, dependencies: [])
                kit = try ThemecInputs(files: [], targetName: module, directory: config.deletingLastPathComponent())
                return
            }
            try self.init(
                files: target.inputFiles.map(\.url), targetName: target.displayName, dependencies: dependencies)
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

        /// `SourcePackages/checkouts/<package>/Sources/<module>/themec.yml` in the first folder above
        /// `workDirectory` that has `SourcePackages` (Xcode's DerivedData), sorted by package.
        static func checkedOutKitConfig(_ module: String, workDirectory: URL) -> URL? {
            var folder = workDirectory
            while folder.pathComponents.count > 1 {
                let checkouts = folder.appendingPathComponent("SourcePackages/checkouts")
                if let packages = try? FileManager.default.contentsOfDirectory(atPath: checkouts.path) {
                    for package in packages.sorted() {
                        let config = checkouts.appendingPathComponent("\(package)/Sources/\(module)/themec.yml")
                        if FileManager.default.fileExists(atPath: config.path) { return config }
                    }
                    return nil
                }
                folder.deleteLastPathComponent()
            }
            return nil
        }
    }
#endif
