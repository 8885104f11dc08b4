/// themec's compiler: input files in, diagnostics and generated Swift out.
public enum Compiler {
    /// Compiles a project's inputs with `options`: every diagnostic (the configured severities
    /// applied, sorted) and, when no error remains, the generated files. Pure: it reads nothing
    /// and writes nothing; the caller hands over the inputs and writes the files.
    public static func compile(_ inputs: [InputFile], options: CompilerOptions = CompilerOptions())
        -> CompilationResult
    {
        Pipeline(options: options).compile(inputs)
    }

    /// Compiles a project's inputs (see ``Pipeline``), after `earlier`, what was found before
    /// compiling (see ``Pipeline/compile(_:earlier:)``). Pure: it reads nothing and writes
    /// nothing; the CLI and the plugin do the I/O.
    package static func compile(_ inputs: [InputFile], options: CompilerOptions, earlier: [Diagnostic])
        -> CompilationResult
    {
        Pipeline(options: options).compile(inputs, earlier: earlier)
    }
}

/// The whole compilation, in the order the work happens, and the one place that decides what
/// runs side by side (``map(_:_:)``, ``Concurrently``):
///
///     InputFile ─read─▶ bytes ─parse─▶ located trees (ThemecSyntax: YAML, XML, property lists, JSON)
///               ─decode─▶ typed documents (ThemeDocument, XIBDocument, StringsDocument)
///               ─check─▶ checked models (Checked<ThemeSet>, Checked<LayoutModel>, Checked<StringsModel>)
///               ─render─▶ generated files (GeneratedFile), unless an error so far
///               ─policy─▶ sorted diagnostics, and the files if no error remains
///
/// Each input is read by the job that parses it, so a big project's bytes are never all in
/// memory at once, and a file that cannot be read is a diagnostic at that file. Stages report
/// into diagnostics and never throw on bad input; the configured severities apply once, at the
/// end. The result never depends on input order or timing: inputs are sorted first, and the
/// results of parallel work are put together in a fixed order.
package struct Pipeline: Sendable {
    /// What shapes the compilation besides the inputs.
    package let options: CompilerOptions

    /// A pipeline compiling with `options`.
    package init(options: CompilerOptions) {
        self.options = options
    }

    /// Every stage and its rendering, while no error is found (under the configured severities):
    /// what they found, before the severity policy.
    private func stages(_ inputs: [InputFile]) -> Stages {
        // Sorting first makes every later step independent of the order files were found in.
        let inputs = inputs.sorted { ($0.path, $0.role) < ($1.path, $1.role) }

        // Strings need nothing from the other stages; layouts check references into the themes.
        // With threads to spare, the strings run beside themes-then-layouts.
        let (styled, strings) = Concurrently.run(parallel: options.parallel) {
            let themes = self.themes(inputs.filter { $0.kind == .theme })
            let layouts = self.layouts(inputs.filter { $0.kind == .xib }, themes: themes.model)
            return StyledProject(themes: themes, layouts: layouts)
        } and: {
            self.checkedStrings(inputs.filter { $0.kind.isStringTable })
        }
        let (themes, layouts) = (styled.themes, styled.layouts)

        // Unless there is an error already, the files are rendered beside the last check, name
        // collisions between keys (the themes' and layouts' files in the same job as that check),
        // and are dropped if it finds one.
        let renders =
            options.rendersFiles
            && !options.rules.hasErrors(themes.diagnostics + strings.diagnostics + layouts.diagnostics)
        let (stringsFiles, (collisions, others)) = Concurrently.run(parallel: options.parallel) {
            renders ? self.render(strings.model) : []
        } and: {
            (Self.collisions(strings.model), renders ? self.render(themes, layouts) : nil)
        }
        return Stages(
            themes: themes, strings: strings, layouts: layouts, collisions: collisions, styledFiles: others,
            stringsFiles: stringsFiles)
    }

    /// Every stage (``stages(_:)``), then the severity policy, once, on `earlier` and what the
    /// stages found together. `earlier` is what was found before compiling: the config's
    /// diagnostics, and the search for the inputs'. An error among them stops the run before
    /// any stage: the result then holds only those diagnostics, and ``CompilationResult/compiled``
    /// is false.
    package func compile(_ inputs: [InputFile], earlier: [Diagnostic] = []) -> CompilationResult {
        let stages = options.rules.hasErrors(earlier) ? nil : self.stages(inputs)

        // The configured severities, once, on everything.
        let diagnostics = options.rules.apply(to: earlier + (stages?.diagnostics ?? []))
        var files: [GeneratedFile] = []
        if let stages, let others = stages.styledFiles, !diagnostics.contains(where: { $0.severity == .error }) {
            files = [others.theme] + stages.stringsFiles + [others.layouts]
        }
        return CompilationResult(
            diagnostics: diagnostics, files: files, themes: stages?.themes.model ?? ThemeSet(),
            strings: stages?.strings.model ?? StringsModel(developmentLanguage: options.developmentLanguage),
            layouts: stages?.layouts.model ?? LayoutModel(), compiled: stages != nil)
    }

    // MARK: - Themes

    /// Each theme file read and decoded (side by side), then resolved across files.
    package func themes(_ files: [InputFile]) -> Checked<ThemeSet> {
        let read = map(files) { ThemeStage.read($0) }
        return ThemeStage.resolve(read, options: options)
    }

    // MARK: - Layouts

    /// Each XIB read (side by side), matched to the kit's nibs, each document checked (side by
    /// side), then the model.
    package func layouts(_ files: [InputFile], themes: ThemeSet) -> Checked<LayoutModel> {
        let read = map(LayoutStage.readingOrder(files)) { LayoutStage.read($0) }
        let matched = LayoutStage.match(read, subclasses: SubclassTable(options.subclasses))
        let references = ThemeReferenceChecker(themes: themes)
        let matching = matched.model
        let checked = map(matching.documents) { LayoutStage.check($0, matching, themes: references) }
        return LayoutStage.model(matched, checked: checked)
    }

    // MARK: - Strings

    /// The strings model and every diagnostic, name collisions between keys included (last).
    package func strings(_ files: [InputFile]) -> Checked<StringsModel> {
        var bag = DiagnosticBag()
        let model = bag.take(checkedStrings(files))
        Self.collisions(model, into: &bag)
        return Checked(model, found: bag)
    }

    /// The strings model without the name-collision check, which needs only the finished tables
    /// and so runs beside rendering them.
    ///
    /// Each step hands the next a value: the first round of reading (the files every locale is
    /// compared with, side by side) gives the tables' locales, which say what the second round
    /// reads; both rounds' documents are checked each on its own (``CheckedDocuments``), then
    /// merged into the reference and kit tables, which give the table plans and the jobs. Each
    /// other table and locale is one job that reads its files (its read says how it is checked),
    /// checks them against the reference and keeps only its findings (and its values when
    /// ``CompilerOptions/retainsValues`` asks), so a locale's entries are dropped as soon as it is
    /// checked. The table plans and the jobs run side by side.
    func checkedStrings(_ files: [InputFile]) -> Checked<StringsModel> {
        let inputs = StringsInputs(
            files, developmentLanguage: options.developmentLanguage, kitLanguage: options.kitDevelopmentLanguage)
        let firstRound = readRound(inputs.firstRound, of: inputs)
        let tables = inputs.tableLocales(firstRound)
        let read = firstRound.followed(by: readRound(inputs.secondRound(tables, after: firstRound), of: inputs))

        let documents = CheckedDocuments.of(read, checked: map(read.inReadingOrder) { StringsValueChecks.checked($0) })

        let reference = StringsCatalogIndex.merging(documents.model.documents(of: .app), onlyLocale: tables.references)
        let base = StringsCatalogIndex.merging(documents.model.documents(of: .base))
        let checker = StringsChecker(
            reference: reference.model, base: base.model, tables: tables,
            developmentLanguage: options.developmentLanguage,
            retainsValues: options.retainsValues, kitModule: options.kitModule, kitLanguage: options.kitLanguage)
        let plans = map(tables.names) { checker.plan($0) }.compactMap { $0 }
        let jobs = StringsChecker.jobs(plans, reachingKit: options.kitModule != nil)
        let scanning = !options.retainsValues && options.localeChecks == .scanWhenPossible
        let results = map(jobs) { job -> StringsChecker.JobResult in
            switch job {
            case .tables(let job):
                return checker.run(job, plans: plans)
            case .locale(let job):
                let check = LocaleCheck(checker: checker, plan: plans[job.plan], locale: job.locale)
                switch inputs.readLocale(check.plan.name, job.locale, after: read, scanning: scanning) {
                case .scanned(let text):
                    return check.scanned(text)
                case .documents(let documents):
                    return check.parsed(documents)
                }
            }
        }
        var bag = DiagnosticBag()
        bag.take(documents)
        bag.take(reference)
        bag.take(base)
        let model = bag.take(checker.model(plans, jobs: jobs, results: results))
        return Checked(model, found: bag)
    }

    /// The string-table files at `indices` read side by side.
    private func readRound(_ indices: [Int], of inputs: StringsInputs) -> StringsRead {
        StringsRead(fileCount: inputs.files.count, indices: indices, documents: map(indices) { inputs.read($0) })
    }

    /// Keys of any table that become the same Swift name: two of the app's, or in an app that names
    /// its kit, an app key and a kit key.
    private static func collisions(_ model: StringsModel, into bag: inout DiagnosticBag) {
        StringsNameCollisions.check(model.tables, into: &bag)
        if let kit = model.kit { KitNameCollisions.check(model.tables, kit: kit, into: &bag) }
    }

    /// ``collisions(_:into:)``'s findings, as the stages hand them on beside rendering.
    private static func collisions(_ model: StringsModel) -> [Diagnostic] {
        var bag = DiagnosticBag()
        collisions(model, into: &bag)
        return bag.diagnostics
    }

    // MARK: - Rendering

    /// `Theme.themec.swift` and `Layouts.themec.swift`.
    func render(_ themes: Checked<ThemeSet>, _ layouts: Checked<LayoutModel>) -> StyledFiles {
        StyledFiles(
            theme: ThemeRenderer(options: options).render(themes.model),
            layouts: LayoutsRenderer(options: options).render(layouts.model))
    }

    /// The strings files, their pieces rendered side by side.
    package func render(_ model: StringsModel) -> [GeneratedFile] {
        let renderer = StringsRenderer(options: options)
        let pieces = renderer.pieces(model)
        let rendered = map(Array(0..<pieces.count)) { renderer.render(piece: $0, of: pieces) }
        return renderer.files(pieces, rendered: rendered)
    }

    // MARK: - Scheduling

    /// `transform` over `items` on every core (unless ``CompilerOptions/parallel`` is off), the
    /// results in the items' order.
    private func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        ParallelMap.map(items, parallel: options.parallel, transform)
    }
}

/// What the stages found, before the severity policy: the checked models, the name collisions
/// between string keys, and the files rendered so far.
struct Stages: Sendable {
    var themes: Checked<ThemeSet>
    var strings: Checked<StringsModel>
    var layouts: Checked<LayoutModel>
    var collisions: [Diagnostic]
    /// `Theme.themec.swift` and `Layouts.themec.swift`, when no error was found before rendering.
    var styledFiles: StyledFiles?
    /// The strings files, when no error was found before rendering (else none).
    var stringsFiles: [GeneratedFile]

    /// Every diagnostic, in the order the stages report them.
    var diagnostics: [Diagnostic] { themes.diagnostics + strings.diagnostics + collisions + layouts.diagnostics }
}

/// The themes and layouts, checked.
struct StyledProject: Sendable {
    var themes: Checked<ThemeSet>
    var layouts: Checked<LayoutModel>
}

/// `Theme.themec.swift` and `Layouts.themec.swift`.
struct StyledFiles: Sendable {
    var theme: GeneratedFile
    var layouts: GeneratedFile
}
