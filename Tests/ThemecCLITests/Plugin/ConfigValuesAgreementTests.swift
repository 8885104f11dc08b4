import Foundation
import Testing
import ThemecCore
import ThemecSyntax

/// The plugins read `themec.yml` with a YAML subset of their own (`ConfigValues`, as a plugin
/// cannot link themec's reader); this holds what it reads equal to what the compiler's
/// `ConfigReader` reads from the same text, key by key: for every `themec.yml` of the repository,
/// every `themec.yml` shown in README.md and Docs/*.md, and hostile but valid forms of YAML.
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

    // MARK: - Hostile but valid YAML

    /// Forms of YAML a `themec.yml` may take that a careless subset gets wrong; each is a valid
    /// config (ConfigReader finds no error in it).
    static let hostile: [Source] = [
        Source(
            name: "quoted keys",
            text: """
                "themes": Themes
                'strings': [Strings]
                "kit": { "module": Kit, 'themes': "Kit/Themes" }
                layouts:
                  "overrides": Layouts

                """),
        Source(
            name: "flow mappings, nested",
            text: """
                layouts: { overrides: [App/Layouts, "More, Layouts"], base: Kit/Layouts, subclasses: { A: B } }
                kit: {module: Kit, config: ../Kit/themec.yml, strings: [Kit/Strings]}

                """),
        Source(
            name: "comments after values",
            text: """
                themes: Themes # the app's
                strings: "Strings" # quoted
                baseStrings: 'Kit/#Strings' # a hash inside quotes
                layouts:   # a comment on a mapping's key
                  overrides: Layouts#NotAComment
                stringsFiles: single\t# after a tab
                kit:
                  module: Kit  # not a path
                  themes: It's Themes # an apostrophe in a plain scalar is no quote

                """),
        Source(
            name: "lists in flow and block form",
            text: """
                themes: [A, 'B', "C D"]
                strings:
                  - One
                  - "Two, Three"   # a comma inside quotes
                  -   Four
                baseStrings:
                - Kit/A
                - Kit/B
                layouts:
                  base:
                    - Kit/Layouts
                  overrides: []

                """),
        Source(
            name: "a key repeated at different depths",
            text: """
                kit:
                  module: Kit
                  strings: Kit/Strings
                  themes: Kit/Themes
                  layouts: Kit/Layouts
                strings: App/Strings
                themes: App/Themes
                layouts:
                  base: Base/Layouts
                  overrides: App/Layouts
                rules:
                  theme-ignored-font-size: off

                """),
        Source(
            name: "a flow list over several lines",
            text: """
                themes: [
                  Themes/A,   # the first
                  Themes/B
                ]
                kit: {
                  module: Kit,
                  themes: Kit/Themes
                }
                strings: Strings

                """),
        Source(
            name: "escapes in quoted scalars",
            text: #"""
                themes: "Th\u0065mes"
                strings: 'It''s Strings'
                baseStrings: ["Kit\\Strings", "Kit \"Quoted\""]

                """#),
        Source(
            name: "document markers and an indented document",
            text: "---\n  themes: Themes\n  kit:\n    module: Kit\n    config: Kit/themec.yml\n...\n"),
        Source(name: "a byte order mark", text: "\u{FEFF}themes: Themes\nstrings: [Strings]\n"),
        Source(
            name: "anchors and tags",
            text: """
                themes: &themes !!str Themes
                strings: !!seq [ &a A, !!str 'B''s' ]
                kit: &kit
                  module: Kit
                  layouts:
                    - !!str Kit/Layouts

                """),
        Source(
            name: "CRLF line ends",
            text: "themes: Themes\r\nstrings:\r\n  - Strings\r\nstringsFiles: perTable\r\n"),
    ]

    /// Forms `ConfigValues` leaves out of its scope, each with why: valid YAML, but no `themec.yml`
    /// needs them to name a path. The plugins read something else from them (so this list is kept
    /// honest: a form the plugins learn to read moves to ``hostile``); themec still reads them.
    static let outOfScope: [(form: Source, reason: String)] = [
        (
            Source(name: "an alias", text: "baseStrings: &kit Kit/Strings\nstrings: *kit\n"),
            "an alias needs the anchors of the whole document; a path is written out"
        ),
        (
            Source(name: "a block scalar", text: "themes: >-\n  Themes\n"),
            "a block scalar is for text over several lines, not a path"
        ),
        (
            Source(name: "a plain scalar over two lines", text: "themes: My\n  Themes\n"),
            "a path is written on one line"
        ),
        (
            Source(name: "an explicit key", text: "? themes\n: Themes\n"),
            "an explicit key is for keys that are not scalars, which a themec.yml has none of"
        ),
    ]

    @Test func formsOutOfScopeAreValidAndReadOtherwise() {
        for (form, reason) in Self.outOfScope {
            let read = ConfigReader(path: form.name).read(Array(form.text.utf8))
            #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "\(form.name): \(read.diagnostics)")
            #expect(!Self.differences(form).isEmpty, "\(form.name) reads alike now: move it to the hostile forms")
            #expect(!reason.isEmpty)
        }
    }

    @Test(arguments: hostile)
    func hostileFormsReadAlike(_ source: Source) {
        let read = ConfigReader(path: source.name).read(Array(source.text.utf8))
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty, "not a valid config: \(read.diagnostics)")
        for difference in Self.differences(source) { Issue.record(Comment(rawValue: difference)) }
    }
}
