/// A JSON value with the position where it starts; objects keep their members in source
/// order with each key's position, so a String Catalog's problems can be reported exactly.
package indirect enum PositionedJSON: Sendable {
    case object([Member], SourcePosition)
    case array([PositionedJSON], SourcePosition)
    case string(String, SourcePosition)
    case number(String, SourcePosition)
    case bool(Bool, SourcePosition)
    case null(SourcePosition)

    /// One member of an object.
    package struct Member: Sendable {
        /// The member's key.
        package var key: String
        /// Where the key's opening quote is.
        package var keyPosition: SourcePosition
        /// The member's value.
        package var value: PositionedJSON
    }

    /// Where the value starts.
    package var position: SourcePosition {
        switch self {
        case .object(_, let position), .array(_, let position), .string(_, let position), .number(_, let position),
            .bool(_, let position), .null(let position):
            position
        }
    }

    /// The members, when this is an object.
    package var members: [Member]? {
        if case .object(let members, _) = self { return members }
        return nil
    }

    /// The string, when this is one.
    package var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The number, when this is one.
    package var number: Double? {
        if case .number(let text, _) = self { return Double(text) }
        return nil
    }

    /// The elements, when this is an array.
    package var elements: [PositionedJSON]? {
        if case .array(let elements, _) = self { return elements }
        return nil
    }

    /// The value of the member named `key`, when this is an object that has one (the reader
    /// keeps one member per name).
    package subscript(key: String) -> PositionedJSON? { members?.first { $0.key == key }?.value }

    /// What a user calls this kind of value, for messages (`an object`).
    package var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A small RFC 8259 JSON reader over UTF-8 bytes that keeps positions (Foundation's
/// `JSONSerialization` gives none). Nesting is bounded so hostile input cannot exhaust the stack.
///
/// RFC 8259 leaves a name repeated in one object to the reader. This one keeps one member per
/// name, at the first one's place with the last one's value (as most JSON readers resolve it), and
/// lists every repeat in ``repeatedKeys`` so its caller can report it: no consumer of the value
/// ever meets two members of one name.
package struct PositionedJSONReader {
    /// A name given twice in one object: where it is repeated and where it first was.
    package struct RepeatedKey: Sendable {
        /// The repeated name.
        package var key: String
        /// Where the repeat's opening quote is; its value is the one kept.
        package var position: SourcePosition
        /// Where the name was first given.
        package var first: SourcePosition
    }

    /// Every name repeated within one object, in the order read.
    package private(set) var repeatedKeys: [RepeatedKey] = []

    /// Why the text is not JSON, and where.
    package struct Failure: Error, Sendable {
        /// What is wrong.
        package var message: String
        /// Where the reader stopped.
        package var position: SourcePosition
    }

    static let maximumDepth = 200

    private let bytes: [UInt8]
    private let lines: SourceLineMap
    private var index = 0

    /// A reader of `bytes` (a UTF-8 byte order mark is skipped).
    package init(_ bytes: [UInt8]) {
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
        self.bytes = body
        self.lines = SourceLineMap(body)
    }

    /// The one JSON value of the text, or where and why it is not JSON.
    package mutating func read() throws(Failure) -> PositionedJSON {
        if let bad = StringsTextDecoder.firstInvalidUTF8(bytes) {
            throw Failure(message: "invalid UTF-8 at byte offset \(bad)", position: lines.position(of: bad))
        }
        let value = try parseValue(depth: 0)
        skipSpace()
        if index < bytes.count { throw failure("unexpected text after the JSON value") }
        return value
    }

    /// The index of the member named `key`: a scan while the object is small (most of a
    /// catalog's objects hold one or two members), a table once it is not.
    private static func index(
        of key: String, in members: [PositionedJSON.Member], names: inout [String: Int]?
    ) -> Int? {
        if names == nil {
            guard members.count >= 16 else { return members.firstIndex { $0.key == key } }
            var table: [String: Int] = [:]
            table.reserveCapacity(members.count * 2)
            for (offset, member) in members.enumerated() { table[member.key] = offset }
            names = table
        }
        return names?[key]
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, position: lines.position(of: index))
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> PositionedJSON {
        skipSpace()
        guard index < bytes.count else { throw failure("expected a JSON value, found the end of the file") }
        guard depth < Self.maximumDepth else { throw failure("JSON nests deeper than \(Self.maximumDepth) levels") }
        let position = lines.position(of: index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [PositionedJSON.Member] = []
            // Each name's member index, built once an object grows past a few members.
            var names: [String: Int]?
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, position)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw failure("expected a quoted key")
                }
                let keyPosition = lines.position(of: index)
                let key = try parseString()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw failure("expected ':' after the key")
                }
                index += 1
                let value = try parseValue(depth: depth + 1)
                let member = PositionedJSON.Member(key: key, keyPosition: keyPosition, value: value)
                if let earlier = Self.index(of: key, in: members, names: &names) {
                    repeatedKeys.append(.init(key: key, position: keyPosition, first: members[earlier].keyPosition))
                    members[earlier] = member
                } else {
                    names?[key] = members.count
                    members.append(member)
                }
                skipSpace()
                guard index < bytes.count else { throw failure("expected ',' or '}', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members, position) }
                throw failure("expected ',' or '}' in the object")
            }
        case UInt8(ascii: "["):
            index += 1
            var items: [PositionedJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items, position)
            }
            while true {
                items.append(try parseValue(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw failure("expected ',' or ']', found the end of the file") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items, position) }
                throw failure("expected ',' or ']' in the array")
            }
        case UInt8(ascii: "\""):
            return .string(try parseString(), position)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true, position)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false, position)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null(position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            index += 1
            while index < bytes.count, "0123456789+-.eE".utf8.contains(bytes[index]) { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard Double(text) != nil else { throw Failure(message: "'\(text)' is not a number", position: position) }
            return .number(text, position)
        default:
            throw failure("unexpected character; expected a JSON value")
        }
    }

    private mutating func expectWord(_ word: String) throws(Failure) {
        let needle = Array(word.utf8)
        guard bytes.count - index >= needle.count, bytes[index..<index + needle.count].elementsEqual(needle) else {
            throw failure("unexpected word; expected '\(word)'")
        }
        index += needle.count
    }

    private mutating func parseString() throws(Failure) -> String {
        let open = index
        index += 1
        var units: [UInt16] = []
        var runStart = index
        func flush(_ end: Int) {
            if end > runStart { units.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).utf16) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(decoding: units, as: UTF16.self)
            }
            if byte < 0x20 { throw failure("a control character must be escaped inside a JSON string") }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): units.append(0x22)
                case UInt8(ascii: "\\"): units.append(0x5C)
                case UInt8(ascii: "/"): units.append(0x2F)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "u"):
                    var value: UInt16 = 0
                    for _ in 0..<4 {
                        guard index < bytes.count, let digit = OldStylePropertyListParser.hexValue(bytes[index]) else {
                            throw failure("'\\u' needs four hex digits")
                        }
                        value = value << 4 | UInt16(digit)
                        index += 1
                    }
                    units.append(value)
                default:
                    index -= 1
                    throw failure("unknown escape in a JSON string")
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw Failure(message: "unterminated JSON string", position: lines.position(of: open))
    }
}
