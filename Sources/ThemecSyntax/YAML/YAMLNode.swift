/// A node of a parsed YAML document: a scalar, a mapping or a sequence, each with its position.
///
/// Scalars keep their raw text and quoting style; nothing is converted to numbers or booleans,
/// so `000000` stays the six characters a designer typed.
package enum YAMLNode: Sendable {
    case scalar(YAMLScalar)
    case mapping(YAMLMapping)
    case sequence(YAMLSequence)

    /// Where the node starts.
    package var position: SourcePosition {
        switch self {
        case .scalar(let scalar): scalar.position
        case .mapping(let mapping): mapping.position
        case .sequence(let sequence): sequence.position
        }
    }

    /// A short English name of the node's kind, for messages ("a mapping").
    package var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.isNull ? "an empty value" : "a scalar"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    /// The scalar, when this is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// The mapping, when this is one.
    package var mapping: YAMLMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }

    /// How many nodes this node holds, itself included.
    var nodeCount: Int {
        switch self {
        case .scalar: 1
        case .mapping(let mapping): mapping.nodeCount
        case .sequence(let sequence): sequence.nodeCount
        }
    }
}

/// How a scalar was written in the source.
package enum YAMLScalarStyle: Sendable, Equatable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A scalar with its raw text, quoting style, explicit tag and position.
package struct YAMLScalar: Sendable, Equatable {
    /// The scalar's text, escapes decoded.
    package var text: String
    /// How it was written: plain, single or double quoted, literal or folded.
    package var style: YAMLScalarStyle
    /// Its explicit tag (`!!str`), when written.
    package var tag: String?
    /// Where it starts.
    package var position: SourcePosition

    /// A scalar.
    package init(text: String, style: YAMLScalarStyle, tag: String? = nil, position: SourcePosition) {
        self.text = text
        self.style = style
        self.tag = tag
        self.position = position
    }

    /// True for a plain scalar YAML reads as null: nothing at all, `~` or `null`.
    package var isNull: Bool {
        guard style == .plain, tag == nil else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// False for a scalar YAML reads as a string whatever its text: a quoted one (`"17"`), a
    /// block scalar, or one tagged `!!str`. A plain scalar, or one tagged `!!int` or `!!float`,
    /// may be a number.
    package var mayBeNumber: Bool {
        switch tag {
        case nil: style == .plain
        case "tag:yaml.org,2002:int", "tag:yaml.org,2002:float": true
        default: false
        }
    }
}

/// A mapping entry: its key node and value node.
package struct YAMLMappingEntry: Sendable {
    /// The key node.
    package var key: YAMLNode
    /// The value node.
    package var value: YAMLNode

    /// The key's text when the key is a scalar.
    package var keyText: String? { key.scalar?.text }
}

/// A mapping in source order; duplicates were already reported by the reader and dropped
/// (the first entry is kept).
package struct YAMLMapping: Sendable {
    /// The entries, in document order (duplicates are reported, not kept).
    package var entries: [YAMLMappingEntry]
    /// Where the mapping starts.
    package var position: SourcePosition
    let nodeCount: Int

    init(entries: [YAMLMappingEntry], position: SourcePosition) {
        self.entries = entries
        self.position = position
        self.nodeCount = entries.reduce(1) { $0 + $1.key.nodeCount + $1.value.nodeCount }
    }

    /// A mapping with no entries, standing for an empty value where a mapping is expected.
    package static func empty(at position: SourcePosition) -> YAMLMapping {
        YAMLMapping(entries: [], position: position)
    }

    /// The entry whose key is `key`, if any.
    package func entry(_ key: String) -> YAMLMappingEntry? {
        entries.first { $0.keyText == key }
    }

    /// The value under `key`, if any.
    package subscript(key: String) -> YAMLNode? { entry(key)?.value }
}

/// A sequence in source order.
package struct YAMLSequence: Sendable {
    /// The items, in document order.
    package var items: [YAMLNode]
    /// Where the sequence starts.
    package var position: SourcePosition
    let nodeCount: Int

    init(items: [YAMLNode], position: SourcePosition) {
        self.items = items
        self.position = position
        self.nodeCount = items.reduce(1) { $0 + $1.nodeCount }
    }
}

/// The result of reading one YAML file: the root node (nil for an empty file or fatal error)
/// and every problem found.
package struct YAMLDocument: Sendable {
    /// The root node; nil when the document is empty or was rejected.
    package var root: YAMLNode?
    /// Every problem found, in document order.
    package var problems: [ReaderProblem]
}
