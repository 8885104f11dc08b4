import Foundation
import Testing
import ThemecCore

/// What `themec init` writes: a `themec.yml` that names every key of the file (the optional
/// ones commented out), decodes cleanly as written, and still decodes cleanly with any one
/// commented key uncommented.
@Suite struct InitCommandTests {
    static func decode(_ text: String) -> (config: ProjectConfig, diagnostics: [String]) {
        let decoded = ConfigReader(path: "themec.yml").read(Array(text.utf8))
        return (decoded.model, decoded.diagnostics.map(\.rendered))
    }

    static func written() throws -> String {
        let box = try Sandbox()
        let created = try box.run("init", "Starter")
        #expect(created.status == 0, "\(created.stderr)")
        return try box.read("Starter/themec.yml")
    }

    /// The top-level key a line sets, written (`key:`) or commented out (`# key:`).
    static func topLevelKey(_ line: Substring) -> (key: String, commented: Bool)? {
        let commented = line.hasPrefix("# ")
        let body = commented ? line.dropFirst(2) : line
        guard let colon = body.firstIndex(of: ":"), body.first?.isLetter == true else { return nil }
        let key = String(body[..<colon])
        return key.allSatisfy({ $0.isLetter }) ? (key, commented) : nil
    }

    @Test func everyKeyIsListedAndTheFileDecodesCleanly() throws {
        let text = try Self.written()
        let (config, diagnostics) = Self.decode(text)
        #expect(diagnostics == [])
        #expect(config.themes == ["Themes"])
        let keys = text.split(separator: "\n").compactMap(Self.topLevelKey).map(\.key)
        for key in ConfigKey.allCases {
            #expect(keys.contains(key.rawValue), "themec init does not mention '\(key.rawValue)'")
        }
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
    }

    /// Each commented key, uncommented on its own with the lines under it, is a valid config
    /// that sets that key: the starter shows values that work.
    @Test func eachCommentedKeyUncommentedStillDecodesCleanly() throws {
        let lines = try Self.written().split(separator: "\n", omittingEmptySubsequences: false)
        var uncommented: [String] = []
        for (index, line) in lines.enumerated() {
            guard let (key, commented) = Self.topLevelKey(line), commented else { continue }
            var edited = lines.map(String.init)
            edited[index] = String(line.dropFirst(2))
            var next = index + 1
            while next < lines.count, lines[next].hasPrefix("#   ") {
                edited[next] = String(lines[next].dropFirst(2))
                next += 1
            }
            let (config, diagnostics) = Self.decode(edited.joined(separator: "\n"))
            #expect(diagnostics == [], "uncommenting '\(key)'")
            uncommented.append(key)
            #expect(Self.sets(config, ConfigKey(rawValue: key)), "uncommenting '\(key)' sets nothing")
        }
        #expect(
            uncommented == [
                "strings", "baseStrings", "layouts", "rules", "kit", "bundle", "windowClass", "stringsFiles",
                "contrast",
            ])
    }

    /// Whether `config` sets `key` (to something other than its default).
    static func sets(_ config: ProjectConfig, _ key: ConfigKey?) -> Bool {
        switch key {
        case .strings: !config.strings.isEmpty
        case .baseStrings: !config.baseStrings.isEmpty
        case .layouts: !config.layoutOverrides.isEmpty && !config.layoutBase.isEmpty && !config.subclasses.isEmpty
        case .rules: !config.rules.isEmpty
        case .kit: config.kit?.module == "CheetahKit" && config.kit?.config != nil
        case .bundle: config.bundle != nil
        case .windowClass: config.windowClass != nil
        case .stringsFiles: config.stringsFiles != nil
        case .contrast: config.contrast?.background != nil && config.contrast?.minimum != nil
        case .themes, .output, .access, .developmentLanguage, nil: false
        }
    }
}
