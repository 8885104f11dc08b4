import Foundation
import Testing
import ThemecCore
import ThemecSyntax

/// The plugins read `themec.yml` with a YAML subset of their own (`ConfigValues`, as a plugin
/// cannot link themec's reader); this holds what it reads equal to what the compiler's
/// `ConfigReader` reads from the same text, key by key: for every `themec.yml` of the repository
/// and every `themec.yml` shown in README.md and Docs/*.md.
@Suite struct ConfigValuesAgreementTests {
    /// The keys the plugins read: the input paths they declare, `stringsFiles` (which decides the
    /// generated files) and the kit's `module` and `config` (how they find the kit's target).
    static let keys = [
        "themes", "strings", "baseStrings", "layouts.overrides", "layouts.base", "kit.themes", "kit.strings",
        "kit.layouts", "stringsFiles", "kit.module", "kit.config",
    ]

    /// One config text and where it comes from.
    struct Source: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    /// What `ConfigReader` reads under each of ``keys``.
    static func compilerValues(_ config: ProjectConfig) -> [String: [String]] {
        [
            "themes": config.themes, "strings": config.strings, "baseStrings": config.baseStrings,
            "layouts.overrides": config.layoutOverrides, "layouts.base": config.layoutBase,
            "kit.themes": config.kit?.themes ?? [], "kit.strings": config.kit?.strings ?? [],
            "kit.layouts": config.kit?.layouts ?? [], "stringsFiles": config.stringsFiles.map { [$0.rawValue] } ?? [],
            "kit.module": config.kit.map { [$0.module] } ?? [], "kit.config": config.kit?.config.map { [$0] } ?? [],
        ]
    }

    /// What the plugins read under each of ``keys``, as they use it: every value of a path key,
    /// the last of a single value.
    static func pluginValues(_ text: String) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for key in keys {
            let all = ConfigValues.values(of: key, in: text)
            values[key] = ["stringsFiles", "kit.module", "kit.config"].contains(key) ? all.suffix(1) : all
        }
        return values
    }

    /// Every difference between the two readings of `source`, one line each naming the key.
    static func differences(_ source: Source) -> [String] {
        let read = ConfigReader(path: source.name).read(Array(source.text.utf8))
        let compiler = compilerValues(read.model)
        let plugin = pluginValues(source.text)
        return keys.compactMap { key in
            compiler[key] == plugin[key]
                ? nil
                : "\(source.name): '\(key)': the plugins read \(plugin[key] ?? []), ConfigReader \(compiler[key] ?? [])"
        }
    }

    // MARK: - The repository's configs

    /// Every file named `themec.yml` under the repository (symbolic links to folders followed, as
    /// the example packages share their sources that way; hidden folders and `.build` left out).
    static func repositoryConfigs() throws -> [Source] {
        let root = Sandbox.packageRoot.standardizedFileURL.path
        var found: [Source] = []
        // The real paths of the folders above, so a link to one of them ends.
        func walk(_ folder: String, above: Set<String> = []) throws {
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard !above.contains(real) else { return }
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
                if name.hasPrefix(".") { continue }
                let path = folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    try walk(path, above: above.union([real]))
                } else if name == "themec.yml" {
                    found.append(
                        Source(
                            name: String(path.dropFirst(root.count + 1)),
                            text: try String(contentsOfFile: path, encoding: .utf8)))
                }
            }
        }
        try walk(root)
        return found
    }

    /// The fenced ```yaml blocks of README.md and Docs/*.md that are a `themec.yml`: a mapping with
    /// at least one of its keys and none of a theme file's (`colors`, `name`, …). A block inside a
    /// list item loses the item's indentation.
    static func documentedConfigs() throws -> [Source] {
        let root = Sandbox.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        var found: [Source] = []
        for file in ["README.md"] + docs {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index < lines.count {
                let line = lines[index]
                let indent = line.prefix { $0 == " " }
                index += 1
                guard line.dropFirst(indent.count) == "```yaml" else { continue }
                let start = index
                var block: [Substring] = []
                while index < lines.count, lines[index] != indent + "```" {
                    block.append(lines[index].hasPrefix(indent) ? lines[index].dropFirst(indent.count) : lines[index])
                    index += 1
                }
                index += 1
                let yaml = block.joined(separator: "\n") + "\n"
                if isConfig(yaml) { found.append(Source(name: "\(file):\(start)", text: yaml)) }
            }
        }
        return found
    }

    /// Whether `yaml` is a `themec.yml` by its top-level keys.
    static func isConfig(_ yaml: String) -> Bool {
        guard case .mapping(let mapping)? = YAMLReader().read(Array(yaml.utf8)).root else { return false }
        let keys = mapping.entries.compactMap(\.keyText)
        return keys.contains { ConfigKey(rawValue: $0) != nil } && !keys.contains { ThemeKey(rawValue: $0) != nil }
    }

    @Test func theRepositorysConfigsAreFound() throws {
        let files = try Self.repositoryConfigs().map(\.name)
        for expected in [
            "themec.yml", "Examples/ThemedApp/Sources/CheetahKit/themec.yml",
            "Examples/ThemedApp/Sources/ThemedApp/themec.yml", "Examples/KitPackage/Sources/CheetahKit/themec.yml",
            "Examples/AppPackage/Sources/ThemedApp/themec.yml",
        ] {
            #expect(files.contains(expected), "\(expected) not found among \(files)")
        }
        let blocks = try Self.documentedConfigs().map(\.name)
        #expect(blocks.count >= 15, "\(blocks)")
        for file in ["README.md", "Docs/Configuration.md", "Docs/Diagnostics.md", "Docs/Plugin.md", "Docs/Xcode.md"] {
            #expect(blocks.contains { $0.hasPrefix(file + ":") }, "no themec.yml found in \(file): \(blocks)")
        }
        // A theme and a workflow are not configs.
        #expect(!Self.isConfig("colors:\n  primaryColor: \"#B1E4E3\"\n"))
        #expect(!Self.isConfig("name: themec\non: [pull_request]\n"))
    }

    @Test func theRepositorysConfigsReadAlike() throws {
        let sources = try Self.repositoryConfigs() + Self.documentedConfigs()
        #expect(sources.count >= 20)
        for source in sources {
            for difference in Self.differences(source) { Issue.record(Comment(rawValue: difference)) }
        }
    }
}
