/// Reads, validates and resolves theme files: decoding runs per file in parallel, then names,
/// `extends:` chains and references are resolved across files.
public enum ThemeStage {
    public static func compile(_ files: [InputFile], options: CompilerOptions) -> (model: ThemeSet, diagnostics: [Diagnostic]) {
        let decoded = ParallelMap.map(files, parallel: options.parallel) { file in
            var decoder = ThemeDecoder(file: file)
            let document = decoder.decode()
            return (document, decoder.bag)
        }
        var diagnostics = decoded.flatMap { $0.1.diagnostics }
        // A file with errors is left out of resolution so one mistake is reported once.
        let documents = decoded.compactMap { document, bag in bag.hasErrors ? nil : document }
        let broken = Set(decoded.compactMap { document, bag in bag.hasErrors ? document?.name : nil })
        var resolver = ThemeResolver(brokenNames: broken)
        let themes = resolver.resolve(documents)
        // A definition inherited by several themes is checked once per theme: report it once.
        var seen = Set<Diagnostic>()
        for diagnostic in resolver.diagnostics where seen.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
        return (ThemeSet(themes: themes), diagnostics)
    }
}
