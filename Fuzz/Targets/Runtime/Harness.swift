import Foundation

@testable import ThemecRuntime

/// Fuzzes the runtime's format guard through the accessors' own lookup step: whatever text a bundle
/// holds for a key — a format with any conversions, flags, widths, positions and lengths, or a plural
/// rule whose format and forms are any text — the accessor shows it only when it reads exactly the
/// arguments passed, so `String(format:)` never misreads one; and Xcode's pseudolanguages, applied to
/// the text, leave what it reads as it was. A crash or a sanitizer report is a finding. The first byte
/// picks the accessor (its arguments, or a plural) and the pseudolanguages; the rest is the text.
enum RuntimeHarness {
    static let engine = LookupEngine()
    static let locale = Locale(identifier: "en")

    /// The argument lists the accessors under test pass, with a compiled text that reads them.
    nonisolated(unsafe) static let accessors: [(fallback: String, arguments: [any CVarArg])] = [
        ("%1$@ earned %2$d points", ["Ada", 5]),
        ("%d items", [3]),
        ("%.2f of %@", [2.5, "x"]),
        ("%u left", [UInt(7)]),
        ("%@, %@ and %@", ["a", "b", "c"]),
        ("%lld, %f, %@", [Int.max, -0.0, "edge"]),
    ]

    static func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        let accessor = accessors[Int(selector) % accessors.count]
        if selector & 0x80 == 0 {
            let shown = engine.formatted(
                [.text(text), nil], fallback: accessor.fallback, accessor.arguments, locale: locale, device: "iphone")
            FuzzInvariant.require(
                !shown.isEmpty || accessor.fallback.isEmpty, "nothing shown for \(text.debugDescription)")
            // Xcode's pseudolanguages keep what any text reads: the same placeholders, the same letters.
            let options = Pseudolocalization(rawValue: Int(selector >> 2) & 31)
            let transformed = options.format(text, localized: selector & 2 == 0)
            let before = PlaceholderSpans(text)
            let after = PlaceholderSpans(transformed)
            FuzzInvariant.require(
                before.isUnsupported
                    || (!after.isUnsupported && after.reading == before.reading)
                        && ArgumentLetters.read(by: transformed) == ArgumentLetters.read(by: text),
                "\(options.rawValue) changed what \(text.debugDescription) reads: \(transformed.debugDescription)")
            return
        }
        // A plural rule: the text's parts (split at '|') are the format and the forms of one variable.
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        var forms: [String: String] = [:]
        for (category, form) in zip(PluralRules.categories, parts.dropFirst()) { forms[category] = form }
        let entry = PluralEntry(
            format: parts[0],
            variables: ["n": PluralVariable(valueType: parts.count > 7 ? parts[7] : "d", forms: forms)])
        for number in [0, 1, 2, 5, 21, 1_000_000] {
            _ = engine.plural(
                [(.plural(entry), "ru"), (.text(text), "en")], format: "%#@n@",
                forms: ["n": ["one": "%d item", "other": "%d items"]], [number], locale: locale,
                developmentLanguage: "en", device: "ipad")
        }
    }
}

/// Stops the run when an invariant breaks, so libFuzzer keeps the input.
enum FuzzInvariant {
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            FileHandle.standardError.write(Data("fuzz invariant broken: \(message())\n".utf8))
            abort()
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuntime(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    RuntimeHarness.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
