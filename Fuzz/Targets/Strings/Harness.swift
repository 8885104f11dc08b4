import Foundation

@testable import ThemecCore
@testable import ThemecSyntax

/// Differential fuzzing of the `.strings` reader against Apple's parser (Foundation's
/// `PropertyListSerialization`, which `Bundle` uses at runtime): whenever Foundation accepts a
/// file, themec must read exactly the same key→value map; whenever Foundation rejects one,
/// themec must reject it with a located error. (The `Compiler` target takes `.strings` files
/// through the rest of the pipeline; this one stays on the reader, for speed.)
///
/// The differences `Docs/Strings.md` documents as deliberate are not findings: a zero-byte
/// file (an empty table for themec, an error for Foundation), invalid UTF-8/UTF-16 (an error
/// for themec, U+FFFD for Foundation), nesting beyond the reader's depth bound, and binary
/// property lists (not read by themec). Neither are keys that Foundation keeps apart but that
/// are one Swift `String`: canonically equivalent spellings, or `\U` escapes of different
/// unpaired surrogates (each U+FFFD in a `String`); themec reads such keys as one key defined
/// twice, also documented there.
enum StringsHarness {
    static func run(_ bytes: [UInt8]) {
        var bag = DiagnosticBag(file: "en.lproj/Localizable.strings")
        let syntax = StringsFileReader.read(bytes, into: &bag)
        for diagnostic in bag.diagnostics {
            FuzzCheck.require(
                diagnostic.location.line >= 1 && diagnostic.location.column >= 1,
                "diagnostic not 1-based: \(diagnostic.rendered)")
        }
        let ours: [String: ResolvedPropertyList]? =
            syntax.rejected ? nil : Dictionary(syntax.entries.map { ($0.key, $0.value.resolved) }) { _, last in last }
        if syntax.rejected {
            FuzzCheck.require(bag.diagnostics.contains { $0.severity == .error }, "a rejected file has no error")
        }
        checkScan(bytes, syntax: syntax, diagnostics: bag.diagnostics)
        compare(bytes, ours: ours, diagnostics: bag.diagnostics)
    }

    /// The byte-range scan that checks locales without the full parse accepts only files the
    /// reader reads without a finding, with the same keys, values and order.
    static func checkScan(_ bytes: [UInt8], syntax: StringsFileSyntax, diagnostics: [Diagnostic]) {
        guard case .text(let text, _) = StringsTextDecoder.decode(bytes), !StringsFileReader.looksLikeXML(text) else {
            return
        }
        text.withUnsafeBufferPointer { buffer in
            guard let entries = OldStylePropertyListParser.scanStringsFile(buffer) else { return }
            FuzzCheck.require(diagnostics.isEmpty, "the scan accepts \(describe(bytes)), which the reader reports")
            FuzzCheck.require(
                entries.count == syntax.entries.count, "the scan finds \(entries.count) entries in \(describe(bytes))")
            for (scanned, parsed) in zip(entries, syntax.entries) {
                func string(_ range: Range<Int>, _ escaped: Bool, _ offset: Int) -> String? {
                    escaped
                        ? OldStylePropertyListParser.decodeQuoted(buffer, openedAt: offset)
                        : String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
                }
                FuzzCheck.require(
                    string(scanned.key, scanned.keyEscaped, scanned.keyOffset) == parsed.key
                        && parsed.value
                            == .string(string(scanned.value, scanned.valueEscaped, scanned.valueOffset) ?? ""),
                    "the scan reads '\(parsed.key)' differently in \(describe(bytes))")
            }
        }
    }

    static func compare(_ bytes: [UInt8], ours: [String: ResolvedPropertyList]?, diagnostics: [Diagnostic]) {
        if bytes.isEmpty {
            FuzzCheck.require(ours == [:], "an empty file must be an empty table")
            return
        }
        if diagnostics.contains(where: { $0.rule == StringsRules.encoding }) {
            FuzzCheck.require(ours == nil, "a file with an encoding error was accepted")
            return
        }
        if diagnostics.contains(where: { $0.message.contains("nest deeper than") }) { return }
        if bytes.starts(with: Array("bplist".utf8)) { return }
        var collided = false
        let apple = foundation(bytes, collided: &collided)
        if collided { return }
        if let apple {
            FuzzCheck.require(
                ours == apple,
                """
                maps differ on input \(describe(bytes))
                  Foundation: \(apple)
                  themec:     \(ours.map { "\($0)" } ?? "rejected: \(diagnostics.map(\.rendered))")
                """)
        } else {
            FuzzCheck.require(ours == nil, "Foundation rejects \(describe(bytes)) but themec reads \(ours!)")
        }
    }

    /// Foundation's reading, or nil when it throws or the file is not a dictionary; `collided`
    /// is set when two of its keys are one Swift `String` (canonically equivalent).
    static func foundation(_ bytes: [UInt8], collided: inout Bool) -> [String: ResolvedPropertyList]? {
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            case .dictionary(let map)? = resolved(value, collided: &collided)
        else { return nil }
        return map
    }

    static func resolved(_ value: Any, collided: inout Bool) -> ResolvedPropertyList? {
        switch value {
        case let text as String:
            return .string(text)
        case let data as Data:
            return .data(Array(data))
        case let items as [Any]:
            let converted = items.compactMap { resolved($0, collided: &collided) }
            return converted.count == items.count ? .array(converted) : nil
        case let dictionary as NSDictionary:
            // Enumerated as Foundation holds it: a cast to a Swift dictionary would already have
            // merged the keys that are one Swift `String`.
            var map: [String: ResolvedPropertyList] = [:]
            for (key, item) in dictionary {
                guard let key = key as? String, let converted = resolved(item, collided: &collided) else { return nil }
                if map[key] != nil { collided = true }
                map[key] = converted
            }
            return .dictionary(map)
        default:
            return nil
        }
    }

    static func describe(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.prefix(300), as: UTF8.self).debugDescription
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    StringsHarness.run(FuzzCheck.bytes(data, size))
    return 0
}
