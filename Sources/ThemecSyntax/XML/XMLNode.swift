/// An XML element with its attributes in source order, its children and its position.
///
/// Entity references are never expanded: a document that uses one is reported by the reader,
/// so no external file or entity bomb reaches this tree.
package struct XMLElementNode: Sendable {
    /// The element's name.
    package var name: String
    /// Its attributes, in document order.
    package var attributes: [XMLAttribute]
    /// Its element and text children, in document order.
    package var children: [XMLChild]
    /// The position of its `<`.
    package var position: SourcePosition

    /// An element with its attributes and children.
    package init(name: String, attributes: [XMLAttribute], children: [XMLChild], position: SourcePosition) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.position = position
    }

    /// The value of the attribute `name`, if present.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements, in order.
    package var elements: [XMLElementNode] {
        children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }

    /// The child elements named `name`.
    package func elements(named name: String) -> [XMLElementNode] {
        elements.filter { $0.name == name }
    }

    /// The first child element named `name`.
    package func firstElement(named name: String) -> XMLElementNode? {
        for child in children {
            if case .element(let element) = child, element.name == name { return element }
        }
        return nil
    }

    /// The concatenated text and CDATA directly inside this element.
    package var text: String {
        var result = ""
        for child in children {
            if case .text(let text) = child { result += text }
        }
        return result
    }
}

/// One attribute, with its name and value.
package struct XMLAttribute: Sendable, Equatable {
    /// The attribute's name.
    package var name: String
    /// Its value, entities decoded.
    package var value: String

    /// An attribute.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// A child of an element: another element, or text (CDATA included).
package enum XMLChild: Sendable {
    case element(XMLElementNode)
    case text(String)
}

/// The result of reading one XML file: the root element (nil when the file was rejected) and
/// every problem found.
package struct XMLDocumentTree: Sendable {
    /// The root element; nil when the document was rejected.
    package var root: XMLElementNode?
    /// Every problem found, in document order.
    package var problems: [ReaderProblem]
}
