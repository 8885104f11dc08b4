import Foundation
import Testing

@testable import ThemecRuntime

/// Lookups through the runtime, as the generated accessors make them, against bundles written for
/// each test: the search order of a kit and an app, the language picked for every key, and the
/// format guard that passes over a text that would misread the accessor's arguments. Each test has
/// lookup settings of its own; serialized, as they set the bundles of the same test modules.
extension ModuleTests {
    @Suite struct LookupTests {
        /// A kit (English, German, French) and an app that overrides one kit key and adds its own, in
        /// English and German; `bundles` is the app's, as an app's main bundle is.
        struct KitAndApp {
            let bundles: TestBundles
            let kit: Bundle
            let app: Bundle

            init() throws {
                bundles = try TestBundles()
                kit = try bundles.bundle(
                    "Kit.bundle",
                    [
                        "en.lproj/Localizable.strings": """
                        "Generic.Cancel" = "Cancel";
                        "Reward.Summary" = "%1$@ earned %2$d points";
                        """,
                        "de.lproj/Localizable.strings": """
                        "Generic.Cancel" = "Abbrechen";
                        "Reward.Summary" = "%1$@ hat %2$d Punkte";
                        """,
                        "fr.lproj/Localizable.strings": """
                        "Generic.Cancel" = "Annuler";
                        "Reward.Summary" = "%1$@ a gagné %2$d points";
                        """,
                    ])
                app = try bundles.bundle(
                    "App.bundle",
                    [
                        "en.lproj/Localizable.strings": """
                        "Generic.Cancel" = "Never mind";
                        "Home.Welcome" = "Welcome back, %@!";
                        """,
                        "de.lproj/Localizable.strings": """
                        "Generic.Cancel" = "Lieber nicht";
                        "Home.Welcome" = "Willkommen zurück, %@!";
                        """,
                    ])
                KitStrings.kitBundle = kit
                AppStrings.appBundle = app
                L10nLookup.bundles = [app]
            }
        }

        @Test("The app's table overrides a kit key; the kit's own text shows where the app has none")
        func appOverridesKit() throws {
            let setup = try KitAndApp()
            defer { setup.bundles.remove() }
            L10nLookup.preferredLanguages = ["en"]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Never mind")
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada earned 5 points")
            #expect(
                AppStrings.formatted("Localizable", "Home.Welcome", "Welcome back, %@!", "Ada") == "Welcome back, Ada!")
            #expect(KitStrings.text("Localizable", "No.Such.Key", "compiled") == "compiled")
        }

        @Test("preferredLanguages picks the language of every lookup, the kit's keys and the app's alike")
        func preferredLanguagesPickTheLanguage() throws {
            let setup = try KitAndApp()
            defer { setup.bundles.remove() }
            L10nLookup.preferredLanguages = ["de"]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Lieber nicht")
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada hat 5 Punkte")
            #expect(
                AppStrings.formatted("Localizable", "Home.Welcome", "Welcome back, %@!", "Ada")
                    == "Willkommen zurück, Ada!")
            // It takes effect on the next lookup, and a region falls back to its language.
            L10nLookup.preferredLanguages = ["de-CH", "en"]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Lieber nicht")
            L10nLookup.preferredLanguages = ["en"]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Never mind")
            // A language no bundle has: the next preference, else the development language.
            L10nLookup.preferredLanguages = ["ja", "de"]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Lieber nicht")
            L10nLookup.preferredLanguages = ["ja"]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Never mind")
        }

        @Test("One language for every key: a language the kit has but the app does not is not mixed in")
        func oneLanguageForEveryModule() throws {
            let setup = try KitAndApp()
            defer { setup.bundles.remove() }
            // The kit has French, the app (the bundles searched for every key) does not: French is not the
            // app's, so German is every key's language, the kit's included.
            L10nLookup.preferredLanguages = ["fr", "de"]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Lieber nicht")
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada hat 5 Punkte")
            #expect(
                AppStrings.formatted("Localizable", "Home.Welcome", "Welcome back, %@!", "Ada")
                    == "Willkommen zurück, Ada!")
            #expect(L10nLookup.engine.state.search(KitStrings.descriptor).language == "de")
            #expect(L10nLookup.engine.state.search(AppStrings.descriptor).language == "de")
            // With no bundle searched for every key, each module's own bundles decide.
            L10nLookup.bundles = []
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Annuler")
        }

        @Test("An app override whose placeholders differ from the kit accessor's is passed over, not formatted")
        func mismatchedOverrideIsPassedOver() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let kit = try bundles.bundle(
                "Kit.bundle", ["en.lproj/Localizable.strings": "\"Reward.Summary\" = \"%1$@ earned %2$d points\";"])
            let app = try bundles.bundle(
                "App.bundle",
                [
                    "en.lproj/Localizable.strings": "\"Reward.Summary\" = \"%1$@ earned %2$@ points\";",
                    "de.lproj/Localizable.strings": "\"Reward.Summary\" = \"%2$d Punkte für %1$@\";",
                ])
            KitStrings.kitBundle = kit
            L10nLookup.bundles = [app]
            L10nLookup.preferredLanguages = ["en"]
            // The app's English reads a String where the accessor passes an Int: the kit's text shows.
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada earned 5 points")
            // Its German is fine and is used.
            L10nLookup.preferredLanguages = ["de"]
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "5 Punkte für Ada")
            // No bundle with a usable text: the compiled text.
            L10nLookup.bundles = [app]
            KitStrings.kitBundle = app
            L10nLookup.preferredLanguages = ["en"]
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada earned 5 points")
        }

        @Test(
            "Texts that read more arguments, fewer, or another type never reach String(format:)",
            arguments: [
                "%@ %@ %@", "%1$@ earned %3$d", "%d earned %@", "%1$@ earned %2$s", "%1$@ %2$d %2$@", "%1$@ %2$Lf",
                "%1$@ %2$p", "%1$@ earned %2$d %%d %3$n", "100% natural, says %1$@ %2$d", "%1$@ %2$.*3$f",
                // Found by the Runtime fuzz target: a width past 2^31 before a character that is no conversion.
                "%1$@ %2$d S-%666666666666666x",
                // And a position past 127 before one, of the value or a `*` width.
                "%1$@ %2$d x%150$k", "%1$@ %2$d %*[7:777777777$12", "%1$@ %2$d %1$*150$*1k", "%150$1$@ %2$d",
            ])
        func guardedTexts(_ text: String) throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let escaped = text.replacingOccurrences(of: "\"", with: "\\\"")
            let kit = try bundles.bundle(
                "Kit.bundle", ["en.lproj/Localizable.strings": "\"Reward.Summary\" = \"\(escaped)\";"])
            KitStrings.kitBundle = kit
            L10nLookup.bundles = []
            L10nLookup.preferredLanguages = ["en"]
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada earned 5 points")
        }

        @Test("A plural rule is used only when every form reads the accessor's arguments")
        func pluralGuard() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let good = TestBundles.stringsdict([
                "Points": ("%#@points@", "points", "d", ["one": "%d point", "other": "%d points"])
            ])
            let bad = TestBundles.stringsdict([
                "Points": ("%#@points@", "points", "d", ["one": "%d point", "other": "%@ points"])
            ])
            let kit = try bundles.bundle(
                "Kit.bundle",
                ["en.lproj/Localizable.stringsdict": good, "de.lproj/Localizable.stringsdict": bad])
            KitStrings.kitBundle = kit
            L10nLookup.bundles = []
            let forms = ["points": ["one": "%d pt", "other": "%d pts"]]
            L10nLookup.preferredLanguages = ["en"]
            #expect(KitStrings.plural("Localizable", "Points", "%#@points@", forms, [1]) == "1 point")
            #expect(KitStrings.plural("Localizable", "Points", "%#@points@", forms, [3]) == "3 points")
            // German's "other" reads a String: the whole rule is passed over, for English's (the
            // development language's tables), whatever the number.
            L10nLookup.preferredLanguages = ["de"]
            #expect(KitStrings.plural("Localizable", "Points", "%#@points@", forms, [1]) == "1 point")
            #expect(KitStrings.plural("Localizable", "Points", "%#@points@", forms, [3]) == "3 points")
            // No table: the compiled forms.
            L10nLookup.bundles = [bundles.root.appendingPathComponent("Kit.bundle/de.lproj")].compactMap {
                Bundle(path: $0.path)
            }
            KitStrings.kitBundle = try #require(L10nLookup.bundles.first)
            #expect(KitStrings.plural("Localizable", "Points", "%#@points@", forms, [2]) == "2 pts")
        }

        @Test("A plural rule whose texts have a `*` width reads the width's argument too, as Foundation does")
        func pluralWithStarWidth() {
            let forms = ["n": ["one": "%d item", "other": "%d items"]]
            let star = PluralEntry(
                format: "+%1$*1$d]%1$#@n@", variables: ["n": PluralVariable(valueType: "d", forms: ["other": "%d"])])
            let shown = L10nLookup.engine.plural(
                [(.plural(star), "en")], format: "%#@n@", forms: forms, [3], locale: Locale(identifier: "en"),
                developmentLanguage: "en", device: "other")
            // The width and the number are both the argument (3): the text the Runtime fuzz target found, once
            // passed over, is now shown as String(format:) shows it.
            #expect(shown == "+  3]3")
        }

        @Test("A `*` width or precision an argument gives is held within 1,000 characters, as a written one is")
        func starWidthsAreBounded() {
            let forms = ["n": ["one": "%d item", "other": "%d items"]]
            let engine = L10nLookup.engine
            let english = Locale(identifier: "en")
            // A plural rule whose format pads the count by itself (the Runtime fuzz target's input: a count of
            // 1,000,000 took seconds), a format with `*` widths and precisions, and a compiled fallback.
            let padded = PluralEntry(
                format: "([%1$-*d]", variables: ["n": PluralVariable(valueType: "d", forms: ["other": "%d"])])
            let plural = engine.plural(
                [(.plural(padded), "en")], format: "%#@n@", forms: forms, [1_000_000], locale: english,
                developmentLanguage: "en", device: "other")
            #expect(plural == "([1,000,000" + String(repeating: " ", count: 991) + "]")
            // A width past the limit pads to 1,000, a precision past it shows 1,000 digits, and a negative width
            // past it is -1,000, which Foundation ignores as it does every negative `*` width.
            let format = engine.formatted(
                [.text("%1$*2$d|%3$.*2$f|%1$*4$d")], fallback: "%1$d %2$d %3$f %4$d", [7, Int.max, 2.5, -9_999_999],
                locale: english, device: "other")
            #expect(format == String(repeating: " ", count: 999) + "7|2.5" + String(repeating: "0", count: 999) + "|7")
            let fallback = engine.formatted(
                [nil], fallback: "<%-*d|%*d>", [Int.max, 5, 3, 4], locale: english, device: "other")
            #expect(fallback == "<5" + String(repeating: " ", count: 999) + "|  4>")
        }

        @Test("Plural forms follow the language of the table they come from")
        func pluralLanguage() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let russian = TestBundles.stringsdict([
                "Files": (
                    "%#@files@", "files", "d",
                    ["one": "%d файл", "few": "%d файла", "many": "%d файлов", "other": "%d файла"]
                )
            ])
            let kit = try bundles.bundle("Kit.bundle", ["ru.lproj/Localizable.stringsdict": russian])
            KitStrings.kitBundle = kit
            L10nLookup.bundles = []
            L10nLookup.preferredLanguages = ["ru"]
            let forms = ["files": ["one": "%d file", "other": "%d files"]]
            #expect(KitStrings.plural("Localizable", "Files", "%#@files@", forms, [1]) == "1 файл")
            #expect(KitStrings.plural("Localizable", "Files", "%#@files@", forms, [3]) == "3 файла")
            #expect(KitStrings.plural("Localizable", "Files", "%#@files@", forms, [5]) == "5 файлов")
            #expect(KitStrings.plural("Localizable", "Files", "%#@files@", forms, [21]) == "21 файл")
        }

        @Test("Device variants: this device's text, else 'other'; width variants: the widest")
        func variants() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let stringsdict = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>Tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                  <key>iphone</key><string>Tap %@ now</string><key>other</key><string>Click %@ now</string>
                </dict></dict>
                <key>Wide</key><dict><key>NSStringVariableWidthRuleType</key><dict>
                  <key>20</key><string>Short</string><key>200</key><string>The widest of all</string>
                  <key>50</key><string>Middle one</string>
                </dict></dict>
                </dict></plist>
                """
            let kit = try bundles.bundle("Kit.bundle", ["en.lproj/Localizable.stringsdict": stringsdict])
            KitStrings.kitBundle = kit
            L10nLookup.bundles = []
            L10nLookup.preferredLanguages = ["en"]
            L10nLookup.device = "iphone"
            #expect(KitStrings.formatted("Localizable", "Tap", "Tap %@", "Go") == "Tap Go now")
            L10nLookup.device = "ipad"
            #expect(KitStrings.formatted("Localizable", "Tap", "Tap %@", "Go") == "Click Go now")
            #expect(KitStrings.widthVariant("Localizable", "Wide", "compiled") == "The widest of all")
        }

        @Test("Base.lproj and unlocalized tables are found after the development language's")
        func baseAndRoot() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let kit = try bundles.bundle(
                "Kit.bundle",
                [
                    "Base.lproj/Localizable.strings": "\"A\" = \"base\"; \"B\" = \"base\";",
                    "Localizable.strings": "\"C\" = \"root\";",
                    "de.lproj/Localizable.strings": "\"A\" = \"deutsch\";",
                ])
            KitStrings.kitBundle = kit
            L10nLookup.bundles = []
            L10nLookup.preferredLanguages = ["de"]
            #expect(KitStrings.text("Localizable", "A", "compiled") == "deutsch")
            #expect(KitStrings.text("Localizable", "B", "compiled") == "base")
            #expect(KitStrings.text("Localizable", "C", "compiled") == "root")
        }
    }
}
