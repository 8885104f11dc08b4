import Foundation
import Testing

@testable import ThemecRuntime

#if canImport(_FoundationICU)
    import _FoundationICU
#endif

/// The runtime's CLDR plural rules against ICU's (the library Apple's Foundation and
/// swift-corelibs-foundation choose plural forms with), for every language the runtime lists and a
/// spread of numbers: integers, their last digits, millions, and decimals.
@Suite struct PluralRulesTests {
    /// Numbers that reach every branch of the rules: 0 to 230, numbers whose last two digits are
    /// the teens, millions, and decimals with one and two fraction digits.
    static let numbers: [Double] = {
        var numbers = (0...230).map(Double.init)
        numbers += [1_000, 1_001, 1_002, 1_011, 1_021, 100_000, 1_000_000, 2_000_000, 1_000_001, 3_000_000]
        numbers += [0.1, 0.5, 1.1, 1.5, 2.1, 2.5, 3.4, 5.5, 11.1, 21.1, 0.01, 1.21, 2.01, 10.11, 0.2, 1.02]
        return numbers
    }()

    #if canImport(_FoundationICU)
        /// ICU's category of `number` in `language`.
        static func icuCategory(_ number: Double, language: String) throws -> String {
            var status = U_ZERO_ERROR
            let rules = swift_uplrules_open(language, &status)
            defer { swift_uplrules_close(rules) }
            try #require(status.rawValue <= 0, "ICU has no plural rules for \(language)")
            var buffer = [UChar](repeating: 0, count: 32)
            let length = swift_uplrules_select(rules, number, &buffer, 32, &status)
            try #require(status.rawValue <= 0)
            return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
        }

        /// Counts up to and past 10^15 (where the rules once gave up on the integer digits) and to
        /// `Int.max`: powers of ten and their neighbours, millions, and the largest integers.
        static let largeCounts: [Int] = {
            var counts = [Int.max, Int.max - 1, Int.min + 1, 9_007_199_254_740_993]
            var power = 1
            for _ in 0...18 {
                counts += [power, power + 1, power - 1]
                if power <= Int.max / 3 { counts += [2 * power, 3 * power + 1] }
                if power <= Int.max / 10 { power *= 10 }
            }
            for millions in [1, 3, 1_000, 1_000_000, 1_000_000_000, 9_000_000_000_000] {
                counts += [millions * 1_000_000, millions * 1_000_000 + 1]
            }
            return counts
        }()

        @Test(
            "Every integer count takes ICU's category, up to and past 10^15 and Int.max",
            arguments: ["en", "de", "pt-PT"] + PluralRules.families.keys.sorted())
        func largeCountsAgreeWithICU(language: String) throws {
            // Apple's Foundation chooses a form with ICU from the count as a Double, as this asks it. (From
            // 2^63 on, `Int.max` among them, ICU's own conversion to an integer depends on the processor:
            // `theLargeNumberRules` holds those counts to what Apple's arm64 devices read.)
            for count in Self.largeCounts where Double(count.magnitude) < 0x1p63 {
                let expected = try Self.icuCategory(Double(count), language: language)
                #expect(PluralRules.category(of: count, language: language) == expected, "\(language), \(count)")
                #expect(PluralRules.category(of: UInt(count.magnitude), language: language) == expected)
            }
        }

        @Test(arguments: ["en", "de", "pt-PT"] + PluralRules.families.keys.sorted())
        func everyLanguageAgreesWithICU(language: String) throws {
            for number in Self.numbers {
                let expected = try Self.icuCategory(number, language: language)
                #expect(
                    PluralRules.category(number, language: language) == expected, "\(language), \(number)")
            }
        }
    #endif

    @Test("10^15 and more: French, Portuguese, Hindi, Persian and Armenian count with all their digits")
    func theLargeNumberRules() {
        #expect(PluralRules.category(of: 1_000_000_000_000_000, language: "fr") == "many")
        #expect(PluralRules.category(of: 5_000_000_000_000_000, language: "pt") == "many")
        #expect(PluralRules.category(of: 1_000_000_000_000_001, language: "fr") == "other")
        for language in ["hi", "fa", "hy"] {
            #expect(PluralRules.category(of: 1_000_000_000_000_000, language: language) == "other")
            #expect(PluralRules.category(of: Int.max, language: language) == "other")
        }
        // Int.max, 2^63 as a Double, reads as Int.max, whose last digit is 7, as on Apple's arm64 devices.
        #expect(PluralRules.category(of: Int.max, language: "ru") == "many")
        #expect(PluralRules.category(of: UInt.max, language: "pl") == "many")
        #expect(PluralRules.category(of: Int.max, language: "fr") == "other")
    }

    @Test func aLanguageThatIsNotListedUsesEnglishsRule() {
        #expect(PluralRules.category(1, language: "xx") == "one")
        #expect(PluralRules.category(2, language: "xx") == "other")
        #expect(PluralRules.category(1, language: "de-AT") == "one")
        #expect(PluralRules.category(1.5, language: "pt_BR") == "one")
        #expect(PluralRules.category(1.5, language: "pt-PT") == "other")
    }

    @Test func numbersThatAreNotFiniteTakeOther() {
        for number in [Double.infinity, -Double.infinity, Double.nan] {
            #expect(PluralRules.category(number, language: "ru") == "other")
            #expect(PluralRules.category(number, language: "en") == "other")
        }
    }
}
