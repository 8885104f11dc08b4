import ThemecSyntax

/// Reads XIBs and checks each app override against the kit nib it replaces.
///
/// Parse (in parallel) → match each app nib to a kit nib (same file name, or a declared
/// subclass) → check every document on its own, every override against its kit nib and every
/// app nib against the theme (in parallel) → the model behind `Nibs` and `themec dump`.
public enum LayoutStage {
    /// Member names of the generated `Nibs` a nib constant must not take.
    static let reservedMembers: Set<String> = [
        "all", "overrides", "nibName", "nib", "bundles", "ownBundle", "bundle", "hasNib", "validate",
    ]

    public static func compile(_ files: [InputFile], themes: ThemeSet,
                               options: CompilerOptions) -> (model: LayoutModel, diagnostics: [Diagnostic]) {
        let files = files.sorted { ($0.role, $0.path) < ($1.role, $1.path) }
        let parsed = ParallelMap.map(files, parallel: options.parallel) { file -> (XIBDocument?, [Diagnostic]) in
            var bag = DiagnosticBag(file: file.path)
            let document = XIBReader().read(file, into: &bag)
            return (document, bag.diagnostics)
        }
        var diagnostics = parsed.flatMap(\.1)
        let documents = parsed.compactMap(\.0)

        // One nib per name and side: the first by path wins, the others are reported.
        var kit: [String: XIBDocument] = [:]
        var app: [String: XIBDocument] = [:]
        for document in documents {
            if document.role == .base {
                if let first = kit[document.name] {
                    diagnostics.append(duplicate(document, first, side: "kit"))
                } else {
                    kit[document.name] = document
                }
            } else if let first = app[document.name] {
                diagnostics.append(duplicate(document, first, side: "app"))
            } else {
                app[document.name] = document
            }
        }

        let subclasses = SubclassTable(options.subclasses)
        let kitNames = kit.keys.sorted()
        var matches: [String: XIBDocument] = [:]
        var overriddenBy: [String: XIBDocument] = [:]
        for name in app.keys.sorted() {
            let document = app[name]!
            guard let base = kitNib(for: document, kit: kit, subclasses: subclasses) else {
                if !kit.isEmpty { diagnostics.append(unmatched(document, kitNames: kitNames, kit: kit)) }
                continue
            }
            if let earlier = overriddenBy[base.name] {
                // Two app nibs replace one kit nib: keep the one with the kit's file name (or
                // the first by name) and report the other.
                let (kept, dropped) = document.name == base.name ? (document, earlier) : (earlier, document)
                diagnostics.append(Diagnostic(
                    LayoutRules.duplicateNib,
                    "this nib and '\(kept.name).xib' both replace the kit's \(base.name).xib; the kit loads only one",
                    at: SourceLocation(file: dropped.path, position: dropped.position),
                    notes: [DiagnosticNote("'\(kept.name).xib' is here", at: SourceLocation(file: kept.path, position: kept.position))]))
                matches[dropped.name] = nil
                matches[kept.name] = base
                overriddenBy[base.name] = kept
                continue
            }
            matches[name] = base
            overriddenBy[base.name] = document
        }

        let matched = matches
        let themeReferences = ThemeReferenceChecker(themes: themes)
        let checked = ParallelMap.map(documents, parallel: options.parallel) { document -> [Diagnostic] in
            var bag = DiagnosticBag(file: document.path)
            let base = document.role == .app ? matched[document.name] : nil
            XIBDocumentChecker(document: document, base: base).check(into: &bag)
            if document.role == .app {
                if let base {
                    OverrideContractChecker(override: document, base: base, subclasses: subclasses).check(into: &bag)
                }
                themeReferences.check(document, into: &bag)
            }
            return bag.diagnostics
        }
        diagnostics += checked.flatMap { $0 }

        let (nibs, collisions) = nibEntries(kit: kit, app: app, matches: matches)
        diagnostics += collisions
        let overrides = matches.keys.sorted().map { name -> LayoutOverride in
            let document = app[name]!
            let base = matches[name]!
            let kitClass = base.mainClass ?? base.name
            return LayoutOverride(kitClass: kitClass, nibName: document.name, customClass: document.mainClass ?? kitClass,
                                  customModule: document.mainObject?.customModule)
        }
        return (LayoutModel(nibs: nibs, overrides: overrides), diagnostics)
    }

    /// The kit nib an app nib replaces: the one with its file name; or, for a nib named after
    /// (or owned by) a declared subclass, the nib of the kit class it descends from.
    static func kitNib(for document: XIBDocument, kit: [String: XIBDocument], subclasses: SubclassTable) -> XIBDocument? {
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

    private static func duplicate(_ document: XIBDocument, _ first: XIBDocument, side: String) -> Diagnostic {
        Diagnostic(LayoutRules.duplicateNib,
                   "another \(side) XIB is already named '\(document.name).xib'; the bundle keeps only one nib per name",
                   at: SourceLocation(file: document.path, position: document.position),
                   notes: [DiagnosticNote("the first '\(first.name).xib' is here", at: SourceLocation(file: first.path, position: first.position))])
    }

    private static func unmatched(_ document: XIBDocument, kitNames: [String], kit: [String: XIBDocument]) -> Diagnostic {
        let nearest = Suggestion.nearest(to: document.name, in: kitNames)
        var message = "'\(document.name).xib' has the name of no kit nib, so it overrides nothing and the kit keeps loading its own"
        var notes: [DiagnosticNote] = []
        if let nearest, let base = kit[nearest] {
            message += "; did you mean '\(nearest).xib'?"
            notes.append(DiagnosticNote("the kit's \(nearest).xib is here", at: SourceLocation(file: base.path, position: base.position)))
        }
        return Diagnostic(LayoutRules.unmatchedOverride, message,
                          at: SourceLocation(file: document.path, position: document.position), notes: notes)
    }

    /// One ``LayoutNib`` per name (the app's when both sides have it) with its `Nibs` constant;
    /// names that would share a constant are reported.
    private static func nibEntries(kit: [String: XIBDocument], app: [String: XIBDocument],
                                   matches: [String: XIBDocument]) -> ([LayoutNib], [Diagnostic]) {
        var nibs: [LayoutNib] = []
        var diagnostics: [Diagnostic] = []
        var byIdentifier: [String: XIBDocument] = [:]
        for name in Set(kit.keys).union(app.keys).sorted() {
            let document = app[name] ?? kit[name]!
            var identifier = SwiftIdentifier.lowerCamel(name)
            if reservedMembers.contains(SwiftIdentifier.unescaped(identifier)) {
                identifier = SwiftIdentifier.unescaped(identifier) + "Nib"
            }
            if let first = byIdentifier[identifier] {
                diagnostics.append(Diagnostic(
                    LayoutRules.nibNameCollision,
                    "nib '\(name)' and nib '\(first.name)' both become 'Nibs.\(SwiftIdentifier.unescaped(identifier))'; rename one of the files",
                    at: SourceLocation(file: document.path, position: document.position),
                    notes: [DiagnosticNote("'\(first.name).xib' is here", at: SourceLocation(file: first.path, position: first.position))]))
                continue
            }
            byIdentifier[identifier] = document
            nibs.append(nib(document, identifier: identifier, overrides: matches[name]?.name))
        }
        return (nibs, diagnostics)
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
        return LayoutNib(name: document.name, identifier: identifier, file: document.path, role: document.role,
                         customClass: main?.customClass, customModule: main?.customModule,
                         outlets: outlets.keys.sorted().map { ($0, outlets[$0]!) }, actions: actions.sorted(),
                         overrides: overrides)
    }
}
