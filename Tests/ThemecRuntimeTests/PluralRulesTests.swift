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

        @Test(arguments: ["en", "de", "pt-PT"] + PluralRules.families.keys.sorted())
        func everyLanguageAgreesWithICU(language: String) throws {
            for number in Self.numbers {
                let expected = try Self.icuCategory(number, language: language)
                #expect(
                    PluralRules.category(number, language: language) == expected, "\(language), \(number)")
            }
        }
    #endif

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
