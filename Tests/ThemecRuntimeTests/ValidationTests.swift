import Foundation
import Testing

@testable import ThemecRuntime

/// `L10nLookup.validate(_:)` as an app's generated `L10n.validate()` calls it, with the app's module
/// and its kit's: what a lookup in each language the app can pick would show, with the lookups' own
/// search. Serialized: the tests set the bundles of the same test modules.
extension ModuleTests {
    @Suite struct ValidationTests {
        /// A kit in English and German and an app that overrides one kit key.
        static func kitAndApp(
            _ bundles: TestBundles, kitGerman: Bool = true, appOverride: String = "Never mind"
        ) throws -> (kit: Bundle, app: Bundle) {
            var kitFiles = [
                "en.lproj/Localizable.strings":
                    "\"Generic.Cancel\" = \"Cancel\";\n\"Reward.Summary\" = \"%1$@ earned %2$d points\";\n"
                    + "\"Points\" = \"%d points\";\n"
            ]
            if kitGerman {
                kitFiles["de.lproj/Localizable.strings"] =
                    "\"Generic.Cancel\" = \"Abbrechen\";\n\"Reward.Summary\" = \"%1$@ hat %2$d Punkte\";\n"
                    + "\"Points\" = \"%d Punkte\";\n"
            }
            let kit = try bundles.bundle("Kit.bundle", kitFiles)
            let app = try bundles.bundle(
                "App.bundle",
                [
                    "en.lproj/Localizable.strings":
                        "\"Generic.Cancel\" = \"\(appOverride)\";\n\"Home.Welcome\" = \"Welcome back, %@!\";\n",
                    "de.lproj/Localizable.strings":
                        "\"Generic.Cancel\" = \"Lieber nicht\";\n\"Home.Welcome\" = \"Willkommen zurück, %@!\";\n",
                ])
            KitStrings.kitBundle = kit
            AppStrings.appBundle = app
            L10nLookup.bundles = [app]
            return (kit, app)
        }

        @Test func aKitAndAnAppThatAreFineReportNothing() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            _ = try Self.kitAndApp(bundles)
            #expect(L10nLookup.validate([AppStrings.self, KitStrings.self]) == [])
        }

        @Test func theAppsValidateSeesAKitBundleWithoutItsGerman() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            _ = try Self.kitAndApp(bundles, kitGerman: false)
            let problems = L10nLookup.validate([AppStrings.self, KitStrings.self])
            #expect(
                problems == [
                    "'Reward.Summary' (Localizable) has no text in de: the en text shows",
                    "'Points' (Localizable) has no text in de: the en text shows",
                ], "\(problems)")
            // The app's own keys alone are fine: only the kit's were missing.
            #expect(L10nLookup.validate([AppStrings.self]) == [])
        }

        @Test func anOverrideThatReadsOtherArgumentsIsReportedAsPassedOver() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let (_, app) = try Self.kitAndApp(bundles)
            try Data("\"Reward.Summary\" = \"%1$@ earned %2$@ points\";\n".utf8).write(
                to: bundles.root.appendingPathComponent("App.bundle/de.lproj/Localizable.strings"))
            let problems = L10nLookup.validate([AppStrings.self, KitStrings.self])
            #expect(
                problems.contains(
                    "'Reward.Summary' (Localizable) in de.lproj of \(app.bundlePath) reads %@ %@, but its accessor "
                        + "passes %@ %i, so it is passed over"), "\(problems)")
            // The lookup agrees: the kit's German shows.
            L10nLookup.preferredLanguages = ["de"]
            #expect(
                KitStrings.formatted("Localizable", "Reward.Summary", "%1$@ earned %2$d points", "Ada", 5)
                    == "Ada hat 5 Punkte")
        }

        @Test func overridesTheKitsLookupsNeverReachAreReported() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let (kit, app) = try Self.kitAndApp(bundles)
            L10nLookup.bundles = []
            #expect(
                L10nLookup.validate([AppStrings.self, KitStrings.self]) == [
                    "the app's overrides (tables Localizable in \(app.bundlePath)) never apply: the kit's lookups do "
                        + "not search that bundle before the kit's own; searched, in order: \(kit.bundlePath)"
                ])
        }

        @Test func aTableNoSearchedBundleHoldsIsReported() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let empty = try bundles.bundle("Empty.bundle", [:])
            KitStrings.kitBundle = empty
            L10nLookup.bundles = []
            #expect(
                L10nLookup.validate([KitStrings.self]) == [
                    "the table 'Localizable' is in none of the searched bundles, so every key of it shows its en text "
                        + "compiled into the app; searched: \(empty.bundlePath)"
                ])
        }

        @Test func aRecordTheRuntimeCannotReadIsAFindingThatNamesItAndWhy() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            _ = try Self.kitAndApp(bundles)
            // The kit's German lacks Points, which a record that can be read finds.
            try Data("\"Generic.Cancel\" = \"Abbrechen\";\n".utf8).write(
                to: bundles.root.appendingPathComponent("Kit.bundle/de.lproj/Localizable.strings"))
            L10nLookup.bundles = []
            // Written by hand, as a themec of another records format could: a record of five fields, one of
            // an unknown kind, one with an argument letter of no type, a text that lists an argument, one
            // without a kind, and text after the last record's end. The records around them are read.
            HandMadeRecords.records =
                "Localizable\u{1F}Generic.Cancel\u{1F}t\u{1E}"
                + "Localizable\u{1F}Reward.Summary\u{1F}f@i\u{1F}%1$@ earned %2$d points\u{1F}extra\u{1E}"
                + "Localizable\u{1F}Points\u{1F}xi\u{1E}"
                + "Localizable\u{1F}Points\u{1F}fz\u{1E}"
                + "Localizable\u{1F}Generic.Cancel\u{1F}ti\u{1E}"
                + "Localizable\u{1F}Points\u{1F}\u{1E}"
                + "Localizable\u{1F}Points\u{1F}pi\u{1E}"
                + "Localizable\u{1F}Poi"
            let module = "ThemecRuntimeTests's L10nModuleLookup.records"
            let what =
                "so its key is not checked; the generated code and ThemecRuntime disagree on the records' format: "
                + "regenerate the generated code with the themec of this ThemecRuntime"
            let problems = L10nLookup.validate([HandMadeRecords.self])
            #expect(
                problems == [
                    "record 2 of \(module) (\"Localizable\", \"Reward.Summary\", \"f@i\", \"%1$@ earned %2$d points\", "
                        + "\"extra\") cannot be read: it has 5 fields, where a record has 3 (table, key, kind and "
                        + "argument letters) or 4 (and the text compiled in), \(what)",
                    "record 3 of \(module) (\"Localizable\", \"Points\", \"xi\") cannot be read: its kind 'x' is none "
                        + "of t (text), f (format), p (plural), w (width variants), \(what)",
                    "record 4 of \(module) (\"Localizable\", \"Points\", \"fz\") cannot be read: its argument letter "
                        + "'z' is the letter of no argument type (@ i u f c C s S p), \(what)",
                    "record 5 of \(module) (\"Localizable\", \"Generic.Cancel\", \"ti\") cannot be read: it is a text "
                        + "('t'), which passes no argument, but lists 'i', \(what)",
                    "record 6 of \(module) (\"Localizable\", \"Points\", \"\") cannot be read: its kind is empty, "
                        + what,
                    "record 8 of \(module) (\"Localizable\", \"Poi\") cannot be read: the text ends inside it (no "
                        + "U+001E ends its last field), \(what)",
                    // The records that can be read are checked as before.
                    "'Points' (Localizable) has no text in de: the en text shows",
                ], "\(problems)")
            #expect(ValidationRecord.all(in: HandMadeRecords.records).map(\.key) == ["Generic.Cancel", "Points"])
        }

        @Test func recordsTheGeneratedCodeWritesAreAllRead() {
            // Every kind, every argument letter, a kit's fourth field, and separators escaped in a field.
            let read = ValidationRecord.read(
                "T\u{1F}a\u{1F}t\u{1E}T\u{1F}b\u{1F}f@iufcCsSp\u{1E}T\u{1F}c\u{1F}pi\u{1F}%#@n@\u{1E}"
                    + "T\u{1F}d\u{1B}\u{1E}\u{1F}w\u{1E}")
            #expect(read.unreadable == [])
            #expect(read.records.map(\.key) == ["a", "b", "c", "d\u{1E}"])
            #expect(read.records.map(\.text) == [nil, nil, "%#@n@", nil])
            #expect(ValidationRecord.read("").records == [] && ValidationRecord.read("").unreadable == [])
        }

        @Test func validateAgreesWithLookupsInEveryLanguage() throws {
            // For each language and key: validate reports nothing exactly when the lookup in that language
            // shows that language's text.
            let bundles = try TestBundles()
            defer { bundles.remove() }
            _ = try Self.kitAndApp(bundles, kitGerman: false)
            let problems = L10nLookup.validate([KitStrings.self])
            for (language, key, shown, expectsProblem) in [
                ("de", "Generic.Cancel", "Lieber nicht", false),
                ("de", "Points", "3 points", true),
                ("en", "Points", "3 points", false),
                ("en", "Generic.Cancel", "Never mind", false),
            ] {
                L10nLookup.preferredLanguages = [language]
                let looked =
                    key == "Points"
                    ? KitStrings.formatted("Localizable", key, "%d points", 3)
                    : KitStrings.text("Localizable", key, "Cancel")
                let reported = problems.contains { $0.hasPrefix("'\(key)' (Localizable) has no text in \(language)") }
                #expect(looked == shown, "\(language) \(key)")
                #expect(reported == expectsProblem, "\(language) \(key): \(problems)")
            }
        }
    }
}
