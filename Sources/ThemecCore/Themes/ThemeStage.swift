/// Reads, validates and resolves theme files: decoding runs per file in parallel, then names,
/// `extends:` chains and references are resolved across files.
public enum ThemeStage {
    public static func compile(_ files: [InputFile], options: CompilerOptions) -> (model: ThemeSet, diagnostics: [Diagnostic]) {
        let decoded = ParallelMap.map(files, parallel: options.parallel) { file in
            var decoder = ThemeDecoder(file: file)
            var document = decoder.decode()
            document?.role = file.role
            return (document, decoder.bag)
        }
        var diagnostics = decoded.flatMap { $0.1.diagnostics }
        // Every decoded document is resolved, so every problem in every file is reported; what
        // failed to decode is marked broken and not reported again. A file that could not be
        // read at all still claims its name, so themes extending it stay quiet.
        let documents = decoded.compactMap { document, _ in document }
        let unreadable = Set(zip(files, decoded).compactMap { file, result in result.0 == nil ? file.baseName : nil })
        var resolver = ThemeResolver(brokenNames: unreadable)
        let themes = resolver.resolve(documents)
        // A definition inherited by several themes is checked once per theme: report it once.
        var seen = Set<Diagnostic>()
        for diagnostic in resolver.diagnostics where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
        // A theme whose file had errors is not part of the model.
        let failedFiles = Set(decoded.compactMap { document, bag in bag.hasErrors ? document?.file : nil })
        let model = ThemeSet(themes: themes.filter { !failedFiles.contains($0.file) })
        return (model, diagnostics + LowContrastRule.check(model.themes, settings: options.contrast))
    }
}
