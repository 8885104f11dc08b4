/// `theme-low-contrast`: a color that draws text has less contrast with the light or dark
/// background than it needs (WCAG 2.x: 4.5:1, or the configured minimum, for normal text; 3:1
/// for large text). Checked on the app's own themes; each failing pair is reported once, at the
/// line that gives the slot its color.
///
/// - The five color slots that color text are checked as normal text, when a theme sets them:
///   a slot left to its default (the system red, or the slot it follows) has a value themec
///   chose, not the theme, and is shown in the preview but not reported.
/// - A text slot is checked at its size, unless it is a disabled button (exempt) or shows the
///   theme's `textColor` (checked as such, at the stricter normal-text ratio).
/// - A value inherited through `extends:` is reported at the theme's `extends:`, saying which
///   theme it comes from.
enum LowContrastRule {
    static func check(_ themes: [ResolvedTheme], settings: ContrastSettings, into bag: inout DiagnosticBag) {
        for theme in themes where theme.role == .app {
            for pair in ThemeContrast.pairs(theme, settings: settings) where !pair.passes {
                guard let (what, location) = subject(pair, in: theme) else { continue }
                let needs = NumberText.format(pair.required!)
                bag.emit(
                    ThemeRules.lowContrast,
                    "\(what) on \(pair.appearance.rawValue) background: \(ContrastRatio.text(pair.ratio)):1, needs "
                        + "\(needs):1",
                    at: location)
            }
        }
    }

    /// How the message names the pair's color and where it is reported; nil for a pair another
    /// pair already reports.
    private static func subject(_ pair: ContrastPair, in theme: ResolvedTheme) -> (String, SourceLocation)? {
        switch pair.subject {
        case .color(let slot):
            guard let origin = theme.colorOrigins[slot], origin.theme != nil else { return nil }
            if let location = origin.location, origin.theme == theme.name { return (slot.rawValue, location) }
            return (slot.rawValue + (inherited(origin, in: theme).map { " (\($0))" } ?? ""), themeLocation(theme))
        case .text(let slot):
            let textColor = theme.color(.textColor)
            if pair.foreground == (pair.appearance == .light ? textColor.light : textColor.dark) { return nil }
            let appearance = theme.appearance(slot)
            var qualifiers = ["\(NumberText.format(appearance.pointSize)) pt"]
            if pair.requirement == .largeText { qualifiers.append("large") }
            let origin = theme.textOrigins[slot]
            if let location = origin?.location, origin?.theme == theme.name {
                return ("\(slot.rawValue) text (\(qualifiers.joined(separator: ", ")))", location)
            }
            if let source = inherited(origin, in: theme) { qualifiers.append(source) }
            return ("\(slot.rawValue) text (\(qualifiers.joined(separator: ", ")))", themeLocation(theme))
        }
    }

    /// "inherited from Cheetah" when another theme of the chain sets the slot.
    private static func inherited(_ origin: SlotOrigin?, in theme: ResolvedTheme) -> String? {
        theme.inheritedFrom(origin).map { "inherited from " + ($0.role == .base ? "the kit's " : "") + $0.name }
    }

    /// Where an inherited value is reported: the theme's `extends:` (or its name).
    private static func themeLocation(_ theme: ResolvedTheme) -> SourceLocation {
        SourceLocation(file: theme.file, position: theme.extendsPosition ?? theme.position)
    }
}
