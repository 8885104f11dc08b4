import Testing
import ThemecCore

/// `contrast:` in `themec.yml`: the values it sets, and a located error with a "did you mean"
/// for each kind of mistake.
@Suite struct ContrastConfigTests {
    static func decode(_ text: String) -> (config: ProjectConfig, diagnostics: [String]) {
        var decoder = ConfigDecoder(path: "themec.yml")
        let decoded = decoder.decode(Array(text.utf8))
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
        #expect(settings?.lightBackground == RGBA(red: 0xF2, green: 0xF2, blue: 0xF7))
        #expect(settings?.darkBackground == RGBA(red: 0x1C, green: 0x1C, blue: 0x1E))
        #expect(settings?.minimum == 7)
    }

    @Test func whatIsNotSetKeepsItsDefault() {
        let settings = Self.decode("contrast:\n  background:\n    dark: \"#111\"\n").config.contrast?.settings
        #expect(settings?.lightBackground == RGBA(red: 255, green: 255, blue: 255))
        #expect(settings?.darkBackground == RGBA(red: 0x11, green: 0x11, blue: 0x11))
        #expect(settings?.minimum == 4.5)
    }

    @Test(arguments: [
        (
            "contrast:\n  backgound: { light: \"#FFFFFF\" }\n",
            "themec.yml:2:3: error: unknown key 'backgound' in 'contrast'; did you mean 'background'? "
                + "[config-unknown-key]"
        ),
        (
            "contrast:\n  background: { ligth: \"#FFFFFF\" }\n",
            "themec.yml:2:17: error: unknown key 'ligth' in 'contrast.background'; did you mean 'light'? "
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
                + "#RRGGBB or #RRGGBBAA [config-invalid-value]"
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
}
