/// An XML element with its attributes in source order, its children and its position.
///
/// Entity references are never expanded: a document that uses one is reported by the reader,
/// so no external file or entity bomb reaches this tree.
public struct XMLElementNode: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLChild]
    public var position: SourcePosition

    public init(name: String, attributes: [XMLAttribute], children: [XMLChild], position: SourcePosition) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.position = position
    }

    /// The value of the attribute `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    public var elements: [XMLElementNode] {
        children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }

    /// The child elements named `name`.
    public func elements(named name: String) -> [XMLElementNode] {
        elements.filter { $0.name == name }
    }

    /// The first child element named `name`.
    public func firstElement(named name: String) -> XMLElementNode? {
        for child in children {
            if case .element(let element) = child, element.name == name { return element }
        }
        return nil
    }

    /// The concatenated text and CDATA directly inside this element.
    public var text: String {
        var result = ""
        for child in children {
            if case .text(let text) = child { result += text }
        }
        return result
    }
}

/// One attribute, with its name and value.
public struct XMLAttribute: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A child of an element: another element, or text (CDATA included).
public enum XMLChild: Sendable {
    case element(XMLElementNode)
    case text(String)
}

/// A problem the XML reader found, with its position.
public struct XMLProblem: Sendable, Equatable {
    /// The kinds of problem the reader finds.
    public enum Kind: Sendable, Equatable {
        /// libxml2 rejected the text (not well-formed, bad encoding, truncated).
        case syntax
        /// The document declares or uses an entity; themec never expands them.
        case entity
        /// Elements nest deeper than the reader allows.
        case depthLimit
    }

    public var kind: Kind
    public var message: String
    public var position: SourcePosition

    public init(kind: Kind, message: String, position: SourcePosition) {
        self.kind = kind
        self.message = message
        self.position = position
    }
}

/// The result of reading one XML file: the root element (nil when the file was rejected) and
/// every problem found.
public struct XMLDocumentTree: Sendable {
    public var root: XMLElementNode?
    public var problems: [XMLProblem]
}
