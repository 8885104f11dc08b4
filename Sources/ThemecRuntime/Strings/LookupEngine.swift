import Foundation

/// The lookups behind every accessor: the first place of a module's ``Search`` whose value the
/// accessor can show, else the text compiled into the accessor.
///
/// A value is shown only when it reads exactly the arguments the accessor passes (their letters,
/// ``ArgumentLetters``), checked with the one format grammar before `String(format:)` is called; a
/// value that does not is passed over as if it were missing. So no table, whatever a vendor or a
/// later edit put in it, can make a lookup misread an argument.
final class LookupEngine: Sendable {
    /// The settings and the tables read so far.
    let state: LookupState
    /// Where ``L10nLookup/languageDidChangeNotification`` is posted: `NotificationCenter.default`, or a
    /// test's own.
    let notificationCenter: NotificationCenter
    private let letters = LetterCache()

    /// An engine of its own settings, whose main bundle is `main` (a test's folder in tests), whose app
    /// modules are what `customizingModules` finds besides it, whose pseudolanguages are by default
    /// `launchArguments`, and which posts on `notificationCenter`.
    init(
        main: Bundle = .main,
        customizingModules: @escaping @Sendable (Bundle) -> [any L10nModule.Type] = {
            CustomizingModules.find(besides: $0)
        },
        launchArguments: Pseudolocalization = .launchArguments,
        notificationCenter: NotificationCenter = .default
    ) {
        state = LookupState(main: main, customizingModules: customizingModules, launchArguments: launchArguments)
        self.notificationCenter = notificationCenter
    }

    /// Sets ``L10nLookup/pseudolocalization``, and posts ``L10nLookup/languageDidChangeNotification``
    /// when it changes.
    func setPseudolocalization(_ options: Pseudolocalization) {
        guard state.exchangePseudolocalization(options) != options else { return }
        notificationCenter.post(name: L10nLookup.languageDidChangeNotification, object: nil)
    }

    /// Sets ``L10nLookup/preferredLanguages``, and posts ``L10nLookup/languageDidChangeNotification``
    /// when that changes what lookups choose (``LookupState/choices(for:)``): not for the same value
    /// again, nor for one whose first language the app has is the same.
    func setPreferredLanguages(_ languages: [String]?) {
        let old = state.exchangePreferredLanguages(languages)
        guard state.choices(for: old) != state.choices(for: languages) else { return }
        notificationCenter.post(name: L10nLookup.languageDidChangeNotification, object: nil)
    }

    /// A text accessor's text (with pseudolanguages on, ``pseudolocalizedText(_:table:key:fallback:device:)``).
    func text(module: ModuleDescriptor, table: String, key: String, fallback: String) -> String {
        let search = state.search(module)
        let device = state.device
        guard search.pseudolocalization.isEmpty else {
            return pseudolocalizedText(search, table: table, key: key, fallback: fallback, device: device)
        }
        for candidate in search.candidates {
            let value = candidate.tables.table(table, localization: candidate.localization).entries[key]
            if let text = value?.text(device: device) { return text }
        }
        return fallback
    }

    /// `"Key".localized`: the text of `key` in the `Localizable` table, else the module's compiled text
    /// for it, else the key.
    func localized(module: ModuleDescriptor, key: String) -> String {
        let fallback = state.compiledText(module, table: "Localizable", key: key) ?? key
        return text(module: module, table: "Localizable", key: key, fallback: fallback)
    }

    /// A format accessor's text, formatted (with pseudolanguages on,
    /// ``pseudolocalizedFormat(_:table:key:fallback:_:)``).
    func formatted(
        module: ModuleDescriptor, table: String, key: String, fallback: String, _ arguments: [any CVarArg]
    ) -> String {
        let search = state.search(module)
        guard search.pseudolocalization.isEmpty else {
            return pseudolocalizedFormat(search, table: table, key: key, fallback: fallback, arguments)
        }
        let values = search.candidates.lazy.map {
            $0.tables.table(table, localization: $0.localization).entries[key]
        }
        return formatted(values, fallback: fallback, arguments, locale: search.locale, device: state.device)
    }

    /// What a format accessor shows, given the values found at each place searched, in order: the first
    /// text that reads exactly `arguments`, formatted; else `fallback`, formatted when it reads them
    /// (themec made the accessor from it, so it does), or as it is.
    func formatted(
        _ values: some Sequence<LocalizedValue?>, fallback: String, _ arguments: [any CVarArg], locale: Locale,
        device: String
    ) -> String {
        guard let expected = ArgumentLetters.of(arguments) else { return fallback }
        for value in values {
            guard let text = value?.text(device: device), letters.read(by: text) == expected else { continue }
            return String(format: text, locale: locale, arguments: arguments)
        }
        guard letters.read(by: fallback) == expected else { return fallback }
        return String(format: fallback, locale: locale, arguments: arguments)
    }

    /// A plural accessor's text.
    func plural(
        module: ModuleDescriptor, table: String, key: String, format: String, forms: [String: [String: String]],
        _ arguments: [any CVarArg]
    ) -> String {
        let search = state.search(module)
        guard search.pseudolocalization.isEmpty else {
            return pseudolocalizedPlural(search, table: table, key: key, format: format, forms: forms, arguments)
        }
        let values = search.candidates.lazy.map {
            ($0.tables.table(table, localization: $0.localization).entries[key], search.language(of: $0))
        }
        return plural(
            values, format: format, forms: forms, arguments, locale: search.locale,
            developmentLanguage: search.developmentLanguage, device: state.device)
    }

    /// What a plural accessor shows, given the values found at each place searched and their
    /// languages, in order: the first plural rule whose every form reads `arguments`, or text that
    /// reads them, formatted; else the compiled rule (`format` and `forms`) in the development language.
    func plural(
        _ values: some Sequence<(LocalizedValue?, String)>, format: String, forms: [String: [String: String]],
        _ arguments: [any CVarArg], locale: Locale, developmentLanguage: String, device: String
    ) -> String {
        guard let expected = ArgumentLetters.of(arguments) else { return format }
        for (found, language) in values {
            guard let value = found?.forDevice(device) else { continue }
            if case .plural(let entry) = value {
                guard PluralText.reads(entry, exactly: expected) else { continue }
                return PluralText.expand(entry, language: language, locale: locale, arguments)
            }
            guard let text = value.text(device: device), letters.read(by: text) == expected else { continue }
            return String(format: text, locale: locale, arguments: arguments)
        }
        let compiled = PluralEntry(
            format: format,
            variables: forms.mapValues { PluralVariable(valueType: nil, forms: $0) })
        guard PluralText.reads(compiled, exactly: expected) else { return format }
        return PluralText.expand(compiled, language: developmentLanguage, locale: locale, arguments)
    }

    /// What a value at one place means for an accessor of `kind` that passes `expected`: shown, or
    /// passed over (with what it reads, for a message).
    enum Verdict: Equatable {
        case shown
        case passedOver(reads: String?)
        case absent
    }

    /// The verdict on `value` for a record of `kind` (`t` text, `f` format, `p` plural, `w` width
    /// variants) whose accessor passes `expected`.
    func verdict(_ value: LocalizedValue?, kind: Character, expected: String, device: String) -> Verdict {
        guard let value = value?.forDevice(device) else { return .absent }
        if case .plural(let entry) = value {
            guard kind == "p" else { return .absent }
            return PluralText.reads(entry, exactly: expected) ? .shown : .passedOver(reads: nil)
        }
        guard let text = value.text(device: device) else { return .absent }
        if kind == "t" || kind == "w" && expected.isEmpty { return .shown }
        let reads = letters.read(by: text)
        return reads == expected ? .shown : .passedOver(reads: reads)
    }
}

/// The argument letters of each text read so far (``ArgumentLetters/read(by:)``): a table's texts are
/// few and each is read once, however often it is shown.
final class LetterCache: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: String?] = [:]

    /// The letters `text` reads, or nil when no argument list is safe for it.
    func read(by text: String) -> String? {
        lock.lock()
        if let cached = known[text] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let letters = ArgumentLetters.read(by: text)
        lock.lock()
        known[text] = .some(letters)
        lock.unlock()
        return letters
    }
}
