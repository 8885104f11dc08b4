import Testing
import ThemecSyntax

@testable import ThemecCore

/// The one path for problems (`Docs/Architecture.md`, "Diagnostics"): a diagnostic is made whole
/// when it is emitted — the key of the entry it is about, and once only when several checks make
/// it alike — and never edited afterwards: a step takes over another's findings whole, and the
/// severity policy grades a new value.
@Suite struct DiagnosticBagTests {
    static let location = SourceLocation(file: "a.stringsdict", position: SourcePosition(line: 3, column: 5))

    @Test func theFindingsOfOneEntryQuoteItsKeyAsTheyAreMade() {
        var bag = DiagnosticBag(file: "a.stringsdict")
        bag.emit(StringsRules.syntax, "before", at: Self.location)
        let value = bag.about(key: "Inbox.Count") { bag -> Int in
            bag.emit(StringsRules.stringsdictStructure, "inside", at: Self.location)
            bag.emit(StringsRules.missingOther, "inside, quoting it already", at: Self.location, keys: ["Inbox.Count"])
            bag.emit(StringsRules.missingOther, "inside, quoting another", at: Self.location, keys: ["Other"])
            return 7
        }
        bag.emit(StringsRules.syntax, "after", at: Self.location)
        #expect(value == 7)
        #expect(
            bag.diagnostics.map(\.keys) == [[], ["Inbox.Count"], ["Inbox.Count"], ["Other", "Inbox.Count"], []])
    }

    @Test func aBagThatTakesEachFindingOnceKeepsTheFirstOfEqualOnes() {
        var once = DiagnosticBag.takingEachFindingOnce()
        var every = DiagnosticBag()
        for _ in 0..<3 {
            for bag in [0, 1] {
                func emit(_ into: inout DiagnosticBag) {
                    into.emit(ThemeRules.unknownColor, "unknown color 'brnd'", at: Self.location)
                    into.emit(ThemeRules.unknownColor, "unknown color 'accnt'", at: Self.location)
                }
                if bag == 0 { emit(&once) } else { emit(&every) }
            }
        }
        #expect(once.diagnostics.map(\.message) == ["unknown color 'brnd'", "unknown color 'accnt'"])
        #expect(every.diagnostics.count == 6)
    }

    @Test func everyDiagnosticStartsWithItsRulesDefaultSeverity() {
        var bag = DiagnosticBag()
        let rules = RuleCatalog.all.map(\.rule)
        for rule in rules { bag.emit(rule, "found", at: Self.location) }
        #expect(bag.diagnostics.map(\.severity) == rules.map(\.defaultSeverity))
        #expect(rules.contains { $0.defaultSeverity == .warning } && rules.contains { $0.defaultSeverity == .error })
    }

    @Test func aStepTakesOverOthersFindingsWholeAfterItsOwn() {
        var file = DiagnosticBag(file: "a.strings")
        file.emit(StringsRules.syntax, "in the file", at: SourcePosition(line: 2, column: 1))
        var job = DiagnosticBag()
        job.emit(StringsRules.missingKey, "in the job", at: Self.location)
        let checked = Checked(7, found: job)
        var bag = DiagnosticBag()
        bag.emit(StringsRules.extraKey, "its own", at: Self.location)
        bag.take(file)
        let model = bag.take(checked)
        #expect(model == 7)
        #expect(bag.diagnostics.map(\.message) == ["its own", "in the file", "in the job"])
        #expect(bag.diagnostics[1].location == SourceLocation(file: "a.strings", line: 2, column: 1))
        #expect(checked.diagnostics.map(\.message) == ["in the job"])
    }

    @Test func theSeverityPolicyGradesANewFindingAndChangesNothingElse() throws {
        let rule = StringsRules.missingKey
        var bag = DiagnosticBag()
        let note = DiagnosticNote("en defines it here", at: SourceLocation(file: "en.strings", line: 1, column: 1))
        bag.emit(rule, "'Menu' is missing", at: Self.location, notes: [note], keys: ["Menu"])
        let made = try #require(bag.diagnostics.first)
        let other: Severity = rule.defaultSeverity == .error ? .warning : .error
        let graded = try #require(
            RuleSeverityPolicy([rule.id: other == .error ? .error : .warning]).apply(to: [made]).first)
        #expect(graded.severity == other)
        #expect(
            (graded.rule, graded.message, graded.location, graded.notes, graded.keys)
                == (made.rule, made.message, made.location, made.notes, made.keys))
        #expect(made.severity == rule.defaultSeverity)
    }
}
