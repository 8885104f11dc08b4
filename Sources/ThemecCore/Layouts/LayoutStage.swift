import ThemecSyntax

/// The layouts' stage: each XIB read on its own (``read(_:)``); each app nib matched to the kit
/// nib it replaces, by file name or a declared subclass (``match(_:subclasses:)``); every
/// document checked on its own, every override against its kit nib and every app nib against
/// the theme (``check(_:_:themes:)``); then the model behind `Nibs` and `themec dump`
/// (``model(_:checked:)``). The pipeline reads and checks the documents side by side.
enum LayoutStage {
    /// Member names of the generated `Nibs` a nib constant must not take.
    static let reservedMembers: Set<String> = [
        "all", "appNibs", "kitNibs", "overrides", "nibName", "nib", "bundles", "ownBundle", "bundle", "hasNib",
        "validate",
    ]

    /// The nibs matched: one per name and side, and for each app nib the kit nib it replaces.
    struct Matching: Sendable {
        /// Every readable document, kit's first, each side by path.
        var documents: [XIBDocument]
        var kit: [String: XIBDocument] = [:]
        var app: [String: XIBDocument] = [:]
        /// App nib name → the kit nib it replaces.
        var matches: [String: XIBDocument] = [:]
        var subclasses: SubclassTable
    }

    /// The order nibs are read and reported in: the app's, then the kit's, each by path.
    static func readingOrder(_ files: [InputFile]) -> [InputFile] {
        files.sorted { ($0.role, $0.path) < ($1.role, $1.path) }
    }

    /// Reads one XIB: its document, nil when it is not a readable iOS XIB.
    static func read(_ file: InputFile) -> Checked<XIBDocument?> {
        var bag = DiagnosticBag(file: file.path)
        let document = XIBReader().read(file, into: &bag)
        return Checked(document, found: bag)
    }

    /// Matches the read nibs: one nib per name and side (the first by path wins, the others are
    /// reported), and each app nib to the kit nib it replaces.
    static func match(_ read: [Checked<XIBDocument?>], subclasses: SubclassTable) -> Checked<Matching> {
        var bag = DiagnosticBag()
        let documents = read.compactMap { bag.take($0) }
        var matching = Matching(documents: documents, subclasses: subclasses)
        var kit: [String: XIBDocument] = [:]
        var app: [String: XIBDocument] = [:]
        for document in matching.documents {
            if document.role == .base {
                if let first = kit[document.name] {
                    duplicate(document, first, side: "kit", into: &bag)
                } else {
                    kit[document.name] = document
                }
            } else if let first = app[document.name] {
                duplicate(document, first, side: "app", into: &bag)
            } else {
                app[document.name] = document
            }
        }

        let kitNames = kit.keys.sorted()
        var matches: [String: XIBDocument] = [:]
        var overriddenBy: [String: XIBDocument] = [:]
        for name in app.keys.sorted() {
            let document = app[name]!
            guard let base = kitNib(for: document, kit: kit, subclasses: subclasses) else {
                if !kit.isEmpty { unmatched(document, kitNames: kitNames, kit: kit, into: &bag) }
                continue
            }
            if let earlier = overriddenBy[base.name] {
                // Two app nibs replace one kit nib: keep the one with the kit's file name (or
                // the first by name) and report the other.
                let (kept, dropped) = document.name == base.name ? (document, earlier) : (earlier, document)
                bag.emit(
                    LayoutRules.duplicateNib,
                    "this nib and '\(kept.name).xib' both replace the kit's \(base.name).xib; the kit loads only one",
                    at: SourceLocation(file: dropped.path, position: dropped.position),
                    notes: [
                        DiagnosticNote(
                            "'\(kept.name).xib' is here", at: SourceLocation(file: kept.path, position: kept.position))
                    ])
                matches[dropped.name] = nil
                matches[kept.name] = base
                overriddenBy[base.name] = kept
                continue
            }
            matches[name] = base
            overriddenBy[base.name] = document
        }
        matching.kit = kit
        matching.app = app
        matching.matches = matches
        return Checked(matching, found: bag)
    }

    /// One document's findings: on its own, and for an app nib against the kit nib it replaces
    /// and against the theme.
    static func check(_ document: XIBDocument, _ matching: Matching, themes: ThemeReferenceChecker)
        -> Checked<XIBDocument>
    {
        var bag = DiagnosticBag(file: document.path)
        let base = document.role == .app ? matching.matches[document.name] : nil
        XIBDocumentChecker(document: document, base: base).check(into: &bag)
        if document.role == .app {
            if let base {
                OverrideContractChecker(override: document, base: base, subclasses: matching.subclasses).check(
                    into: &bag)
            }
            themes.check(document, into: &bag)
        }
        return Checked(document, found: bag)
    }

    /// The model, with what matching found, each document's findings (``check(_:_:themes:)``, in
    /// document order) and names that would share a `Nibs` constant.
    static func model(_ matched: Checked<Matching>, checked: [Checked<XIBDocument>]) -> Checked<LayoutModel> {
        var bag = DiagnosticBag()
        let matching = bag.take(matched)
        for document in checked { bag.take(document) }
        let (kit, app, matches) = (matching.kit, matching.app, matching.matches)
        let nibs = nibEntries(kit: kit, app: app, matches: matches, into: &bag)
        let overrides = matches.keys.sorted().map { name -> LayoutOverride in
            let document = app[name]!
            let base = matches[name]!
            let kitClass = base.mainClass ?? base.name
            return LayoutOverride(
                kitClass: kitClass, nibName: document.name, customClass: document.mainClass ?? kitClass,
                customModule: document.mainObject?.customModule)
        }
        return Checked(LayoutModel(nibs: nibs, overrides: overrides), found: bag)
    }

    /// The kit nib an app nib replaces: the one with its file name; or, for a nib named after
    /// (or owned by) a declared subclass, the nib of the kit class it descends from.
    static func kitNib(for document: XIBDocument, kit: [String: XIBDocument], subclasses: SubclassTable) -> XIBDocument?
    {
        if let base = kit[document.name] { return base }
        var classes = subclasses.ancestry(of: document.name).dropFirst().map { $0 }
        if let owner = document.mainClass { classes += subclasses.ancestry(of: owner).dropFirst() }
        for kitClass in classes {
            if let base = kit[kitClass] { return base }
            if let base = kit.keys.sorted().lazy.compactMap({ kit[$0] }).first(where: { $0.mainClass == kitClass }) {
                return base
            }
        }
        return nil
    }

    private static func duplicate(
        _ document: XIBDocument, _ first: XIBDocument, side: String,
        into bag: inout DiagnosticBag
    ) {
        bag.emit(
            LayoutRules.duplicateNib,
            "another \(side) XIB is already named '\(document.name).xib'; the bundle keeps only one nib per name",
            at: SourceLocation(file: document.path, position: document.position),
            notes: [
                DiagnosticNote(
                    "the first '\(first.name).xib' is here",
                    at: SourceLocation(file: first.path, position: first.position))
            ])
    }

    private static func unmatched(
        _ document: XIBDocument, kitNames: [String], kit: [String: XIBDocument],
        into bag: inout DiagnosticBag
    ) {
        let nearest = Suggestion.nearest(to: document.name, in: kitNames)
        var message =
            "'\(document.name).xib' has the name of no kit nib, so it overrides nothing and the kit keeps loading "
            + "its own"
        var notes: [DiagnosticNote] = []
        if let nearest, let base = kit[nearest] {
            message += "; did you mean '\(nearest).xib'?"
            notes.append(
                DiagnosticNote(
                    "the kit's \(nearest).xib is here", at: SourceLocation(file: base.path, position: base.position)))
        }
        bag.emit(
            LayoutRules.unmatchedOverride, message,
            at: SourceLocation(file: document.path, position: document.position), notes: notes)
    }

    /// One ``LayoutNib`` per name (the app's when both sides have it) with its `Nibs` constant;
    /// names that would share a constant are reported.
    private static func nibEntries(
        kit: [String: XIBDocument], app: [String: XIBDocument],
        matches: [String: XIBDocument], into bag: inout DiagnosticBag
    ) -> [LayoutNib] {
        var nibs: [LayoutNib] = []
        var byIdentifier: [String: XIBDocument] = [:]
        for name in Set(kit.keys).union(app.keys).sorted() {
            let document = app[name] ?? kit[name]!
            var identifier = SwiftIdentifier.lowerCamel(name)
            if reservedMembers.contains(SwiftIdentifier.unescaped(identifier)) {
                identifier = SwiftIdentifier.unescaped(identifier) + "Nib"
            }
            if let first = byIdentifier[identifier] {
                bag.emit(
                    LayoutRules.nibNameCollision,
                    "nib '\(name)' and nib '\(first.name)' both become "
                        + "'Nibs.\(SwiftIdentifier.unescaped(identifier))'; rename one of the files",
                    at: SourceLocation(file: document.path, position: document.position),
                    notes: [
                        DiagnosticNote(
                            "'\(first.name).xib' is here",
                            at: SourceLocation(file: first.path, position: first.position))
                    ])
                continue
            }
            byIdentifier[identifier] = document
            nibs.append(nib(document, identifier: identifier, overrides: matches[name]?.name))
        }
        return nibs
    }

    private static func nib(_ document: XIBDocument, identifier: String, overrides: String?) -> LayoutNib {
        let main = document.mainObject
        var outlets: [String: String?] = [:]
        var actions = Set<String>()
        if let main {
            for outlet in document.outlets(of: main) where outlets[outlet.property] == nil {
                outlets[outlet.property] = .some(document.object(id: outlet.destination)?.elementType)
            }
            for action in document.actions(targeting: main) { actions.insert(action.selector) }
        }
        return LayoutNib(
            name: document.name, identifier: identifier, file: document.path, role: document.role,
            customClass: main?.customClass, customModule: main?.customModule,
            outlets: outlets.keys.sorted().map { ($0, outlets[$0]!) }, actions: actions.sorted(),
            overrides: overrides)
    }
}
