/// What a themec plugin knew of its target when SwiftPM planned the build (`--plugin-plan FILE`,
/// written by the plugins, `Plugins/Shared/PluginPlan.swift`, in the same JSON): the target's
/// dependencies, the generated files the build declared, and the stamp to replace after each run.
///
/// The plugins take nothing from `themec.yml`, since SwiftPM does not plan again when a config is
/// edited; what the config decides is decided here, when the command runs: the kit is the dependency
/// `kit.module` names (``kitConfig(module:)``), and when the config now names other string tables than
/// the build declared, every table goes into `Strings.themec.swift` and the declared files that are
/// not generated hold only a comment (``GenerateCommand``), so what the target compiles is always the
/// config's present state.
struct PluginPlan: Decodable, Equatable {
    /// A source module the target depends on and its folder.
    struct Dependency: Decodable, Equatable {
        var module: String
        var directory: String
    }

    /// The target's source-module dependencies, themec's runtime left out.
    var dependencies: [Dependency]
    /// The generated files the build declared (names in the output folder); nil when the plan is a
    /// command plugin's, which declares none.
    var outputs: [String]?
    /// The file to replace after every run, so the build runs the command again next time.
    var stamp: String?

    /// Reads the plan at `path`; a file that cannot be read or is not a plan stops the run (exit 2).
    static func read(_ path: String, display: String) throws(FileSystemError) -> PluginPlan {
        let bytes = try FileReader.read(path, display: display)
        do {
            return try JSONDecoder().decode(PluginPlan.self, from: Data(bytes))
        } catch {
            throw FileSystemError(path: display, reason: "not a themec plugin plan (\(error))")
        }
    }

    /// What `kit.module` names among the dependencies: the kit's `themec.yml`, or why there is none.
    enum KitLookup: Equatable {
        case config(String)
        /// The module is a dependency whose folder has no `themec.yml`.
        case noConfig(directory: String)
        /// No dependency is the module.
        case notADependency
    }

    /// The kit's `themec.yml` for `module`, looked for when the command runs.
    func kitConfig(module: String) -> KitLookup {
        guard let dependency = dependencies.first(where: { $0.module == module }) else { return .notADependency }
        let config = dependency.directory + "/themec.yml"
        return FileManager.default.fileExists(atPath: config)
            ? .config(config) : .noConfig(directory: dependency.directory)
    }

    /// The dependencies' modules, for a message.
    var moduleNames: [String] { dependencies.map(\.module) }

    /// Replaces the stamp (a new file renamed over it), so the next build sees a changed input and runs
    /// the command again. Called after every run of `generate`, whatever its outcome: a stamp left as it
    /// was would let the next build skip themec after an edit, so failing to replace it stops the run.
    func touchStamp(display: (String) -> String) throws(FileSystemError) {
        guard let stamp else { return }
        let temporary = stamp + ".\(getpid()).tmp"
        let text = "themec build stamp: replaced after each run of the build command\n"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)),
            rename(temporary, stamp) == 0
        else {
            let reason = InputCollector.reason(errno)
            unlink(temporary)
            throw FileSystemError(
                path: display(stamp), reason: "cannot be replaced (\(reason)), so the next build would not run themec")
        }
    }
}
