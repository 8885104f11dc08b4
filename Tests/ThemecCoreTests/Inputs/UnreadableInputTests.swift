import Testing

@testable import ThemecCore

/// An input whose source fails when the pipeline reads it: an `input-unreadable` error at the
/// file, whatever its kind and whenever it is read, and nothing generated.
@Suite struct UnreadableInputTests {
    static let theme =
        "colors:\n  primaryColor: \"#B1E4E3\"\n  secondaryColor: \"#F4364C\"\ntext:\n  body: { fontName: Helvetica, "
        + "textStyle: body }\n"

    static func failing(_ path: String, role: InputRole = .app) -> InputFile {
        InputFile(
            path: path, role: role, kind: InputKind(path: path)!,
            source: .reader { () throws(InputReadError) in
                throw InputReadError(reason: "no such file or directory")
            })
    }

    static func lines(_ result: CompilationResult) -> [String] { result.diagnostics.map(\.rendered) }

    static func error(_ path: String) -> String {
        "\(path):1:1: error: the file cannot be read: no such file or directory [input-unreadable]"
    }

    @Test func anUnreadableThemeIsItsErrorAndClaimsItsName() {
        let inputs = [
            InputFile(path: "Themes/App.theme.yaml", text: Self.theme)!,
            // Extends the unreadable theme: resolved on its own, quietly, as for a theme whose YAML is broken.
            InputFile(path: "Themes/Night.theme.yaml", text: "extends: Kit\n" + Self.theme)!,
            Self.failing("Themes/Kit.theme.yaml"),
        ]
        let result = Compiler.compile(inputs)
        #expect(Self.lines(result) == [Self.error("Themes/Kit.theme.yaml")])
        #expect(result.files.isEmpty)
        #expect(result.themes.themes.map(\.name) == ["App", "Night"])
    }

    @Test func anUnreadableReferenceLocaleExplainsItsMissingKeys() {
        let inputs = [
            Self.failing("Strings/en.lproj/Localizable.strings"),
            InputFile(path: "Strings/de.lproj/Localizable.strings", text: "\"a\" = \"A\";\n")!,
        ]
        for retainsValues in [true, false] {
            let result = Compiler.compile(inputs, options: CompilerOptions().retainingValues(retainsValues))
            #expect(Self.lines(result) == [Self.error("Strings/en.lproj/Localizable.strings")], "\(retainsValues)")
        }
    }

    @Test func anUnreadableLocaleIsNotReportedAsMissingEveryKey() {
        let inputs = [
            InputFile(path: "Strings/en.lproj/Localizable.strings", text: "\"a\" = \"A\";\n\"b\" = \"B\";\n")!,
            Self.failing("Strings/de.lproj/Localizable.strings"),
            Self.failing("Strings/fr.lproj/Localizable.stringsdict"),
        ]
        // Both ways a locale is checked: from its documents (values kept, as for `dump`), and
        // from byte ranges (the lone `.strings` file of de).
        for retainsValues in [true, false] {
            let result = Compiler.compile(inputs, options: CompilerOptions().retainingValues(retainsValues))
            #expect(
                Self.lines(result) == [
                    Self.error("Strings/de.lproj/Localizable.strings"),
                    Self.error("Strings/fr.lproj/Localizable.stringsdict"),
                ], "\(retainsValues)")
            #expect(result.files.isEmpty)
        }
    }

    @Test func theDocumentedExampleIsWhatThemecPrints() {
        let inputs = [
            InputFile(path: "Strings/en.lproj/Localizable.strings", text: "\"a\" = \"A\";\n")!,
            Self.failing("Strings/de.lproj/Localizable.strings"),
        ]
        #expect(Self.lines(Compiler.compile(inputs)) == [InputRules.example])
    }

    @Test func anUnreadableKitNibIsItsError() {
        let result = Compiler.compile([Self.failing("Kit/Detail.xib", role: .base)])
        #expect(Self.lines(result) == [Self.error("Kit/Detail.xib")])
    }

    @Test func rulesCannotChangeIt() {
        let policy = RuleSeverityPolicy(["input-unreadable": .off])
        let result = Compiler.compile([Self.failing("Themes/A.theme.yaml")], options: CompilerOptions(rules: policy))
        #expect(Self.lines(result) == [Self.error("Themes/A.theme.yaml")])
        let warning = RuleSeverityPolicy(["input-unreadable": .warning])
        #expect(Compiler.compile([Self.failing("A.xib")], options: CompilerOptions(rules: warning)).hasErrors)
    }

    @Test func eachInputIsReadOnce() {
        let reads = ReadCounter()
        let inputs = [
            "Strings/en.lproj/Localizable.strings", "Strings/de.lproj/Localizable.strings",
            "Themes/App.theme.yaml",
        ].map { path in
            InputFile(
                path: path, kind: InputKind(path: path)!,
                source: .reader {
                    reads.increment()
                    return Array((path.hasSuffix(".yaml") ? Self.theme : "\"a\" = \"A\";\n").utf8)
                })
        }
        let result = Compiler.compile(inputs, options: CompilerOptions().retainingValues(false))
        #expect(result.diagnostics.isEmpty, "\(Self.lines(result))")
        #expect(reads.count == 3)
    }
}
