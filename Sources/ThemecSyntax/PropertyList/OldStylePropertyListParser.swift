#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads Apple's old-style (OpenStep) property-list text, the grammar of `.strings` files,
/// byte by byte from validated UTF-8.
///
/// It follows the behaviour of Apple's parser (CoreFoundation's), which decides what a
/// `.strings` file means at runtime, including its quirks:
/// - A file is either one value (`{ … }` for a dictionary) or, when the first value is a string
///   followed by more text, the content of a dictionary without braces (a strings file).
/// - Inside a braceless strings file, the first thing that cannot start a key ends the file:
///   Apple silently ignores the rest. We report where that happened so it can be warned about.
/// - `key;` is shorthand for `key = key;`.
/// - Escapes: `\n \t \r \a \b \f \v`, `\"`, a backslash-newline, up to three octal digits read
///   as one NeXTSTEP-encoded byte, `\U` with up to four hex digits (one UTF-16 unit, so a
///   surrogate pair takes two escapes); any other escaped character stands for itself
///   (`\u1234` is `u1234`).
/// - An unterminated `/*` comment runs to the end of the file.
package struct OldStylePropertyListParser {
    /// The first error, where Apple's parser would have stopped.
    package struct Failure: Sendable, Equatable {
        /// What Apple's parser would reject, in words.
        package var message: String
        /// The byte offset where it stopped.
        package var offset: Int

        /// A failure at `offset`.
        package init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// What a parse produced: a value (nil when rejected), the error, and for a braceless
    /// strings file the offset of text that was skipped after the last entry.
    package struct Outcome: Sendable {
        /// The value read; nil when the text is rejected.
        package var value: PropertyListValue?
        /// Why the text is rejected.
        package var failure: Failure?
        /// Where text Apple's parser silently skips after the last entry starts.
        package var skippedTextOffset: Int?
        /// Where a comment that is never closed starts.
        package var unclosedCommentOffset: Int?
    }

    /// The deepest nesting of arrays and dictionaries read (deeper input is rejected rather than
    /// risk the stack).
    static let maximumDepth = 200

    let text: UnsafeBufferPointer<UInt8>
    private let lines: SourceLineMap
    var cursor = 0
    private var failure: Failure?
    var unclosedComment: Int?
    /// Where the last dictionary content stopped looking for a key.
    private var keyStopOffset = 0

    init(text: UnsafeBufferPointer<UInt8>, lines: SourceLineMap) {
        self.text = text
        self.lines = lines
    }

    /// Parses a whole file of UTF-8 text (without BOM).
    package static func parse(_ bytes: [UInt8], lines: SourceLineMap) -> Outcome {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = OldStylePropertyListParser(text: buffer, lines: lines)
            return parser.parseFile()
        }
    }

    // MARK: - Top level

    private mutating func parseFile() -> Outcome {
        guard skipSpace() else {
            // Only whitespace and comments: an empty table.
            return Outcome(value: .dictionary([]), unclosedCommentOffset: unclosedComment)
        }
        let first = parseObject(required: true, depth: 0)
        guard let first else { return Outcome(failure: failure ?? fail("unreadable property list", 0)) }
        guard skipSpace() else {
            return Outcome(value: first, unclosedCommentOffset: unclosedComment)
        }
        guard case .string = first else {
            return Outcome(
                failure: Failure(
                    message: "unexpected \(describe(cursor)) after the end of the property list",
                    offset: cursor))
        }
        // A string followed by more text: a strings file, a dictionary without braces.
        cursor = 0
        failure = nil
        guard let entries = parseDictionaryContent(depth: 0) else {
            return Outcome(failure: failure ?? fail("unreadable strings file", cursor))
        }
        var skipped: Int?
        if keyStopOffset < text.count {
            cursor = keyStopOffset
            if skipSpace() { skipped = keyStopOffset }
        }
        return Outcome(value: .dictionary(entries), skippedTextOffset: skipped, unclosedCommentOffset: unclosedComment)
    }

    // MARK: - Values

    private mutating func parseObject(required: Bool, depth: Int) -> PropertyListValue? {
        guard skipSpace() else {
            if required { record("expected a value, found the end of the file", cursor) }
            return nil
        }
        let start = cursor
        let byte = text[cursor]
        cursor += 1
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { return tooDeep(start) }
            return parseDictionary(depth: depth + 1)
        case UInt8(ascii: "("):
            guard depth < Self.maximumDepth else { return tooDeep(start) }
            return parseArray(depth: depth + 1)
        case UInt8(ascii: "<"):
            return parseData(openedAt: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return parseQuoted(quote: byte, openedAt: start).map(PropertyListValue.string)
        default:
            cursor = start
            if Self.isUnquoted(byte) { return .string(parseUnquoted()) }
            // Apple records this error even where a value is optional (inside an array).
            record("unexpected \(describe(start)); expected a value (a quoted string, a word, '{', '(' or '<')", start)
            return nil
        }
    }

    private mutating func tooDeep(_ offset: Int) -> PropertyListValue? {
        record("arrays and dictionaries nest deeper than \(Self.maximumDepth) levels", offset)
        return nil
    }

    /// The content of a dictionary: `key = value;` or `key;` entries until something that
    /// cannot start a key. Nil when an entry is malformed.
    private mutating func parseDictionaryContent(depth: Int) -> [PropertyListEntry]? {
        var entries: [PropertyListEntry] = []
        guard var key = parseKey() else { return entries }
        while true {
            guard skipSpace() else {
                record(
                    "missing ';' after key \(quoted(key.text)): expected '= value;' or ';', found the end of the file",
                    cursor)
                return nil
            }
            let value: PropertyListValue
            var valueOffset = key.offset
            if text[cursor] == UInt8(ascii: ";") {
                // `key;` is shorthand for `key = key;`.
                value = .string(key.text)
            } else if text[cursor] == UInt8(ascii: "=") {
                cursor += 1
                if skipSpace() { valueOffset = cursor }
                guard let parsed = parseObject(required: true, depth: depth) else { return nil }
                value = parsed
            } else {
                record("expected '=' or ';' after key \(quoted(key.text)), found \(describe(cursor))", cursor)
                return nil
            }
            entries.append(
                PropertyListEntry(
                    key: key.text, value: value, keyPosition: lines.position(of: key.offset),
                    valuePosition: lines.position(of: valueOffset)))
            guard skipSpace() else {
                record("missing ';' after the value of \(quoted(key.text)), found the end of the file", cursor)
                return nil
            }
            guard text[cursor] == UInt8(ascii: ";") else {
                record("missing ';' after the value of \(quoted(key.text)), found \(describe(cursor))", cursor)
                return nil
            }
            cursor += 1
            guard let next = parseKey() else { break }
            key = next
        }
        return entries
    }

    /// A key, or nil (without an error, unless a quoted key is unterminated) when the next
    /// character cannot start one.
    private mutating func parseKey() -> (text: String, offset: Int)? {
        guard skipSpace() else {
            keyStopOffset = text.count
            return nil
        }
        let start = cursor
        keyStopOffset = start
        let byte = text[cursor]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            cursor += 1
            return parseQuoted(quote: byte, openedAt: start).map { ($0, start) }
        }
        if Self.isUnquoted(byte) { return (parseUnquoted(), start) }
        return nil
    }

    private mutating func parseDictionary(depth: Int) -> PropertyListValue? {
        guard let entries = parseDictionaryContent(depth: depth) else { return nil }
        guard skipSpace(), text[cursor] == UInt8(ascii: "}") else {
            record("expected '}' to close the dictionary, found \(describe(cursor))", cursor)
            return nil
        }
        cursor += 1
        return .dictionary(entries)
    }

    private mutating func parseArray(depth: Int) -> PropertyListValue? {
        var items: [PropertyListValue] = []
        var item = parseObject(required: false, depth: depth)
        while let current = item {
            items.append(current)
            guard skipSpace() else {
                record("expected ',' or ')' in the array, found the end of the file", cursor)
                return nil
            }
            if text[cursor] == UInt8(ascii: ",") {
                cursor += 1
                item = parseObject(required: false, depth: depth)
            } else {
                item = nil
            }
        }
        guard skipSpace(), text[cursor] == UInt8(ascii: ")") else {
            record("expected ')' to close the array, found \(describe(cursor))", cursor)
            return nil
        }
        // A missing item before ')' (a trailing comma, an empty array) is not an error.
        failure = nil
        cursor += 1
        return .array(items)
    }

    private mutating func parseData(openedAt start: Int) -> PropertyListValue? {
        var bytes: [UInt8] = []
        while cursor < text.count {
            let (unit, length) = utf16Unit(at: cursor)
            if unit == UInt32(UInt8(ascii: ">")) {
                cursor += 1
                return .data(bytes)
            }
            // Apple looks at the low byte of the UTF-16 unit for hex digits.
            if let high = Self.hexValue(UInt8(truncatingIfNeeded: unit)) {
                cursor += length
                guard cursor < text.count else { break }
                let (next, nextLength) = utf16Unit(at: cursor)
                guard let low = Self.hexValue(UInt8(truncatingIfNeeded: next)) else {
                    record("data must have an even number of hex digits", cursor)
                    return nil
                }
                cursor += nextLength
                bytes.append(high << 4 | low)
            } else if unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x2028 || unit == 0x2029 {
                cursor += length
            } else {
                record("unexpected \(describe(cursor)) in data; expected hex digits", cursor)
                return nil
            }
        }
        record("data opened here is not closed with '>'", start)
        return nil
    }

    /// The UTF-16 unit a character starts with, and its length in UTF-8 bytes (scalars
    /// outside the BMP count as not-a-hex-digit, which is what matters here).
    private func utf16Unit(at offset: Int) -> (UInt32, Int) {
        let lead = text[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead < 0xE0, offset + 1 < text.count {
            return (UInt32(lead & 0x1F) << 6 | UInt32(text[offset + 1] & 0x3F), 2)
        }
        if lead < 0xF0, offset + 2 < text.count {
            return (
                UInt32(lead & 0x0F) << 12 | UInt32(text[offset + 1] & 0x3F) << 6 | UInt32(text[offset + 2] & 0x3F), 3
            )
        }
        return (0xD800, min(4, text.count - offset))
    }

    // MARK: - Strings

    /// A quoted string whose opening quote is at `start`; the cursor is just after it. On
    /// failure the cursor goes back to just after the opening quote, as Apple's does.
    mutating func parseQuoted(quote: UInt8, openedAt start: Int) -> String? {
        let contentStart = cursor
        let count = text.count
        var index = cursor
        // Fast path: no escapes, one slice of already-validated UTF-8.
        while index < count {
            let byte = text[index]
            if byte == quote {
                cursor = index + 1
                return String(decoding: UnsafeBufferPointer(rebasing: text[contentStart..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        // Escapes give UTF-16 units (a surrogate pair takes two `\U` escapes), written out as
        // UTF-8 as they come; a surrogate without its partner becomes U+FFFD, as decoding the
        // units as UTF-16 would make it.
        var output = UnescapedText(capacity: index - contentStart + 16)
        output.append(UnsafeBufferPointer(rebasing: text[contentStart..<index]))
        while index < count {
            let byte = text[index]
            if byte == quote {
                cursor = index + 1
                return output.finish()
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < count else { break }
                index += 1
                if let unit = unescape(&index) { output.append(unit) }
                continue
            }
            let runStart = index
            index += 1
            while index < count && text[index] != quote && text[index] != UInt8(ascii: "\\") { index += 1 }
            output.append(UnsafeBufferPointer(rebasing: text[runStart..<index]))
        }
        cursor = contentStart
        record("unterminated string: the \(quote == UInt8(ascii: "'") ? "'" : "\"") opened here is never closed", start)
        return nil
    }

    /// The UTF-16 unit an escape stands for; `index` is at the character after the backslash
    /// and moves past the escape. Nil when the backslash is dropped: a non-ASCII character
    /// after it stands for itself and stays in the text.
    private func unescape(_ index: inout Int) -> UInt16? {
        let byte = text[index]
        if byte >= 0x80 { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits, kept in one byte as Apple does (so \777 wraps), then
            // read as NeXTSTEP Latin.
            var value = byte - UInt8(ascii: "0")
            var digits = 1
            while digits < 3, index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "7") {
                value = value &<< 3 &+ (text[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            return NeXTSTEPLatin.unit(for: value)
        case UInt8(ascii: "U"):
            // Up to four hex digits; the first non-digit ends the escape and stays in the text.
            var value: UInt16 = 0
            var digits = 0
            while digits < 4, index < text.count, let digit = Self.hexValue(text[index]) {
                value = value << 4 | UInt16(digit)
                index += 1
                digits += 1
            }
            return value
        case UInt8(ascii: "a"): return 0x07
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "v"): return 0x0B
        default: return UInt16(byte)
        }
    }

    private mutating func parseUnquoted() -> String {
        let start = cursor
        while cursor < text.count && Self.isUnquoted(text[cursor]) { cursor += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<cursor]), as: UTF8.self)
    }

    // MARK: - Whitespace and comments

    /// Skips whitespace and comments; false at the end of the text.
    mutating func skipSpace() -> Bool {
        let count = text.count
        while cursor < count {
            let byte = text[cursor]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                cursor += 1
            } else if byte == 0xE2 && isLineOrParagraphSeparator(cursor) {
                cursor += 3
            } else if byte == UInt8(ascii: "/") {
                guard cursor + 1 < count else { return true }
                let next = text[cursor + 1]
                if next == UInt8(ascii: "/") {
                    cursor += 2
                    while cursor < count {
                        let current = text[cursor]
                        if current == 0x0A || current == 0x0D || (current == 0xE2 && isLineOrParagraphSeparator(cursor))
                        {
                            break
                        }
                        cursor += 1
                    }
                } else if next == UInt8(ascii: "*") {
                    let start = cursor
                    cursor += 2
                    var closed = false
                    // Each '*' found with memchr: a comment is mostly text.
                    let base = text.baseAddress!
                    while cursor < count, let star = memchr(base + cursor, Int32(UInt8(ascii: "*")), count - cursor) {
                        let offset = UnsafeRawPointer(star) - UnsafeRawPointer(base)
                        cursor = offset + 1
                        if cursor < count && text[cursor] == UInt8(ascii: "/") {
                            cursor += 1
                            closed = true
                            break
                        }
                    }
                    if !closed {
                        cursor = count
                        unclosedComment = start
                    }
                } else {
                    return true
                }
            } else {
                return true
            }
        }
        return false
    }

    private func isLineOrParagraphSeparator(_ offset: Int) -> Bool {
        offset + 2 < text.count && text[offset + 1] == 0x80 && (text[offset + 2] == 0xA8 || text[offset + 2] == 0xA9)
    }

    // MARK: - Helpers

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Records the first error only, as Apple's parser does.
    private mutating func record(_ message: String, _ offset: Int) {
        if failure == nil { failure = Failure(message: message, offset: offset) }
    }

    private func fail(_ message: String, _ offset: Int) -> Failure {
        Failure(message: message, offset: offset)
    }

    /// `'x'`, `a line break` or `the end of the file`, for messages.
    private func describe(_ offset: Int) -> String {
        guard offset < text.count else { return "the end of the file" }
        let byte = text[offset]
        switch byte {
        case 0x0A, 0x0D: return "a line break"
        case 0x00..<0x20, 0x7F: return "the control character U+" + hex4(UInt32(byte))
        case 0x80...:
            let (unit, _) = utf16Unit(at: offset)
            let scalarText =
                String(
                    decoding: UnsafeBufferPointer(rebasing: text[offset..<min(text.count, offset + 4)]),
                    as: UTF8.self
                ).unicodeScalars.first.map { String($0) } ?? "?"
            return unit == 0xFEFF
                ? "a byte order mark (U+FEFF)"
                : "'\(scalarText)' (U+\(hex4(scalarText.unicodeScalars.first?.value ?? unit)))"
        default:
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func quoted(_ key: String) -> String {
        "'" + OneLineText.escaped(key) + "'"
    }
}
