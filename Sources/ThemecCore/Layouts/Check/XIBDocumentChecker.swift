import ThemecSyntax

/// Checks one XIB on its own, kit or app: object ids are unique (`layout-duplicate-id`) and
/// every outlet and action points at an object of the document (`layout-dangling-destination`).
///
/// When the document overrides a kit nib, a dangling outlet gets a note at the kit nib's
/// connection of the same property.
struct XIBDocumentChecker {
    let document: XIBDocument
    let base: XIBDocument?

    func check(into bag: inout DiagnosticBag) {
        var firstByID: [String: XIBObject] = [:]
        for object in document.objects {
            if let first = firstByID[object.id] {
                bag.emit(
                    LayoutRules.duplicateID,
                    "id '\(object.id)' of this \(object.elementType) is already the id of the \(first.elementType) "
                        + "at line \(first.position.line); connections to it are ambiguous",
                    at: object.position,
                    notes: [DiagnosticNote("first used here", at: bag.location(first.position))])
            } else {
                firstByID[object.id] = object
            }
        }
        for outlet in document.outlets where document.object(id: outlet.destination) == nil {
            var notes: [DiagnosticNote] = []
            if let base, let source = document.object(id: outlet.sourceID), let counterpart = baseOutlet(outlet, source)
            {
                notes.append(
                    DiagnosticNote(
                        "the kit's \(base.name).xib connects '\(outlet.property)' here",
                        at: SourceLocation(file: base.path, position: counterpart.position)))
            }
            let kind = outlet.isCollection ? "outlet collection" : "outlet"
            bag.emit(
                LayoutRules.danglingDestination,
                "\(kind) '\(outlet.property)' points at id '\(outlet.destination)', which is not in this document",
                at: outlet.position, notes: notes)
        }
        for action in document.actions where document.object(id: action.destination) == nil {
            bag.emit(
                LayoutRules.danglingDestination,
                "action '\(action.selector)' is sent to id '\(action.destination)', which is not in this document",
                at: action.position)
        }
    }

    /// The kit nib's outlet with the same property on the corresponding owner.
    private func baseOutlet(_ outlet: XIBOutlet, _ source: XIBObject) -> XIBOutlet? {
        guard let base else { return nil }
        let owner: XIBObject?
        if source.placeholderIdentifier == XIBObject.filesOwnerIdentifier {
            owner = base.filesOwner
        } else {
            owner = base.objects.first {
                $0.isTopLevel && $0.customClass != nil && $0.customClass == source.customClass
            }
        }
        guard let owner else { return nil }
        return base.outlets(of: owner).first { $0.property == outlet.property }
    }
}
