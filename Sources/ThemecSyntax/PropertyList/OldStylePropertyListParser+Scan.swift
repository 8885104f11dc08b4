#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `key = value;` entry of a `.strings` file as byte ranges into its text: nothing is
/// decoded or allocated until a check needs the key or value as a `String`.
package struct StringsScanEntry: Sendable {
    /// The key's content (inside its quotes, if quoted).
    package var key: Range<Int>
    /// Where the key starts (its opening quote), for diagnostics.
    package var keyOffset: Int
    /// The value's content; `key;` gives the key's.
    package var value: Range<Int>
    /// Where the value starts (its opening quote); the key's for `key;`.
    package var valueOffset: Int
    /// Whether the key has a backslash escape, so its bytes are not its text.
    package var keyEscaped: Bool
    /// Whether the value has a backslash escape, so its bytes are not its text.
    package var valueEscaped: Bool
}

extension OldStylePropertyListParser {
    /// The entries of a braceless strings file (`"key" = "value";` …) as byte ranges, or nil
    /// when the text is anything else: a syntax error, a value that is not a string, a
    /// dictionary or other property list, text skipped after the last entry, an unclosed
    /// comment. Those files go through ``parse(_:lines:)``, which explains them; for every
    /// file this accepts, `parse` reads the same entries in the same order.
    package static func scanStringsFile(_ text: UnsafeBufferPointer<UInt8>) -> [StringsScanEntry]? {
        var parser = OldStylePropertyListParser(text: text, lines: SourceLineMap([]))
        return parser.scanEntries()
    }

    /// The text of a quoted string whose opening quote is at `offset`, escapes decoded.
    package static func decodeQuoted(_ text: UnsafeBufferPointer<UInt8>, openedAt offset: Int) -> String? {
        var parser = OldStylePropertyListParser(text: text, lines: SourceLineMap([]))
        parser.cursor = offset + 1
        return parser.parseQuoted(quote: text[offset], openedAt: offset)
    }

    /// `parseFile` followed by `parseDictionaryContent` for the braceless case, recording
    /// ranges instead of values.
    private mutating func scanEntries() -> [StringsScanEntry]? {
        var entries: [StringsScanEntry] = []
        // Only whitespace and comments: an empty table.
        guard skipSpaceQuickly() else { return unclosedComment == nil ? entries : nil }
        entries.reserveCapacity(text.count / 64)
        while true {
            // A key: quoted, or a word. The first byte of the file must start one too (a file
            // that opens with `{`, `(` or `<` is a whole property list).
            guard let key = scanString() else { return nil }
            // A file of one string and nothing after it is that string, not a table.
            guard skipSpaceQuickly() else { return nil }
            let entry: StringsScanEntry
            if text[cursor] == UInt8(ascii: ";") {
                entry = StringsScanEntry(
                    key: key.content, keyOffset: key.offset, value: key.content, valueOffset: key.offset,
                    keyEscaped: key.escaped, valueEscaped: key.escaped)
            } else if text[cursor] == UInt8(ascii: "=") {
                cursor += 1
                guard skipSpaceQuickly(), let value = scanString() else { return nil }
                entry = StringsScanEntry(
                    key: key.content, keyOffset: key.offset, value: value.content,
                    valueOffset: value.offset, keyEscaped: key.escaped, valueEscaped: value.escaped)
                guard skipSpaceQuickly(), text[cursor] == UInt8(ascii: ";") else { return nil }
            } else {
                return nil
            }
            entries.append(entry)
            cursor += 1
            // The end of the text ends the table; anything but a key would be skipped text.
            guard skipSpaceQuickly() else { break }
        }
        return unclosedComment == nil ? entries : nil
    }

    /// ``skipSpace()`` with the usual cases answered inline: nothing to skip, or one space or
    /// line feed before text that is neither space nor a comment.
    @inline(__always)
    private mutating func skipSpaceQuickly() -> Bool {
        @inline(__always) func isPlain(_ byte: UInt8) -> Bool {
            byte > 0x20 && byte != UInt8(ascii: "/") && byte != 0xE2
        }
        let count = text.count
        if cursor < count {
            let byte = text[cursor]
            if isPlain(byte) { return true }
            if (byte == 0x20 || byte == 0x0A) && cursor + 1 < count && isPlain(text[cursor + 1]) {
                cursor += 1
                return true
            }
        }
        return skipSpace()
    }

    /// A quoted string or a word at the cursor: its content range, where it starts and whether
    /// it has escapes; nil (cursor unspecified) when neither starts here or a quote is not closed.
    private mutating func scanString() -> (content: Range<Int>, offset: Int, escaped: Bool)? {
        let start = cursor
        let first = text[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var index = start + 1
            var escaped = false
            let count = text.count
            // Most strings have no backslash before their closing quote: find both with memchr.
            let base = text.baseAddress!
            if let quote = memchr(base + index, Int32(first), count - index) {
                let end = UnsafePointer<UInt8>(quote.assumingMemoryBound(to: UInt8.self)) - base
                if memchr(base + index, Int32(UInt8(ascii: "\\")), end - index) == nil {
                    cursor = end + 1
                    return (start + 1..<end, start, false)
                }
            }
            while index < count {
                let byte = text[index]
                if byte == first {
                    cursor = index + 1
                    return (start + 1..<index, start, escaped)
                }
                if byte == UInt8(ascii: "\\") {
                    // The escaped character is never the closing quote; a backslash that ends
                    // the file leaves the string open.
                    escaped = true
                    index += 1
                }
                index += 1
            }
            return nil
        }
        guard Self.isUnquoted(first) else { return nil }
        var end = start + 1
        while end < text.count && Self.isUnquoted(text[end]) { end += 1 }
        cursor = end
        return (start..<end, start, false)
    }
}
