import Foundation
import Testing
import ThemecCore

/// A rule's configured severity decides alone whether its problem is an error, and never what the
/// output holds: for every rule `rules:` can turn down, with its failing example, the model is the same
/// whether the rule is off, a warning or an error, the files are the same off and as a warning, and
/// they hold every theme, font, palette color, string key and nib its files define. (A config rule's
/// example is a `themec.yml`, which the CLI reads: `StrictAndTurnedDownTests` runs those.)
@Suite struct TurnedDownRuleTests {
    /// The rules `rules:` can turn down, with a documented failing example of input files.
    static let rules: [RuleDocumentation] = RuleCatalog.all.filter { documentation in
        !documentation.rule.severityIsFixed
            && !documentation.failing.files.contains { $0.path.hasSuffix("themec.yml") }
    }

    /// What the example's files define, read from their text apart from themec: each theme's name, the
    /// fonts and palette names of the app's themes, each key of the development language's tables,
    /// each nib's name.
    static func defined(by example: RuleExample) throws -> (
        themes: [String], fonts: [String], palette: [String], keys: [String], nibs: [String]
    ) {
        var themes: [String] = []
        var fonts: [String] = []
        var palette: [String] = []
        var keys: [String] = []
        var nibs: [String] = []
        for file in example.files {
            let name = (file.path as NSString).lastPathComponent
            let data = Data(file.bytes ?? Array(file.text.utf8))
            if name.hasSuffix(".theme.yaml") || name.hasSuffix(".theme.yml") {
                let lines = file.text.split(separator: "\n")
                let named = lines.first { $0.hasPrefix("name:") }
                let value = named.map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }
                themes.append(value ?? String(name.prefix { $0 != "." }))
                guard file.role == .app else { continue }
                fonts += lines.compactMap { line in
                    line.firstRange(of: "fontName: ").map {
                        String(line[$0.upperBound...].prefix { $0.isLetter || $0 == "-" })
                    }
                }
                // The names a `palette:` section gives, two spaces in, until the next section.
                var inPalette = false
                for line in lines {
                    if !line.hasPrefix(" ") { inPalette = line.hasPrefix("palette:") }
                    if inPalette, line.hasPrefix("  "), let colon = line.firstIndex(of: ":") {
                        palette.append(line[..<colon].trimmingCharacters(in: .whitespaces))
                    }
                }
            } else if name.hasSuffix(".xib") {
                nibs.append(String(name.dropLast(4)))
            } else if file.role == .app, file.path.contains("en.lproj/"),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            {
                keys += plist.keys
            } else if file.role == .app, name.hasSuffix(".xcstrings"),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let strings = json["strings"] as? [String: Any]
            {
                keys += strings.keys
            }
        }
        return (themes, fonts, palette, keys, nibs)
    }

    /// The example compiled with the rule `id` set to `setting`.
    static func compile(_ documentation: RuleDocumentation, _ setting: RuleSetting) -> CompilationResult {
        var options = documentation.failing.options
        options.rules.settings[documentation.rule.id] = setting
        return Compiler.compile(documentation.failing.inputs, options: options)
    }

    @Test(arguments: rules.map(\.rule.id), [RuleSetting.warning, .off])
    func aRuleTurnedDownRemovesNothingFromTheOutput(id: String, setting: RuleSetting) throws {
        let documentation = try #require(RuleCatalog.all.first { $0.rule.id == id })
        let result = Self.compile(documentation, setting)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.rendered))")
        let output = result.files.map(\.contents).joined(separator: "\n")
        let defined = try Self.defined(by: documentation.failing)
        for theme in defined.themes {
            #expect(output.contains("struct \(theme)ColorTheme"), "\(id) \(setting): theme \(theme) is missing")
        }
        for font in defined.fonts {
            #expect(output.contains("fontName: \"\(font)\""), "\(id) \(setting): font \(font) is missing")
        }
        for name in defined.palette {
            #expect(output.contains("static let \(name) = ThemeColor"), "\(id) \(setting): palette \(name) is missing")
        }
        for key in defined.keys {
            #expect(
                output.contains(key.debugDescription.dropFirst().dropLast()), "\(id) \(setting): key \(key) is missing")
        }
        for nib in defined.nibs {
            #expect(output.contains("\"\(nib)\""), "\(id) \(setting): nib \(nib) is missing")
        }
    }

    /// The model (the resolved themes, string tables and layouts, as `themec dump` prints them) is the
    /// same at every severity, so is the output off and as a warning; only the rule's findings change.
    @Test(arguments: rules.map(\.rule.id))
    func theModelIsTheSameAtEverySeverity(id: String) throws {
        let documentation = try #require(RuleCatalog.all.first { $0.rule.id == id })
        let off = Self.compile(documentation, .off)
        let warning = Self.compile(documentation, .warning)
        let error = Self.compile(documentation, .error)
        #expect(off.compiled && warning.compiled && error.compiled)
        let model = off.dump.rendered()
        #expect(model.contains("\"themes\""))
        #expect(warning.dump.rendered() == model)
        #expect(error.dump.rendered() == model)
        #expect(!off.diagnostics.contains { $0.rule.id == id })
        #expect(warning.diagnostics.contains { $0.rule.id == id && $0.severity == .warning })
        #expect(error.diagnostics.contains { $0.rule.id == id && $0.severity == .error })
        #expect(!off.files.isEmpty)
        #expect(off.files == warning.files)
        #expect(error.files.isEmpty)
    }
}

/// A rule without which no valid code can be generated cannot be turned down: `rules:` setting one to a
/// warning or off is a located config error, and setting it to `error` changes nothing.
@Suite struct FixedRuleTests {
    static let fixed = RuleCatalog.all.map(\.rule).filter(\.severityIsFixed)

    @Test func someRulesAreFixedAndTheDocsSaySo() {
        #expect(Self.fixed.map(\.id).contains("yaml-syntax"))
        #expect(Self.fixed.map(\.id).contains("strings-identifier-collision"))
        #expect(!Self.fixed.map(\.id).contains("theme-unknown-key"))
        let markdown = RuleCatalog.markdown()
        for rule in Self.fixed { #expect(markdown.contains("| [`\(rule.id)`](#\(rule.id)) | error (fixed) |")) }
    }

    @Test(arguments: fixed.map(\.id), ["warning", "off"])
    func turningAFixedRuleDownIsAConfigError(id: String, setting: String) {
        let text = "rules:\n  \(id): \(setting)\n"
        let read = ConfigReader(path: "themec.yml").read(Array(text.utf8))
        #expect(read.model.rules[id] == nil)
        #expect(
            read.diagnostics.map(\.rendered).contains {
                $0.hasPrefix("themec.yml:2:\(id.count + 5): error: '\(id)' cannot be turned down")
                    && $0.hasSuffix("[config-invalid-value]")
            }, "\(read.diagnostics.map(\.rendered))")
    }
}
