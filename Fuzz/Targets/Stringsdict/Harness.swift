import ThemecCore

/// Fuzzes `.stringsdict` reading end to end: the XML property-list decoder, the plural
/// structure (format key, variables, forms, value types), the cross-locale placeholder checks
/// against a fixed German table, and the renderer of plural accessors.
enum StringsdictHarness {
    static let options = CompilerOptions(parallel: false)

    static let german = InputFile(
        path: "de.lproj/Localizable.stringsdict", kind: .stringsdict,
        bytes: Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Items.count</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
                <key>items</key><dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>one</key><string>%d Artikel</string>
                    <key>other</key><string>%d Artikel</string>
                </dict>
            </dict>
            </dict></plist>

            """.utf8))

    static func run(_ bytes: [UInt8]) {
        let file = InputFile(path: "en.lproj/Localizable.stringsdict", kind: .stringsdict, bytes: bytes)
        let inputs = [file, german]
        let result = Compiler.compile(inputs, options: options)
        FuzzCheck.compilation(result, inputs: inputs)
        FuzzCheck.deterministic(inputs, options: options, first: result)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    StringsdictHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
