import Foundation
import Testing

/// Each rule of `Docs/Architecture.md` that the tests or the compiler hold, broken on purpose: a file
/// planted where the rule applies (a check, a file beside the steps), compiled against this build's
/// ThemecCore, must be reported at the line that breaks it, by the rule's check
/// (``ArchitectureRules``, on the planted file's index together with the repository's) or by the
/// compiler itself. A check that reported nothing here would prove nothing on the real code.
@Suite struct ArchitectureSeededTests {
    // MARK: - Rules the index holds

    /// A check that reads a file again through the read step's initializer and a method whose name
    /// many types declare (`read`), a check that re-grades its findings and drops the ones it turns
    /// off, a file beside the steps that calls a read and a renderer that reaches it through that
    /// file, a class that stores a bag and findings, a read that uses the check's helper, and a
    /// C function called from ThemecCore.
    static let plantedForTheIndex: [String: String] = [
        "ThemecCore/Strings/Check/PlantedReread.swift": """
        @testable import ThemecCore

        func plantedReread(_ file: InputFile) -> StringsDocument {
            StringsReader(developmentLanguage: "en").read(file, locale: "en").model
        }
        """,
        "ThemecCore/Layouts/Check/PlantedNibReread.swift": """
        @testable import ThemecCore

        func plantedNibReread(_ file: InputFile) -> XIBDocument? {
            var bag = DiagnosticBag(file: file.path)
            return XIBReader().read(file, into: &bag)
        }
        """,
        "ThemecCore/Strings/Check/PlantedRegrade.swift": """
        @testable import ThemecCore

        func plantedRegrade(_ read: Checked<StringsDocument>) -> Checked<StringsDocument> {
            let kept = RuleSeverityPolicy(["strings-duplicate-key": .off]).apply(to: read.diagnostics)
            var bag = DiagnosticBag(file: read.model.path)
            for finding in kept { bag.emit(finding.rule, finding.message, at: finding.location, notes: finding.notes) }
            return Checked(read.model, found: bag)
        }
        """,
        "ThemecCore/Strings/PlantedFindings.swift": """
        @testable import ThemecCore

        enum PlantedFindings {
            static func reread(_ file: InputFile) -> Checked<StringsDocument> {
                StringsReader(developmentLanguage: "en").read(file, locale: "en")
            }
        }
        """,
        "ThemecCore/Strings/Render/PlantedRender.swift": """
        @testable import ThemecCore

        func plantedRender(_ file: InputFile) -> String {
            PlantedFindings.reread(file).model.table
        }
        """,
        "ThemecCore/Strings/Check/PlantedStore.swift": """
        @testable import ThemecCore

        final class PlantedStore {
            var found: [Diagnostic] = []
            var bag = DiagnosticBag()
        }
        """,
        "ThemecCore/Support/PlantedC.swift": """
        #if canImport(Glibc)
            import Glibc
        #else
            import Darwin
        #endif

        func plantedC(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
            memchr(bytes, 37, count) != nil
        }
        """,
        "ThemecCore/Strings/Read/PlantedRead.swift": """
        @testable import ThemecCore

        func plantedRead(_ key: String) -> String {
            StringsChecker.display(key)
        }
        """,
    ]

    /// The line of `planted` (a key of ``plantedForTheIndex``) that holds `text`, as a rule names it.
    static func place(_ planted: String, _ text: String) -> String {
        let lines = plantedForTheIndex[planted]!.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.firstIndex { $0.contains(text) }!
        return "\(planted):\(index + 1)"
    }

    /// What each rule reports of the planted files, with the repository's code beside them.
    static func reportedOnThePlantedFiles() throws -> [String: Set<String>] {
        let compiled = try BuiltCode.compile(plantedForTheIndex, .indexed)
        #expect(compiled.status == 0, "\(compiled.output)")
        let planted = try #require(compiled.code)
        let code = try ArchitectureIndexTests.code() + planted
        let rules: [String: (ResolvedCode) -> [String]] = [
            "laterStepUses": ArchitectureRules.laterStepUses, "earlierStepCalls": ArchitectureRules.earlierStepCalls,
            "callsFromBesideTheSteps": ArchitectureRules.callsFromBesideTheSteps,
            "findingsRead": ArchitectureRules.findingsRead, "findingsGraded": ArchitectureRules.findingsGraded,
            "storedFindings": ArchitectureRules.storedFindings, "cReferences": ArchitectureRules.cReferences,
        ]
        return rules.mapValues { rule in
            Set(rule(code).filter { report in plantedForTheIndex.keys.contains { report.hasPrefix($0 + ":") } })
        }
    }

    @Test func eachRuleReportsItsPlantedBreach() throws {
        let reported = try Self.reportedOnThePlantedFiles()
        let reread = "ThemecCore/Strings/Check/PlantedReread.swift"
        let nib = "ThemecCore/Layouts/Check/PlantedNibReread.swift"
        let regrade = "ThemecCore/Strings/Check/PlantedRegrade.swift"
        let beside = "ThemecCore/Strings/PlantedFindings.swift"
        let render = "ThemecCore/Strings/Render/PlantedRender.swift"
        let store = "ThemecCore/Strings/Check/PlantedStore.swift"
        let read = "ThemecCore/Strings/Read/PlantedRead.swift"
        let stringsReader = "ThemecCore/Strings/Read/StringsReader.swift (Read)"
        // 1. A check calling the read step through its initializer, and through a method that
        // other types declare too (`read`).
        #expect(
            reported["earlierStepCalls"] == [
                "\(Self.place(reread, "StringsReader(")) calls init(developmentLanguage:), declared in "
                    + stringsReader,
                "\(Self.place(reread, "StringsReader(")) calls read(_:locale:), declared in \(stringsReader)",
                "\(Self.place(nib, "XIBReader()")) calls init(), declared in "
                    + "ThemecCore/Layouts/Read/XIBReader.swift (Read)",
                "\(Self.place(nib, "XIBReader()")) calls read(_:into:), declared in "
                    + "ThemecCore/Layouts/Read/XIBReader.swift (Read)",
                // 3. A renderer that reaches the read through the file beside the steps.
                "\(Self.place(render, "PlantedFindings.")) reaches init(developmentLanguage:), declared in "
                    + "\(stringsReader), through reread(_:)",
                "\(Self.place(render, "PlantedFindings.")) reaches read(_:locale:), declared in "
                    + "\(stringsReader), through reread(_:)",
            ])
        // 2. A check that grades its findings itself and drops the ones it turns off.
        #expect(
            reported["findingsRead"] == ["\(Self.place(regrade, ".apply(")) reads findings (diagnostics)"])
        #expect(
            reported["findingsGraded"] == [
                "\(Self.place(regrade, ".apply(")) grades findings (RuleSeverityPolicy.apply(to:))"
            ])
        // 3. A file beside the steps, which belongs to none of them, calling a read.
        let besideTheSteps = "; a file beside the steps belongs to none of them"
        #expect(
            reported["callsFromBesideTheSteps"] == [
                "\(Self.place(beside, "StringsReader(")) calls init(developmentLanguage:), declared in "
                    + stringsReader + besideTheSteps,
                "\(Self.place(beside, "StringsReader(")) calls read(_:locale:), declared in "
                    + stringsReader + besideTheSteps,
            ])
        // 4. A check storing findings and a bag (a class, which the compiler lets hold a
        // noncopyable value; a struct it refuses, in `theCompilerRefusesWhatTheRulesForbid`).
        #expect(
            reported["storedFindings"] == [
                "\(Self.place(store, "var bag")) ThemecSeeds.PlantedStore.bag : ThemecCore.DiagnosticBag",
                "\(Self.place(store, "var found")) ThemecSeeds.PlantedStore.found : "
                    + "Swift.Array<ThemecCore.Diagnostic>",
            ])
        // A C function called from ThemecCore.
        #expect(
            reported["cReferences"] == [
                "\(Self.place("ThemecCore/Support/PlantedC.swift", "memchr(")) refers to the C declaration "
                    + "memchr(_:_:_:)"
            ])
        // A read using the check's helper.
        #expect(
            reported["laterStepUses"] == [
                "\(Self.place(read, "StringsChecker.")) uses StringsChecker, declared in "
                    + "ThemecCore/Strings/Check/StringsChecker.swift (Check, after Read)",
                "\(Self.place(read, "StringsChecker.")) uses display(_:), declared in "
                    + "ThemecCore/Strings/Check/StringsChecker.swift (Check, after Read)",
            ])
    }

    // MARK: - Rules the compiler holds

    /// One planted check, each line marked `// refused: WHAT` breaking a rule the compiler holds,
    /// beside code that keeps to the rules: a finding made anywhere but in a bag, a finding's rule,
    /// message, severity, notes or place rewritten, findings handed on that no bag collected (a list
    /// a check filtered), and a copyable type storing a bag. `swiftc` must report an error saying
    /// WHAT on each marked line, and no error on any other.
    static let refusedByTheTypeChecker = """
        @testable import ThemecCore

        struct PlantedCheck {
            var bag: DiagnosticBag  // refused: non-Copyable type 'DiagnosticBag'
            var name = ""
        }

        func plantedFindings(_ read: Checked<StringsDocument>, at location: SourceLocation) -> Checked<Int> {
            let rule = StringsRules.duplicateKey
            let made = Diagnostic(rule, "made", at: location, notes: [], keys: [], \
        by: .init())  // refused: inaccessible
            var finding = read.diagnostics[0]
            finding.rule = StringsRules.duplicateKey  // refused: 'rule' is a 'let' constant
            finding.message = "rewritten"  // refused: 'message' is a 'let' constant
            finding.severity = .warning  // refused: 'severity' is a 'let' constant
            finding.notes = []  // refused: 'notes' is a 'let' constant
            finding.location = location  // refused: 'location' is a 'let' constant
            finding.location.file = "elsewhere"  // refused: 'file' is a 'let' constant
            let graded = finding.graded(.warning, by: .init())  // refused: inaccessible
            let kept = read.diagnostics.filter { $0.rule != StringsRules.duplicateKey }
            var bag = DiagnosticBag(file: location.file)
            bag.append(contentsOf: kept + [made, finding, graded])  // refused: no member 'append'
            bag.emit(StringsRules.duplicateKey, "kept to the rules", at: location)
            _ = Checked(model: 1, diagnostics: kept)  // refused: argument
            return Checked(1, found: bag)
        }
        """

    /// A planted check that copies a bag (the copy would outlive the step, holding findings the step
    /// hands on as well) and one that emits into a bag after handing it on: the checks that run on
    /// SIL refuse both, with the error at the bag's declaration and notes where it was consumed
    /// (`// noted: WHAT`) and used.
    static let refusedOnSIL = """
        @testable import ThemecCore

        func plantedCopies(at location: SourceLocation) -> Checked<Int> {
            var copied = DiagnosticBag(file: location.file)  // refused: 'copied' used after consume
            let copy = copied  // noted: consumed here
            copied.emit(StringsRules.duplicateKey, "after the copy", at: location)  // noted: used here
            _ = Checked(1, found: copy)
            var handedOn = DiagnosticBag(file: location.file)  // refused: 'handedOn' used after consume
            let result = Checked(2, found: handedOn)  // noted: consumed here
            handedOn.emit(StringsRules.duplicateKey, "after handing it on", at: location)  // noted: used here
            return result
        }
        """

    /// What `swiftc` printed for the planted file (errors and notes, by line), and the lines marked
    /// `// refused: WHAT` (an error) or `// noted: WHAT` (a note), with what each must say.
    static func refusals(
        of source: String, sil: Bool
    ) throws -> (said: [Int: [String]], marked: [Int: String]) {
        let path = "ThemecCore/Strings/Check/PlantedCheck.swift"
        let compiled = try BuiltCode.compile([path: source], sil ? .sil : .types)
        #expect(compiled.status != 0)
        var said: [Int: [String]] = [:]
        for match in compiled.output.matches(of: /PlantedCheck\.swift:(\d+):\d+: (error|note): ([^\n]*)/) {
            said[Int(match.output.1)!, default: []].append("\(match.output.2): \(match.output.3)")
        }
        var marked: [Int: String] = [:]
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let mark = line.firstMatch(of: /\/\/ (refused|noted): (.*)$/) {
                marked[index + 1] = (mark.output.1 == "refused" ? "error: " : "note: ") + mark.output.2
            }
        }
        return (said, marked)
    }

    @Test(arguments: [false, true])
    func theCompilerRefusesWhatTheRulesForbid(onSIL sil: Bool) throws {
        let (said, marked) = try Self.refusals(of: sil ? Self.refusedOnSIL : Self.refusedByTheTypeChecker, sil: sil)
        #expect(marked.count == (sil ? 6 : 11))
        for (line, what) in marked.sorted(by: { $0.key < $1.key }) {
            let told = said[line] ?? []
            let (kind, text) = (what.prefix { $0 != ":" }, what.drop { $0 != ":" }.dropFirst(2))
            #expect(
                told.contains { $0.hasPrefix(kind + ":") && $0.contains(text) },
                "line \(line) should get \(what); swiftc said \(told)")
        }
        for (line, told) in said where marked[line] == nil && told.contains(where: { $0.hasPrefix("error:") }) {
            Issue.record("line \(line) keeps to the rules, yet swiftc said \(told)")
        }
    }
}
