/// The themes' stage: each file read on its own (``read(_:)``), then names, `extends:`
/// chains and references resolved across files, and contrast checked (``resolve(_:options:)``).
/// The pipeline decodes the files side by side.
enum ThemeStage {
    /// One theme file, read and decoded.
    struct ReadTheme: Sendable {
        /// The file name without extensions: the name the file claims even when it could not be
        /// decoded, so themes extending it stay quiet.
        var baseName: String
        /// Nil when the file's bytes or YAML could not be read at all.
        var document: ThemeDocument?
    }

    /// Reads and decodes one file.
    static func read(_ file: InputFile) -> Checked<ReadTheme> {
        var bag = DiagnosticBag()
        let document = bag.take(ThemeReader.read(file))
        return Checked(ReadTheme(baseName: file.baseName, document: document), found: bag)
    }

    /// Every decoded document resolved, so every problem in every file is reported; what failed
    /// to decode is marked broken and not reported again. Every theme that decoded is part of the
    /// model, whatever its problems (the values that did not resolve are marked, and their
    /// defaults stand in): severities decide only whether there is output, once, in the pipeline.
    static func resolve(_ read: [Checked<ReadTheme>], options: CompilerOptions) -> Checked<ThemeSet> {
        var bag = DiagnosticBag()
        let decoded = read.map { bag.take($0) }
        let documents = decoded.compactMap(\.document)
        let unreadable = Set(decoded.filter { $0.document == nil }.map(\.baseName))
        // A definition inherited by several themes is checked once per theme and reported once.
        var resolving = DiagnosticBag.takingEachFindingOnce()
        let themes = ThemeResolver(brokenNames: unreadable).resolve(documents, into: &resolving)
        bag.take(resolving)
        let model = ThemeSet(themes: themes)
        LowContrastRule.check(model.themes, settings: options.contrast, into: &bag)
        return Checked(model, found: bag)
    }
}
