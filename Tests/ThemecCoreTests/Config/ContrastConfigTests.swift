import Testing
import ThemecCore

/// `contrast:` in `themec.yml`: the values it sets, and a located error with a "did you mean"
/// for each kind of mistake.
@Suite struct ContrastConfigTests {
    static func decode(_ text: String) -> (config: ProjectConfig, diagnostics: [String]) {
        let decoded = ConfigReader(path: "themec.yml").read(Array(text.utf8))
        return (decoded.model, decoded.diagnostics.map(\.rendered))
    }

    @Test func backgroundsAndMinimum() {
        let (config, diagnostics) = Self.decode(
            """
            contrast:
              background: { light: "#F2F2F7", dark: "#1C1C1E" }
              minimum: 7

            """)
        #expect(diagnostics == [])
        let settings = config.contrast?.settings
        #expect(settings?.lightBackground == ContrastBackground(red: 0xF2, green: 0xF2, blue: 0xF7))
        #expect(settings?.darkBackground == ContrastBackground(red: 0x1C, green: 0x1C, blue: 0x1E))
        #expect(settings?.minimum == 7)
    }

    /// No `contrast:` section, or one without `background`: both appearances, on white and black.
    @Test func withoutABackgroundBothAppearancesAreCheckedOnTheDefaults() {
        #expect(Self.decode("themes: Themes\n").config.contrast == nil)
        let settings = Self.decode("contrast:\n  minimum: 7\n").config.contrast?.settings
        #expect(settings?.lightBackground == ContrastBackground(red: 255, green: 255, blue: 255))
        #expect(settings?.darkBackground == ContrastBackground(red: 0, green: 0, blue: 0))
        #expect(settings?.appearances == [.light, .dark])
        #expect(settings?.minimum == 7)
        #expect(ContrastSettings().appearances == [.light, .dark])
    }

    /// `background` names the appearances checked: a light-only app gives only `light` (or sets
    /// `dark: none`) and gets no dark-appearance findings.
    @Test(arguments: [
        ("contrast:\n  background: { light: \"#F2F2F7\" }\n", [Appearance.light]),
        ("contrast:\n  background: { light: \"#F2F2F7\", dark: none }\n", [.light]),
        ("contrast:\n  background: { light: \"#F2F2F7\", dark: \"none\" }\n", [.light]),
        ("contrast:\n  background:\n    dark: \"#111\"\n", [.dark]),
        ("contrast:\n  background: { light: none, dark: \"#111\" }\n", [.dark]),
        ("contrast:\n  background: { light: \"#F2F2F7\", dark: \"#111\" }\n", [.light, .dark]),
    ])
    func onlyTheAppearancesTheBackgroundGivesAreChecked(text: String, checked: [Appearance]) {
        let (config, diagnostics) = Self.decode(text)
        #expect(diagnostics == [])
        let settings = config.contrast?.settings
        #expect(settings?.appearances == checked)
        #expect(
            settings?.lightBackground
                == (checked.contains(.light) ? ContrastBackground(red: 0xF2, green: 0xF2, blue: 0xF7) : nil))
        #expect(
            settings?.darkBackground
                == (checked.contains(.dark) ? ContrastBackground(red: 0x11, green: 0x11, blue: 0x11) : nil))
        #expect(settings?.minimum == 4.5)
    }

    @Test(arguments: [
        (
            "contrast:\n  backgound: { light: \"#FFFFFF\" }\n",
            "themec.yml:2:3: error: unknown key 'backgound' in 'contrast'; did you mean 'background'? "
                + "[config-unknown-key]"
        ),
        (
            "contrast:\n  minimum: AA\n",
            "themec.yml:2:12: error: 'AA' is not a valid value for 'contrast.minimum', the ratio normal text needs: "
                + "a number from 1 to 21 (4.5 is WCAG AA, 7 is AAA); did you mean '4.5'? [config-invalid-value]"
        ),
        (
            "contrast:\n  minimum: \"4.5:1\"\n",
            "themec.yml:2:12: error: '4.5:1' is not a valid value for 'contrast.minimum', the ratio normal text "
                + "needs: a number from 1 to 21 (4.5 is WCAG AA, 7 is AAA); did you mean '4.5'? [config-invalid-value]"
        ),
        (
            "contrast:\n  minimum: 30\n",
            "themec.yml:2:12: error: '30' is not a valid value for 'contrast.minimum', the ratio normal text needs: "
                + "a number from 1 to 21 (4.5 is WCAG AA, 7 is AAA) [config-invalid-value]"
        ),
        (
            "contrast:\n  background: { light: \"#F2F2F\" }\n",
            "themec.yml:2:24: error: '#F2F2F' is not a hex color for 'contrast.background.light'; expected #RGB, "
                + "#RRGGBB or #RRGGBBAA, or 'none' to leave the appearance unchecked [config-invalid-value]"
        ),
        (
            "contrast:\n  background: { dark: \"#00000080\" }\n",
            "themec.yml:2:23: error: 'contrast.background.dark' must be opaque: text on a see-through background has "
                + "no one contrast [config-invalid-value]"
        ),
        (
            "contrast:\n  background:\n    light: #F2F2F7\n",
            "themec.yml:3:11: error: 'contrast.background.light' has no value; a hex color must be quoted, since "
                + "YAML reads an unquoted '#' as a comment [config-invalid-value]"
        ),
        (
            "contrast:\n  background: { light: none, dark: none }\n",
            "themec.yml:2:15: error: 'contrast.background' checks neither 'light' nor 'dark'; give the appearance the "
                + "app shows a color, or turn the check off with 'theme-low-contrast: off' under 'rules' "
                + "[config-invalid-value]"
        ),
        (
            "contrast:\n  background: {}\n",
            "themec.yml:2:15: error: 'contrast.background' checks neither 'light' nor 'dark'; give the appearance the "
                + "app shows a color, or turn the check off with 'theme-low-contrast: off' under 'rules' "
                + "[config-invalid-value]"
        ),
        (
            "contrast:\n  background: { light: None }\n",
            "themec.yml:2:24: error: 'None' is not a hex color for 'contrast.background.light'; expected #RGB, "
                + "#RRGGBB or #RRGGBBAA, or 'none' to leave the appearance unchecked [config-invalid-value]"
        ),
        (
            "contrast: 4.5\n",
            "themec.yml:1:11: error: 'contrast' must be a mapping with 'background' and 'minimum', found a scalar "
                + "[config-invalid-value]"
        ),
        (
            "contrats:\n  minimum: 7\n",
            "themec.yml:1:1: error: unknown key 'contrats' in themec.yml; did you mean 'contrast'? [config-unknown-key]"
        ),
    ])
    func mistakesAreLocatedErrors(text: String, expected: String) {
        #expect(Self.decode(text).diagnostics == [expected])
    }

    /// What is checked follows from what `background` holds, not from whether something in it was
    /// reported: a color that cannot be used is checked on its appearance's default background (it
    /// was checking nothing at all once the finding was turned off), and a key that is neither
    /// appearance names none, so the background names neither and both are checked on the defaults.
    @Test func aBackgroundThatCannotBeUsedIsCheckedOnItsDefault() {
        let unusable = Self.decode("contrast:\n  background: { light: \"#F2F2F\", dark: none }\n")
        #expect(unusable.diagnostics.count == 1)
        #expect(unusable.config.contrast?.settings.lightBackground == ContrastSettings.defaultLightBackground)
        #expect(unusable.config.contrast?.settings.darkBackground == nil)
        let misspelled = Self.decode("contrast:\n  background: { ligth: \"#FFFFFF\" }\n")
        #expect(
            misspelled.diagnostics == [
                "themec.yml:2:17: error: unknown key 'ligth' in 'contrast.background'; did you mean 'light'? "
                    + "[config-unknown-key]",
                "themec.yml:2:15: error: 'contrast.background' checks neither 'light' nor 'dark'; give the appearance "
                    + "the app shows a color, or turn the check off with 'theme-low-contrast: off' under 'rules' "
                    + "[config-invalid-value]",
            ])
        #expect(misspelled.config.contrast?.settings.appearances == [.light, .dark])
    }
}
