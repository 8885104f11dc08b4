import Foundation
import ThemecFormat

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
    private let texts = TextCache()
    private let compiledRules = CompiledRules()

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

    /// A text accessor's text: the first searched value that reads no argument, as `String(format:)`
    /// prints it (`%%` as one `%`); else the compiled `fallback`, printed the same way (with
    /// pseudolanguages on, ``pseudolocalizedText(_:table:key:fallback:device:)``).
    func text(module: ModuleDescriptor, table: String, key: String, fallback: String) -> String {
        let search = state.search(module)
        guard search.pseudolocalization.isEmpty else {
            return pseudolocalizedText(search, table: table, key: key, fallback: fallback, device: state.device)
        }
        let values = search.candidates.lazy.map {
            $0.tables.table(table, localization: $0.localization).entries[key]
        }
        return text(values, fallback: fallback, locale: search.locale, device: state.device)
    }

    /// What a text accessor shows, given the values found at each place searched, in order: the first
    /// text that reads no argument, printed as `String(format:)` prints it; else `fallback`, likewise.
    func text(
        _ values: some Sequence<LocalizedValue?>, fallback: String, locale: Locale, device: String
    ) -> String {
        for value in values {
            guard let text = value?.text(device: device) else { continue }
            if let shown = shownWithoutArguments(text, locale: locale) { return shown }
        }
        return shownWithoutArguments(fallback, locale: locale) ?? fallback
    }

    /// `text` as an accessor that passes no argument shows it: as `String(format:)` prints it, so `%%` is
    /// one `%` (a text without `%` as it is, and a `%` it ends in too, ``FormattedText``); nil when it reads
    /// an argument, which nothing passes.
    func shownWithoutArguments(_ text: String, locale: Locale) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return texts.reading(of: text).printedAlone
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
    /// text that reads `arguments` (exactly, or a device's own variant the first of them,
    /// ``ThemecFormat/TextVerdict``), formatted; else `fallback`, formatted when it reads them (themec made
    /// the accessor from it, so it does), or as it is.
    func formatted(
        _ values: some Sequence<LocalizedValue?>, fallback: String, _ arguments: [any CVarArg], locale: Locale,
        device: String
    ) -> String {
        guard let expected = ArgumentLetters.of(arguments) else { return fallback }
        for value in values {
            guard let (text, use) = value?.textAndUse(device: device) else { continue }
            let reading = texts.reading(of: text)
            guard TextVerdict.shows(read: reading.letters, passed: expected, as: use) else { continue }
            return reading.printed(text, locale: locale, arguments)
        }
        let reading = texts.reading(of: fallback)
        guard reading.letters == expected else { return fallback }
        return reading.printed(fallback, locale: locale, arguments)
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
    /// languages, in order: the first plural rule that reads `arguments` (``ThemecFormat/PluralRule``), or
    /// text that reads them, formatted; else the compiled rule (`format` and `forms`) in the development
    /// language.
    func plural(
        _ values: some Sequence<(LocalizedValue?, String)>, format: String, forms: [String: [String: String]],
        _ arguments: [any CVarArg], locale: Locale, developmentLanguage: String, device: String
    ) -> String {
        guard let expected = ArgumentLetters.of(arguments) else { return format }
        for (found, language) in values {
            guard let (value, use) = found?.forDeviceAndUse(device) else { continue }
            if case .plural(let entry) = value {
                guard TextVerdict.shows(read: entry.rule.argumentLetters, passed: expected, as: .plural) else {
                    continue
                }
                return PluralText.expand(entry.rule, language: language, locale: locale, arguments)
            }
            // A plain text standing for a plural (a `.strings` text beside no rule) is read as the rule would be.
            guard let text = value.text(device: device) else { continue }
            let reading = texts.reading(of: text)
            guard TextVerdict.shows(read: reading.letters, passed: expected, as: use == .followed ? .plural : use)
            else { continue }
            return reading.printed(text, locale: locale, arguments)
        }
        let compiled = compiledRules.entry(format: format, forms: forms, letters: expected)
        guard TextVerdict.shows(read: compiled.rule.argumentLetters, passed: expected, as: .plural) else {
            return format
        }
        return PluralText.expand(compiled.rule, language: developmentLanguage, locale: locale, arguments)
    }

    /// What a value at one place means for an accessor of `kind` that passes `expected`: shown, or
    /// passed over (with why, for a message), or absent.
    enum Verdict: Equatable {
        case shown
        /// What it reads instead (`%@ %i`, `none`), or why no accessor can show it; a message continues
        /// with it.
        case passedOver(why: String)
        case absent
    }

    /// The verdict on `value` for a record of `kind` (`t` text, `f` format, `p` plural, `w` width
    /// variants) whose accessor passes `expected`: the lookups' own (``ThemecFormat/TextVerdict``).
    func verdict(_ value: LocalizedValue?, kind: Character, expected: String, device: String) -> Verdict {
        guard let (value, use) = value?.forDeviceAndUse(device) else { return .absent }
        if case .plural(let entry) = value {
            guard kind == "p" else { return .absent }
            let rule = entry.rule
            if TextVerdict.shows(read: rule.argumentLetters, passed: expected, as: .plural) { return .shown }
            return .passedOver(why: Self.why(rule, passed: expected))
        }
        guard let text = value.text(device: device) else { return .absent }
        let reads = texts.reading(of: text).letters
        // A text accessor passes nothing (its record has no letters either).
        let passed = kind == "t" ? "" : expected
        if TextVerdict.shows(read: reads, passed: passed, as: kind == "p" && use == .followed ? .plural : use) {
            return .shown
        }
        return .passedOver(why: Self.why(reads: reads, passed: passed))
    }

    /// Why a text that reads `reads` is passed over by an accessor that passes `passed`, for a message.
    static func why(reads: String?, passed: String) -> String {
        "reads " + (reads.map(placeholderList) ?? "placeholders its accessor cannot pass")
            + ", but its accessor passes \(placeholderList(passed))"
    }

    /// Why a plural rule is passed over by an accessor that passes `passed`, for a message.
    static func why(_ rule: PluralRule, passed: String) -> String {
        if let failure = rule.failures.first { return "has a plural rule no accessor can show: \(failure)" }
        return why(reads: rule.argumentLetters, passed: passed)
    }
}

/// What the lookups need of a text, read once with the format grammar: what it reads, where a
/// placeholder it ends in without finishing starts, and, for a text that reads no argument, how it prints.
struct TextReading: Sendable {
    /// The letters it reads (``ArgumentLetters/read(by:)``), or nil when no argument list is safe for it.
    let letters: String?
    /// ``ThemecFormat/FormatPlaceholderParser/incompleteEnd(of:)``.
    let incompleteEnd: Int?
    /// The text printed without arguments (``FormattedText``), for a text that reads none; nil otherwise.
    let printedAlone: String?
    /// The positions a `*` width or precision reads (``ThemecFormat/FormatSignature/starArguments``).
    let starArguments: [Int]

    /// Reads `text`.
    init(_ text: String) {
        // One reading of the grammar gives both what the text reads and where its `*` widths read.
        let signature = FormatPlaceholderParser.parse(text)
        letters = signature.argumentLetters
        starArguments = signature.starArguments
        incompleteEnd = FormatPlaceholderParser.incompleteEnd(of: text)
        printedAlone = letters == "" ? FormattedText.printed(text, locale: nil, [], incompleteEnd: incompleteEnd) : nil
    }

    /// The text (the one read) printed with `arguments`, which it reads: ``FormattedText``, each `*` width
    /// or precision held within bounds (``FormattedText/bounded(_:starArguments:)``).
    func printed(_ text: String, locale: Locale?, _ arguments: [any CVarArg]) -> String {
        let arguments =
            starArguments.isEmpty ? arguments : FormattedText.bounded(arguments, starArguments: starArguments)
        return FormattedText.printed(text, locale: locale, arguments, incompleteEnd: incompleteEnd)
    }
}

/// The reading of each text looked up so far (``TextReading``): a table's texts are few and each is read
/// once, however often it is shown.
final class TextCache: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [String: TextReading] = [:]

    /// The reading of `text`.
    func reading(of text: String) -> TextReading {
        lock.lock()
        if let cached = known[text] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let reading = TextReading(text)
        lock.lock()
        known[text] = reading
        lock.unlock()
        return reading
    }
}

/// The plural rules compiled into accessors, each read once (``PluralEntry``), by its format, forms and
/// the letters its accessor passes (which type a variable without a value type).
final class CompiledRules: @unchecked Sendable {
    /// What identifies a compiled rule.
    private struct Key: Hashable {
        let format: String
        let forms: [String: [String: String]]
        let letters: String
    }

    private let lock = NSLock()
    private var known: [Key: PluralEntry] = [:]

    /// The rule of `format` and `forms` for an accessor that passes `letters`.
    func entry(format: String, forms: [String: [String: String]], letters: String) -> PluralEntry {
        let key = Key(format: format, forms: forms, letters: letters)
        lock.lock()
        if let cached = known[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let entry = PluralEntry(
            format: format, variables: forms.mapValues { PluralVariable(valueType: nil, forms: $0) },
            inferredTypes: letters)
        lock.lock()
        known[key] = entry
        lock.unlock()
        return entry
    }
}
