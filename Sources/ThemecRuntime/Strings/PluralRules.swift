import ThemecVocabulary

/// The CLDR plural rules: which category (`zero`, `one`, `two`, `few`, `many`, `other`) a number
/// takes in a language, for the plural forms of `.stringsdict` rules and String Catalogs.
///
/// Every platform uses these (Apple's Foundation is not asked), so the forms an app shows are the
/// ones its tests see on Linux. The rules are CLDR's for the languages listed in ``families``; a
/// language not listed uses English's. `PluralRulesTests` holds them equal to ICU's.
enum PluralRules {
    /// The categories, in CLDR's order (themec's vocabulary's, which the compiler checks forms with).
    static let categories = PluralCategory.allCases.map(\.rawValue)

    /// The category of `number` in `language` (an identifier such as `pt-BR`; its language decides,
    /// with `pt-PT` as Portugal's); `other` for a number that is not finite.
    static func category(_ number: Double, language: String) -> String {
        guard number.isFinite else { return "other" }
        return family(of: language).category(Operands(number))
    }

    /// The category of the number an accessor passes, read as a `Double` (as ICU's `uplrules_select`
    /// reads it, which Apple's Foundation chooses forms with): an integer past 2^53 is its nearest
    /// `Double`; 0 for an argument that is no number.
    static func category(of argument: any CVarArg, language: String) -> String {
        category(number(argument), language: language)
    }

    /// The form a variable shows for `argument`, among the categories it has forms for: `zero` for 0 when
    /// it has one (as Apple does), else its CLDR category in `language` when it has that, else `other`.
    static func form(for argument: any CVarArg, language: String, among categories: [String]) -> String {
        if categories.contains("zero"), number(argument) == 0 { return "zero" }
        let category = category(of: argument, language: language)
        return categories.contains(category) ? category : "other"
    }

    /// The number an argument holds; 0 for one that is no number.
    private static func number(_ argument: any CVarArg) -> Double {
        switch argument {
        case let value as Int: Double(value)
        case let value as UInt: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int64: Double(value)
        case let value as UInt64: Double(value)
        case let value as Int32: Double(value)
        case let value as UInt32: Double(value)
        case let value as Int16: Double(value)
        case let value as UInt16: Double(value)
        case let value as Int8: Double(value)
        case let value as UInt8: Double(value)
        default: 0
        }
    }

    /// The rule family of a language identifier.
    static func family(of language: String) -> Family {
        let normalized = LanguageMatch.normalized(language)
        if normalized.hasPrefix("pt-pt") { return .portugal }
        return families[String(LanguageMatch.languageCode(normalized))] ?? .oneForIntegerOne
    }

    /// The rule family of each language whose rule is not English's.
    static let families: [String: Family] = {
        var table: [String: Family] = [:]
        func add(_ family: Family, _ codes: String) {
            for code in codes.split(separator: " ") { table[String(code)] = family }
        }
        add(
            .none,
            """
            bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi \
            vi wo yo yue zh
            """
        )
        add(
            .oneForOne,
            """
            af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg \
            kk kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof \
            rwk saq sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog
            """
        )
        add(.oneForZeroOrOne, "am as bn doi fa gu hi kn pcm zu")
        add(.oneForZeroToOne, "ak bho guw ln mg nso pa ti wa")
        add(.oneForIntegerZeroOrOne, "ff hy kab")
        add(.french, "fr")
        add(.portuguese, "pt")
        add(.spanish, "es")
        add(.italian, "it ca lld scn vec")
        add(.eastSlavic, "ru uk")
        add(.belarusian, "be")
        add(.polish, "pl")
        add(.czech, "cs sk")
        add(.serboCroatian, "bs hr sh sr")
        add(.slovenian, "sl")
        add(.lithuanian, "lt")
        add(.latvian, "lv prg")
        add(.romanian, "ro mo")
        add(.arabic, "ar ars")
        add(.hebrew, "he iw")
        add(.irish, "ga")
        add(.welsh, "cy")
        add(.maltese, "mt")
        add(.macedonian, "mk")
        add(.filipino, "fil tl")
        add(.icelandic, "is")
        add(.danish, "da")
        add(.scottishGaelic, "gd")
        add(.sinhala, "si")
        return table
    }()

    /// A number as CLDR's rules read it: `n` its absolute value, `i` the integer digits, `v` the
    /// number of visible fraction digits, `f` those digits, `t` them without trailing zeros (and `c`
    /// and `e`, the compact exponent, always 0: a count is printed in full). A `Double` has no written
    /// form, so its digits are those of its shortest decimal representation (`1.50` reads as `1.5`).
    /// Every whole number has all its integer digits up to 2^63; a `Double` from 2^63 on (`Int.max` is
    /// one, 2^63 once a `Double`) reads as `Int.max`, as ICU on Apple's arm64 devices reads it (there a
    /// conversion past the range saturates; ICU on x86-64 reads another number).
    struct Operands: Equatable {
        let n: Double
        let i: Int
        let v: Int
        let f: Int
        let t: Int

        init(_ number: Double) {
            let absolute = Swift.abs(number)
            n = absolute
            guard absolute.isFinite else {
                (i, v, f, t) = (0, 0, 0, 0)
                return
            }
            let whole = absolute.rounded(.towardZero)
            // Every Double from 2^53 on is a whole number, and one below 2^63 an Int.
            i = whole < 0x1p63 ? Int(whole) : Int.max
            guard absolute != whole else {
                (v, f, t) = (0, 0, 0)
                return
            }
            let written = "\(absolute)"
            guard let dot = written.firstIndex(of: "."), !written.contains("e") else {
                (v, f, t) = (0, 0, 0)
                return
            }
            let digits = written[written.index(after: dot)...]
            v = digits.count
            f = Int(digits) ?? 0
            var trimmed = Substring(digits)
            while trimmed.last == "0" { trimmed = trimmed.dropLast() }
            t = Int(trimmed) ?? 0
        }

        /// Whether `n` is the integer `value`.
        func nIs(_ value: Int) -> Bool { v == 0 && n == Double(value) }
        /// Whether `n` is an integer in `range`.
        func nIn(_ range: ClosedRange<Int>) -> Bool { n == n.rounded(.towardZero) && range.contains(i) }
        /// `n % 10` as CLDR reads it (on the integer digits, for whole numbers only).
        var nMod10: Int? { n == n.rounded(.towardZero) ? i % 10 : nil }
        /// `n % 100`, likewise.
        var nMod100: Int? { n == n.rounded(.towardZero) ? i % 100 : nil }
        /// Whether the number is a million or a multiple (CLDR's `many` of French, Spanish, …).
        var isMillions: Bool { v == 0 && i != 0 && i % 1_000_000 == 0 }
    }

    /// One rule shared by a group of languages.
    enum Family: Sendable {
        case none, oneForIntegerOne, oneForOne, oneForZeroOrOne, oneForZeroToOne, oneForIntegerZeroOrOne
        case french, portuguese, portugal, spanish, italian
        case eastSlavic, belarusian, polish, czech, serboCroatian, slovenian, lithuanian, latvian, romanian
        case arabic, hebrew, irish, welsh, maltese, macedonian, filipino, icelandic, danish, scottishGaelic
        case sinhala

        // swift-format-ignore: CyclomaticComplexity
        /// The category of a number with these operands.
        func category(_ o: Operands) -> String {
            let (i, v, f, t) = (o.i, o.v, o.f, o.t)
            switch self {
            case .none:
                return "other"
            case .oneForIntegerOne:
                return i == 1 && v == 0 ? "one" : "other"
            case .oneForOne:
                return o.n == 1 ? "one" : "other"
            case .oneForZeroOrOne:
                return i == 0 || o.n == 1 ? "one" : "other"
            case .oneForZeroToOne:
                return o.nIn(0...1) ? "one" : "other"
            case .oneForIntegerZeroOrOne:
                return i == 0 || i == 1 ? "one" : "other"
            case .french:
                if i == 0 || i == 1 { return "one" }
                return o.isMillions ? "many" : "other"
            case .portuguese:
                if i == 0 || i == 1 { return "one" }
                return o.isMillions ? "many" : "other"
            case .portugal, .italian:
                if i == 1 && v == 0 { return "one" }
                return o.isMillions ? "many" : "other"
            case .spanish:
                if o.n == 1 { return "one" }
                return o.isMillions ? "many" : "other"
            case .eastSlavic:
                guard v == 0 else { return "other" }
                if i % 10 == 1 && i % 100 != 11 { return "one" }
                if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
                return "many"
            case .belarusian:
                guard let mod10 = o.nMod10, let mod100 = o.nMod100 else { return "other" }
                if mod10 == 1 && mod100 != 11 { return "one" }
                if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
                return "many"
            case .polish:
                guard v == 0 else { return "other" }
                if i == 1 { return "one" }
                if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
                return "many"
            case .czech:
                if v != 0 { return "many" }
                if i == 1 { return "one" }
                return (2...4).contains(i) ? "few" : "other"
            case .serboCroatian:
                if v == 0 && i % 10 == 1 && i % 100 != 11 || f % 10 == 1 && f % 100 != 11 { return "one" }
                if v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100)
                    || (2...4).contains(f % 10) && !(12...14).contains(f % 100)
                {
                    return "few"
                }
                return "other"
            case .slovenian:
                if v != 0 { return "few" }
                switch i % 100 {
                case 1: return "one"
                case 2: return "two"
                case 3, 4: return "few"
                default: return "other"
                }
            case .lithuanian:
                if f != 0 { return "many" }
                guard let mod10 = o.nMod10, let mod100 = o.nMod100 else { return "other" }
                if mod10 == 1 && !(11...19).contains(mod100) { return "one" }
                if (2...9).contains(mod10) && !(11...19).contains(mod100) { return "few" }
                return "other"
            case .latvian:
                let mod10 = o.nMod10
                let mod100 = o.nMod100
                if mod10 == 0 || mod100.map({ (11...19).contains($0) }) == true
                    || v == 2 && (11...19).contains(f % 100)
                {
                    return "zero"
                }
                if mod10 == 1 && mod100 != 11 || v == 2 && f % 10 == 1 && f % 100 != 11 || v != 2 && f % 10 == 1 {
                    return "one"
                }
                return "other"
            case .romanian:
                if i == 1 && v == 0 { return "one" }
                if v != 0 || o.n == 0 || o.nMod100.map({ (1...19).contains($0) }) == true { return "few" }
                return "other"
            case .arabic:
                if o.nIs(0) { return "zero" }
                if o.nIs(1) { return "one" }
                if o.nIs(2) { return "two" }
                guard let mod100 = o.nMod100 else { return "other" }
                if (3...10).contains(mod100) { return "few" }
                if (11...99).contains(mod100) { return "many" }
                return "other"
            case .hebrew:
                if i == 1 && v == 0 || i == 0 && v != 0 { return "one" }
                if i == 2 && v == 0 { return "two" }
                return "other"
            case .irish:
                if o.nIs(1) { return "one" }
                if o.nIs(2) { return "two" }
                if o.nIn(3...6) { return "few" }
                if o.nIn(7...10) { return "many" }
                return "other"
            case .welsh:
                switch o.n {
                case 0: return "zero"
                case 1: return "one"
                case 2: return "two"
                case 3: return "few"
                case 6: return "many"
                default: return "other"
                }
            case .maltese:
                if o.nIs(1) { return "one" }
                if o.nIs(2) { return "two" }
                guard let mod100 = o.nMod100 else { return "other" }
                if o.n == 0 || (3...10).contains(mod100) { return "few" }
                if (11...19).contains(mod100) { return "many" }
                return "other"
            case .macedonian:
                if v == 0 && i % 10 == 1 && i % 100 != 11 || f % 10 == 1 && f % 100 != 11 { return "one" }
                return "other"
            case .filipino:
                let excluded: Set<Int> = [4, 6, 9]
                if v == 0 && (1...3).contains(i) || v == 0 && !excluded.contains(i % 10)
                    || v != 0 && !excluded.contains(f % 10)
                {
                    return "one"
                }
                return "other"
            case .icelandic:
                if t == 0 && i % 10 == 1 && i % 100 != 11 || t % 10 == 1 && t % 100 != 11 { return "one" }
                return "other"
            case .danish:
                return o.n == 1 || t != 0 && (i == 0 || i == 1) ? "one" : "other"
            case .scottishGaelic:
                if o.nIs(1) || o.nIs(11) { return "one" }
                if o.nIs(2) || o.nIs(12) { return "two" }
                if o.nIn(3...10) || o.nIn(13...19) { return "few" }
                return "other"
            case .sinhala:
                return o.n == 0 || o.n == 1 || i == 0 && f == 1 ? "one" : "other"
            }
        }
    }
}
