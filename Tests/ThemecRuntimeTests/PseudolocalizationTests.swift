import Foundation
import Testing
import ThemecFormat

@testable import ThemecRuntime

/// Xcode's pseudolanguages as the runtime applies them: each transform of a plain text and of a format
/// (its placeholders kept, so it reads the same arguments and still formats), the launch arguments
/// that turn them on, and the setting that turns them on in tests.
@Suite struct PseudolocalizationTests {
    @Test(
        arguments: [
            (Pseudolocalization.doubleLength, "Profile Profile"), (.accented, "Þŕöƒîļé"),
            (.bounded, "[# Profile #]"),
            (.rightToLeft, "\u{202E}Profile\u{202C}"), (.showNonLocalized, "PROFILE"),
            (
                [.doubleLength, .accented, .bounded, .rightToLeft, .showNonLocalized],
                "[# \u{202E}ÞŔÖƑÎĻÉ ÞŔÖƑÎĻÉ\u{202C} #]"
            ),
        ] as [(Pseudolocalization, String)])
    func eachTransformOfAPlainText(options: Pseudolocalization, shown: String) {
        #expect(options.plain("Profile", localized: false) == shown)
    }

    @Test func aPlainTextIsTextThroughout() {
        // No placeholder in a plain accessor's text: its `%` is shown, and the letter after it changed.
        #expect(Pseudolocalization.accented.plain("100% natural", localized: true) == "100% ñåţüŕåļ")
        // White space around a text stays outside.
        #expect(
            Pseudolocalization([.doubleLength, .rightToLeft]).plain(" Hi ", localized: true)
                == " \u{202E}Hi Hi\u{202C} ")
        // Only a text that is not the chosen language's is in upper case.
        #expect(Pseudolocalization.showNonLocalized.plain("Profile", localized: true) == "Profile")
        #expect(Pseudolocalization.accented.plain("Ünïcödé ß", localized: false) == "Üñïçöđé ß")
    }

    @Test(
        arguments: [
            (Pseudolocalization.doubleLength, "%1$@ earned earned %2$d points points"),
            (.accented, "%1$@ éåŕñéđ %2$d þöîñţš"), (.bounded, "[# %1$@ earned %2$d points #]"),
            (.rightToLeft, "%1$@ \u{202E}earned\u{202C} %2$d \u{202E}points\u{202C}"),
            (.showNonLocalized, "%1$@ EARNED %2$d POINTS"),
        ] as [(Pseudolocalization, String)])
    func eachTransformOfAFormatKeepsItsPlaceholders(options: Pseudolocalization, shown: String) {
        #expect(options.format("%1$@ earned %2$d points", localized: false) == shown)
    }

    @Test func aPercentSignAndTheCharacterAfterItStayAsTheyAre() {
        let all: Pseudolocalization = [.accented, .showNonLocalized]
        #expect(all.format("50%% off %@", localized: false) == "50%% ÖƑƑ %@")
        #expect(all.format("%d%% done", localized: false) == "%d%% ĐÖÑÉ")
        // `%k` is text to String(format:) (it prints `k`), left as it is.
        #expect(all.format("%@ %k ok", localized: false) == "%@ %k ÖĶ")
        // A `*` width reads an argument of its own, and stays with its placeholder.
        #expect(all.format("Rating: %1$.*2$f stars", localized: false) == "ŔÅŢÎÑĜ: %1$.*2$f ŠŢÅŔŠ")
        #expect(
            Pseudolocalization.doubleLength.format("Rate %*d now %.*f", localized: true) == "Rate Rate %*d now now %.*f"
        )
    }

    /// Every combination of the five transforms.
    static let combinations = (0..<32).map { Pseudolocalization(rawValue: $0) }

    @Test(
        arguments: [
            "%1$@ earned %2$d points", "%@ earned %d points", "%d%% done", "Top %", "100% natural, says %@",
            "%1$@ %2$.*3$f", "%#@items@", "%1$#@files@ in %2$@", "%%", "  %@  ", "Total: %.2f €", "%ld/%lu",
            "% d items", "%@%@", "[%1$*2$d]", "%", "%%%@%%", "ending %",
        ])
    func noTransformChangesWhatAFormatReads(format: String) {
        let reading = PlaceholderSpans(format).reading
        let letters = ArgumentLetters.read(by: format)
        for options in Self.combinations {
            let shown = options.format(format, localized: false)
            #expect(PlaceholderSpans(shown).reading == reading, "\(options.rawValue): \(shown.debugDescription)")
            #expect(ArgumentLetters.read(by: shown) == letters, "\(options.rawValue): \(shown.debugDescription)")
        }
    }

    @Test(
        arguments: [
            "%1$@ earned %2$d points", "%@ earned %d points", "%d%% done", "%1$@ %2$.*3$f stars", "[%1$*2$d]",
            "Rate %*d now %.*f", "Total: %.2f €", "%ld/%lu", "%1$#@files@ in %2$@", "%%",
        ])
    func aFormatWhosePercentSignsArePlaceholdersIsTransformed(format: String) {
        // Not left as it is: a `*` width is part of its placeholder, never a piece of text. (Accents and
        // upper case alone change only letters.)
        for options in Self.combinations where !options.isDisjoint(with: [.doubleLength, .bounded, .rightToLeft]) {
            #expect(options.format(format, localized: true) != format, "\(options.rawValue)")
        }
    }

    @Test func aTransformedFormatFormatsItsArguments() {
        // Each piece between placeholders doubled, `%%` a percent sign in both copies.
        let all = Pseudolocalization([.doubleLength, .accented, .bounded])
        let shown = all.format("%1$@ earned %2$d points (%3$.1f%%)", localized: true)
        #expect(
            String(format: shown, locale: Locale(identifier: "en"), "Ada", 5, 12.5)
                == "[# Ada éåŕñéđ éåŕñéđ 5 þöîñţš ( þöîñţš (12.5%) %) #]")
    }

    @Test func aPluralsFormatIsBoundedAndItsFormsAreNot() {
        let entry = PluralEntry(
            format: "%#@items@ left",
            variables: ["items": PluralVariable(valueType: "d", forms: ["one": "%d item", "other": "%d items"])])
        let shown = Pseudolocalization([.bounded, .accented]).plural(entry, localized: true)
        #expect(shown.format == "[# %#@items@ ļéƒţ #]")
        #expect(shown.variables["items"]?.forms == ["one": "%d îţéɱ", "other": "%d îţéɱš"])
        #expect(shown.variables["items"]?.valueType == "d")
        #expect(TextVerdict.shows(read: shown.rule.argumentLetters, passed: "i", as: .plural))
        #expect(
            PluralText.expand(shown.rule, language: "en", locale: Locale(identifier: "en"), [3])
                == "[# 3 îţéɱš ļéƒţ #]")
    }

    @Test func theAccentedLettersAreOneForEachASCIILetter() {
        #expect(Pseudolocalization.accentedLetters.count == 52)
        #expect(Set(Pseudolocalization.accentedLetters.values).count == 52)
        #expect(Pseudolocalization.accentedLetters.values.allSatisfy { !$0.isASCII && $0.unicodeScalars.count == 1 })
    }

    @Test(
        arguments: [
            (["NSDoubleLocalizedStrings": "YES"], Pseudolocalization.doubleLength),
            (["NSAccentuateLocalizedStrings": "1", "NSSurroundLocalizedStrings": true], [.accented, .bounded]),
            (
                ["NSForceRightToLeftLocalizedStrings": "true", "NSShowNonLocalizedStrings": "yes"],
                [.rightToLeft, .showNonLocalized]
            ),
            (
                [
                    "NSDoubleLocalizedStrings": "NO", "NSAccentuateLocalizedStrings": false,
                    "NSSurroundLocalizedStrings": 0,
                ], []
            ),
            ([:], []),
        ] as [([String: any Sendable], Pseudolocalization)])
    func theUserDefaultsThatTurnThemOn(values: [String: any Sendable], options: Pseudolocalization) throws {
        let suite = "themec-pseudolocalization-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        for (key, value) in values { defaults.set(value, forKey: key) }
        #expect(Pseudolocalization(defaults) == options)
    }

    @Test func theLaunchArgumentsAreXcodesNames() {
        #expect(
            Pseudolocalization.userDefaultKeys.map(\.key) == [
                "NSDoubleLocalizedStrings", "NSAccentuateLocalizedStrings", "NSSurroundLocalizedStrings",
                "NSForceRightToLeftLocalizedStrings", "NSShowNonLocalizedStrings",
            ])
        #expect(Pseudolocalization.userDefaultKeys.map(\.option.rawValue) == [1, 2, 4, 8, 16])
    }
}

/// The pseudolanguages through the accessors' lookups: texts from a table, formats, plurals and the
/// compiled-in texts, and "Show non-localized strings" for a key the chosen language lacks.
extension ModuleTests {
    @Suite struct PseudolocalizedLookupTests {
        /// A kit with English and German; `Menu.Profile` has no German.
        static func kit(_ bundles: TestBundles) throws {
            let points = TestBundles.stringsdict([
                "Points": ("%#@points@", "points", "d", ["one": "%d point", "other": "%d points"])
            ])
            KitStrings.kitBundle = try bundles.bundle(
                "Kit.bundle",
                [
                    "en.lproj/Localizable.strings": """
                    "Generic.Cancel" = "Cancel";
                    "Menu.Profile" = "Profile";
                    "Reward.Summary" = "%1$@ earned %2$d points";
                    """,
                    "en.lproj/Localizable.stringsdict": points,
                    "de.lproj/Localizable.strings": """
                    "Generic.Cancel" = "Abbrechen";
                    "Reward.Summary" = "%1$@ hat %2$d Punkte";
                    """,
                ])
            L10nLookup.bundles = []
        }

        @Test("A setting turns them on for every accessor, and a format still formats its arguments")
        func theSettingTurnsThemOn() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            try Self.kit(bundles)
            L10nLookup.preferredLanguages = ["en"]
            #expect(L10nLookup.pseudolocalization == [])
            L10nLookup.pseudolocalization = [.accented, .bounded]
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "[# Çåñçéļ #]")
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "[# Ada éåŕñéđ 5 þöîñţš #]")
            let forms = ["points": ["one": "%d pt", "other": "%d pts"]]
            #expect(KitStrings.plural("Localizable", "Points", "%#@points@", forms, [3]) == "[# 3 þöîñţš #]")
            #expect(KitStrings.localized("Menu.Profile") == "[# Þŕöƒîļé #]")
            // The compiled-in texts too.
            #expect(KitStrings.text("Localizable", "No.Such.Key", "Compiled") == "[# Çöɱþîļéđ #]")
            #expect(KitStrings.formatted("Localizable", "No.Such.Key", "%d left", 2) == "[# 2 ļéƒţ #]")
            // Off again, and the setting reads back what lookups apply.
            L10nLookup.pseudolocalization = []
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Cancel")
        }

        @Test("Show non-localized strings: a key the chosen language lacks shows its text in upper case")
        func nonLocalizedKeysAreInUpperCase() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            try Self.kit(bundles)
            L10nLookup.pseudolocalization = .showNonLocalized
            L10nLookup.preferredLanguages = ["de"]
            // German has these: as they are.
            #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Abbrechen")
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada hat 5 Punkte")
            // German lacks these: the English text shows, in upper case, its arguments as they are.
            #expect(KitStrings.text("Localizable", "Menu.Profile", "Profile") == "PROFILE")
            let forms = ["points": ["one": "%d pt", "other": "%d pts"]]
            #expect(KitStrings.plural("Localizable", "Points", "%#@points@", forms, [1]) == "1 POINT")
            // In English, the development language, every table's text is localized; only a key no table
            // has, whose compiled text shows, is marked.
            L10nLookup.preferredLanguages = ["en"]
            #expect(KitStrings.text("Localizable", "Menu.Profile", "Profile") == "Profile")
            #expect(KitStrings.formatted("Localizable", "No.Such.Key", "%@ left", "Ada") == "Ada LEFT")
            #expect(KitStrings.plural("Localizable", "Nothing", "%#@points@", forms, [2]) == "2 PTS")
        }

        @Test("Launched with the arguments, lookups apply them; the setting reads them back and overrides them")
        func theLaunchArgumentsAreTheDefault() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let engine = LookupEngine(customizingModules: { _ in [] }, launchArguments: [.doubleLength])
            try L10nLookup.$isolated.withValue(engine) {
                try Self.kit(bundles)
                L10nLookup.preferredLanguages = ["en"]
                #expect(L10nLookup.pseudolocalization == .doubleLength)
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Cancel Cancel")
                // Writing back what was read changes nothing.
                L10nLookup.pseudolocalization = L10nLookup.pseudolocalization
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Cancel Cancel")
                L10nLookup.pseudolocalization = []
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Cancel")
            }
        }

        @Test("Turning one on or off posts languageDidChangeNotification; the same value again does not")
        func aChangeIsAnnounced() {
            let counter = LanguageChangeTests.Counter()
            let engine = LookupEngine(
                customizingModules: { _ in [] }, launchArguments: [], notificationCenter: counter.center)
            L10nLookup.$isolated.withValue(engine) {
                L10nLookup.pseudolocalization = .bounded
                #expect(counter.posted() == 1)
                L10nLookup.pseudolocalization = .bounded
                #expect(counter.posted() == 0)
                L10nLookup.pseudolocalization = []
                #expect(counter.posted() == 1)
            }
        }
    }
}
