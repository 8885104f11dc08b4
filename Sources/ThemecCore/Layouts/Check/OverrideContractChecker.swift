import ThemecSyntax

/// Checks an app override against the kit nib it replaces (Docs/Layouts.md).
///
/// The contract holders are File's Owner and the root objects with a custom class (a cell
/// nib's cell). For each: its class and module are the kit's or a declared subclass
/// (`layout-class-mismatch`, `layout-module-mismatch`); every outlet the kit connects is
/// connected (`layout-missing-outlet`, at the owner's line) to the same kind of object
/// (`layout-outlet-type-mismatch`, at the outlet's line); every action the kit sends to it is
/// sent (`layout-missing-action`); and a new outlet whose name is close to a kit outlet is
/// flagged as a likely typo (`layout-unknown-outlet`). Every diagnostic has a note at the kit
/// nib's line.
struct OverrideContractChecker {
    let override: XIBDocument
    let base: XIBDocument
    let subclasses: SubclassTable

    func check(into bag: inout DiagnosticBag) {
        for (kitObject, appObject) in counterparts(into: &bag) {
            checkClass(kitObject, appObject, into: &bag)
            checkOutlets(kitObject, appObject, into: &bag)
            checkActions(kitObject, appObject, into: &bag)
        }
    }

    /// A note at a place in the kit's nib.
    private func note(_ message: String, _ position: SourcePosition) -> DiagnosticNote {
        DiagnosticNote(message, at: SourceLocation(file: base.path, position: position))
    }

    private var kitNib: String { "the kit's \(base.name).xib" }

    /// Pairs each contract holder of the kit's nib with the override's object that plays its
    /// part; a holder with no counterpart is reported here.
    private func counterparts(into bag: inout DiagnosticBag) -> [(XIBObject, XIBObject)] {
        var pairs: [(XIBObject, XIBObject)] = []
        if let kitOwner = base.filesOwner,
            kitOwner.customClass != nil || !base.outlets(of: kitOwner).isEmpty
                || !base.actions(targeting: kitOwner).isEmpty
        {
            if let appOwner = override.filesOwner {
                pairs.append((kitOwner, appOwner))
            } else {
                bag.emit(
                    LayoutRules.classMismatch,
                    "the override has no File's Owner placeholder; \(kitNib) has "
                        + "one\(kitOwner.customClass.map { " of class '\($0)'" } ?? "")",
                    at: override.objectsPosition, notes: [note("File's Owner of the kit's nib", kitOwner.position)])
            }
        }
        var used = Set<String>()
        for kitRoot in base.rootObjects {
            guard let kitClass = kitRoot.customClass else { continue }
            let candidates = override.rootObjects.filter { !used.contains($0.id) }
            let match =
                candidates.first { $0.customClass.map { subclasses.isKind($0, of: kitClass) } ?? false }
                ?? candidates.first { $0.elementType == kitRoot.elementType }
            guard let match else {
                bag.emit(
                    LayoutRules.classMismatch,
                    "the override has no root \(kitRoot.elementType) for the kit's class '\(kitClass)'",
                    at: override.objectsPosition,
                    notes: [
                        note("\(kitNib) declares the root \(kitRoot.elementType) '\(kitClass)' here", kitRoot.position)
                    ])
                continue
            }
            used.insert(match.id)
            pairs.append((kitRoot, match))
        }
        return pairs
    }

    /// How messages name the holder: `File's Owner` or `the root tableViewCell`.
    private func role(_ object: XIBObject) -> String {
        object.placeholderIdentifier == XIBObject.filesOwnerIdentifier
            ? "File's Owner" : "the root \(object.elementType)"
    }

    private func checkClass(_ kitObject: XIBObject, _ appObject: XIBObject, into bag: inout DiagnosticBag) {
        guard let kitClass = kitObject.customClass else { return }
        let declared = "the kit's class '\(kitClass)'"
        guard let appClass = appObject.customClass else {
            bag.emit(
                LayoutRules.classMismatch,
                "\(role(appObject)) has no custom class; \(kitNib) expects \(declared) or a declared subclass",
                at: appObject.position, notes: [note("\(kitNib) sets the class here", kitObject.position)])
            return
        }
        if appObject.isTopLevel, kitObject.isTopLevel, appObject.elementType != kitObject.elementType,
            subclasses.isKind(appClass, of: kitClass)
        {
            bag.emit(
                LayoutRules.classMismatch,
                "\(role(appObject)) has class '\(appClass)', but \(kitNib) makes '\(kitClass)' "
                    + "\(article(kitObject.elementType))",
                at: appObject.position, notes: [note("\(kitNib) declares it here", kitObject.position)])
        } else if appClass == kitClass {
            guard appObject.customModule != kitObject.customModule else { return }
            let found = appObject.customModule.map { "module '\($0)'" } ?? "no module"
            let expected = kitObject.customModule.map { "module '\($0)'" } ?? "no module"
            bag.emit(
                LayoutRules.moduleMismatch,
                "\(role(appObject)) has class '\(appClass)' in \(found); \(kitNib) has it in \(expected), so the nib "
                    + "would not find the kit's class",
                at: appObject.position, notes: [note("\(kitNib) sets the module here", kitObject.position)])
        } else if !subclasses.isKind(appClass, of: kitClass) {
            bag.emit(
                LayoutRules.classMismatch,
                "\(role(appObject)) has class '\(appClass)'; \(kitNib) expects '\(kitClass)' or a subclass declared "
                    + "in 'layouts.subclasses'",
                at: appObject.position, notes: [note("\(kitNib) sets the class here", kitObject.position)])
        }
    }

    private func checkOutlets(_ kitObject: XIBObject, _ appObject: XIBObject, into bag: inout DiagnosticBag) {
        let kitOutlets = firstByProperty(base.outlets(of: kitObject))
        let appOutlets = firstByProperty(override.outlets(of: appObject))
        let appByProperty = Dictionary(appOutlets.map { ($0.property, $0) }, uniquingKeysWith: { first, _ in first })
        let kitByProperty = Dictionary(kitOutlets.map { ($0.property, $0) }, uniquingKeysWith: { first, _ in first })
        for kitOutlet in kitOutlets {
            let kitType = base.object(id: kitOutlet.destination)
            guard let appOutlet = appByProperty[kitOutlet.property] else {
                let target = kitType.map { " to \(article($0.typeDescription))" } ?? ""
                bag.emit(
                    LayoutRules.missingOutlet,
                    "\(role(appObject)) does not connect outlet '\(kitOutlet.property)', which \(kitNib) "
                        + "connects\(target)",
                    at: appObject.position,
                    notes: [note("\(kitNib) connects '\(kitOutlet.property)' here", kitOutlet.position)])
                continue
            }
            guard !kitOutlet.isCollection, let kitType, let appType = override.object(id: appOutlet.destination) else {
                continue
            }
            if !sameKind(appType, as: kitType) {
                bag.emit(
                    LayoutRules.outletTypeMismatch,
                    "outlet '\(appOutlet.property)' is connected to \(article(appType.typeDescription)); \(kitNib) "
                        + "connects it to \(article(kitType.typeDescription))",
                    at: appOutlet.position,
                    notes: [note("\(kitNib) connects '\(kitOutlet.property)' here", kitOutlet.position)])
            }
        }
        // A new outlet on the kit's own class may be fine (the class can have outlets the kit's
        // nib leaves unset) unless its name is one edit from a kit outlet: then it is a typo
        // that fails at runtime with "not key value coding-compliant".
        guard appObject.customClass == kitObject.customClass else { return }
        let kitProperties = kitOutlets.map(\.property)
        for appOutlet in appOutlets where kitByProperty[appOutlet.property] == nil {
            guard let nearest = Suggestion.nearest(to: appOutlet.property, in: kitProperties),
                let kitOutlet = kitByProperty[nearest]
            else { continue }
            bag.emit(
                LayoutRules.unknownOutlet,
                "outlet '\(appOutlet.property)' is not an outlet of \(kitNib); did you mean '\(nearest)'?",
                at: appOutlet.position, notes: [note("\(kitNib) connects '\(nearest)' here", kitOutlet.position)])
        }
    }

    private func checkActions(_ kitObject: XIBObject, _ appObject: XIBObject, into bag: inout DiagnosticBag) {
        var seen = Set<String>()
        let appSelectors = override.actions(targeting: appObject).map(\.selector)
        let present = Set(appSelectors)
        for action in base.actions(targeting: kitObject) where seen.insert(action.selector).inserted {
            guard !present.contains(action.selector) else { continue }
            let sender = base.object(id: action.sourceID).map { " from \(article($0.typeDescription))" } ?? ""
            bag.emit(
                LayoutRules.missingAction,
                "\(role(appObject)) receives no action '\(action.selector)', which \(kitNib) "
                    + "sends\(sender)\(Suggestion.didYouMean(action.selector, in: appSelectors))",
                at: appObject.position, notes: [note("\(kitNib) connects '\(action.selector)' here", action.position)])
        }
    }

    /// Same element type, and the kit's custom class (or a declared subclass) when it has one.
    private func sameKind(_ appObject: XIBObject, as kitObject: XIBObject) -> Bool {
        guard appObject.elementType == kitObject.elementType else { return false }
        guard let kitClass = kitObject.customClass else { return true }
        guard let appClass = appObject.customClass else { return false }
        return subclasses.isKind(appClass, of: kitClass)
    }

    private func firstByProperty(_ outlets: [XIBOutlet]) -> [XIBOutlet] {
        var seen = Set<String>()
        return outlets.filter { seen.insert($0.property).inserted }
    }

    /// `a label`, `an imageView`.
    private func article(_ noun: String) -> String {
        guard let first = noun.first else { return noun }
        return ("aeiouAEIOU".contains(first) ? "an " : "a ") + noun
    }
}
