import ThemecSyntax

/// Reads a `.xib` file into an ``XIBDocument``: XML through the hardened ``XMLReader``, then
/// the Interface Builder structure on top of it.
///
/// Emits `layout-xml-syntax` when libxml2 rejects the text and `layout-invalid-xib` when the
/// XML is not an iOS Interface Builder document; in both cases there is no document.
package struct XIBReader: Sendable {
    /// The document type of every iOS XIB.
    package static let cocoaTouchType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// Elements that carry an `id` but are connections, not objects.
    static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue"]

    /// A reader (it keeps no state between files).
    package init() {}

    /// Reads `file`; the bag receives every problem, located at the element at fault (an
    /// unreadable file's at its start).
    package func read(_ file: InputFile, into bag: inout DiagnosticBag) -> XIBDocument? {
        guard let bytes = file.read(into: &bag) else { return nil }
        let tree = XMLReader().read(bytes)
        if tree.problems.isEmpty == false || tree.root == nil {
            for problem in tree.problems {
                bag.emit(LayoutRules.xmlSyntax, Self.describe(problem), at: problem.position)
            }
            if tree.problems.isEmpty {
                bag.emit(LayoutRules.xmlSyntax, "the file has no root element; expected an XML document", at: .start)
            }
            return nil
        }
        guard let root = tree.root else { return nil }
        let name = file.stem
        guard root.name == "document" else {
            bag.emit(
                LayoutRules.invalidXIB,
                "the root element is <\(root.name)>; an Interface Builder XIB starts with <document "
                    + "type=\"\(Self.cocoaTouchType)\">",
                at: root.position)
            return nil
        }
        let type = root.attribute("type") ?? ""
        guard type == Self.cocoaTouchType else {
            let found = type.isEmpty ? "has no type" : "has type '\(type)'"
            bag.emit(
                LayoutRules.invalidXIB, "the document \(found); expected an iOS XIB of type '\(Self.cocoaTouchType)'",
                at: root.position)
            return nil
        }
        guard let objectsElement = root.firstElement(named: "objects") else {
            bag.emit(
                LayoutRules.invalidXIB, "the document has no <objects> element, so it defines no nib contents",
                at: root.position)
            return nil
        }
        var document = XIBDocument(
            path: file.path, name: name, role: file.role, documentType: type,
            position: root.position, objectsPosition: objectsElement.position)
        var walker = Walker()
        for element in objectsElement.elements {
            walker.visit(element, owner: nil, isTopLevel: true, into: &bag)
        }
        if let resources = root.firstElement(named: "resources") {
            for element in resources.elements {
                if let resourceName = element.attribute("name") {
                    walker.resources.append(
                        XIBResource(kind: element.name, name: resourceName, position: element.position))
                }
            }
        }
        document.objects = walker.objects
        document.outlets = walker.outlets
        document.actions = walker.actions
        document.colorReferences = walker.colors
        document.resources = walker.resources
        for (index, object) in document.objects.enumerated() where document.objectIndex[object.id] == nil {
            document.objectIndex[object.id] = index
        }
        return document
    }

    /// `malformed XML: …` with libxml2's message, or the reader's own for entities and depth.
    static func describe(_ problem: ReaderProblem) -> String {
        problem.kind == .syntax ? "malformed XML: \(problem.message)" : problem.message
    }
}

/// Walks the `<objects>` tree, collecting objects, connections, runtime attributes and colors;
/// what is wrong goes into the bag each visit is given.
private struct Walker {
    var objects: [XIBObject] = []
    var outlets: [XIBOutlet] = []
    var actions: [XIBAction] = []
    var colors: [XIBNamedReference] = []
    var resources: [XIBResource] = []

    /// Visits `element`; `owner` is the index in `objects` of the nearest enclosing object.
    mutating func visit(_ element: XMLElementNode, owner: Int?, isTopLevel: Bool, into bag: inout DiagnosticBag) {
        var current = owner
        if let id = element.attribute("id"), !XIBReader.connectionElements.contains(element.name) {
            objects.append(
                XIBObject(
                    elementType: element.name, id: id, customClass: element.attribute("customClass"),
                    customModule: element.attribute("customModule"),
                    placeholderIdentifier: element.name == "placeholder"
                        ? element.attribute("placeholderIdentifier") : nil,
                    isTopLevel: isTopLevel, position: element.position))
            current = objects.count - 1
        }
        switch element.name {
        case "connections":
            if let current { readConnections(element, source: objects[current].id, into: &bag) }
            return
        case "userDefinedRuntimeAttributes":
            if let current { readRuntimeAttributes(element, object: current, into: &bag) }
            return
        case "color":
            // `catalog="System"` names a system color of the old format, not an asset or theme.
            if let name = element.attribute("name"), element.attribute("catalog") != "System" {
                colors.append(XIBNamedReference(name: name, position: element.position))
            }
        default:
            break
        }
        // The children in place, not through `elements`, which builds an array for each element.
        for case .element(let child) in element.children {
            visit(child, owner: current, isTopLevel: false, into: &bag)
        }
    }

    private mutating func readConnections(_ element: XMLElementNode, source: String, into bag: inout DiagnosticBag) {
        for case .element(let connection) in element.children {
            switch connection.name {
            case "outlet", "outletCollection":
                guard let property = connection.attribute("property"),
                    let destination = connection.attribute("destination")
                else {
                    bag.emit(
                        LayoutRules.invalidXIB, "<\(connection.name)> needs both 'property' and 'destination'",
                        at: connection.position)
                    continue
                }
                outlets.append(
                    XIBOutlet(
                        property: property, destination: destination, sourceID: source,
                        isCollection: connection.name == "outletCollection",
                        position: connection.position))
            case "action":
                guard let selector = connection.attribute("selector"),
                    let destination = connection.attribute("destination")
                else {
                    bag.emit(
                        LayoutRules.invalidXIB, "<action> needs both 'selector' and 'destination'",
                        at: connection.position)
                    continue
                }
                actions.append(
                    XIBAction(
                        selector: selector, destination: destination,
                        eventType: connection.attribute("eventType"), sourceID: source,
                        position: connection.position))
            default:
                break
            }
        }
    }

    private mutating func readRuntimeAttributes(
        _ element: XMLElementNode, object index: Int, into bag: inout DiagnosticBag
    ) {
        for attribute in element.elements(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute.attribute("keyPath") else {
                bag.emit(
                    LayoutRules.invalidXIB, "<userDefinedRuntimeAttribute> needs a 'keyPath'", at: attribute.position)
                continue
            }
            // Simple values sit in `value`; others in a child such as `<string key="value">`.
            let child = attribute.elements.first { $0.attribute("key") == "value" }
            let value = attribute.attribute("value") ?? child.map { $0.attribute("value") ?? $0.text }
            objects[index].runtimeAttributes.append(
                XIBRuntimeAttribute(
                    keyPath: keyPath, type: attribute.attribute("type") ?? "", value: value,
                    position: attribute.position))
            if let child, child.name == "color", let name = child.attribute("name"),
                child.attribute("catalog") != "System"
            {
                colors.append(XIBNamedReference(name: name, position: child.position))
            }
        }
    }
}
