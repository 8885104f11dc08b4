/// themec's compiler: input files in, diagnostics and generated Swift out.
public enum Compiler {
    /// Compiles a project's inputs (see ``Pipeline``). Pure: it reads nothing and writes
    /// nothing; the CLI and the plugin do the I/O.
    public static func compile(_ inputs: [InputFile], options: CompilerOptions = CompilerOptions()) -> CompilationResult
    {
        Pipeline(options: options).compile(inputs)
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
public struct Pipeline: Sendable {
    /// What shapes the compilation besides the inputs.
    public let options: CompilerOptions

    /// A pipeline compiling with `options`.
    public init(options: CompilerOptions) {
        self.options = options
    }

    /// Every stage and its rendering (while no error is found), then the severity policy.
    public func compile(_ inputs: [InputFile]) -> CompilationResult {
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
        let ((collisions, others), stringsFiles) = Concurrently.run(parallel: options.parallel) {
            (Self.collisions(strings.model), renders ? self.render(themes, layouts) : nil)
        } and: {
            renders ? self.render(strings.model) : []
        }

        // The configured severities, once, on everything.
        let diagnostics = options.rules.apply(
            to: themes.diagnostics + strings.diagnostics + collisions + layouts.diagnostics)
        var files: [GeneratedFile] = []
        if let others, !diagnostics.contains(where: { $0.severity == .error }) {
            files = [others.theme] + stringsFiles + [others.layouts]
        }
        return CompilationResult(
            diagnostics: diagnostics, files: files, themes: themes.model, strings: strings.model,
            layouts: layouts.model)
    }

    // MARK: - Themes

    /// Each theme file read and decoded (side by side), then resolved across files.
    public func themes(_ files: [InputFile]) -> Checked<ThemeSet> {
        let decoded = map(files) { ThemeStage.decode($0) }
        return ThemeStage.resolve(decoded, options: options)
    }

    // MARK: - Layouts

    /// Each XIB read (side by side), matched to the kit's nibs, each document checked (side by
    /// side), then the model.
    public func layouts(_ files: [InputFile], themes: ThemeSet) -> Checked<LayoutModel> {
        let read = map(LayoutStage.readingOrder(files)) { LayoutStage.read($0) }
        let matching = LayoutStage.match(read, subclasses: SubclassTable(options.subclasses))
        let references = ThemeReferenceChecker(themes: themes)
        let checked = map(matching.documents) { LayoutStage.check($0, matching, themes: references) }
        return LayoutStage.model(matching, checked: checked)
    }

    // MARK: - Strings

    /// The strings model and every diagnostic, name collisions between keys included (last).
    public func strings(_ files: [InputFile]) -> Checked<StringsModel> {
        var strings = checkedStrings(files)
        strings.diagnostics += Self.collisions(strings.model)
        return strings
    }

    /// The strings model without the name-collision check, which needs only the finished tables
    /// and so runs beside rendering them.
    ///
    /// First the files every locale is compared with are read (side by side), and merged into
    /// the reference and kit tables; then each other table and locale is one job that reads its
    /// files, checks them against the reference and keeps only its findings (and its values when
    /// ``CompilerOptions/retainsValues`` asks), so a locale's entries are dropped as soon as it is
    /// checked. The table plans and the checks run side by side.
    func checkedStrings(_ files: [InputFile]) -> Checked<StringsModel> {
        let inputs = StringsInputs(files, developmentLanguage: options.developmentLanguage)
        var read = [StringsDocument?](repeating: nil, count: inputs.files.count)
        var diagnostics: [Diagnostic] = []
        func readAll(_ indices: [Int]) {
            let documents = map(indices) { StringsValueChecks.checked(inputs.read($0)) }
            for (index, document) in zip(indices, documents) {
                read[index] = document
                diagnostics += document.diagnostics
            }
        }
        readAll(inputs.firstRound)
        let tables = inputs.tableLocales(read: read)
        readAll(inputs.secondRound(tables, read: read))

        let reference = StringsCatalogIndex(inputs.documents(read, role: .app)) { tables.isReference($0, $1) }
        let base = StringsCatalogIndex(inputs.documents(read, role: .base))
        diagnostics += reference.diagnostics + base.diagnostics

        let checker = StringsChecker(
            reference: reference, base: base, tables: tables,
            developmentLanguage: options.developmentLanguage,
            retainsValues: options.retainsValues)
        let plans = map(tables.names) { checker.plan($0) }.compactMap { $0 }
        let jobs = StringsChecker.jobs(plans)
        let scanning = !options.retainsValues && options.localeChecks == .scanWhenPossible
        let earlier = read
        let results = map(jobs) { job -> StringsChecker.JobResult in
            guard case .locale(let index, let locale) = job else { return checker.run(job, plans: plans) }
            let check = LocaleCheck(checker: checker, plan: plans[index], locale: locale)
            switch inputs.readLocale(check.plan.name, locale, read: earlier, scanning: scanning) {
            case .documents(let documents):
                return check.parsed(documents)
            case .decoded(let text):
                // A lone `.strings` file is checked from byte ranges when it can be, else parsed
                // in full from the same decoded text.
                return check.scanned(text)
                    ?? check.parsed(LocaleDocuments(documents: [inputs.reader.document(text)], fresh: [true]))
            }
        }
        var checked = checker.model(plans, jobs: jobs, results: results)
        checked.diagnostics = diagnostics + checked.diagnostics
        return checked
    }

    /// Keys of any table that become the same Swift name.
    private static func collisions(_ model: StringsModel) -> [Diagnostic] {
        var bag = DiagnosticBag()
        StringsNameCollisions.check(model.tables, into: &bag)
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
    public func render(_ model: StringsModel) -> [GeneratedFile] {
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
