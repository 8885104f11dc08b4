import Foundation

/// The rules of `Docs/Architecture.md` that hold what the code refers to, each a function of the
/// code as the compiler resolved it (``ResolvedCode``) that returns every place breaking it, as
/// `FILE:LINE what` with FILE relative to `Sources/`. A call is the declaration the compiler bound
/// it to, whatever its spelling: an initializer, a method whose name other types also declare, an
/// operator. ``ArchitectureIndexTests`` runs them on the repository's code, and
/// ``ArchitectureSeededTests`` on planted files that break each one.
enum ArchitectureRules {
    /// Each stage's steps in the order the text passes through them, as folders under `Sources/`.
    static let stages: [[String]] = [
        ["ThemecCore/Themes/Read", "ThemecCore/Themes/Check", "ThemecCore/Themes/Render"],
        ["ThemecCore/Strings/Read", "ThemecCore/Strings/Check", "ThemecCore/Strings/Render"],
        ["ThemecCore/Layouts/Read", "ThemecCore/Layouts/Check", "ThemecCore/Layouts/Render"],
    ]

    /// The file beside a stage's steps that runs them, one step after the other (the strings' steps
    /// are run by `Pipeline/Pipeline.swift`, which is outside every stage).
    static let drivers: Set<String> = ["ThemecCore/Themes/ThemeStage.swift", "ThemecCore/Layouts/LayoutStage.swift"]

    /// The types an earlier step hands on whose instance methods a later step may call, each with
    /// why: a document answers questions about itself, and reads nothing.
    static let documentQuestions: [String: String] = [
        "ThemecCore.XIBDocument": "a nib's document answers which objects, outlets and actions it holds"
    ]

    /// The files of ThemecCore that read a bag's or a step's findings, each with why: everywhere
    /// else a step emits its own and takes over another's whole (`DiagnosticBag.take(_:)`), so no
    /// step decides by, drops or rewrites a finding.
    static let findingsReaders: [String: String] = [
        "ThemecCore/Diagnostics/DiagnosticBag.swift": "the bag, which takes findings over",
        "ThemecCore/Pipeline/Checked.swift": "where a bag's findings become a step's result",
        "ThemecCore/Pipeline/Pipeline.swift": "the pipeline, which grades them once, with the severity policy",
    ]

    /// The files of ThemecCore that grade findings with the severity policy: the pipeline, once.
    static let graders: Set<String> = ["ThemecCore/Pipeline/Pipeline.swift"]

    /// The stored properties of ThemecCore that hold findings, each with why: everything else hands
    /// them on in a `Checked` or emits them into a bag.
    static let findingsStores: [String: String] = [
        "ThemecCore.Checked.diagnostics": "the one shape a step's result and its findings travel in",
        "ThemecCore.DiagnosticBag.diagnostics": "where findings are made",
        "ThemecCore.DiagnosticBag.taken": "the findings a bag that takes each once has taken",
        "ThemecCore.CompilationResult.diagnostics": "the compiler's result, after the policy",
        "ThemecCore.Stages.collisions": "the pipeline's name collisions, found beside rendering the strings",
        "ThemecCore.PreviewProblems.diagnostics": "the page's problems, after the policy",
    ]

    /// The stage and step of the file at `path`, nil for a file in no step.
    static func step(of path: String) -> (stage: Int, step: Int)? {
        for (stage, steps) in stages.enumerated() {
            for (step, folder) in steps.enumerated() where path.hasPrefix(folder + "/") { return (stage, step) }
        }
        return nil
    }

    /// The stage whose folder holds `path` beside its steps (its model, its rules, what two steps
    /// share), nil for a file in a step or in no stage.
    static func besideTheSteps(_ path: String) -> Int? {
        guard step(of: path) == nil else { return nil }
        return stages.firstIndex { path.hasPrefix(folder(of: $0) + "/") }
    }

    /// The stage's folder: its steps' parent.
    private static func folder(of steps: [String]) -> String {
        String(steps[0].dropLast("/Read".count))
    }

    /// The step's name: the last part of its folder.
    private static func name(_ stage: Int, _ step: Int) -> String {
        String(stages[stage][step].split(separator: "/").last!)
    }

    /// Whether a later step may call `declaration`: an instance method of a document it was handed.
    private static func isDocumentQuestion(_ declaration: ResolvedCode.Declaration) -> Bool {
        guard declaration.kind == ResolvedCode.Kind.instanceMethod,
            let name = ResolvedCode.demangled(declaration.usr)
        else { return false }
        return documentQuestions.keys.contains { name.hasPrefix($0 + ".") }
    }

    // MARK: - Steps

    /// Every use, in a step's files, of a declaration of a later step of the same stage (a type, a
    /// property, a function, an extension's member): a step uses only its own and earlier steps'.
    static func laterStepUses(_ code: ResolvedCode) -> [String] {
        var found: [String] = []
        for reference in code.references {
            guard let user = step(of: reference.path), let declaration = code.declarations[reference.usr],
                let declared = step(of: declaration.path), declared.stage == user.stage, declared.step > user.step
            else { continue }
            found.append(
                "\(reference.path):\(reference.line) uses \(property(reference.name)), declared in \(declaration.path) "
                    + "(\(name(declared.stage, declared.step)), after \(name(user.stage, user.step)))")
        }
        return unique(found)
    }

    /// Every call, in a step's files, of a function an earlier step of the same stage declares
    /// (an initializer, a method, a static function; the questions of ``documentQuestions`` aside),
    /// made directly or through functions declared outside the stage's steps (what it calls, what
    /// those call, and so on): a later step takes an earlier step's results as data.
    static func earlierStepCalls(_ code: ResolvedCode) -> [String] {
        var found: [String] = []
        var reached: [String: [(usr: String, through: [String])]] = [:]
        for reference in code.references {
            guard let caller = step(of: reference.path), caller.step > 0,
                let declaration = code.declarations[reference.usr]
            else { continue }
            if let declared = step(of: declaration.path), declared.stage == caller.stage {
                if declared.step < caller.step, ResolvedCode.isFunction(declaration), !isDocumentQuestion(declaration) {
                    found.append(
                        "\(reference.path):\(reference.line) calls \(declaration.name), declared in "
                            + "\(declaration.path) (\(name(declared.stage, declared.step)))")
                }
                continue
            }
            let key = "\(caller.stage) \(reference.usr)"
            if reached[key] == nil {
                reached[key] = stepFunctions(reachedFrom: reference.usr, stage: caller.stage, code)
            }
            for (usr, through) in reached[key]! {
                let target = code.declarations[usr]!
                let declared = step(of: target.path)!
                guard declared.step < caller.step else { continue }
                found.append(
                    "\(reference.path):\(reference.line) reaches \(target.name), declared in \(target.path) "
                        + "(\(name(declared.stage, declared.step))), through \(through.joined(separator: " → "))")
            }
        }
        return unique(found)
    }

    /// The functions of `stage`'s steps that the code of `start` (declared outside them) calls,
    /// directly or through other code declared outside them, each with the names it is reached
    /// through.
    private static func stepFunctions(
        reachedFrom start: String, stage: Int, _ code: ResolvedCode
    ) -> [(usr: String, through: [String])] {
        guard let first = code.declarations[start] else { return [] }
        var found: [(String, [String])] = []
        var seen: Set<String> = [start]
        var queue: [(usr: String, through: [String])] = [(start, [first.name])]
        while !queue.isEmpty {
            let (usr, through) = queue.removeFirst()
            let bodies = [usr] + (code.accessors[usr] ?? [])
            for reference in bodies.flatMap({ code.contained[$0] ?? [] }) {
                guard seen.insert(reference.usr).inserted, let declaration = code.declarations[reference.usr] else {
                    continue
                }
                if let declared = step(of: declaration.path), declared.stage == stage {
                    if ResolvedCode.isFunction(declaration), !isDocumentQuestion(declaration) {
                        found.append((reference.usr, through))
                    }
                } else {
                    queue.append((reference.usr, through + [declaration.name]))
                }
            }
        }
        return found
    }

    /// Every call, in a file beside a stage's steps that does not run them (``drivers``), of a
    /// function one of the steps declares: what two steps share belongs to neither, so it calls
    /// neither.
    static func callsFromBesideTheSteps(_ code: ResolvedCode) -> [String] {
        var found: [String] = []
        for reference in code.references where !drivers.contains(reference.path) {
            guard let stage = besideTheSteps(reference.path), let declaration = code.declarations[reference.usr],
                let declared = step(of: declaration.path), declared.stage == stage,
                ResolvedCode.isFunction(declaration), !isDocumentQuestion(declaration)
            else { continue }
            found.append(
                "\(reference.path):\(reference.line) calls \(declaration.name), declared in \(declaration.path) "
                    + "(\(name(declared.stage, declared.step))); a file beside the steps belongs to none of them")
        }
        return unique(found)
    }

    // MARK: - C

    /// Every reference, in ThemecCore, to a C declaration (a function, a type, a constant; not the
    /// name of a module): only ThemecSyntax touches C.
    static func cReferences(_ code: ResolvedCode) -> [String] {
        unique(
            code.references.compactMap { reference in
                guard reference.path.hasPrefix("ThemecCore/"), reference.usr.hasPrefix("c:"),
                    !reference.usr.hasPrefix("c:@M@")
                else { return nil }
                return "\(reference.path):\(reference.line) refers to the C declaration \(reference.name)"
            })
    }

    // MARK: - Findings

    /// Every read, in ThemecCore outside ``findingsReaders``, of a bag's or a step's findings
    /// (`DiagnosticBag.diagnostics`, `Checked.diagnostics`).
    static func findingsRead(_ code: ResolvedCode) -> [String] {
        var targets: Set<String> = []
        if let bag = code.type(named: "DiagnosticBag", in: "ThemecCore/Diagnostics/DiagnosticBag.swift") {
            targets.formUnion(code.members(named: "diagnostics", of: bag))
        }
        if let checked = code.type(named: "Checked", in: "ThemecCore/Pipeline/Checked.swift") {
            targets.formUnion(code.members(named: "diagnostics", of: checked))
        }
        guard !targets.isEmpty else { return ["the index has no DiagnosticBag.diagnostics or Checked.diagnostics"] }
        return unique(
            code.references.compactMap { reference in
                guard reference.path.hasPrefix("ThemecCore/"), findingsReaders[reference.path] == nil,
                    targets.contains(reference.usr)
                else { return nil }
                return "\(reference.path):\(reference.line) reads findings (\(property(reference.name)))"
            })
    }

    /// Every call, in ThemecCore outside ``graders``, of the severity policy's functions: only the
    /// pipeline grades findings, once.
    static func findingsGraded(_ code: ResolvedCode) -> [String] {
        let policyFile = "ThemecCore/Diagnostics/RuleSeverityPolicy.swift"
        guard let policy = code.type(named: "RuleSeverityPolicy", in: policyFile) else {
            return ["the index has no RuleSeverityPolicy in \(policyFile)"]
        }
        let grading = Set(
            code.declarations.values.filter {
                $0.parent == policy && $0.kind == ResolvedCode.Kind.instanceMethod && ResolvedCode.isFunction($0)
            }.map(\.usr))
        return unique(
            code.references.compactMap { reference in
                guard reference.path.hasPrefix("ThemecCore/"), reference.path != policyFile,
                    !graders.contains(reference.path), grading.contains(reference.usr)
                else { return nil }
                return "\(reference.path):\(reference.line) grades findings (RuleSeverityPolicy.\(reference.name))"
            })
    }

    /// Every stored property and global of the code, by its full name (a private one's without its
    /// file's discriminator, `ThemecCore.DiagnosticBag.taken`), with its type and declaration.
    static func stores(_ code: ResolvedCode) -> [(name: String, type: String, declaration: ResolvedCode.Declaration)] {
        code.declarations.values.filter(code.isStored).compactMap { declaration in
            guard let demangled = ResolvedCode.demangled(declaration.usr),
                let colon = demangled.range(of: " : ")
            else { return nil }
            // A private member is `(name in _0123…)`: its name is enough.
            let name = String(demangled[..<colon.lowerBound]).replacing(/\((\w+) in _[0-9A-F]+\)/) { $0.output.1 }
            return (name, String(demangled[colon.upperBound...]), declaration)
        }
    }

    /// Every stored property or global, in the code read, whose type holds a `DiagnosticBag` (a
    /// bag lives in one function: passed `inout`, borrowed or consumed), and in ThemecCore every
    /// one whose type holds a `Diagnostic` outside ``findingsStores``; as `FILE:LINE NAME : TYPE`.
    static func storedFindings(_ code: ResolvedCode) -> [String] {
        var found: [String] = []
        for (name, type, declaration) in stores(code) {
            let holdsBag = type.contains("ThemecCore.DiagnosticBag")
            let holdsFindings = type.contains(/ThemecCore\.Diagnostic\b/) && !holdsBag
            guard
                holdsBag || (holdsFindings && declaration.path.hasPrefix("ThemecCore/") && findingsStores[name] == nil)
            else { continue }
            found.append("\(declaration.path):\(declaration.line) \(name) : \(type)")
        }
        return found.sorted()
    }

    /// A property's name, for the property or one of its accessors (`getter:diagnostics`).
    private static func property(_ name: String) -> String {
        name.firstMatch(of: /^(?:getter|setter):(.*)$/).map { String($0.output.1) } ?? name
    }

    /// `places`, each once, in the order first met.
    private static func unique(_ places: [String]) -> [String] {
        var seen: Set<String> = []
        return places.filter { seen.insert($0).inserted }
    }
}
