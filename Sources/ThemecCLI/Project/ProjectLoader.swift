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
}

/// The command-line settings shared by `generate`, `lint` and `dump`.
struct ProjectArguments {
    var config: String?
    var paths: [String]
    var baseStrings: [String]
    var baseLayouts: [String]
    var output: String?
    var access: AccessLevel?

    static let options = [
        OptionSpec("config", value: "FILE", help: "Read settings from FILE instead of ./themec.yml."),
        OptionSpec(
            "base-strings", value: "PATH", repeatable: true,
            help: "The kit's string tables (a file or folder); app keys are checked against them."),
        OptionSpec(
            "base-layouts", value: "PATH", repeatable: true,
            help: "The kit's XIBs (a file or folder); app XIBs of the same name are checked as overrides."),
    ]

    init(_ parsed: ParsedArguments) {
        config = parsed.value("config")
        paths = parsed.positionals
        baseStrings = parsed.all("base-strings")
        baseLayouts = parsed.all("base-layouts")
        output = parsed.value("output")
        access = parsed.value("access").flatMap(AccessLevel.init(rawValue:))
    }
}

/// Turns command-line arguments and `themec.yml` into a ``LoadedProject``.
///
/// With PATHs, they are the app's inputs (classified by extension) and `themec.yml` is read
/// only when `--config` names it. Without PATHs, `--config` or `./themec.yml` says everything.
/// Paths in the config are relative to the config file's folder.
struct ProjectLoader {
    let currentDirectory: String

    init(currentDirectory: String = PathNames.currentDirectory) {
        self.currentDirectory = currentDirectory
    }

    func load(_ arguments: ProjectArguments, command: String) throws -> LoadedProject {
        var config = ProjectConfig()
        var configDiagnostics: [Diagnostic] = []
        var configDirectory = currentDirectory
        let configPath: String?
        if let explicit = arguments.config {
            configPath = PathNames.join(currentDirectory, explicit)
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
        if let configPath {
            let display = PathNames.display(configPath, relativeTo: currentDirectory)
            let bytes = try FileReader.read(configPath, display: display)
            var decoder = ConfigDecoder(path: display)
            let decoded = decoder.decode(bytes)
            config = decoded.model
            configDiagnostics = decoded.diagnostics
            configDirectory = PathNames.directory(of: configPath)
        }

        // The project is the config file's folder, else the current folder (``ProjectBoundary``).
        var collector = InputCollector(currentDirectory: currentDirectory, projectRoot: configDirectory)
        let stringKinds = InputKind.stringTables
        if !arguments.paths.isEmpty {
            for path in arguments.paths {
                try collector.add(path, role: .app, kinds: Set(InputKind.allCases))
            }
        } else {
            func fromConfig(_ paths: [String], role: InputRole, kinds: Set<InputKind>) throws {
                for path in paths {
                    try collector.add(PathNames.join(configDirectory, path), role: role, kinds: kinds)
                }
            }
            try fromConfig(config.themes, role: .app, kinds: [.theme])
            try fromConfig(config.strings, role: .app, kinds: stringKinds)
            try fromConfig(config.layoutOverrides, role: .app, kinds: [.xib])
        }
        if arguments.paths.isEmpty || arguments.config != nil {
            // The kit's inputs: `kit.*` and the older `baseStrings` / `layouts.base`, which name
            // the same things and keep working beside `kit:`.
            let kit = config.kit
            let kitInputs: [([String], Set<InputKind>)] = [
                (kit?.themes ?? [], [.theme]),
                (config.baseStrings + (kit?.strings ?? []), stringKinds),
                (config.layoutBase + (kit?.layouts ?? []), [.xib]),
            ]
            for (paths, kinds) in kitInputs {
                for path in paths {
                    try collector.add(PathNames.join(configDirectory, path), role: .base, kinds: kinds)
                }
            }
        }
        for path in arguments.baseStrings { try collector.add(path, role: .base, kinds: stringKinds) }
        for path in arguments.baseLayouts { try collector.add(path, role: .base, kinds: [.xib]) }

        let inputs = try FileReader.openAll(collector.found)
        var options = CompilerOptions()
        options.access = arguments.access ?? config.access ?? .internal
        options.bundle = config.bundle ?? .token
        options.developmentLanguage = config.developmentLanguage ?? "en"
        options.rules = RuleSeverityPolicy(config.rules)
        options.subclasses = config.subclasses
        options.kitModule = config.kit?.module
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
            configDiagnostics: configDiagnostics, inputDiagnostics: collector.diagnostics)
    }
}
