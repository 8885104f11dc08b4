import ThemecSyntax
import ThemecVocabulary

/// Checks what an app XIB takes from the theme: every `<color name="…">` must name a theme
/// color (`layout-unknown-color`, only when the project has themes), and every `textStyle`
/// runtime attribute must be one of the eleven text styles (`layout-unknown-text-style`).
///
/// Made once for all the XIBs of a project: the theme's color names are gathered once.
struct ThemeReferenceChecker: Sendable {
    let themes: ThemeSet
    /// ``ThemeSet/colorNames``, sorted (for suggestions) and as a set.
    private let colorNames: [String]
    private let knownColors: Set<String>

    /// The runtime attribute the kit reads to apply a text style (`setTextStyle(_:)`).
    static let textStyleKeyPath = "textStyle"

    init(themes: ThemeSet) {
        self.themes = themes
        colorNames = themes.themes.isEmpty ? [] : themes.colorNames
        knownColors = Set(colorNames)
    }

    func check(_ document: XIBDocument, into bag: inout DiagnosticBag) {
        if let theme = themes.themes.first {
            // The note names the file, not a line: a color may come from any theme or palette.
            let themeNote = DiagnosticNote(
                "theme '\(theme.name)' defines the colors a XIB may use",
                at: SourceLocation(file: theme.file, position: .start))
            for reference in document.colorReferences where !knownColors.contains(reference.name) {
                bag.emit(
                    LayoutRules.unknownColor,
                    "named color '\(reference.name)' is not a theme "
                        + "color\(Suggestion.didYouMean(reference.name, in: colorNames))",
                    at: reference.position, notes: [themeNote])
            }
        }
        let styles = TextStyle.allCases.map(\.rawValue)
        for object in document.objects {
            for attribute in object.runtimeAttributes where attribute.keyPath == Self.textStyleKeyPath {
                let value = attribute.value ?? ""
                guard TextStyle(rawValue: value) == nil else { continue }
                bag.emit(
                    LayoutRules.unknownTextStyle,
                    "runtime attribute 'textStyle' of this \(object.elementType) is '\(value)', which is not a text "
                        + "style\(Suggestion.didYouMean(value, in: styles))",
                    at: attribute.position)
            }
        }
    }
}
