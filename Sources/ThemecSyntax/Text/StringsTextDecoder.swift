/// The encodings a `.strings` file may use.
package enum StringsTextEncoding: String, Sendable {
    case utf8, utf8WithBOM, utf16LittleEndian, utf16BigEndian
}

/// Turns a `.strings` file's bytes into validated UTF-8 text.
///
/// UTF-8 (with or without a BOM) is checked in place; UTF-16 needs a BOM (as Apple's tools
/// write it) and is transcoded. The first invalid byte is reported with the line and column of
/// the text before it, so the error points where an editor shows the damage.
package enum StringsTextDecoder {
    /// Decoded text, or the place of the first bad byte.
    package enum Result {
        case text([UInt8], StringsTextEncoding)
        case invalid(message: String, position: SourcePosition)
    }

    /// Whether `bytes` are a binary property list (`bplist` and a version, `00` for every list
    /// Apple writes), which Apple's parser reads too but themec does not.
    package static func isBinaryPropertyList(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }

    /// The text of `bytes` as validated UTF-8 without a byte order mark, or the first bad byte's position.
    package static func decode(_ bytes: [UInt8]) -> Result {
        // A binary property list would otherwise be "invalid UTF-8" at its first object: say what
        // it is and how to make it text.
        if isBinaryPropertyList(bytes) {
            return .invalid(
                message:
                    "the file is a binary property list (it starts with \"bplist\"), which themec does not read; "
                    + "convert it to an XML property list with 'plutil -convert xml1 <file>', or save it as text "
                    + "(\"key\" = \"value\";)",
                position: .start)
        }
        // Apple's parser reads a file that starts with a UTF-32 byte order mark as UTF-32, and
        // one longer than two bytes with a NUL in its first two as BOM-less UTF-16 (dropping
        // those two bytes). themec reads neither; both are encoding errors, never a different
        // reading of the same bytes.
        // Apple looks for a byte order mark only when text follows it, so a file that is nothing
        // but a mark is read as those bytes, and rejected.
        if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] || bytes == [0xEF, 0xBB, 0xBF] {
            return .invalid(
                message:
                    "the file holds only a byte order mark, which Apple's parser rejects; leave the file empty or "
                    + "add entries",
                position: .start)
        }
        if bytes.count > 4
            && (bytes[0...3].elementsEqual([0x00, 0x00, 0xFE, 0xFF])
                || bytes[0...3].elementsEqual([0xFF, 0xFE, 0x00, 0x00]))
        {
            return .invalid(
                message:
                    "the file is UTF-32, which themec does not read; save it as UTF-8 or as UTF-16 with a byte order "
                    + "mark",
                position: .start)
        }
        if bytes.count > 2 && (bytes[0] == 0 || bytes[1] == 0) && !(bytes[0] == 0xFF && bytes[1] == 0xFE) {
            return .invalid(
                message:
                    "a NUL byte at offset \(bytes[0] == 0 ? 0 : 1): the file looks like UTF-16 without a byte order "
                    + "mark; save it as UTF-8 or as UTF-16 with a byte order mark",
                position: SourcePosition(line: 1, column: bytes[0] == 0 ? 1 : 2))
        }
        if bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xFE {
            return decodeUTF16(bytes, bigEndian: false)
        }
        if bytes.count >= 2 && bytes[0] == 0xFE && bytes[1] == 0xFF {
            return decodeUTF16(bytes, bigEndian: true)
        }
        var body = bytes
        var encoding = StringsTextEncoding.utf8
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            body = Array(bytes[3...])
            encoding = .utf8WithBOM
        }
        if let bad = firstInvalidUTF8(body) {
            let prefix = Array(body[..<bad])
            let hex = "0x" + String(body[bad], radix: 16, uppercase: true)
            return .invalid(
                message:
                    "invalid UTF-8: byte \(hex) at offset \(bad + (bytes.count - body.count)) is not part of a valid "
                    + "character; save the file as UTF-8",
                position: SourceLineMap(prefix).position(of: prefix.count))
        }
        return .text(body, encoding)
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence
    /// (overlong forms, surrogates and values above U+10FFFF are ill-formed), or nil.
    package static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            let raw = UnsafeRawPointer(buffer.baseAddress)
            while index < count {
                // Sixteen, then eight, ASCII bytes at a time: no byte has its high bit set.
                if index + 16 <= count,
                    (raw!.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        | raw!.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)) & 0x8080_8080_8080_8080 == 0
                {
                    index += 16
                    continue
                }
                if index + 8 <= count {
                    // Straight to the first byte with its high bit set (the lowest-addressed one
                    // is the word's lowest byte once read as little-endian).
                    let high =
                        UInt64(littleEndian: raw!.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        & 0x8080_8080_8080_8080
                    index += high.trailingZeroBitCount / 8
                    if high == 0 { continue }
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                // The lead byte is reported: the sequence that starts there is the broken one.
                guard index + 1 < count, buffer[index + 1] >= low, buffer[index + 1] <= high else { return index }
                var next = 2
                while next < length {
                    guard index + next < count, buffer[index + next] & 0xC0 == 0x80 else { return index }
                    next += 1
                }
                index += length
            }
            return nil
        }
    }

    private static func decodeUTF16(_ bytes: [UInt8], bigEndian: Bool) -> Result {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let encoding: StringsTextEncoding = bigEndian ? .utf16BigEndian : .utf16LittleEndian
        var index = 2
        func unit(at offset: Int) -> UInt32 {
            bigEndian
                ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
                : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
        }
        func invalid(_ offset: Int, _ what: String) -> Result {
            .invalid(
                message:
                    "invalid UTF-16: \(what) at byte offset \(offset); save the file as UTF-8 or as UTF-16 with a "
                    + "byte order mark",
                position: SourceLineMap(output).position(of: output.count))
        }
        while index < bytes.count {
            guard index + 1 < bytes.count else { return invalid(index, "the file ends in the middle of a character") }
            var scalar = unit(at: index)
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                guard index + 3 < bytes.count else {
                    return invalid(index, "a high surrogate without its low surrogate")
                }
                let low = unit(at: index + 2)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    return invalid(index, "a high surrogate without its low surrogate")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                index += 4
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                return invalid(index, "a low surrogate without a high surrogate")
            } else {
                index += 2
            }
            appendUTF8(scalar, to: &output)
        }
        return .text(output, encoding)
    }

    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
