import ThemecCore

/// Fuzzes the XIB reader and the override contract: the input is an app override, optionally
/// followed (after a `%%%%` line) by the kit nib it replaces, both named `ListItemCell.xib`, with
/// a theme whose colors and text styles the XIBs may reference.
enum XIBHarness {
    static let options = CompilerOptions(subclasses: ["AppListItemCell": "ListItemCell"], parallel: false)

    static let theme = InputFile(
        path: "Themes/Kit.theme.yaml", kind: .theme,
        bytes: Array(
            """
            palette:
              brand: "#B1E4E3"
            colors:
              primaryColor: brand
              secondaryColor: "#F4364C"
            text:
              body: { fontName: Helvetica, textStyle: body }

            """.utf8))

    static func run(_ bytes: [UInt8]) {
        let parts = FuzzParts.split(bytes)
        var inputs = [theme, InputFile(path: "Layouts/ListItemCell.xib", kind: .xib, bytes: parts[0])]
        if parts.count > 1 {
            inputs.append(InputFile(path: "Kit/ListItemCell.xib", role: .base, kind: .xib, bytes: parts[1]))
        }
        let result = Compiler.compile(inputs, options: options)
        FuzzCheck.compilation(result, inputs: inputs)
        FuzzCheck.deterministic(inputs, options: options, first: result)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXIB(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    XIBHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
