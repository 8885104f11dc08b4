import ThemecCore

/// `themec generate`: compile the inputs and write the Swift files.
enum GenerateCommand: Command {
    static let name = "generate"
    static let summary = "Check the inputs and write the generated Swift files."
    static let usage = """
        themec generate [--config FILE] [--output DIR] [--check] [--access public|internal] [--strict] [--quiet]
                               [--input-file-list FILE] [--output-file-list FILE] [--kit-config FILE]
                               [--base-strings PATH] [--base-layouts PATH] [--default-bundle token|module|main]
                               [--resource-bundle NAME] [--plugin-plan FILE] [PATH...]
        """
    static let options =
        ProjectArguments.options + [
            OptionSpec(
                "output", value: "DIR",
                help: "Write the generated files into DIR (default: config 'output', else ./Generated)."),
            OptionSpec(
                "check",
                help: "Write nothing; exit 1 if any generated file or file list would change or does not exist yet."),
            OptionSpec(
                "access", value: "LEVEL", choices: AccessLevel.allCases.map(\.rawValue),
                help: "Access level of the generated declarations: internal (default) or public."),
            OptionSpec("quiet", help: "Print no summary line (diagnostics still go to standard error)."),
            OptionSpec(
                "input-file-list", value: "FILE",
                help: "Write FILE, an Xcode .xcfilelist of every file read (the config included)."),
            OptionSpec(
                "output-file-list", value: "FILE", help: "Write FILE, an Xcode .xcfilelist of every file generated."),
        ]
    static let discussion = """
        Writes Theme.themec.swift, Strings.themec.swift and Layouts.themec.swift. Nothing is written when \
        there are errors; each file is written atomically and only when its bytes change, so an unchanged \
        file keeps its modification time. Diagnostics go to standard error, followed by one summary line: \
        files written and unchanged, the output folder, errors, warnings and the time taken (--quiet leaves \
        it out).

        For an Xcode Run Script phase, --input-file-list and --output-file-list write the phase's file \
        lists, one $(SRCROOT)/relative/path a line, sorted, written like the generated files. $(SRCROOT) \
        is the SRCROOT environment variable (set by Xcode), else the config file's folder, else the \
        current folder. With --check the lists are checked too. See Docs/Xcode.md.
        """

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let project = try ProjectLoader(currentDirectory: context.currentDirectory)
            .load(ProjectArguments(arguments), command: name)
        // The build plugin's stamp is replaced after every run, whatever its outcome, so that the next
        // build runs themec again (Docs/Plugin.md, "Rebuilds").
        let directory = try context.currentDirectory
        let stampDisplay = { (path: String) in PathNames.display(path, relativeTo: directory) }
        let status: Int32
        do {
            status = try generate(project, arguments, context: context)
        } catch {
            try project.plan?.touchStamp(display: stampDisplay)
            throw error
        }
        try project.plan?.touchStamp(display: stampDisplay)
        return status
    }

    private static func generate(_ project: LoadedProject, _ arguments: ParsedArguments, context: CommandContext)
        throws -> Int32
    {
        let summary = RunSummary()
        let session = CompileSession(project: project, terminal: context.terminal)
        let outcome = try project.plan?.outputs.map { try session.compile(declared: $0) } ?? session.compile()
        context.keepUntilExit(outcome)
        let (result, diagnostics) = (outcome.result, outcome.diagnostics)
        let folder = project.outputDisplay == "." ? "the current folder" : project.outputDisplay
        func report(_ what: String) throws(StreamWriteError) {
            if !arguments.flag("quiet") { try context.terminal.error(summary.line(what, diagnostics: diagnostics)) }
        }
        guard let result else {
            try report("nothing written to \(folder)")
            return ExitCode.failure(diagnostics)
        }
        let writer = OutputWriter(directory: project.outputDirectory, displayDirectory: project.outputDisplay)
        let lists = try fileLists(arguments, project: project, files: result.files, context: context)
        if arguments.flag("check") {
            let plan = try writer.plan(result.files)
            var changed = plan.changed.map { display($0, in: project) }
            for list in lists where try !list.isCurrent() { changed.append(list.display) }
            for name in changed {
                try context.terminal.error(
                    "\(OneLinePath.escaped(name)): would change; run 'themec generate' to update it\n")
            }
            for name in plan.stale {
                let path = OneLinePath.escaped(display(name, in: project))
                try context.terminal.error("\(path): is no longer generated; run 'themec generate' to remove it\n")
            }
            try report(
                "\(RunSummary.count(changed.count, "file")) would change, \(plan.unchanged.count) unchanged"
                    + (plan.stale.isEmpty ? "" : ", \(plan.stale.count) stale") + " in \(folder), nothing written")
            return changed.isEmpty && plan.stale.isEmpty ? ExitCode.success : ExitCode.failure
        }
        let plan = try writer.write(result.files)
        for list in lists { try list.write() }
        try report(
            "\(RunSummary.count(plan.changed.count, "file")) written, \(plan.unchanged.count) unchanged"
                + (plan.stale.isEmpty ? "" : ", \(plan.stale.count) removed") + " in \(folder)")
        return ExitCode.success
    }

    /// The Xcode file lists asked for: what the run reads (the config, the kit's config, every input
    /// and every folder listed to find them, so that a file added to one runs the phase again) and what
    /// it writes (every generated file).
    private static func fileLists(
        _ arguments: ParsedArguments, project: LoadedProject, files: [GeneratedFile],
        context: CommandContext
    ) throws -> [XcodeFileList] {
        let inputList = arguments.value("input-file-list")
        let outputList = arguments.value("output-file-list")
        if let inputList, let outputList,
            try PathNames.join(context.currentDirectory, inputList)
                == PathNames.join(context.currentDirectory, outputList)
        {
            throw UsageError(
                message: "--input-file-list and --output-file-list name the same file '\(inputList)'",
                command: name)
        }
        let sourceRoot = try XcodeFileList.sourceRoot(
            environment: ProcessInfo.processInfo.environment["SRCROOT"], configPath: project.configPath,
            currentDirectory: context.currentDirectory)
        var lists: [XcodeFileList] = []
        if let inputList {
            lists.append(
                try XcodeFileList(
                    path: inputList, currentDirectory: context.currentDirectory,
                    files: project.inputPaths + project.watchedPaths,
                    sourceRoot: sourceRoot))
        }
        if let outputList {
            lists.append(
                try XcodeFileList(
                    path: outputList, currentDirectory: context.currentDirectory,
                    files: files.map { project.outputDirectory + "/" + $0.name },
                    sourceRoot: sourceRoot))
        }
        return lists
    }

    private static func display(_ name: String, in project: LoadedProject) -> String {
        project.outputDisplay == "." ? name : project.outputDisplay + "/" + name
    }
}
