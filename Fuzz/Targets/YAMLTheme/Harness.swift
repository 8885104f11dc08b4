import ThemecCore

/// Fuzzes the theme pipeline end to end: libyaml events → YAML tree → theme decoder →
/// resolver (references, `extends`, cycles) → renderer, on one arbitrary theme file next to a
/// fixed valid one it may extend or be extended by.
enum YAMLThemeHarness {
    static let options = CompilerOptions(parallel: false)

    static let neighbour = InputFile(
        path: "Themes/Base.theme.yaml", kind: .theme,
        bytes: Array(
            """
            name: Base
            palette:
              teal: "#B1E4E3"
            colors:
              primaryColor: teal
              secondaryColor: "#F4364C"
            text:
              body: { fontName: Helvetica, textStyle: body }

            """.utf8))

    static func run(_ bytes: [UInt8]) {
        let file = InputFile(path: "Themes/Fuzz.theme.yaml", kind: .theme, bytes: bytes)
        let inputs = [file, neighbour]
        let result = Compiler.compile(inputs, options: options)
        FuzzCheck.compilation(result, inputs: inputs)
        FuzzCheck.deterministic(inputs, options: options, first: result)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAMLTheme(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    YAMLThemeHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
