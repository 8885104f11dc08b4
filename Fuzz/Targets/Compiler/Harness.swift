import ThemecCore

/// Fuzzes the whole compiler on a small in-memory project. The input is split at lines that
/// read `%%%%`; the parts fill, in order, the project's files below (missing parts are left
/// out), and the first byte picks the options, so one input can exercise every stage and the
/// checks between them (missing keys across locales, XIB colors against the theme, app themes
/// extending a kit's, ...), and renders the preview page of the result.
enum CompilerHarness {
    static let paths: [(path: String, role: InputRole)] = [
        ("Themes/Fuzz.theme.yaml", .app),
        ("Themes/Other.theme.yaml", .app),
        ("en.lproj/Localizable.strings", .app),
        ("de.lproj/Localizable.strings", .app),
        ("en.lproj/Localizable.stringsdict", .app),
        ("Localizable.xcstrings", .app),
        ("Layouts/ProfileViewController.xib", .app),
        ("Kit/ProfileViewController.xib", .base),
        ("Kit/en.lproj/Localizable.strings", .base),
        ("Kit/Themes/Kit.theme.yaml", .base),
    ]

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        var inputs: [InputFile] = []
        for (index, part) in FuzzParts.split(Array(bytes.dropFirst())).prefix(paths.count).enumerated() {
            let (path, role) = paths[index]
            guard let file = InputFile(path: path, role: role, bytes: part) else { continue }
            inputs.append(file)
        }
        let options = CompilerOptions(
            access: selector & 1 == 0 ? .internal : .public,
            bundle: BundleLookup.allCases[Int(selector >> 1) % BundleLookup.allCases.count],
            developmentLanguage: selector & 8 == 0 ? "en" : "de",
            subclasses: selector & 16 == 0 ? [:] : ["AppProfileViewController": "ProfileViewController"],
            parallel: false,
            kitModule: selector & 32 == 0 ? nil : "FuzzKit")
        let result = Compiler.compile(inputs, options: options)
        FuzzCheck.compilation(result, inputs: inputs)
        FuzzCheck.deterministic(inputs, options: options, first: result)
        // The preview page of any project is a whole page in which no input opens a tag.
        let page = PreviewPage.render(result, diagnostics: result.diagnostics, options: options)
        FuzzCheck.require(page.hasSuffix("</html>\n"), "the preview page is cut short")
        FuzzCheck.require(!page.contains("<script"), "an input opened a script element in the preview page")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiler(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    CompilerHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
