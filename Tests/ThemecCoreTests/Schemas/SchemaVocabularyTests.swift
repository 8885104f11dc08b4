import Testing
import ThemecCore
import ThemecVocabulary

/// The JSON Schemas list exactly the keys the readers read: every slot and every config key is
/// in them and nothing else is; and the readers accept each listed key and reject others.
@Suite struct SchemaVocabularyTests {
    /// The member at `path` of a JSON object tree.
    static func member(_ value: JSONValue, _ path: [String]) -> JSONValue? {
        var current = value
        for name in path {
            guard case .object(let object) = current, let next = object[name] else { return nil }
            current = next
        }
        return current
    }

    static func keys(_ value: JSONValue, _ path: [String]) -> [String] {
        guard case .object(let object)? = member(value, path + ["properties"]) else { return [] }
        return object.keys.sorted()
    }

    static func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    @Test func themeSchemaListsExactlyTheThemeVocabulary() {
        let schema = ThemeSchema.document
        #expect(Self.member(schema, ["$schema"]) == .string("https://json-schema.org/draft/2020-12/schema"))
        #expect(Self.keys(schema, []) == ThemeKey.allCases.map(\.rawValue).sorted())
        #expect(Self.keys(schema, ["properties", "colors"]) == ColorSlot.allCases.map(\.rawValue).sorted())
        #expect(Self.keys(schema, ["properties", "text"]) == TextSlot.allCases.map(\.rawValue).sorted())
        #expect(Self.keys(schema, ["$defs", "appearance"]) == AppearanceKey.allCases.map(\.rawValue).sorted())
        #expect(
            Self.strings(Self.member(schema, ["$defs", "appearance", "properties", "textStyle", "enum"]))
                == TextStyle.allCases.map(\.rawValue))
        guard case .array(let colorForms)? = Self.member(schema, ["$defs", "color", "anyOf"]) else {
            Issue.record("no color forms")
            return
        }
        #expect(colorForms.map { Self.keys($0, []) }.contains(VariantKey.allCases.map(\.rawValue).sorted()))
        for path in [
            ["additionalProperties"], ["properties", "colors", "additionalProperties"],
            ["properties", "text", "additionalProperties"], ["$defs", "appearance", "additionalProperties"],
        ] {
            #expect(Self.member(schema, path) == .bool(false), "\(path)")
        }
        #expect(
            Self.strings(Self.member(schema, ["then", "properties", "colors", "required"]))
                == ColorSlot.allCases.filter(\.isRequired).map(\.rawValue))
    }

    @Test func configSchemaListsExactlyTheConfigVocabulary() {
        let schema = ConfigSchema.document
        #expect(Self.keys(schema, []) == ConfigKey.allCases.map(\.rawValue).sorted())
        #expect(Self.keys(schema, ["properties", "layouts"]) == LayoutsKey.allCases.map(\.rawValue).sorted())
        #expect(Self.keys(schema, ["properties", "kit"]) == KitKey.allCases.map(\.rawValue).sorted())
        #expect(Self.keys(schema, ["properties", "contrast"]) == ContrastKey.allCases.map(\.rawValue).sorted())
        #expect(
            Self.keys(schema, ["properties", "contrast", "properties", "background"])
                == VariantKey.allCases.map(\.rawValue).sorted())
        #expect(
            Self.strings(Self.member(schema, ["properties", "rules", "propertyNames", "enum"]))
                == RuleCatalog.all.map(\.rule.id))
        #expect(
            Self.strings(Self.member(schema, ["properties", "access", "enum"])) == AccessLevel.allCases.map(\.rawValue))
        #expect(
            Self.strings(Self.member(schema, ["properties", "bundle", "enum"])) == BundleLookup.allCases.map(\.rawValue)
        )
    }

    /// Each key the schema lists is one the reader reads (no unknown-key error), and a
    /// misspelling of it is refused with the key as the suggestion.
    @Test(arguments: ConfigKey.allCases)
    func theConfigReaderReadsEverySchemaKey(key: ConfigKey) {
        func unknownKeys(_ name: String) -> [Diagnostic] {
            ConfigReader(path: "themec.yml").read(Array("\(name): x\n".utf8)).diagnostics.filter {
                $0.rule == ConfigRules.unknownKey
            }
        }
        #expect(unknownKeys(key.rawValue).isEmpty)
        let misspelled = unknownKeys(key.rawValue + "s")
        #expect(misspelled.count == 1)
        #expect(misspelled.first?.message.contains("did you mean '\(key.rawValue)'?") == true, "\(misspelled)")
    }

    @Test func theThemeReaderReadsEverySchemaKey() {
        let known = ThemeKey.allCases.map { "\($0.rawValue): \($0 == .name || $0 == .extends ? "Base" : "{}")" }
        let appearance =
            "text:\n  body: { "
            + AppearanceKey.allCases.map { key in
                switch key {
                case .fontName: "fontName: Helvetica"
                case .textColor: "textColor: { light: \"#000\", dark: \"#FFF\" }"
                case .textStyle: "textStyle: body"
                case .fontSize: "fontSize: 17"
                }
            }.joined(separator: ", ") + " }\n"
        let text = known.filter { !$0.hasPrefix("text:") }.joined(separator: "\n") + "\n" + appearance
        let result = Compiler.compile(
            [InputFile(path: "T.theme.yaml", text: text)!], options: CompilerOptions(rendersFiles: false))
        #expect(
            !result.diagnostics.contains { $0.rule == ThemeRules.unknownKey }, "\(result.diagnostics.map(\.rendered))")
    }
}
