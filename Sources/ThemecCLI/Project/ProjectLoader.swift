import ThemecCore

/// A project ready to compile: its inputs (checked; the pipeline reads them), the compiler
/// options, the output folder, and any problems found on the way (config diagnostics, skipped
/// files, inputs outside the project).
struct LoadedProject {
    var inputs: [InputFile]
    /// The absolute paths of the config file read (if any) and of every input, for the lists
    /// of what a run reads.
    var configPath: String?
    var inputPaths: [String]
    var options: CompilerOptions
    /// The output folder (absolute) and how diagnostics print it.
    var outputDirectory: String
    var outputDisplay: String
    var configDiagnostics: [Diagnostic]
    /// The paths skipped or refused while the inputs were found (``InputCollector/diagnostics``).
    var inputDiagnostics: [Diagnostic]
    /// The kit's `themec.yml` read for this run (`kit.config`, `--kit-config`, the plugin's dependency
    /// or the folder beside the app's), absolute: an input of the run like the config.
    var kitConfigPath: String? = nil
    /// What the plugin that runs themec planned (`--plugin-plan`), if one does.
    var plan: PluginPlan? = nil
    /// Every file the run read besides the inputs (the config and the kit's config) and
    /// every folder it listed, absolute: what an Xcode Run Script phase must watch so that a file added
    /// to a folder the config names runs the phase again.
    var watchedPaths: [String] = []
}

/// The command-line settings shared by `generate`, `lint` and `dump`.
struct ProjectArguments {
    var config: String?
    var paths: [String]
    var baseStrings: [String]
    var baseLayouts: [String]
    var output: String?
    var access: AccessLevel?
    /// The kit's `themec.yml` (`--kit-config`), as `kit.config` names it; the build plugin passes
    /// the one of the target `kit.module` names.
    var kitConfig: String?
    /// The string and nib bundle when the config sets no `bundle:` (`--default-bundle`); the build
    /// plugin passes `module` for a target with resources.
    var defaultBundle: BundleLookup?
    /// The name of the target's SwiftPM resource bundle, `<Package>_<Target>` (`--resource-bundle`), which
    /// `bundle: module` looks for at runtime; the build plugin passes it for a target with resources.
    var resourceBundle: String?
    /// `--strict`: every warning is an error, in `lint`, `generate`, `dump` and `preview` alike.
    var strict: Bool
    /// `--plugin-plan`: what the plugin that runs themec knew of its target (``PluginPlan``).
    var pluginPlan: String?

    static let options = [
        OptionSpec("config", value: "FILE", help: "Read settings from FILE instead of ./themec.yml."),
        OptionSpec(
            "base-strings", value: "PATH", repeatable: true,
            help: "The kit's string tables (a file or folder); app keys are checked against them."),
        OptionSpec(
            "base-layouts", value: "PATH", repeatable: true,
            help: "The kit's XIBs (a file or folder); app XIBs of the same name are checked as overrides."),
        OptionSpec(
            "kit-config", value: "FILE",
            help: "The kit's themec.yml: its themes, tables and nibs are the kit's (as 'kit.config' in themec.yml)."),
        OptionSpec(
            "default-bundle", value: "LOOKUP", choices: BundleLookup.allCases.map(\.rawValue),
            help: "The bundle lookup when themec.yml sets no 'bundle:' (the build plugin passes 'module')."),
        OptionSpec(
            "resource-bundle", value: "NAME",
            help: "The target's SwiftPM resource bundle, <Package>_<Target>, which 'bundle: module' looks for."),
        OptionSpec(
            "strict", help: "Treat every warning as an error: it is reported as one and fails the run (exit 1)."),
        OptionSpec(
            "plugin-plan", value: "FILE",
            help: "Written by themec's plugins: the target's dependencies (the kit is the one 'kit.module' names), "
                + "the files the build declared and its stamp."),
    ]

    init(_ parsed: ParsedArguments) {
        config = parsed.value("config")
        paths = parsed.positionals
        baseStrings = parsed.all("base-strings")
        baseLayouts = parsed.all("base-layouts")
        output = parsed.value("output")
        access = parsed.value("access").flatMap(AccessLevel.init(rawValue:))
        kitConfig = parsed.value("kit-config")
        defaultBundle = parsed.value("default-bundle").flatMap(BundleLookup.init(rawValue:))
        resourceBundle = parsed.value("resource-bundle")
        strict = parsed.flag("strict")
        pluginPlan = parsed.value("plugin-plan")
    }
}

/// Turns command-line arguments and `themec.yml` into a ``LoadedProject``.
///
/// With PATHs, they are the app's inputs (classified by extension) and `themec.yml` is read
/// only when `--config` names it. Without PATHs, `--config` or `./themec.yml` says everything.
/// Paths in the config are relative to the config file's folder.
struct ProjectLoader {
    let currentDirectory: String

    init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    func load(_ arguments: ProjectArguments, command: String) throws -> LoadedProject {
        var resolvedKitConfig: String?
        if let name = arguments.resourceBundle, name.isEmpty || name.contains("/") || name.hasPrefix(".") {
            throw UsageError(
                message: "--resource-bundle takes SwiftPM's name of the bundle, <Package>_<Target>, without a "
                    + "folder or an extension", command: command)
        }
        var config = ProjectConfig()
        var configDiagnostics: [Diagnostic] = []
        var configDirectory = currentDirectory
        let configPath: String?
        var arguments = arguments
        if let explicit = arguments.config {
            configPath = PathNames.join(currentDirectory, explicit)
        } else if let folder = projectFolder(arguments.paths) {
            // `themec lint .`: a PATH that is a folder holding a themec.yml reads that config, as
            // SwiftLint finds its own.
            configPath = folder + "/themec.yml"
            arguments.paths = []
        } else if arguments.paths.isEmpty {
            let candidate = currentDirectory + "/themec.yml"
            guard FileManager.default.fileExists(atPath: candidate) else {
                throw UsageError(
                    message: "no inputs: pass theme, strings or XIB paths, or create themec.yml (see 'themec init')",
                    command: command)
            }
            configPath = candidate
        } else {
            configPath = nil
        }
        let plan = try arguments.pluginPlan.map { path throws(FileSystemError) in
            let absolute = PathNames.join(currentDirectory, path)
            return try PluginPlan.read(absolute, display: PathNames.display(absolute, relativeTo: currentDirectory))
        }
        if let configPath {
            let decoded = try readConfig(configPath)
            config = decoded.model
            configDiagnostics = decoded.diagnostics
            configDirectory = PathNames.directory(of: configPath)
        }

        // The project is the config file's folder, else the current folder (``ProjectBoundary``).
        var collector = InputCollector(currentDirectory: currentDirectory, projectRoot: configDirectory)
        var searched = DiagnosticBag()
        let stringKinds = InputKind.stringTables
        if !arguments.paths.isEmpty {
            for path in arguments.paths {
                try collector.add(path, role: .app, kinds: Set(InputKind.allCases), into: &searched)
            }
        } else {
            func fromConfig(_ paths: [String], role: InputRole, kinds: Set<InputKind>) throws {
                for path in paths {
                    try collector.add(PathNames.join(configDirectory, path), role: role, kinds: kinds, into: &searched)
                }
            }
            try fromConfig(config.themes, role: .app, kinds: [.theme])
            try fromConfig(config.strings, role: .app, kinds: stringKinds)
            try fromConfig(config.layoutOverrides, role: .app, kinds: [.xib])
        }
        // The kit's development language, when its config is read: its accessors come from that locale.
        var kitDevelopmentLanguage: String?
        if configPath != nil || arguments.kitConfig != nil {
            // The kit's inputs: `kit.*` and the older `baseStrings` / `layouts.base`, which name
            // the same things and keep working beside `kit:`; and `--kit-config`, with PATHs too.
            let kit = config.kit
            var kitInputs: [(paths: [String], kinds: Set<InputKind>)] = [
                ((kit?.themes ?? []).map { PathNames.join(configDirectory, $0) }, [.theme]),
                ((config.baseStrings + (kit?.strings ?? [])).map { PathNames.join(configDirectory, $0) }, stringKinds),
                ((config.layoutBase + (kit?.layouts ?? [])).map { PathNames.join(configDirectory, $0) }, [.xib]),
            ]
            let explicitKitConfig =
                arguments.kitConfig.map { PathNames.join(currentDirectory, $0) }
                ?? kit?.config.map { PathNames.join(configDirectory, $0) }
            var pluginKitConfig: String?
            if let kit, let plan, explicitKitConfig == nil, let configPath {
                // With a plugin, the kit is the dependency `kit.module` names, looked for now rather than when
                // the build was planned: an edited `kit:` takes effect in the next build.
                let file = PathNames.display(configPath, relativeTo: currentDirectory)
                var bag = DiagnosticBag()
                switch plan.kitConfig(module: kit.module) {
                case .config(let path): pluginKitConfig = path
                case .noConfig(let directory) where kit.namesOnlyTheModule:
                    ConfigRules.reportKitWithoutConfig(
                        kit, directory: PathNames.display(directory, relativeTo: currentDirectory), file: file,
                        into: &bag)
                case .notADependency where kit.namesOnlyTheModule:
                    ConfigRules.reportKitNotADependency(kit, modules: plan.moduleNames, file: file, into: &bag)
                case .noConfig, .notADependency: break  // the kit's paths say where it is
                }
                configDiagnostics += bag.diagnostics
            }
            let kitConfigPath =
                explicitKitConfig ?? pluginKitConfig
                ?? (plan == nil ? kit.flatMap { siblingKitConfig($0, configDirectory: configDirectory) } : nil)
            resolvedKitConfig = kitConfigPath
            if let kit, kit.namesOnlyTheModule, kitConfigPath == nil, plan == nil, let configPath {
                // Only the module, and no kit config found apart from `kit:` either (the plugin's
                // --kit-config, the kit's folder beside this one): the kit's inputs are not checked.
                var bag = DiagnosticBag()
                ConfigRules.reportKitInputsMissing(
                    kit, file: PathNames.display(configPath, relativeTo: currentDirectory), into: &bag)
                configDiagnostics += bag.diagnostics
            }
            if let kitConfigPath {
                // The kit's own themec.yml: its themes, its tables and its nibs are the kit's.
                let kitConfig = try readConfig(kitConfigPath)
                configDiagnostics += kitConfig.diagnostics
                let kitDirectory = PathNames.directory(of: kitConfigPath)
                let own = kitConfig.model
                kitDevelopmentLanguage = own.developmentLanguage ?? CompilerOptions().developmentLanguage
                let located = [own.themes, own.strings, own.layoutBase + own.layoutOverrides].map { paths in
                    paths.map { PathNames.join(kitDirectory, $0) }
                }
                for index in kitInputs.indices { kitInputs[index].paths += located[index] }
            }
            for (paths, kinds) in kitInputs {
                for path in paths {
                    try collector.add(path, role: .base, kinds: kinds, into: &searched)
                }
            }
        }
        for path in arguments.baseStrings { try collector.add(path, role: .base, kinds: stringKinds, into: &searched) }
        for path in arguments.baseLayouts { try collector.add(path, role: .base, kinds: [.xib], into: &searched) }

        let inputs = try FileReader.openAll(collector.found)
        var options = CompilerOptions()
        options.access = arguments.access ?? config.access ?? .internal
        options.bundle = config.bundle ?? arguments.defaultBundle ?? .token
        options.resourceBundle = arguments.resourceBundle
        options.developmentLanguage = config.developmentLanguage ?? "en"
        options.rules = RuleSeverityPolicy(config.rules, strict: arguments.strict)
        options.subclasses = config.subclasses
        options.kitModule = config.kit?.module
        options.kitDevelopmentLanguage = kitDevelopmentLanguage
        options.windowClass = config.windowClass ?? options.windowClass
        options.stringsFiles = config.stringsFiles ?? options.stringsFiles
        options.contrast = config.contrast?.settings ?? options.contrast
        // Only `dump` prints every locale's values; the others let each locale go once checked.
        options.retainsValues = command == DumpCommand.name
        // Only `generate` writes the generated files.
        options.rendersFiles = command == GenerateCommand.name

        let output: String
        if let explicit = arguments.output {
            output = PathNames.join(currentDirectory, explicit)
        } else if let configured = config.output {
            output = PathNames.join(configDirectory, configured)
        } else {
            output = PathNames.join(currentDirectory, "Generated")
        }
        return LoadedProject(
            inputs: inputs, configPath: configPath, inputPaths: collector.found.map(\.absolutePath),
            options: options, outputDirectory: output,
            outputDisplay: PathNames.display(output, relativeTo: currentDirectory),
            configDiagnostics: configDiagnostics, inputDiagnostics: searched.diagnostics,
            kitConfigPath: resolvedKitConfig, plan: plan,
            watchedPaths: [configPath, resolvedKitConfig].compactMap { $0 } + collector.listedFolders)
    }

    /// Reads and decodes the `themec.yml` at `path` (absolute).
    /// The kit's `themec.yml` in the folder beside the config's named like the kit's module, when
    /// `kit:` names only the module and that file exists: SwiftPM's layout, `Sources/<Module>/`, of a
    /// kit and an app in one package, so the CLI finds the same kit the build plugin does.
    private func siblingKitConfig(_ kit: KitConfig, configDirectory: String) -> String? {
        guard kit.namesOnlyTheModule else { return nil }
        let candidate = PathNames.join(configDirectory, "../" + kit.module + "/themec.yml")
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    private func readConfig(_ path: String) throws -> Checked<ProjectConfig> {
        let display = PathNames.display(path, relativeTo: currentDirectory)
        let bytes = try FileReader.read(path, display: display)
        return ConfigReader(path: display).read(bytes)
    }

    /// The folder to read the config of, when the only PATH is a folder holding a `themec.yml`.
    private func projectFolder(_ paths: [String]) -> String? {
        guard paths.count == 1 else { return nil }
        let folder = PathNames.join(currentDirectory, paths[0])
        var info = stat()
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
            FileManager.default.fileExists(atPath: folder + "/themec.yml")
        else { return nil }
        return folder
    }
}
