import Foundation

/// The themec inputs among a target's files: theme, strings and XIB files, and at most one
/// `themec.yml`. Shared by every plugin, the binary plugin package's too (each links this file
/// by a symbolic link, since plugin targets cannot share a library).
struct ThemecInputs {
    /// The target's `themec.yml`, if it has one.
    var config: URL?
    /// The theme, strings and XIB files, sorted by path.
    var files: [URL]
    /// The app's string tables, named by their files (`Localizable` for `en.lproj/Localizable.strings`),
    /// sorted; empty when the config asks for one strings file (`stringsFiles: single`). A hint for the
    /// files the build declares: when the config has changed since SwiftPM planned the build and names
    /// other tables, themec writes every table into `Strings.themec.swift` and the declared table files
    /// hold nothing, so what is compiled is always right.
    var stringTables: [String] = []

    /// The three files `themec generate` always writes.
    static let fixedFileNames = ["Theme.themec.swift", "Strings.themec.swift", "Layouts.themec.swift"]

    /// Every file `themec generate` writes, so a build can declare them up front: the three fixed
    /// ones and `Strings+<Table>.themec.swift` for each string table.
    var generatedFileNames: [String] { Self.fixedFileNames + stringTables.map { "Strings+\($0).themec.swift" } }

    /// The inputs among `files`. `directory` is the target's folder: a `themec.yml` at its root is
    /// the config even when the package excludes it from the target, so it is not among `files`.
    init(files: [URL], targetName: String, directory: URL? = nil) throws {
        var candidates = Self.expandingFolders(files)
        if let rootConfig = directory?.appendingPathComponent("themec.yml"),
            FileManager.default.fileExists(atPath: rootConfig.path),
            !candidates.contains(where: { $0.standardizedFileURL.path == rootConfig.standardizedFileURL.path })
        {
            candidates.append(rootConfig)
        }
        let configs = candidates.filter { $0.lastPathComponent == "themec.yml" }.sorted { $0.path < $1.path }
        if configs.count > 1 {
            throw ThemecPluginError(
                "target '\(targetName)' has \(configs.count) themec.yml files "
                    + "(\(configs.map(\.path).joined(separator: ", "))); "
                    + "keep one, at the target's root")
        }
        config = configs.first
        self.files = candidates.filter(Self.isInput).sorted { $0.path < $1.path }
        var stringFiles = self.files
        if let config {
            let text = (try? String(contentsOf: config, encoding: .utf8)) ?? ""
            let folder = config.deletingLastPathComponent()
            func files(under paths: [String]) -> [URL] {
                let urls = paths.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
                return Self.expandingFolders(urls).filter(Self.isInput).map(\.standardizedFileURL)
            }
            // With a config, the app's tables are the ones under `strings`.
            stringFiles =
                ConfigValues.values(of: "stringsFiles", in: text).last == "single"
                ? [] : files(under: ConfigValues.values(of: "strings", in: text))
        }
        stringTables = Set(stringFiles.filter(Self.isStringTable).map { $0.deletingPathExtension().lastPathComponent })
            .sorted()
        if config == nil && self.files.isEmpty {
            throw ThemecPluginError(
                "target '\(targetName)' uses the themec plugin but has no .theme.yaml, .strings, .stringsdict, "
                    + ".xcstrings or .xib file and no themec.yml; add inputs to the target or remove the plugin")
        }
    }

    /// The files, with each folder replaced by the files inside it. A `.copy("Themes")` resource
    /// reaches a plugin as one folder; its files must still be declared inputs, or editing a theme
    /// would not trigger a rebuild.
    static func expandingFolders(_ urls: [URL]) -> [URL] {
        var result: [URL] = []
        for url in urls {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
                result.append(url)
                continue
            }
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
            while let item = enumerator?.nextObject() as? URL {
                if (try? item.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    result.append(item)
                }
            }
        }
        return result
    }

    /// The file-name endings themec reads, lower case, and whether each marks a string table: a
    /// copy of themec's own list (`InputKind.suffixes`), which a test holds equal to it.
    static let inputSuffixes: [(suffix: String, isStringTable: Bool)] = [
        (".theme.yaml", false), (".theme.yml", false), (".strings", true), (".stringsdict", true), (".xcstrings", true),
        (".xib", false),
    ]

    /// Whether the file is a string table (`.strings`, `.stringsdict` or `.xcstrings`).
    static func isStringTable(_ url: URL) -> Bool {
        inputSuffix(url)?.isStringTable ?? false
    }

    /// Whether themec reads a file with this name.
    static func isInput(_ url: URL) -> Bool {
        inputSuffix(url) != nil
    }

    private static func inputSuffix(_ url: URL) -> (suffix: String, isStringTable: Bool)? {
        let name = url.lastPathComponent.lowercased()
        return inputSuffixes.first { name.hasSuffix($0.suffix) }
    }

    /// The target's own files the command reads: its inputs and its config.
    var declaredInputs: [URL] { files + (config.map { [$0] } ?? []) }

    /// The arguments that make `themec COMMAND` read exactly these inputs: with a config, the
    /// config names the inputs (and the kit's); without one, the files are passed as paths.
    func arguments(for command: String) -> [String] {
        if let config { return [command, "--config", config.path] }
        return [command] + files.map(\.path)
    }
}

/// A plugin failure with a message for the build log.
struct ThemecPluginError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = "themec: " + description
    }
}
