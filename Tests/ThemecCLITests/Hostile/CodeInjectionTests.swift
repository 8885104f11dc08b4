import Foundation
import Testing

/// Inputs that try to write Swift: quotes, `\(`, `"""`, raw-string delimiters, comment closers,
/// line breaks, NULs and bidirectional overrides in font names, string keys, values, table and
/// nib names. The generated code must type-check, and — compiled and run — give back every text
/// exactly as data. Names that cannot become identifiers (a theme or palette name) are errors.
@Suite(.serialized) struct CodeInjectionTests {
    /// Texts that would break out of a naively interpolated string literal or comment.
    static let payloads: [String] = [
        #"x"); fatalError("injected"); _ = ("#,
        #"\(fatalError("injected"))"#,
        "\"\"\"\nfatalError(\"injected\")\n\"\"\"",
        ##"#"raw"# "##,
        "*/ fatalError(\"injected\") /*",
        "line one\nline two\r\nfunc injected() {}",
        "nul\u{0}byte and \u{7F} delete",
        "\u{202E}evil\u{202C} \u{2066}isolate\u{2069} \u{2028}separator\u{2029}",
        "back\\slash \\n not a newline",
        "emoji 👩‍👩‍👧 and é and \u{FEFF}bom",
    ]

    /// `text` as YAML double-quoted scalar.
    static func yamlQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value >= 0x2028 && scalar.value <= 0x2069
                    || scalar.value == 0xFEFF
                {
                    result += String(format: "\\u%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` as an old-style `.strings` quoted string.
    static func stringsQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\u{0}": result += "\\000"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static let slots = [
        "body", "title1", "title2", "title3", "headline", "subheadline", "callout", "footnote", "caption1", "caption2",
    ]

    /// A project whose every text is a payload: a theme's font names, string values (plain
    /// and with a placeholder), string keys and a table name.
    static func project() throws -> Sandbox {
        var theme = "colors:\n  primaryColor: \"#B1E4E3\"\n  secondaryColor: \"#F4364C\"\ntext:\n"
        for (slot, payload) in zip(slots, payloads) {
            theme += "  \(slot): { fontName: \(yamlQuoted(payload)), textStyle: body }\n"
        }
        var strings = ""
        for (index, payload) in payloads.enumerated() {
            strings += "\"Evil.value\(index)\" = \(stringsQuoted(payload));\n"
            strings += "\"Evil.format\(index)\" = \(stringsQuoted(payload + " %@"));\n"
            strings += "\(stringsQuoted("Key\(index) " + payload)) = \"plain\";\n"
        }
        let box = try Sandbox(["Themes/Cheetah.theme.yaml": theme, "en.lproj/Localizable.strings": strings])
        try box.write("en.lproj/Evil\"); fatalError(\"x.strings", "\"Table.key\" = \"table value\";\n")
        return box
    }

    @Test func generatedCodeTypeChecksAndRunsGivingBackEveryTextAsData() throws {
        let box = try Self.project()
        let result = try box.runLimited(
            "generate", "Themes", "en.lproj", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "injection project")
        try #require(result.status == 0, "\(result.stderr)")
        let out = box.root.appendingPathComponent("Out")
        let sources = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted().map {
            out.appendingPathComponent($0).path
        }
        for path in sources {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(
                !text.contains("\u{0}") && !text.contains("\u{202E}") && !text.contains("\u{2028}"),
                "\(path) holds a raw control or bidirectional character")
        }

        // A program that prints every text back, one line of scalar values per text.
        var main =
            "func show(_ text: String) { "
            + "print(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: \" \")) }\n"
        main += "let theme = CheetahTextTheme()\n"
        for slot in Self.slots.prefix(Self.payloads.count) { main += "show(theme.\(slot).fontName)\n" }
        for index in Self.payloads.indices {
            main += "show(L10n.Evil.value\(index))\nshow(L10n.Evil.format\(index)(\"arg\"))\n"
        }
        try main.write(to: out.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let program = box.root.appendingPathComponent("program").path
        let (status, output) = try Self.swiftc(
            ["-swift-version", "6", "-o", program] + sources + [out.appendingPathComponent("main.swift").path])
        try #require(status == 0, "the generated code does not compile:\n\(output.prefix(4000))")
        #expect(!output.contains("warning:"), "\(output.prefix(2000))")

        let (runStatus, printed) = try ProgramRun.run(program)
        #expect(runStatus == 0, "the program trapped: an injected statement ran?")
        let expected = Self.payloads + Self.payloads.flatMap { [$0, $0 + " arg"] }
        let lines = printed.split(separator: "\n").map(String.init)
        let wanted = expected.map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        #expect(lines == wanted, "texts did not come back unchanged")
    }

    @Test func hostileNibNamesAndClassesStayDataInTheNibsRegistry() throws {
        // An override and the kit nib it replaces, named and classed to break out of a literal.
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ThemecCoreTests/Fixtures/Layouts")
        let nib = #"Evil"); fatalError("x \(y) #""#
        let kitClass = #"List"); fatalError("x"#
        let box = try Sandbox()
        for (folder, source) in [("Layouts", "App"), ("Kit", "Kit")] {
            let text = try String(
                contentsOf: fixtures.appendingPathComponent("\(source)/ListItemCell.xib"), encoding: .utf8
            )
            .replacingOccurrences(
                of: "customClass=\"ListItemCell\"", with: "customClass=\"List&quot;); fatalError(&quot;x\"")
            try box.write("\(folder)/\(nib).xib", text)
        }
        let result = try box.runLimited(
            "generate", "Layouts", "--base-layouts", "Kit", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "hostile nib names")
        try #require(result.status == 0, "\(result.stderr)")
        let out = box.root.appendingPathComponent("Out")
        let main = """
            for (kitClass, override) in Nibs.overrides { print(kitClass); print(override.nibName) }
            print(Nibs.nibName(for: \(Self.literal(kitClass))))

            """
        try main.write(to: out.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let program = box.root.appendingPathComponent("program").path
        let (status, output) = try Self.swiftc([
            "-swift-version", "6", "-o", program, out.appendingPathComponent("Layouts.themec.swift").path,
            out.appendingPathComponent("main.swift").path,
        ])
        try #require(status == 0, "the generated code does not compile:\n\(output.prefix(4000))")
        let run = try ProgramRun.run(program)
        #expect(run.status == 0)
        #expect(run.output == "\(kitClass)\n\(nib)\n\(nib)\n")
    }

    /// `text` as a Swift string literal, for the test's own program.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test func themeAndPaletteNamesThatAreNotIdentifiersAreErrors() throws {
        let box = try Sandbox([
            "Themes/A.theme.yaml": "name: \"X: ColorTheme {}; func injected() {} struct Y\"\n" + Sandbox.validTheme,
            "Themes/B.theme.yaml": Sandbox.validTheme
                + "palette:\n  \"a = 1; func injected() {}; static let b\": \"#FFF\"\n",
            "Themes/C\"); fatalError(\".theme.yaml": Sandbox.validTheme,
        ])
        let result = try box.runLimited("generate", "Themes", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "hostile theme names")
        #expect(result.status == 1)
        #expect(result.stderr.contains("Themes/A.theme.yaml:1:7: error: theme name"), "\(result.stderr)")
        #expect(
            result.stderr.contains("Themes/B.theme.yaml:") && result.stderr.contains("palette name"), "\(result.stderr)"
        )
        #expect(
            result.stderr.contains("Themes/C\"); fatalError(\".theme.yaml:1:1: error: theme name"), "\(result.stderr)")
        #expect(!box.exists("Out"))
    }

    /// Runs `swiftc` with `arguments` and the runtime the generated code imports; returns its exit
    /// status and combined output.
    static func swiftc(_ arguments: [String]) throws -> (Int32, String) {
        try ProgramRun.swiftc(RuntimeLibrary.shared().linkFlags + arguments)
    }
}
