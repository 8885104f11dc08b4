import Foundation
import Testing

@testable import ThemecRuntime

/// What `themec lint` accepts, the app shows: lookups as the generated accessors make them, with the
/// texts that lint accepts and the runtime once showed raw, empty or wrong — plural forms that read
/// more than their number, a rule without `other`, nested rules, positions with leading zeros, dotted
/// variable names, and `%%` in a text without arguments.
extension ModuleTests {
    @Suite struct TextVerdictRuntimeTests {
        /// A `.stringsdict` holding one entry: `format` and its variables (name, value type, forms).
        static func stringsdict(_ key: String, _ format: String, _ variables: [(String, String, [String: String])])
            -> String
        {
            var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n"
            text += "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n"
            for (name, valueType, forms) in variables {
                text += "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType"
                text += "</string><key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\n"
                for (category, form) in forms.sorted(by: { $0.key < $1.key }) {
                    text += "<key>\(category)</key><string>\(form)</string>\n"
                }
                text += "</dict>\n"
            }
            return text + "</dict></dict></plist>\n"
        }

        /// The kit's bundle made of `files`, searched alone.
        static func kit(_ bundles: TestBundles, _ files: [String: String]) throws {
            KitStrings.kitBundle = try bundles.bundle("Kit.bundle", files)
            L10nLookup.bundles = []
        }

        @Test("#1: a plural form that reads an argument after its number shows it, from a bundle and compiled in")
        func formsThatReadMoreThanTheirNumber() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let forms = ["items": ["one": "%d item in %@", "other": "%d items in %@"]]
            try Self.kit(
                bundles,
                [
                    "en.lproj/Localizable.stringsdict": Self.stringsdict(
                        "Cart.Items", "%#@items@",
                        [("items", "d", ["one": "%d item in %@", "other": "%d items in %@"])]),
                    "de.lproj/Localizable.stringsdict": Self.stringsdict(
                        "Cart.Items", "%#@items@",
                        [("items", "d", ["one": "%d Artikel in %@", "other": "%d Artikel in %@"])]),
                ])
            L10nLookup.preferredLanguages = ["en"]
            #expect(
                KitStrings.plural("Localizable", "Cart.Items", "%#@items@", forms, [1, "the box"])
                    == "1 item in the box")
            #expect(
                KitStrings.plural("Localizable", "Cart.Items", "%#@items@", forms, [3, "the box"])
                    == "3 items in the box")
            L10nLookup.preferredLanguages = ["de"]
            #expect(
                KitStrings.plural("Localizable", "Cart.Items", "%#@items@", forms, [3, "Kiste"]) == "3 Artikel in Kiste"
            )
            // No bundle has the key: the rule compiled into the accessor.
            #expect(
                KitStrings.plural("Localizable", "No.Such.Key", "%#@items@", forms, [2, "the bag"])
                    == "2 items in the bag")
            // A catalog plural, as the accessor of `"%lld photos by %@"` calls it.
            let photos = ["plural": ["one": "%lld photo by %@", "other": "%lld photos by %@"]]
            #expect(KitStrings.plural("Localizable", "Photos", "%#@plural@", photos, [1, "Ann"]) == "1 photo by Ann")
            #expect(KitStrings.plural("Localizable", "Photos", "%#@plural@", photos, [4, "Ann"]) == "4 photos by Ann")
            // A rule that reads no argument is shown by its accessor, which passes the one Int it reads nothing of.
            #expect(KitStrings.plural("Localizable", "Static", "Always the same", [:], [3]) == "Always the same")
            // Two variables, the second's form reading an argument after it.
            let both = ["items": ["other": "%d items"], "boxes": ["one": "%d box of %@", "other": "%d boxes of %@"]]
            #expect(
                KitStrings.plural("Localizable", "Cart.Both", "%1$#@items@ in %2$#@boxes@", both, [5, 1, "Ada"])
                    == "5 items in 1 box of Ada")
        }

        @Test("#5: nested variables that would fill in thousands of texts are passed over, for the compiled rule")
        func nestedRulesAreBounded() {
            // Four levels, each form naming the next variable ten times: 1,110 fillings.
            var variables: [String: PluralVariable] = [:]
            for level in 1...4 {
                let next = level < 4 ? String(repeating: "%1$#@v\(level + 1)@ ", count: 10) : "%d"
                variables["v\(level)"] = PluralVariable(valueType: "d", forms: ["other": next])
            }
            let shown = L10nLookup.engine.plural(
                [(.plural(PluralEntry(format: "%#@v1@", variables: variables)), "en")], format: "%#@n@",
                forms: ["n": ["other": "%d things"]], [3], locale: Locale(identifier: "en"), developmentLanguage: "en",
                device: "other")
            #expect(shown == "3 things")
        }

        @Test("#7: a bundle's plural rule without an 'other' form is passed over, and validate() names it")
        func aRuleWithoutOtherIsPassedOver() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            try Self.kit(
                bundles,
                [
                    "en.lproj/Localizable.stringsdict": Self.stringsdict(
                        "Points", "%#@n@", [("n", "d", ["one": "%d point", "other": "%d points"])]),
                    "de.lproj/Localizable.stringsdict": Self.stringsdict(
                        "Points", "%#@n@", [("n", "d", ["one": "%d Punkt"])]),
                ])
            let forms = ["n": ["one": "%d pt", "other": "%d pts"]]
            L10nLookup.preferredLanguages = ["de"]
            #expect(KitStrings.plural("Localizable", "Points", "%#@n@", forms, [5]) == "5 points")
            #expect(KitStrings.plural("Localizable", "Points", "%#@n@", forms, [1]) == "1 point")
            let problems = L10nLookup.validate([KitStrings.self])
            #expect(
                problems.contains(
                    "'Points' (Localizable) in de.lproj of \(KitStrings.kitBundle.bundlePath) has a plural rule no "
                        + "accessor can show: variable 'n' has no 'other' form, which every number without a form of "
                        + "its own shows, so it is passed over"), "\(problems)")
        }

        @Test("#8: positions with leading zeros and dotted variable names are shown as Foundation reads them")
        func foundationsSpellings() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            try Self.kit(
                bundles,
                [
                    "en.lproj/Localizable.strings": "\"Reward.Summary\" = \"%002$d points for %001$@\";\n",
                    "en.lproj/Localizable.stringsdict": Self.stringsdict(
                        "Total", "%#@total.strings@ in all",
                        [("total.strings", "d", ["one": "%d string", "other": "%d strings"])]),
                ])
            L10nLookup.preferredLanguages = ["en"]
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "5 points for Ada")
            let compiled = ["total.strings": ["other": "%d things"]]
            #expect(KitStrings.plural("Localizable", "Total", "%#@total.strings@", compiled, [3]) == "3 strings in all")
        }

        @Test("#12: a text without arguments shows '%%' as one percent sign, from a bundle and compiled in")
        func percentSignsInATextWithoutArguments() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            try Self.kit(
                bundles, ["en.lproj/Localizable.strings": "\"Done\" = \"Done: 100%%\";\n\"Off\" = \"50%% off\";\n"])
            L10nLookup.preferredLanguages = ["en"]
            #expect(KitStrings.text("Localizable", "Done", "compiled") == "Done: 100%")
            #expect(KitStrings.text("Localizable", "Off", "compiled") == "50% off")
            #expect(KitStrings.text("Localizable", "No.Such.Key", "Type %%u to see it") == "Type %u to see it")
            #expect(KitStrings.widthVariant("Localizable", "No.Such.Key", "100%% sure") == "100% sure")
            // A percent sign a text ends in reads nothing: String(format:) would drop it, the lookups show it.
            #expect(KitStrings.text("Localizable", "No.Such.Key", "Done: 100%") == "Done: 100%")
            #expect(KitStrings.formatted("Localizable", "No.Such.Key", "Score: %d%", 5) == "Score: 5%")
            // A bundle's text for a text accessor that reads an argument is passed over: nothing passes one.
            try Data("\"Done\" = \"Done: %@\";\n".utf8).write(
                to: bundles.root.appendingPathComponent("Kit.bundle/en.lproj/Localizable.strings"))
            let fresh = try bundles.bundle(
                "Fresh.bundle", ["en.lproj/Localizable.strings": "\"Done\" = \"Done: %@\";\n"])
            KitStrings.kitBundle = fresh
            #expect(KitStrings.text("Localizable", "Done", "Done: 100%%") == "Done: 100%")
        }
    }
}
