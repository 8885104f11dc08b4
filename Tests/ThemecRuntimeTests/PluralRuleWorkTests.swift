import Foundation
import Testing
import ThemecFormat

/// The work of reading and showing a plural rule (`ThemecFormat`'s `PluralRule`, which the runtime's
/// lookups and themec's checks share): each variable is read once for each argument it is named at, and
/// filled in once a lookup, however often its forms name it; counted, never timed.
@Suite struct PluralRuleWorkTests {
    /// `levels` variables `v1`…, each form naming the next `times` times, the last one reading its number.
    static func chain(levels: Int, times: Int) -> [String: PluralRule.Variable] {
        var variables: [String: PluralRule.Variable] = [:]
        for level in 1...levels {
            let next = level < levels ? String(repeating: "[%1$#@v\(level + 1)@]", count: times) : "%d"
            variables["v\(level)"] = PluralRule.Variable(
                valueType: "d",
                forms: [PluralRule.Form(category: "one", text: next), .init(category: "other", text: next)])
        }
        return variables
    }

    @Test("#5: five levels, each form naming the next ten times, are read in five visits, and refused")
    func theDepthFiveShapeIsReadOnce() {
        // 111,110 fillings if each name were followed, the shape that took 31 s a lookup.
        let deep = PluralRule(format: "%#@v1@", variables: Self.chain(levels: 5, times: 10))
        #expect(deep.visits == 5)
        #expect(deep.failures == [.tooManyExpansions])
        #expect(deep.argumentLetters == nil)
    }

    @Test("A rule within the bounds fills each variable in once a lookup, however often it is named")
    func aRuleWithinTheBoundsIsFilledInOnce() {
        // Two names a form, five levels: 62 fillings, each variable chosen once.
        let wide = PluralRule(format: "%#@v1@", variables: Self.chain(levels: 5, times: 2))
        #expect(wide.visits == 5)
        #expect(wide.argumentLetters == "i")
        var chosen = 0
        var formatted = 0
        let text = wide.render(
            choosing: { _, _ in
                chosen += 1
                return "other"
            },
            formatting: { _, _ in
                formatted += 1
                return "7"
            }, literal: { $0 })
        #expect(chosen == 5)
        #expect(formatted == 1)
        #expect(text.filter { $0 == "7" }.count == 16)
    }

    @Test("A variable named at several arguments is read once at each")
    func oneVisitPerVariableAndArgument() {
        let rule = PluralRule(
            format: "%1$#@n@ and %2$#@n@ and %1$#@n@",
            variables: ["n": PluralRule.Variable(valueType: "d", forms: [.init(category: "other", text: "%d")])])
        #expect(rule.visits == 2)
        #expect(rule.argumentLetters == "ii")
    }
}
