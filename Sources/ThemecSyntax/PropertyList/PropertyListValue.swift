/// A property-list value as read from a `.strings` (old-style) or `.stringsdict` (XML) file,
/// with dictionaries kept in source order and duplicates kept, so checks can name both places.
///
/// Not `indirect`: the arrays of the nested cases already hold their values on the heap, and an
/// indirect enum would allocate a box for every string of every file.
package enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary([PropertyListEntry])
    /// An XML scalar other than a string (`integer`, `real`, `true`, `false`, `date`): its
    /// element name and text.
    case scalar(kind: String, text: String)

    /// The string, when this is one.
    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The entries, when this is a dictionary.
    package var entries: [PropertyListEntry]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// The value for `key` in a dictionary (the last one when a key repeats, as Apple reads it).
    package subscript(key: String) -> PropertyListValue? {
        entries?.last { $0.key == key }?.value
    }

    /// The entry for `key` in a dictionary (the last one when a key repeats).
    package func entry(_ key: String) -> PropertyListEntry? {
        entries?.last { $0.key == key }
    }

    /// What a user calls this kind of value, for messages.
    package var kindName: String {
        switch self {
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .scalar(let kind, _): "<\(kind)>"
        }
    }

    /// The value as Apple's parser returns it: dictionaries with duplicates resolved (last
    /// wins), for comparing with Foundation.
    package var resolved: ResolvedPropertyList {
        switch self {
        case .string(let value): .string(value)
        case .data(let bytes): .data(bytes)
        case .array(let items): .array(items.map(\.resolved))
        case .dictionary(let entries):
            .dictionary(Dictionary(entries.map { ($0.key, $0.value.resolved) }, uniquingKeysWith: { _, last in last }))
        case .scalar(let kind, let text): .scalar(kind: kind, text: text)
        }
    }
}

/// A property-list value without source order or positions, equal when Apple's maps are equal.
package indirect enum ResolvedPropertyList: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([ResolvedPropertyList])
    case dictionary([String: ResolvedPropertyList])
    case scalar(kind: String, text: String)
}

/// One key and value of a property-list dictionary, with where each starts.
package struct PropertyListEntry: Sendable, Equatable {
    /// The key.
    package var key: String
    /// The value.
    package var value: PropertyListValue
    /// Where the key starts.
    package var keyPosition: SourcePosition
    /// Where the value starts.
    package var valuePosition: SourcePosition

    /// An entry with its positions.
    package init(key: String, value: PropertyListValue, keyPosition: SourcePosition, valuePosition: SourcePosition) {
        self.key = key
        self.value = value
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
    }
}
