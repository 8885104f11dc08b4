import CYAML

/// Reads YAML text into a ``YAMLNode`` tree through libyaml's event API.
///
/// The reader builds the tree with an explicit stack (never recursion), expands aliases
/// against a node budget so an alias bomb stops at once, bounds nesting depth, and reports
/// duplicate keys with both positions.
package struct YAMLReader: Sendable {
    /// The deepest nesting of mappings and lists accepted.
    package var maximumDepth: Int
    /// The most nodes a document may hold once its aliases are expanded.
    package var maximumNodes: Int

    /// A reader with bounds on nesting depth and on the number of nodes (aliases expanded).
    package init(maximumDepth: Int = 64, maximumNodes: Int = 1_000_000) {
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
    }

    /// Parses `bytes` (UTF-8 or UTF-16 with BOM; libyaml detects the encoding).
    package func read(_ bytes: [UInt8]) -> YAMLDocument {
        var builder = TreeBuilder(maximumDepth: maximumDepth, maximumNodes: maximumNodes)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return YAMLDocument(
                root: nil,
                problems: [.init(kind: .syntax, message: "the YAML parser could not start", position: .start)])
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml keeps a pointer to the input and reads it lazily: the buffer must stay alive
        // and unmoved for every call to yaml_parser_parse, so the whole loop runs inside it.
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress ?? emptyInput, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    builder.fail(Self.syntaxProblem(parser, bytes: bytes))
                    return
                }
                let done = event.type == YAML_STREAM_END_EVENT
                builder.consume(event)
                yaml_event_delete(&event)
                if done || builder.stopped { return }
            }
        }
        return builder.document
    }

    private static func syntaxProblem(_ parser: yaml_parser_t, bytes: [UInt8]) -> ReaderProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        if parser.error == YAML_READER_ERROR {
            // Encoding errors carry a byte offset, not a mark.
            let offset = Int(parser.problem_offset)
            let value = parser.problem_value
            let detail = value >= 0 ? " (byte 0x\(Self.hexByte(value)))" : ""
            return ReaderProblem(
                kind: .syntax, message: "\(problem)\(detail); the file must be UTF-8 or UTF-16 with a BOM",
                position: position(ofByte: offset, in: bytes))
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            let start = parser.context_mark
            message = "\(problem) (\(context) that starts at \(start.line + 1):\(start.column + 1))"
        }
        // libyaml marks are 0-based; an error names the problem mark, which is where reading
        // stopped.
        let mark = parser.problem_mark
        let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        return ReaderProblem(kind: .syntax, message: message, position: position)
    }
}

extension YAMLReader {
    /// `value` in upper-case hexadecimal with at least two digits (`printf`'s `%02X`).
    static func hexByte(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }

    /// The line and column of byte `offset`, counting UTF-8 characters or, after a UTF-16 BOM,
    /// UTF-16 code units.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let end = min(offset, bytes.count)
        var line = 1
        var column = 1
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let littleEndian = bytes[0] == 0xFF
            var index = 2
            while index + 1 < end {
                let unit =
                    littleEndian
                    ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                if unit == 0x0A { line += 1; column = 1 } else { column += 1 }
                index += 2
            }
            return SourcePosition(line: line, column: column)
        }
        for byte in bytes[..<end] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return SourcePosition(line: line, column: column)
    }
}

/// A one-byte stand-in for the address of an empty input, which libyaml needs to be non-null.
private nonisolated(unsafe) let emptyInput: UnsafePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return UnsafePointer(pointer)
}()

/// Turns the event stream into nodes, one open collection per stack frame.
private struct TreeBuilder {
    /// A collection being filled.
    ///
    /// A struct mutated in place through `stack[last]`: popping an enum frame, binding its
    /// array and pushing it back copied the array on every item, which made a list of 50,000
    /// items take a minute (quadratic).
    struct Frame {
        enum Kind { case mapping, sequence }

        var kind: Kind
        var position: SourcePosition
        var anchor: String?
        var entries: [YAMLMappingEntry] = []
        var items: [YAMLNode] = []
        var pendingKey: YAMLNode?
        var seenKeys: [String: SourcePosition] = [:]

        init(_ kind: Kind, position: SourcePosition, anchor: String?) {
            self.kind = kind
            self.position = position
            self.anchor = anchor
        }
    }

    let maximumDepth: Int
    let maximumNodes: Int
    var stack: [Frame] = []
    var anchors: [String: YAMLNode] = [:]
    var root: YAMLNode?
    var documents = 0
    var nodes = 0
    var problems: [ReaderProblem] = []
    var stopped = false

    init(maximumDepth: Int, maximumNodes: Int) {
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
    }

    var document: YAMLDocument { YAMLDocument(root: stopped ? nil : root, problems: problems) }

    mutating func fail(_ problem: ReaderProblem) {
        problems.append(problem)
        stopped = true
    }

    mutating func consume(_ event: yaml_event_t) {
        let position = SourcePosition(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                fail(
                    .init(
                        kind: .extraDocument,
                        message: "a theme file holds one YAML document; a second one starts here",
                        position: position))
            }
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = Self.string(data.value, Int(data.length))
            let tag = data.tag.map { String(cString: $0) }
            let style: YAMLScalarStyle =
                switch data.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
            let node = YAMLNode.scalar(YAMLScalar(text: text, style: style, tag: tag, position: position))
            count(1, at: position)
            remember(anchor: data.anchor, node)
            add(node)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard let node = anchors[name] else {
                fail(
                    .init(
                        kind: .unknownAlias, message: "alias '*\(name)' names no anchor defined before it",
                        position: position))
                return
            }
            // Expansion shares storage, so the cost is in the consumers that walk the tree:
            // charge the alias the full size of what it stands for.
            count(node.nodeCount, at: position)
            if !stopped { add(node) }
        case YAML_MAPPING_START_EVENT:
            open(
                Frame(.mapping, position: position, anchor: Self.optionalString(event.data.mapping_start.anchor)),
                at: position)
        case YAML_SEQUENCE_START_EVENT:
            open(
                Frame(.sequence, position: position, anchor: Self.optionalString(event.data.sequence_start.anchor)),
                at: position)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            close()
        default:
            break
        }
    }

    private mutating func count(_ added: Int, at position: SourcePosition) {
        nodes += added
        if nodes > maximumNodes {
            fail(
                .init(
                    kind: .aliasLimit,
                    message:
                        "the document expands to more than \(maximumNodes) nodes; aliases may be nested too deeply",
                    position: position))
        }
    }

    private mutating func open(_ frame: Frame, at position: SourcePosition) {
        guard stack.count < maximumDepth else {
            fail(.init(kind: .depthLimit, message: "nesting is deeper than \(maximumDepth) levels", position: position))
            return
        }
        count(1, at: position)
        stack.append(frame)
    }

    private mutating func close() {
        guard let frame = stack.popLast() else { return }
        let node: YAMLNode =
            switch frame.kind {
            case .mapping: .mapping(YAMLMapping(entries: frame.entries, position: frame.position))
            case .sequence: .sequence(YAMLSequence(items: frame.items, position: frame.position))
            }
        remember(anchor: frame.anchor, node)
        add(node)
    }

    private mutating func remember(anchor: UnsafeMutablePointer<yaml_char_t>?, _ node: YAMLNode) {
        remember(anchor: Self.optionalString(anchor), node)
    }

    private mutating func remember(anchor: String?, _ node: YAMLNode) {
        if let anchor { anchors[anchor] = node }
    }

    /// Places a finished node into the innermost open collection (or as the root), mutating
    /// the frame in place so appending stays amortised O(1).
    private mutating func add(_ node: YAMLNode) {
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        switch stack[top].kind {
        case .sequence:
            stack[top].items.append(node)
        case .mapping:
            guard let key = stack[top].pendingKey else {
                if case .scalar = node {
                } else {
                    problems.append(
                        .init(
                            kind: .complexKey, message: "a key must be a plain name, not \(node.kindDescription)",
                            position: node.position))
                }
                stack[top].pendingKey = node
                return
            }
            stack[top].pendingKey = nil
            if let text = key.scalar?.text {
                if let first = stack[top].seenKeys[text] {
                    problems.append(
                        .init(
                            kind: .duplicateKey(first: first),
                            message: "duplicate key '\(text)'; a key may appear once in a mapping",
                            position: key.position))
                } else {
                    stack[top].seenKeys[text] = key.position
                    stack[top].entries.append(YAMLMappingEntry(key: key, value: node))
                }
            }
        }
    }

    private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, _ length: Int) -> String {
        guard let pointer, length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }
}
