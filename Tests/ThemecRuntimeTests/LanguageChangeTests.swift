import Foundation
import Testing

@testable import ThemecRuntime

/// `L10nLookup.languageDidChangeNotification` is posted when setting `preferredLanguages` changes what
/// lookups choose, and only then: each test's engine posts on a notification center of its own, so
/// the count is this test's alone.
extension ModuleTests {
    @Suite struct LanguageChangeTests {
        /// Counts the notifications a center posts.
        final class Counter: @unchecked Sendable {
            let center = NotificationCenter()
            private let lock = NSLock()
            private var seen = 0
            private var observer: (any NSObjectProtocol)?

            init() {
                observer = center.addObserver(
                    forName: L10nLookup.languageDidChangeNotification, object: nil, queue: nil
                ) { [weak self] _ in self?.add() }
            }

            deinit {
                if let observer { center.removeObserver(observer) }
            }

            private func add() {
                lock.lock()
                seen += 1
                lock.unlock()
            }

            /// The notifications posted since the last call.
            func posted() -> Int {
                lock.lock()
                defer {
                    seen = 0
                    lock.unlock()
                }
                return seen
            }
        }

        /// A kit with English, German and French, and an app, the bundle searched for every key, with
        /// English and German, as in ``LookupTests``.
        static func kitAndApp(_ bundles: TestBundles) throws {
            KitStrings.kitBundle = try bundles.bundle(
                "Kit.bundle",
                [
                    "en.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Cancel\";",
                    "de.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Abbrechen\";",
                    "fr.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Annuler\";",
                ])
            let app = try bundles.bundle(
                "App.bundle",
                [
                    "en.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Never mind\";",
                    "de.lproj/Localizable.strings": "\"Generic.Cancel\" = \"Lieber nicht\";",
                ])
            AppStrings.appBundle = app
            L10nLookup.bundles = [app]
        }

        /// Runs `body` with an engine of its own that posts on `counter`'s center.
        static func run(_ counter: Counter, _ body: () throws -> Void) rethrows {
            let engine = LookupEngine(customizingModules: { _ in [] }, notificationCenter: counter.center)
            try L10nLookup.$isolated.withValue(engine) { try body() }
        }

        @Test("A value that changes the language posts; the same value again does not")
        func theSameValueAgainPostsNothing() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let counter = Counter()
            try Self.run(counter) {
                try Self.kitAndApp(bundles)
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") != "")
                L10nLookup.preferredLanguages = ["de"]
                #expect(counter.posted() == 1)
                L10nLookup.preferredLanguages = ["de"]
                #expect(counter.posted() == 0)
                L10nLookup.preferredLanguages = ["en"]
                #expect(counter.posted() == 1)
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Never mind")
            }
            // The app's lookups post where apps observe.
            #expect(LookupEngine().notificationCenter === NotificationCenter.default)
        }

        @Test("A value that chooses the same language posts nothing, before any lookup and after")
        func theSameChoicePostsNothing() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let counter = Counter()
            try Self.run(counter) {
                try Self.kitAndApp(bundles)
                L10nLookup.preferredLanguages = ["de"]
                #expect(counter.posted() == 1)
                // Nothing looked up yet: the app has no French, so German is still the language.
                L10nLookup.preferredLanguages = ["fr", "de"]
                #expect(counter.posted() == 0)
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Lieber nicht")
                L10nLookup.preferredLanguages = ["ja", "de"]
                #expect(counter.posted() == 0)
                // Languages the app has none of: the development language, as with English first.
                L10nLookup.preferredLanguages = ["en"]
                #expect(counter.posted() == 1)
                L10nLookup.preferredLanguages = ["fr"]
                #expect(counter.posted() == 0)
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Never mind")
            }
        }

        @Test("The locale texts are formatted in is part of the choice: a region, or nil for the user's")
        func anotherLocalePosts() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let counter = Counter()
            try Self.run(counter) {
                try Self.kitAndApp(bundles)
                L10nLookup.preferredLanguages = ["de"]
                #expect(counter.posted() == 1)
                // The same tables, but numbers formatted for Switzerland.
                L10nLookup.preferredLanguages = ["de-CH"]
                #expect(counter.posted() == 1)
                // Back to the system's languages and the user's own formats.
                L10nLookup.preferredLanguages = nil
                #expect(counter.posted() == 1)
                L10nLookup.preferredLanguages = nil
                #expect(counter.posted() == 0)
            }
        }

        @Test("A module whose own bundle holds the languages posts when its lookups change")
        func aModulesOwnLanguagesCount() throws {
            let bundles = try TestBundles()
            defer { bundles.remove() }
            let counter = Counter()
            try Self.run(counter) {
                try Self.kitAndApp(bundles)
                // No bundle searched for every key: the kit's own bundle decides its language.
                L10nLookup.bundles = []
                L10nLookup.preferredLanguages = ["fr"]
                #expect(counter.posted() == 1)
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Annuler")
                L10nLookup.preferredLanguages = ["de"]
                #expect(counter.posted() == 1)
                #expect(KitStrings.text("Localizable", "Generic.Cancel", "Cancel") == "Abbrechen")
            }
        }
    }
}
