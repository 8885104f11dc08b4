/// Turns an XML property list (`.stringsdict`, or a `.strings` file saved as XML) into a
/// ``PropertyListValue``, reporting every structural problem with its position.
package struct XMLPropertyListDecoder {
    /// A problem in the document's structure (well-formedness is the reader's job).
    package struct Problem: Sendable, Equatable {
        /// What is wrong.
        package var message: String
        /// The position of the element at fault.
        package var position: SourcePosition
    }

    /// Every structural problem found, in document order.
    package private(set) var problems: [Problem] = []

    /// A decoder with no problems yet.
    package init() {}

    /// The value inside `<plist>` (or a bare root value), or nil when the document has none.
    package mutating func decode(_ root: XMLElementNode) -> PropertyListValue? {
        if root.name == "plist" {
            let values = root.elements
            guard let first = values.first else {
                problems.append(Problem(message: "<plist> is empty; expected a <dict>", position: root.position))
                return nil
            }
            for extra in values.dropFirst() {
                problems.append(
                    Problem(
                        message: "<plist> holds more than one value; <\(extra.name)> is extra",
                        position: extra.position))
            }
            return value(first)
        }
        return value(root)
    }

    private mutating func value(_ element: XMLElementNode) -> PropertyListValue? {
        switch element.name {
        case "string":
            return .string(element.text)
        case "dict":
            return dictionary(element)
        case "array":
            return .array(element.elements.compactMap { value($0) })
        case "data":
            return .data(Array(element.text.utf8))
        case "integer", "real", "date":
            return .scalar(kind: element.name, text: element.text.trimmingWhitespace)
        case "true", "false":
            return .scalar(kind: element.name, text: "")
        default:
            problems.append(
                Problem(message: "<\(element.name)> is not a property-list element", position: element.position))
            return nil
        }
    }

    private mutating func dictionary(_ element: XMLElementNode) -> PropertyListValue {
        var entries: [PropertyListEntry] = []
        var pendingKey: XMLElementNode?
        for child in element.elements {
            if let key = pendingKey {
                if child.name == "key" {
                    problems.append(Problem(message: "<key>\(key.text)</key> has no value", position: key.position))
                    pendingKey = child
                    continue
                }
                if let value = value(child) {
                    entries.append(
                        PropertyListEntry(
                            key: key.text, value: value, keyPosition: key.position,
                            valuePosition: child.position))
                }
                pendingKey = nil
            } else if child.name == "key" {
                pendingKey = child
            } else {
                problems.append(
                    Problem(message: "<\(child.name)> in a <dict> must follow a <key>", position: child.position))
            }
        }
        if let key = pendingKey {
            problems.append(Problem(message: "<key>\(key.text)</key> has no value", position: key.position))
        }
        return .dictionary(entries)
    }
}

extension String {
    /// The text without leading and trailing ASCII whitespace.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
