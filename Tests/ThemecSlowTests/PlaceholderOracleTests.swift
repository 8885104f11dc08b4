import Foundation
import Testing
import ThemecFormat
import ThemecVocabulary

/// The differential test of the placeholder grammar (issue 27): for a grid of format strings,
/// what themec's grammar reads in each, against what Foundation's `String(format:)` reads, asked
/// in a process of its own (the `FormatOracle` executable), so that a format that crashes
/// Foundation takes down only that process.
///
/// How Foundation is asked. On x86-64 Linux a `CVarArg` list keeps integers and pointers in one
/// area (six register slots, then the overflow area) and Doubles in another (eight slots, then the
/// overflow area), and Foundation reads a `long double` from the overflow area. Each format is
/// asked twice:
/// - *registers*: the format, then `%N$p` and `%M$.2f` at positions past any it can read. The
///   arguments are those a generated accessor would pass for themec's reading, then markers. The
///   two sentinels print the next integer slot and the next Double slot: how many of each the
///   format took (integer-like against floating).
/// - *overflow*: six `%ld` and eight `%f` first, which take every register slot, so that the
///   format's arguments, then markers, come from the overflow area, one 8-byte word each in
///   position order, as every argument does on arm64 Apple platforms. A `%N$p` after the format
///   says how many words it took (a long double takes two).
///
/// `%p` reads no memory, so a sentinel is always safe; what it prints is matched with the word
/// each argument was passed as, which the oracle reports. An object is passed as an `NSString`,
/// a C or UTF-16 string as a pointer to one, a pointer as a buffer that reads as any string, so
/// an argument read as the class themec reads it never crashes.
///
/// What must hold, where themec accepts the format: Foundation takes as many integer slots,
/// Double slots and words as themec reads arguments of each class; the format prints the same in
/// both runs (in the overflow run an argument read at another position than themec's would read
/// another value); and each object and string passed is printed (an object read as a number
/// prints a number). Where themec reads only text: nothing taken. Where themec rejects the
/// format (an unsupported placeholder, one argument read as two types, an unread argument, a
/// plural variable, which `String(format:)` reads as an object): Foundation takes something, or
/// crashes. A crash or a hang anywhere else fails.
@Suite("Placeholder grammar against Foundation", .serialized)
struct PlaceholderOracleTests {
    @Test("themec reads every format of the grid as String(format:) reads it")
    func theGrammarReadsAsFoundationDoes() throws {
        let clock = ContinuousClock()
        let started = clock.now
        let plans = PlaceholderGrid.all().map(Plan.init)
        if let dump = ProcessInfo.processInfo.environment["THEMEC_ORACLE_DUMP"] {
            let lines = plans.enumerated().flatMap { [$1.registerLine(id: $0), $1.overflowLine(id: $0)] }
            try lines.joined(separator: "\n").write(toFile: dump, atomically: true, encoding: .utf8)
            return
        }
        // The registers runs, then the overflow runs of the formats whose registers run did not
        // crash the oracle: one crash is enough to know Foundation read something.
        let registers = try FormatOracle.ask(plans.enumerated().map { $1.registerLine(id: $0) })
        let again = plans.indices.filter { registers[$0] != nil }
        let overflowAnswers = try FormatOracle.ask(again.enumerated().map { plans[$1].overflowLine(id: $0) })
        var overflow = [FormatOracle.Answer?](repeating: nil, count: plans.count)
        for (answer, index) in zip(overflowAnswers, again) { overflow[index] = answer }
        let runs = plans.count + again.count
        var failures: [String] = []
        var counts: [String: Int] = [:]
        var crashed: [String] = []
        for (index, plan) in plans.enumerated() {
            let observed = plan.observe(register: registers[index], overflow: overflow[index])
            counts[plan.reading.name, default: 0] += 1
            if observed.crashed { crashed.append(String(reflecting: Plan.render(plan.template, offset: 0))) }
            if let failure = plan.disagreement(observed) { failures.append(failure) }
        }
        let seconds = (clock.now - started) / .seconds(1)
        print(
            "PlaceholderOracleTests: \(plans.count) formats, \(runs) runs of String(format:) in "
                + "\(String(format: "%.1f", seconds)) s; "
                + counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
                + "; Foundation crashed on \(crashed.count): \(crashed.prefix(10).joined(separator: " "))")
        let report = failures.prefix(40).joined(separator: "\n")
        #expect(failures.isEmpty, "\(failures.count) formats read differently:\n\(report)")
    }

    @Test("The oracle itself: a sentinel counts what a format takes, and a crash is reported, not fatal")
    func theOracleObserves() throws {
        // `%d %f` takes one integer slot and one Double slot; `%s` on a Double's bits crashes.
        let plan = Plan("%d %f")
        let answers = try FormatOracle.ask([
            plan.registerLine(id: 0), plan.overflowLine(id: 1), "2\t\(OracleHex.encode("%s"))\ti1",
            plan.registerLine(id: 3),
        ])
        let observed = plan.observe(register: answers[0], overflow: answers[1])
        #expect(observed.integerSlots == 1 && observed.doubleSlots == 1 && observed.words == 2)
        #expect(plan.disagreement(observed) == nil)
        #expect(answers[2] == nil)
        #expect(answers[3] != nil)
    }
}

/// What themec's grammar reads in a format.
enum Reading {
    /// Arguments by position, all of which an accessor can pass.
    case accepted([Int: PlaceholderType])
    /// Nothing: the format is text (with warnings, maybe).
    case text
    /// Something no accessor can pass; the arguments themec still reads, by position.
    case rejected([Int: PlaceholderType])

    var name: String {
        switch self {
        case .accepted: "accepted"
        case .text: "text"
        case .rejected: "rejected"
        }
    }

    /// themec's reading of `format`.
    init(_ format: String) {
        let signature = FormatPlaceholderParser.parse(format)
        let arguments = signature.arguments
        if !signature.unsupported.isEmpty || signature.hasConflictingArguments
            || signature.unreadArguments.count > 0 || signature.placeholders.contains(where: { $0.variable != nil })
        {
            self = .rejected(arguments)
        } else {
            self = arguments.isEmpty ? .text : .accepted(arguments)
        }
    }
}

/// One format of the grid: themec's reading of it, and how it is put to the oracle.
struct Plan {
    /// The format with `⟨k⟩` where it names position k.
    let template: String
    let reading: Reading
    /// The positions themec reads, in order, with their types (the first type of each).
    let arguments: [(position: Int, type: PlaceholderType)]
    /// Positions passed the low object's address (see the oracle's `L` argument).
    let lowObjectPositions: Set<Int>
    /// A position past any the format can read: the highest it names, plus three for each `%`
    /// (a `*` width, a `*` precision and a value in order).
    let beyond: Int

    /// What runs before the format in the overflow run: six integers and eight Doubles, which
    /// take every register slot.
    static let registerFill = String(repeating: "%ld", count: 6) + String(repeating: "%f", count: 8)
    /// The separator after the format: U+0001 twice, which end a specification that is still open
    /// (the first ends a variable name and is dropped, the next ends the specification as text,
    /// which Foundation prints as its first character, dropping the U+0001), then U+0002, which
    /// no specification reaches.
    static let separator = "\u{1}\u{1}\u{2}"

    init(_ template: String) {
        self.template = template
        let format = Self.render(template, offset: 0)
        // themec reads the format as Foundation gets it: followed by the separator.
        reading = Reading(format + Self.separator)
        // The argument passed at each position has the type Foundation reads there: where two
        // placeholders read one position, the later one's (and in one placeholder, a `*` width or
        // precision's, which Foundation reads after the value's). A plural variable is an object
        // to `String(format:)`.
        var passed: [Int: PlaceholderType] = [:]
        var dereferenced: Set<Int> = []
        var stars: [FormatPlaceholder] = []
        for placeholder in FormatPlaceholderParser.parse(format + Self.separator).placeholders {
            guard placeholder.text.hasPrefix("%") else {
                stars.append(placeholder)
                continue
            }
            let type = placeholder.variable == nil ? placeholder.type : .object
            passed[placeholder.argument] = type
            if [.object, .cString, .unicharString, .pointer].contains(type) {
                dereferenced.insert(placeholder.argument)
            }
            for star in stars { passed[star.argument] = .int }
            stars = []
        }
        arguments = passed.keys.sorted().map { ($0, passed[$0]!) }
        // A position Foundation reads as an integer (a `*`, or a later `%d`) and also as an object
        // or a string gets the low object's address: both readings of it are safe.
        lowObjectPositions = dereferenced.filter { [.int, .uint, .char, .unichar].contains(passed[$0]) }
        var highest = 0
        var number = 0
        var inMarker = false
        for scalar in template.unicodeScalars {
            if scalar == "⟨" {
                inMarker = true
                number = 0
            } else if scalar == "⟩" {
                inMarker = false
                highest = max(highest, number)
            } else if inMarker, let digit = Int(String(scalar)) {
                number = number * 10 + digit
            }
        }
        beyond = highest + 3 * template.filter { $0 == "%" }.count + 1
    }

    /// The template with each `⟨k⟩` replaced by k + `offset`.
    static func render(_ template: String, offset: Int) -> String {
        var result = ""
        var number = ""
        var inMarker = false
        for character in template {
            switch character {
            case "⟨":
                inMarker = true
                number = ""
            case "⟩":
                inMarker = false
                result += String(Int(number)! + offset)
            default:
                if inMarker { number.append(character) } else { result.append(character) }
            }
        }
        return result
    }

    /// The argument a generated accessor would pass at `position` for `type`, as an oracle field.
    static func argument(_ type: PlaceholderType, at position: Int) -> String {
        switch type {
        case .object: "@" + OracleHex.encode("o\(position)")
        case .cString: "s" + OracleHex.encode("s\(position)")
        case .unicharString: "S" + OracleHex.encode("u\(position)")
        case .pointer: "p"
        case .int, .uint: "i\(position + 2)"
        case .char, .unichar: "i\(64 + position)"
        case .double: "d\(Double(position) + 0.25)"
        }
    }

    /// The markers after the arguments: objects in the integer slots, Doubles in the others.
    static let integerMarkers = (1...4).map { "@" + OracleHex.encode("m\($0)") }
    static let doubleMarkers = (1...4).map { "d\(Double(2000 + $0) + 0.5)" }

    var typedFields: [String] {
        arguments.map { lowObjectPositions.contains($0.position) ? "L" : Self.argument($0.type, at: $0.position) }
    }

    /// The registers run.
    func registerLine(id: Int) -> String {
        let format =
            Self.render(template, offset: 0) + Self.separator + "%\(beyond)$p" + Self.separator + "%\(beyond + 1)$.2f"
        return ([String(id), OracleHex.encode(format)] + typedFields + Self.integerMarkers + Self.doubleMarkers)
            .joined(separator: "\t")
    }

    /// The overflow run.
    func overflowLine(id: Int) -> String {
        let format =
            Self.registerFill + Self.separator + Self.render(template, offset: 14) + Self.separator
            + "%\(beyond + 14)$p"
        let fill = (1...6).map { "i\(300 + $0)" } + (1...8).map { "d\(Double(400 + $0) + 0.5)" }
        return ([String(id), OracleHex.encode(format)] + fill + typedFields + Self.integerMarkers)
            .joined(separator: "\t")
    }

    /// What Foundation did with the format.
    struct Observed {
        var crashed = false
        /// What the format printed in each run.
        var printedInRegisters: String?
        var printedInOverflow: String?
        /// Integer slots, Double slots and overflow words taken; nil when the sentinel printed
        /// something no argument was passed as.
        var integerSlots: Int?
        var doubleSlots: Int?
        var words: Int?

        /// Whether Foundation took nothing.
        var tookNothing: Bool { !crashed && integerSlots == 0 && doubleSlots == 0 && words == 0 }
    }

    func observe(register: FormatOracle.Answer?, overflow: FormatOracle.Answer?) -> Observed {
        var observed = Observed()
        guard let register, let overflow else {
            observed.crashed = true
            return observed
        }
        // Registers: the integer-like arguments, then the integer markers; the Doubles, then the
        // Double markers.
        let parts = register.printed.components(separatedBy: "\u{2}").map { $0.replacing("\u{1}", with: "") }
        if parts.count == 3 {
            observed.printedInRegisters = parts[0]
            let integerWords = zip(register.words, typedFields + Self.integerMarkers + Self.doubleMarkers)
                .filter { !$0.1.hasPrefix("d") }.map(\.0)
            observed.integerSlots = Self.pointer(parts[1]).flatMap { integerWords.firstIndex(of: $0) }
            // The Doubles passed, as `%.2f` prints them: each has two decimals or fewer.
            let doubles = (typedFields + Self.integerMarkers + Self.doubleMarkers).filter { $0.hasPrefix("d") }
                .map { Double($0.dropFirst())! }
            observed.doubleSlots = Double(parts[2]).flatMap { doubles.firstIndex(of: $0) }
        }
        let overflowParts = overflow.printed.components(separatedBy: "\u{2}").map { $0.replacing("\u{1}", with: "") }
        if overflowParts.count == 3 {
            observed.printedInOverflow = overflowParts[1]
            let words = Array(overflow.words.dropFirst(14))
            observed.words = Self.pointer(overflowParts[2]).flatMap { words.firstIndex(of: $0) }
        }
        return observed
    }

    /// The word `%p` printed: `0x…`, or `(nil)` for 0.
    static func pointer(_ printed: String) -> UInt64? {
        if printed == "(nil)" { return 0 }
        guard printed.hasPrefix("0x") else { return nil }
        return UInt64(printed.dropFirst(2), radix: 16)
    }

    /// Why Foundation's reading and themec's differ, or nil when they agree.
    func disagreement(_ observed: Observed) -> String? {
        let format = Self.render(template, offset: 0)
        let what =
            "\(String(reflecting: format)) (themec: \(reading.name) \(arguments.map { "\($0.position): \($0.type)" }))"
        let took =
            observed.crashed
            ? "Foundation crashed"
            : "Foundation took \(observed.integerSlots.map(String.init) ?? "?") integer slots, "
                + "\(observed.doubleSlots.map(String.init) ?? "?") Double slots, "
                + "\(observed.words.map(String.init) ?? "?") words, "
                + "printed \(String(reflecting: observed.printedInRegisters ?? "?")) and "
                + "\(String(reflecting: observed.printedInOverflow ?? "?"))"
        switch reading {
        case .text:
            return observed.tookNothing ? nil : "\(what): \(took)"
        case .rejected:
            return observed.tookNothing ? "\(what): \(took)" : nil
        case .accepted:
            let integers = arguments.filter { $0.type != .double }.count
            let doubles = arguments.count - integers
            guard !observed.crashed, observed.integerSlots == integers, observed.doubleSlots == doubles,
                observed.words == arguments.count, let printed = observed.printedInRegisters,
                printed == observed.printedInOverflow
            else { return "\(what): \(took)" }
            let cut = format.contains(".")
            for (position, type) in arguments {
                let shown: String? =
                    switch type {
                    case .object: "o\(position)"
                    case .cString where !cut: "s\(position)"
                    case .unicharString where !cut: "u\(position)"
                    default: nil
                    }
                if let shown, !printed.contains(shown) { return "\(what): \(took); '\(shown)' is not printed" }
            }
            return nil
        }
    }
}

/// The `FormatOracle` executable, fed many probes at once and restarted after a probe that
/// crashes it (or hangs: no answer in 20 seconds).
enum FormatOracle {
    /// One answer: what the format printed, and the word each argument was passed as.
    struct Answer {
        var printed: String
        var words: [UInt64]
    }

    /// The executable, next to the test bundle in the build folder.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("FormatOracle").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("FormatOracle")
    }()

    /// One answer line (its number, the printed text in hex, the words in hex), or nil when it is
    /// not one.
    static func answer(_ line: ArraySlice<UInt8>) -> (Int, Answer)? {
        let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        guard fields.count == 3, let id = Int(String(decoding: fields[0], as: UTF8.self)) else { return nil }
        let words = fields[2].split(separator: UInt8(ascii: ",")).map {
            UInt64(String(decoding: $0, as: UTF8.self), radix: 16) ?? 0
        }
        return (id, Answer(printed: String(decoding: OracleHex.decode(fields[1]), as: UTF8.self), words: words))
    }

    /// How many crashes a call of ``ask(_:)`` takes before it gives up (each costs a process):
    /// many more than the grid has mean the grammar reads widely differently.
    static let crashBudget = 200

    /// Whether this test process, and so the oracle built with it, runs under AddressSanitizer
    /// (`swift build --sanitize=address` adds `__asan_init`).
    static let underAddressSanitizer: Bool = dlsym(dlopen(nil, RTLD_LAZY), "__asan_init") != nil

    /// The answer to each line (by its position), nil for a line that crashed the oracle.
    static func ask(_ lines: [String]) throws -> [Answer?] {
        try #require(
            FileManager.default.isExecutableFile(atPath: executable.path),
            "no FormatOracle at \(executable.path): build with `swift build --build-tests`")
        // An oracle that crashes closes its input: writing more must fail, not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        var answers = [Answer?](repeating: nil, count: lines.count)
        var next = 0
        var crashes = 0
        while next < lines.count {
            // Every line answered, or the first one not answered crashed the oracle: skip it.
            next = try run(lines, from: next, into: &answers) + 1
            if next <= lines.count { crashes += 1 }
            try #require(
                crashes <= crashBudget, "Foundation crashed on \(crashes) formats; stopped at \(next) of \(lines.count)"
            )
        }
        return answers
    }

    /// Runs one oracle process on the lines from `first` on, and returns the index of the first
    /// line it did not answer (`lines.count` when it answered all).
    private static func run(_ lines: [String], from first: Int, into answers: inout [Answer?]) throws -> Int {
        let process = Process()
        // No core file and no backtrace, so a crash ends the process at once; a probe that makes
        // Foundation pad to gigabytes fails an allocation.
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        if underAddressSanitizer {
            // AddressSanitizer reserves terabytes of address space up front, so no `ulimit -v`:
            // its own allocation limit ends the probe that would pad to gigabytes.
            process.arguments = ["-c", "ulimit -c 0; exec \"$0\"", executable.path]
            environment["ASAN_OPTIONS"] = "max_allocation_size_mb=2000:allocator_may_return_null=0:detect_leaks=0"
        } else {
            process.arguments = ["-c", "ulimit -c 0; ulimit -v 2000000; exec \"$0\"", executable.path]
        }
        process.environment = environment
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The lines are written as the oracle reads them; after a crash the pipe breaks and the
        // writer stops.
        let writer = Thread {
            let handle = input.fileHandleForWriting
            var chunk = ""
            for line in lines[first...] {
                chunk += line
                chunk += "\n"
                if chunk.utf8.count > 1 << 14 {
                    do { try handle.write(contentsOf: Data(chunk.utf8)) } catch { break }
                    chunk = ""
                }
            }
            try? handle.write(contentsOf: Data(chunk.utf8))
            try? handle.close()
        }
        writer.start()
        var answered = first
        // Bytes read and not yet a whole line.
        var pending: [UInt8] = []
        let reading = output.fileHandleForReading
        while true {
            let data = reading.availableData
            if data.isEmpty { break }
            let scanned = pending.count
            pending.append(contentsOf: data)
            var lineStart = 0
            for index in scanned..<pending.count where pending[index] == UInt8(ascii: "\n") {
                if let (id, answer) = Self.answer(pending[lineStart..<index]) {
                    answers[id] = answer
                    answered = id + 1
                }
                lineStart = index + 1
            }
            pending.removeFirst(lineStart)
        }
        process.waitUntilExit()
        return answered
    }
}
