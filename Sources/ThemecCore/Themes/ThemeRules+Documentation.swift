extension ThemeRules {
    private static let path = "Themes/Cheetah.theme.yaml"

    private static func theme(_ text: String, path: String = path) -> RuleExample {
        RuleExample([RuleExample.File(path, text)])
    }

    private static let validColors = """
        colors:
          primaryColor: "#B1E4E3"
          secondaryColor: "#F4364C"
        """

    /// Every theme rule with a failing and a passing example.
    package static var documentation: [RuleDocumentation] {
        [
            RuleDocumentation(
                yamlSyntax,
                explanation: "libyaml could not read the file: a bad indentation, an unclosed quote or bracket, a tab "
                    + "used for indentation, or bytes that are not UTF-8/UTF-16. Nothing else in the file is checked.",
                failing: theme("colors:\n  primaryColor: \"#B1E4E3\"\n secondaryColor: \"#F4364C\"\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:3:2: error: did not find expected key (while parsing a block mapping "
                        + "that starts at 1:1) [yaml-syntax]"
                ],
                passing: theme(validColors)),
            RuleDocumentation(
                yamlDuplicateKey,
                explanation: "A key set twice in one mapping. YAML libraries disagree on which value wins, so themec "
                    + "refuses to guess. Turned down, the first value counts.",
                failing: theme(validColors + "\n  primaryColor: \"#000000\"\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:4:3: error: duplicate key 'primaryColor'; a key may appear once in a "
                        + "mapping [yaml-duplicate-key]",
                    "Themes/Cheetah.theme.yaml:2:3: note: first set here",
                ],
                passing: theme(validColors)),
            RuleDocumentation(
                yamlLimit,
                explanation:
                    "Aliases that would expand to more than a million nodes (an \"alias bomb\"), or mappings and "
                    + "lists nested more than 64 deep. Real themes are far inside both limits.",
                failing: theme(
                    "colors: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n"),
                expected: ["Themes/Cheetah.theme.yaml:1:72: error: nesting is deeper than 64 levels [yaml-limit]"],
                passing: theme(validColors)),
            RuleDocumentation(
                unknownKey,
                explanation:
                    "A key themec does not know, at the top level, in `colors`, in `text`, in a text slot or in "
                    + "a `{light, dark}` color. Unknown keys are errors, not silently ignored, because a misspelled "
                    + "slot would otherwise fall back to its default without a word. Turned down, the key is ignored "
                    + "and the rest of its mapping counts: a text slot with a misspelled key keeps its font, size and "
                    + "color.",
                failing: theme(validColors + "\n  primaryColour: \"#000000\"\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:4:3: error: unknown color slot 'primaryColour' in 'colors'; did you "
                        + "mean "
                        + "'primaryColor'? [theme-unknown-key]"
                ],
                passing: theme(validColors + "\n  errorColor: \"#D32F2F\"\n")),
            RuleDocumentation(
                wrongType,
                explanation: "A value of the wrong kind: a list where a mapping or a color belongs, an empty value, a "
                    + "`{light, dark}` color without `light`.",
                failing: theme(validColors + "\n  errorColor: [\"#D32F2F\"]\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:4:15: error: 'errorColor' must be a hex color, a color name or "
                        + "{light, dark}, found a list [theme-wrong-type]"
                ],
                passing: theme(validColors + "\n  errorColor: { light: \"#D32F2F\", dark: \"#EF5350\" }\n")),
            RuleDocumentation(
                missingColor,
                explanation:
                    "`primaryColor` and `secondaryColor` have no default in the kit, so every theme (or a theme "
                    + "it extends) must set them.",
                failing: theme("colors:\n  primaryColor: \"#B1E4E3\"\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:1:1: error: theme 'Cheetah' does not set the required color "
                        + "'secondaryColor' [theme-missing-color]"
                ],
                passing: theme(validColors)),
            RuleDocumentation(
                invalidHex,
                explanation: "A value starting with `#`, or made only of hex digits, that is not `#RGB`, `#RRGGBB` or "
                    + "`#RRGGBBAA`.",
                failing: theme("colors:\n  primaryColor: \"#B1E4E\"\n  secondaryColor: \"#F4364C\"\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:2:17: error: '#B1E4E' is not a hex color; expected #RGB, #RRGGBB or "
                        + "#RRGGBBAA [theme-invalid-hex]"
                ],
                passing: theme("colors:\n  primaryColor: B1E4E3\n  secondaryColor: \"#f43\"\n")),
            RuleDocumentation(
                unquotedHash,
                explanation: "In YAML an unquoted `#` after a space starts a comment, so `primaryColor: #B1E4E3` sets "
                    + "nothing. themec recognises the trap and says to quote the value.",
                failing: theme("colors:\n  primaryColor: #B1E4E3\n  secondaryColor: \"#F4364C\"\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:2:3: error: 'primaryColor' is empty because YAML reads the unquoted "
                        + "'#B1E4E3' as a comment; quote it: primaryColor: \"#B1E4E3\" [theme-unquoted-hash]"
                ],
                passing: theme(validColors)),
            RuleDocumentation(
                unknownColor,
                explanation: "A color written as a name must name a palette color of the theme (or of a theme it "
                    + "extends) or a color slot.",
                failing: theme(
                    "palette:\n  teal: \"#B1E4E3\"\ncolors:\n  primaryColor: tael\n  secondaryColor: \"#F4364C\"\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:4:17: error: unknown color 'tael'; did you mean 'teal'? "
                        + "[theme-unknown-color]"
                ],
                passing: theme(
                    "palette:\n  teal: \"#B1E4E3\"\ncolors:\n  primaryColor: teal\n  secondaryColor: \"#F4364C\"\n")),
            RuleDocumentation(
                colorCycle,
                explanation: "References that lead back to where they started never reach a color.",
                failing: theme("colors:\n  primaryColor: secondaryColor\n  secondaryColor: primaryColor\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:3:19: error: color references form a cycle: primaryColor → "
                        + "secondaryColor → primaryColor [theme-color-cycle]"
                ],
                passing: theme("colors:\n  primaryColor: \"#B1E4E3\"\n  secondaryColor: primaryColor\n")),
            RuleDocumentation(
                paletteShadowsSlot,
                explanation: "A palette color named like a color slot would make `textColor: errorColor` ambiguous. "
                    + "Turned down, the palette color is kept, and a reference to the name means it (a palette name "
                    + "wins over a slot's, as it does over hex digits).",
                failing: theme("palette:\n  errorColor: \"#D32F2F\"\n" + validColors + "\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:2:3: error: palette color 'errorColor' has the name of the color slot "
                        + "'errorColor'; rename it so references are unambiguous [theme-palette-shadows-slot]"
                ],
                passing: theme("palette:\n  alertRed: \"#D32F2F\"\n" + validColors + "\n")),
            RuleDocumentation(
                invalidName,
                explanation: "Theme names become Swift type names (`CheetahColorTheme`) and palette names become "
                    + "properties, so both must be letters, digits and underscores.",
                failing: theme("name: Cheetah Dark\n" + validColors + "\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:1:7: error: theme name 'Cheetah Dark' must be letters, digits and "
                        + "underscores, not starting with a digit, since it names the types 'Cheetah DarkColorTheme' "
                        + "and 'Cheetah DarkTextTheme' [theme-invalid-name]"
                ],
                passing: theme("name: CheetahDark\n" + validColors + "\n")),
            RuleDocumentation(
                duplicateName,
                explanation: "Two files declare the same theme name (the `name:` key, or the file name before "
                    + "`.theme`), which would generate the same types twice.",
                failing: RuleExample([
                    .init("Themes/Cheetah.theme.yaml", validColors + "\n"),
                    .init("Themes/CheetahCopy.theme.yaml", "name: Cheetah\n" + validColors + "\n"),
                ]),
                expected: [
                    "Themes/CheetahCopy.theme.yaml:1:7: error: theme 'Cheetah' is already declared in "
                        + "Themes/Cheetah.theme.yaml; theme names must be unique [theme-duplicate-name]",
                    "Themes/Cheetah.theme.yaml:1:1: note: 'Cheetah' first declared here",
                ],
                passing: RuleExample([
                    .init("Themes/Cheetah.theme.yaml", validColors + "\n"),
                    .init("Themes/CheetahCopy.theme.yaml", "name: CheetahNight\n" + validColors + "\n"),
                ])),
            RuleDocumentation(
                unknownTheme,
                explanation: "`extends:` must name another theme of the project.",
                failing: RuleExample([
                    .init("Themes/Cheetah.theme.yaml", validColors + "\n"),
                    .init("Themes/CheetahNight.theme.yaml", "extends: Cheeta\ncolors:\n  primaryColor: \"#0B3D3C\"\n"),
                ]),
                expected: [
                    "Themes/CheetahNight.theme.yaml:1:10: error: theme 'CheetahNight' extends 'Cheeta', which is not "
                        + "a theme; did you mean 'Cheetah'? [theme-unknown-extends]"
                ],
                passing: RuleExample([
                    .init("Themes/Cheetah.theme.yaml", validColors + "\n"),
                    .init("Themes/CheetahNight.theme.yaml", "extends: Cheetah\ncolors:\n  primaryColor: \"#0B3D3C\"\n"),
                ])),
            RuleDocumentation(
                extendsCycle,
                explanation: "Themes that extend each other in a circle have nothing to start from.",
                failing: RuleExample([
                    .init("Themes/Day.theme.yaml", "extends: Night\n" + validColors + "\n"),
                    .init("Themes/Night.theme.yaml", "extends: Day\n" + validColors + "\n"),
                ]),
                expected: [
                    "Themes/Day.theme.yaml:1:10: error: themes extend each other in a circle: Day → Night → Day "
                        + "[theme-extends-cycle]",
                    "Themes/Night.theme.yaml:1:10: error: themes extend each other in a circle: "
                        + "Night → Day → Night [theme-extends-cycle]",
                ],
                passing: RuleExample([
                    .init("Themes/Day.theme.yaml", validColors + "\n"),
                    .init("Themes/Night.theme.yaml", "extends: Day\n"),
                ])),
            RuleDocumentation(
                missingFontName,
                explanation: "A text slot that is set must name its font. Leave the slot out to use the system font.",
                failing: theme(validColors + "\ntext:\n  body: { textStyle: body }\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:5:3: error: text slot 'body' has no 'fontName' [theme-missing-font-name]"
                ],
                passing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica, textStyle: body }\n")),
            RuleDocumentation(
                missingSize,
                explanation: "A text slot's size comes from `textStyle` (scaled with Dynamic Type) or `fontSize`; with "
                    + "neither it has no size.",
                failing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica }\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:5:3: error: text slot 'body' sets neither 'textStyle' nor 'fontSize'; "
                        + "set one of them [theme-missing-size]"
                ],
                passing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica, fontSize: 17 }\n")),
            RuleDocumentation(
                ignoredFontSize,
                explanation: "When a text slot sets both, the kit always uses `textStyle` and ignores `fontSize`. The "
                    + "warning points at the `fontSize` that has no effect.",
                failing: theme(
                    validColors + "\ntext:\n  body: { fontName: Helvetica, textStyle: body, fontSize: 18 }\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:5:49: warning: text slot 'body' sets both 'textStyle' and 'fontSize'; "
                        + "'fontSize: 18' is ignored because 'textStyle: body' wins [theme-ignored-font-size]"
                ],
                passing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica, textStyle: body }\n")),
            RuleDocumentation(
                lowContrast,
                explanation: "WCAG 2.x contrast, from relative luminance, of every text color of the app's themes "
                    + "against the light background (white) and the dark one (black), or those `contrast.background` "
                    + "sets in `themec.yml`; an appearance `contrast.background` leaves out or sets to `none` is not "
                    + "checked (a light-only app gives only `light`). Normal text needs 4.5:1 (`contrast.minimum` "
                    + "changes it); large text, 18 pt and up or 14 pt and up in a bold font (`Bold`, `Heavy`, "
                    + "`Black` in its name), needs 3:1. A text slot's size is its text style's default point size "
                    + "(the style wins), else `fontSize`. Checked: `textColor`, `textInputColor`, `errorColor`, "
                    + "`barItemColor`, `highlightedButtonColor` as normal text, and each text slot with its own "
                    + "color at its size; disabled buttons are exempt, as WCAG exempts inactive components, and a "
                    + "slot left to its default is not reported. The ratio is cut to two decimals, so 4.49:1 never "
                    + "reads as 4.5:1. `themec preview` shows every ratio.",
                failing: theme(
                    validColors + "\n  errorColor: { light: \"#D32F2F\", dark: \"#A9201E\" }\ntext:\n"
                        + "  largeTitle: { fontName: Helvetica-Bold, textColor: primaryColor, textStyle: largeTitle }\n"
                ),
                expected: [
                    "Themes/Cheetah.theme.yaml:4:3: warning: errorColor on dark background: 2.91:1, needs 4.5:1 "
                        + "[theme-low-contrast]",
                    "Themes/Cheetah.theme.yaml:6:3: warning: largeTitle text (34 pt, large) on light background: "
                        + "1.39:1, needs 3:1 [theme-low-contrast]",
                ],
                passing: theme(
                    validColors + "\n  errorColor: { light: \"#D32F2F\", dark: \"#FF6F60\" }\ntext:\n"
                        + "  largeTitle: { fontName: Helvetica-Bold, textColor: { light: \"#0B6E6B\", dark: "
                        + "primaryColor }, "
                        + "textStyle: largeTitle }\n")),
            RuleDocumentation(
                invalidFontSize,
                explanation: """
                    `fontSize` must be a positive number of points, written as a YAML number. A quoted value \
                    (`fontSize: "17"`) or one tagged `!!str` is text in YAML, the same error as `fontSize: large`.
                    """,
                failing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica, fontSize: \"16.5\" }\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:5:42: error: 'fontSize' must be a positive number, found the text "
                        + "'16.5' (YAML reads a quoted or !!str value as text); write it without quotes "
                        + "[theme-invalid-font-size]"
                ],
                passing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica, fontSize: 16.5 }\n")),
            RuleDocumentation(
                unknownTextStyle,
                explanation: "`textStyle` must be one of the eleven `UIFont.TextStyle` names the kit uses.",
                failing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica, textStyle: bodyy }\n"),
                expected: [
                    "Themes/Cheetah.theme.yaml:5:43: error: unknown text style 'bodyy'; did you mean 'body'? "
                        + "[theme-unknown-text-style]"
                ],
                passing: theme(validColors + "\ntext:\n  body: { fontName: Helvetica, textStyle: body }\n")),
        ]
    }
}
