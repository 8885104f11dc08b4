import ThemecVocabulary

/// Which item of the page each diagnostic is shown next to: a color or text slot by its line, a
/// theme, a table in one locale, an overridden nib. What belongs to none (the config, the kit's
/// files, a file that could not be read) is listed only under Problems.
struct PreviewProblems {
    /// An item a diagnostic is shown at: its anchor in the page and how the Problems list names it.
    struct Item: Sendable {
        var anchor: String
        var label: String
    }

    let diagnostics: [Diagnostic]
    /// The item of each diagnostic, by its index in ``diagnostics``.
    private(set) var items: [Int: Item] = [:]
    private var byAnchor: [String: [Int]] = [:]

    init(_ diagnostics: [Diagnostic], page: PreviewContent) {
        self.diagnostics = diagnostics
        var themeOfFile: [String: Int] = [:]
        var slotAtLine: [String: [Int: Item]] = [:]
        for (index, theme) in page.themes.enumerated() {
            themeOfFile[theme.file] = index
            for slot in ColorSlot.allCases.reversed() {
                if let location = page.ownLocation(theme.colorOrigins[slot], in: theme) {
                    slotAtLine[location.file, default: [:]][location.line] = Item(
                        anchor: PreviewAnchor.color(index, slot),
                        label: "Colors › \(theme.name) › \(slot.rawValue)")
                }
            }
            for slot in TextSlot.allCases.reversed() {
                if let location = page.ownLocation(theme.textOrigins[slot], in: theme) {
                    slotAtLine[location.file, default: [:]][location.line] = Item(
                        anchor: PreviewAnchor.text(index, slot), label: "Text › \(theme.name) › \(slot.rawValue)")
                }
            }
        }
        for (index, file) in page.brokenThemeFiles.enumerated() {
            slotAtLine[file] = [:]
            themeOfFile[file] = page.themes.count + index
        }
        var tableIndex: [String: Int] = [:]
        for (index, table) in page.strings.tables.enumerated() { tableIndex[table.name] = index }
        var coverageIndex: [String: Int] = [:]
        for (index, coverage) in page.strings.coverage.enumerated() {
            coverageIndex[coverage.table + "\u{0}" + coverage.locale] = index
        }
        var nibOfFile: [String: Int] = [:]
        for (index, nib) in page.overrides.enumerated() { nibOfFile[nib.file] = index }

        for (index, diagnostic) in diagnostics.enumerated() {
            let location = diagnostic.location
            var item: Item?
            switch InputKind(path: location.file) {
            case .theme?:
                if let theme = themeOfFile[location.file] {
                    let name = theme < page.themes.count ? page.themes[theme].name : location.file
                    item =
                        slotAtLine[location.file]?[location.line]
                        ?? Item(anchor: PreviewAnchor.theme(theme), label: "Colors › \(name)")
                }
            case .strings?, .stringsdict?, .xcstrings?:
                let file = InputFile(path: location.file, kind: .strings, bytes: [])
                let locale = file.locale ?? page.strings.developmentLanguage
                if let row = coverageIndex[file.table + "\u{0}" + locale] {
                    item = Item(anchor: PreviewAnchor.coverage(row), label: "Strings › \(file.table) › \(locale)")
                } else if let table = tableIndex[file.table] {
                    item = Item(anchor: PreviewAnchor.table(table), label: "Strings › \(file.table)")
                }
            case .xib?:
                if let nib = nibOfFile[location.file] {
                    item = Item(anchor: PreviewAnchor.nib(nib), label: "Layouts › \(page.overrides[nib].name).xib")
                }
            case nil:
                break
            }
            if let item {
                items[index] = item
                byAnchor[item.anchor, default: []].append(index)
            }
        }
    }

    /// The diagnostics shown at an item, in diagnostic order.
    func at(_ anchor: String) -> [Diagnostic] { (byAnchor[anchor] ?? []).map { diagnostics[$0] } }

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    var warningCount: Int { diagnostics.count - errorCount }
}

/// The `id`s of the page's items: made of indices and themec's own slot names only, never of
/// input text, so they are always valid and unique.
enum PreviewAnchor {
    static func theme(_ theme: Int) -> String { "theme-\(theme)" }
    static func color(_ theme: Int, _ slot: ColorSlot) -> String { "theme-\(theme)-\(slot.rawValue)" }
    static func textTheme(_ theme: Int) -> String { "text-\(theme)" }
    static func text(_ theme: Int, _ slot: TextSlot) -> String { "text-\(theme)-\(slot.rawValue)" }
    static func table(_ table: Int) -> String { "table-\(table)" }
    static func coverage(_ row: Int) -> String { "coverage-\(row)" }
    static func nib(_ nib: Int) -> String { "nib-\(nib)" }
}
