import Foundation
import Testing
import ThemecCore

/// A rule's configured severity decides alone whether its problem is an error, and never what the
/// output holds: for every error rule with a failing example, turned down to a warning and to off,
/// the example compiles, and the generated files still hold every theme, string key and nib its
/// files define.
@Suite struct TurnedDownRuleTests {
    /// The error rules with a documented failing example of input files (a config rule's example is a
    /// `themec.yml`, which generates nothing).
    static let rules: [RuleDocumentation] = RuleCatalog.all.filter { documentation in
        documentation.rule.defaultSeverity == .error && !documentation.rule.severityIsFixed
            && !documentation.failing.files.contains { $0.path.hasSuffix("themec.yml") }
    }

    /// What the example's files define, read from their text apart from themec: each theme's name,
    /// each key of the development language's tables, each nib's name.
    static func defined(by example: RuleExample) throws -> (themes: [String], keys: [String], nibs: [String]) {
        var themes: [String] = []
        var keys: [String] = []
        var nibs: [String] = []
        for file in example.files {
            let name = (file.path as NSString).lastPathComponent
            let data = Data(file.bytes ?? Array(file.text.utf8))
            if name.hasSuffix(".theme.yaml") || name.hasSuffix(".theme.yml") {
                let named = file.text.split(separator: "\n").first { $0.hasPrefix("name:") }
                let value = named.map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) }
                themes.append(value ?? String(name.prefix { $0 != "." }))
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
        return (themes, keys, nibs)
    }

    @Test(arguments: rules.map(\.rule.id), [RuleSetting.warning, .off])
    func aRuleTurnedDownRemovesNothingFromTheOutput(id: String, setting: RuleSetting) throws {
        let documentation = try #require(RuleCatalog.all.first { $0.rule.id == id })
        let example = documentation.failing
        var options = example.options
        options.rules.settings[id] = setting
        let result = Compiler.compile(example.inputs, options: options)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.rendered))")
        let output = result.files.map(\.contents).joined(separator: "\n")
        let defined = try Self.defined(by: example)
        for theme in defined.themes {
            #expect(output.contains("struct \(theme)ColorTheme"), "\(id) \(setting): theme \(theme) is missing")
        }
        for key in defined.keys {
            #expect(
                output.contains(key.debugDescription.dropFirst().dropLast()), "\(id) \(setting): key \(key) is missing")
        }
        for nib in defined.nibs {
            #expect(output.contains("\"\(nib)\""), "\(id) \(setting): nib \(nib) is missing")
        }
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
