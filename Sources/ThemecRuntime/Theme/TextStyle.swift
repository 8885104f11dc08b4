import ThemecVocabulary

/// The eleven text styles of the kit, named like `UIFont.TextStyle` (a text appearance's `textStyle`,
/// `defaultPointSize`): themec's vocabulary's, which the compiler checks a theme's `textStyle:` with,
/// so the styles and their sizes are defined once. Not `ThemeManager.TextStyle`, the seventeen slots of
/// a text theme.
public typealias TextStyle = ThemecVocabulary.TextStyle
