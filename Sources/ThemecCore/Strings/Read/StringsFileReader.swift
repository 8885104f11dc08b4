import ThemecSyntax

/// The parsed content of one `.strings` file: its entries in source order (duplicates kept)
/// and the diagnostics found while reading it.
struct StringsFileSyntax: Sendable {
    var entries: [PropertyListEntry]
    var encoding: StringsTextEncoding?
    /// True when the file could not be read at all (encoding or syntax error).
    var rejected: Bool
}

/// Reads `.strings` files: old-style text (UTF-8 or UTF-16 with a BOM), or, rarely, an XML
/// property list, which Apple's parser also accepts.
enum StringsFileReader {
    /// Decodes and parses a file's bytes.
    static func read(_ bytes: [UInt8], into bag: inout DiagnosticBag) -> StringsFileSyntax {
        read(decoded: StringsTextDecoder.decode(bytes), into: &bag)
    }

    /// Parses a file whose bytes are already decoded (each file's bytes are decoded once, even
    /// when a check reads them first as byte ranges).
    static func read(decoded: StringsTextDecoder.Result, into bag: inout DiagnosticBag) -> StringsFileSyntax {
        let text: [UInt8]
        let encoding: StringsTextEncoding
        switch decoded {
        case .invalid(let message, let position):
            bag.emit(StringsRules.encoding, message, at: position)
            return StringsFileSyntax(entries: [], encoding: nil, rejected: true)
        case .text(let decoded, let detected):
            text = decoded
            encoding = detected
        }
        if looksLikeXML(text) {
            return readXML(text, encoding: encoding, into: &bag)
        }
        let lines = SourceLineMap(text)
        let outcome = OldStylePropertyListParser.parse(text, lines: lines)
        guard let value = outcome.value else {
            let failure = outcome.failure ?? .init(message: "unreadable strings file", offset: 0)
            bag.emit(StringsRules.syntax, failure.message, at: lines.position(of: failure.offset))
            return StringsFileSyntax(entries: [], encoding: encoding, rejected: true)
        }
        guard let entries = value.entries else {
            bag.emit(
                StringsRules.syntax,
                "the file holds \(value.kindName), not a strings table; expected \"key\" = \"value\"; entries",
                at: .start)
            return StringsFileSyntax(entries: [], encoding: encoding, rejected: true)
        }
        if let offset = outcome.skippedTextOffset {
            bag.emit(
                StringsRules.trailingText,
                "text after the last entry is ignored (Apple's parser stops at the first thing that cannot start a "
                    + "key); remove it or fix the entry",
                at: lines.position(of: offset))
        } else if let offset = outcome.unclosedCommentOffset {
            bag.emit(
                StringsRules.unclosedComment,
                "this comment is never closed; it hides everything after it until the end of the file",
                at: lines.position(of: offset))
        }
        return StringsFileSyntax(entries: entries, encoding: encoding, rejected: false)
    }

    /// Whether the text (after whitespace) starts like an XML document.
    static func looksLikeXML(_ text: [UInt8]) -> Bool {
        var index = 0
        while index < text.count, text[index] == 0x20 || (text[index] >= 0x09 && text[index] <= 0x0D) { index += 1 }
        for marker in ["<?xml", "<!DOCTYPE", "<plist"] {
            let needle = Array(marker.utf8)
            if text.count - index >= needle.count && text[index..<index + needle.count].elementsEqual(needle) {
                return true
            }
        }
        return false
    }

    private static func readXML(_ text: [UInt8], encoding: StringsTextEncoding, into bag: inout DiagnosticBag)
        -> StringsFileSyntax
    {
        let tree = XMLReader().read(text)
        guard let root = tree.root else {
            for problem in tree.problems { bag.emit(StringsRules.syntax, problem.message, at: problem.position) }
            return StringsFileSyntax(entries: [], encoding: encoding, rejected: true)
        }
        var decoder = XMLPropertyListDecoder()
        let value = decoder.decode(root)
        for problem in decoder.problems { bag.emit(StringsRules.syntax, problem.message, at: problem.position) }
        guard let entries = value?.entries, decoder.problems.isEmpty else {
            if decoder.problems.isEmpty {
                bag.emit(StringsRules.syntax, "the property list is not a dictionary of strings", at: root.position)
            }
            return StringsFileSyntax(entries: [], encoding: encoding, rejected: true)
        }
        return StringsFileSyntax(entries: entries, encoding: encoding, rejected: false)
    }
}
