import ThemecCore

/// Fuzzes String Catalog reading end to end: the positioned JSON reader (numbers, escapes,
/// surrogates, depth), the catalog structure (units, plural and device variations,
/// substitutions), the checks across its locales and the renderer. The first byte picks the
/// development language, so catalogs are compared both ways.
enum XCStringsHarness {
    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let options = CompilerOptions(developmentLanguage: selector & 1 == 0 ? "en" : "de", parallel: false)
        let file = InputFile(path: "Localizable.xcstrings", kind: .xcstrings, bytes: Array(bytes.dropFirst()))
        let result = Compiler.compile([file], options: options)
        FuzzCheck.compilation(result, inputs: [file])
        FuzzCheck.deterministic([file], options: options, first: result)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    XCStringsHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
