import ThemecSyntax

/// One Interface Builder document (`.xib`) read into the parts themec checks: its objects,
/// their connections and runtime attributes, the named colors it references and its resources.
///
/// Positions are those of the XML elements, so every diagnostic can point at the element at
/// fault.
package struct XIBDocument: Sendable {
    /// The display path of the file.
    package var path: String
    /// The nib name: the file name without `.xib` (what `UINib(nibName:)` is given).
    package var name: String
    /// The app's nib, or the kit's.
    package var role: InputRole
    /// The `type` of the `<document>` element (`com.apple.InterfaceBuilder3.CocoaTouch.XIB`).
    package var documentType: String
    /// The position of the `<document>` element.
    package var position: SourcePosition
    /// The position of the `<objects>` element (the document's when absent).
    var objectsPosition: SourcePosition
    /// Every object (any element with an `id` that is not a connection), in document order.
    package var objects: [XIBObject]
    /// Every outlet and outlet-collection connection, in document order.
    package var outlets: [XIBOutlet]
    /// Every action connection, in document order.
    package var actions: [XIBAction]
    /// Every `<color name="…">` reference (an asset-catalog or theme color), in document order.
    package var colorReferences: [XIBNamedReference]
    /// Every `<resources>` entry (`namedColor`, `systemColor`, `image`), in document order.
    package var resources: [XIBResource]

    /// A document with the parts given.
    package init(
        path: String, name: String, role: InputRole, documentType: String, position: SourcePosition,
        objectsPosition: SourcePosition, objects: [XIBObject] = [], outlets: [XIBOutlet] = [],
        actions: [XIBAction] = [], colorReferences: [XIBNamedReference] = [], resources: [XIBResource] = []
    ) {
        self.path = path
        self.name = name
        self.role = role
        self.documentType = documentType
        self.position = position
        self.objectsPosition = objectsPosition
        self.objects = objects
        self.outlets = outlets
        self.actions = actions
        self.colorReferences = colorReferences
        self.resources = resources
    }

    /// The File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`), if any.
    package var filesOwner: XIBObject? {
        objects.first { $0.placeholderIdentifier == XIBObject.filesOwnerIdentifier }
    }

    /// The top-level objects that are not placeholders (the nib's root views and cells).
    package var rootObjects: [XIBObject] {
        objects.filter { $0.isTopLevel && $0.placeholderIdentifier == nil }
    }

    /// The object with `id`, if any (the first one when an id is repeated).
    package func object(id: String) -> XIBObject? {
        objectIndex[id].map { objects[$0] }
    }

    /// The outlets an object declares in its own `<connections>`.
    package func outlets(of object: XIBObject) -> [XIBOutlet] {
        outlets.filter { $0.sourceID == object.id }
    }

    /// The actions whose target is `object`.
    package func actions(targeting object: XIBObject) -> [XIBAction] {
        actions.filter { $0.destination == object.id }
    }

    /// The class the nib is about: File's Owner's custom class, or else the first root object
    /// with one (a cell nib). This is the object whose outlets the kit's code uses.
    package var mainObject: XIBObject? {
        if let owner = filesOwner, owner.customClass != nil { return owner }
        return rootObjects.first { $0.customClass != nil }
    }

    /// The custom class of ``mainObject``.
    package var mainClass: String? { mainObject?.customClass }

    /// Object ids to their first index; built once by the reader.
    var objectIndex: [String: Int] = [:]
}

/// An object in a XIB: a placeholder, view, cell, constraint, gesture recognizer…
package struct XIBObject: Sendable, Hashable {
    /// The placeholder identifier of File's Owner.
    static let filesOwnerIdentifier = "IBFilesOwner"

    /// The element name, which names the UIKit type (`label`, `button`, `tableViewCell`).
    package var elementType: String
    /// The object's `id` in the document.
    package var id: String
    /// Its `customClass`, when set.
    package var customClass: String?
    /// Its `customModule`, when set.
    package var customModule: String?
    /// `placeholderIdentifier` of a `<placeholder>` (`IBFilesOwner`, `IBFirstResponder`).
    package var placeholderIdentifier: String?
    /// Whether the object sits directly inside `<objects>`.
    package var isTopLevel: Bool
    /// The position of its element.
    package var position: SourcePosition
    /// Its `<userDefinedRuntimeAttribute>`s, in document order.
    package var runtimeAttributes: [XIBRuntimeAttribute]

    /// An object with the attributes given.
    package init(
        elementType: String, id: String, customClass: String? = nil, customModule: String? = nil,
        placeholderIdentifier: String? = nil, isTopLevel: Bool = false, position: SourcePosition,
        runtimeAttributes: [XIBRuntimeAttribute] = []
    ) {
        self.elementType = elementType
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.placeholderIdentifier = placeholderIdentifier
        self.isTopLevel = isTopLevel
        self.position = position
        self.runtimeAttributes = runtimeAttributes
    }

    /// How messages name the object: `File's Owner`, or `the root tableViewCell 'ListItemCell'`.
    var displayName: String {
        if placeholderIdentifier == Self.filesOwnerIdentifier { return "File's Owner" }
        if let customClass { return "\(isTopLevel ? "root " : "")\(elementType) '\(customClass)'" }
        return "\(elementType) '\(id)'"
    }

    /// The type an outlet to this object must have: the element type and its custom class.
    package var typeDescription: String {
        customClass.map { "\(elementType) (\($0))" } ?? elementType
    }
}

/// An `<outlet>` or `<outletCollection>`: the object `sourceID` sets `property` to `destination`.
package struct XIBOutlet: Sendable, Hashable {
    /// The property the outlet sets.
    package var property: String
    /// The `id` of the object it points at.
    package var destination: String
    /// The `id` of the object that owns the outlet.
    package var sourceID: String
    /// Whether it is an `<outletCollection>`.
    package var isCollection: Bool
    /// The position of its element.
    package var position: SourcePosition

    /// An outlet connection.
    package init(
        property: String, destination: String, sourceID: String, isCollection: Bool = false,
        position: SourcePosition
    ) {
        self.property = property
        self.destination = destination
        self.sourceID = sourceID
        self.isCollection = isCollection
        self.position = position
    }
}

/// An `<action>`: the control `sourceID` sends `selector` to `destination` on `eventType`.
package struct XIBAction: Sendable, Hashable {
    /// The selector sent.
    package var selector: String
    /// The `id` of the object that receives it.
    package var destination: String
    /// The control event (`touchUpInside`), when given.
    package var eventType: String?
    /// The `id` of the control that sends it.
    package var sourceID: String
    /// The position of its element.
    package var position: SourcePosition

    /// An action connection.
    package init(
        selector: String, destination: String, eventType: String? = nil, sourceID: String,
        position: SourcePosition
    ) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.sourceID = sourceID
        self.position = position
    }
}

/// A `<userDefinedRuntimeAttribute>`: a key path set on the object when the nib loads.
package struct XIBRuntimeAttribute: Sendable, Hashable {
    /// The key path set.
    package var keyPath: String
    /// `string`, `number`, `boolean`, `color`, …
    package var type: String
    /// The value of a `string`, `number` or `boolean` attribute.
    package var value: String?
    /// The position of its element.
    package var position: SourcePosition

    /// A runtime attribute.
    package init(keyPath: String, type: String, value: String?, position: SourcePosition) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.position = position
    }
}

/// A name used at a position (a `<color name="…">` reference).
package struct XIBNamedReference: Sendable, Hashable {
    /// The name used.
    package var name: String
    /// Where it is used.
    package var position: SourcePosition

    /// A use of `name` at `position`.
    package init(name: String, position: SourcePosition) {
        self.name = name
        self.position = position
    }
}

/// An entry of `<resources>`: `namedColor`, `systemColor` or `image`, with its name.
package struct XIBResource: Sendable, Hashable {
    /// The element name: `namedColor`, `systemColor` or `image`.
    package var kind: String
    /// The resource's name.
    package var name: String
    /// The position of its element.
    package var position: SourcePosition

    /// A resource entry.
    package init(kind: String, name: String, position: SourcePosition) {
        self.kind = kind
        self.name = name
        self.position = position
    }
}
