/// The Swift type a format placeholder takes as its argument.
public enum PlaceholderType: String, Sendable, Equatable, Comparable {
    case object, int, uint, double, char, unichar, cString, unicharString, pointer

    /// The parameter type in generated code (module-qualified, so no key can shadow it).
    public var swiftType: String {
        switch self {
        case .object: "Swift.String"
        case .int: "Swift.Int"
        case .uint: "Swift.UInt"
        case .double: "Swift.Double"
        case .char: "Swift.CChar"
        case .unichar: "Swift.UInt16"
        case .cString: "Swift.UnsafePointer<Swift.CChar>"
        case .unicharString: "Swift.UnsafePointer<Swift.UInt16>"
        case .pointer: "Swift.UnsafeRawPointer"
        }
    }

    /// `String`, `Int`, … for messages: ``swiftType`` without the module names.
    package var name: String {
        switch self {
        case .object: "String"
        case .int: "Int"
        case .uint: "UInt"
        case .double: "Double"
        case .char: "CChar"
        case .unichar: "UInt16"
        case .cString: "UnsafePointer<CChar>"
        case .unicharString: "UnsafePointer<UInt16>"
        case .pointer: "UnsafeRawPointer"
        }
    }

    /// Whether the argument is a number (`d`, `u`, `f` and their kin), which a plural can choose
    /// its form by.
    public var isNumber: Bool { self == .int || self == .uint || self == .double }

    /// Ordered by raw value, for sorted messages.
    public static func < (lhs: PlaceholderType, rhs: PlaceholderType) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One `%…` conversion in a format string.
public struct FormatPlaceholder: Sendable, Equatable {
    /// The placeholder as written (`%1$@`, `%.2f`).
    public var text: String
    /// The 1-based argument position it reads, after numbering the unpositioned ones in order.
    public var argument: Int
    /// The type of the argument it reads.
    public var type: PlaceholderType
    /// Whether it was written with an explicit position (`%2$d`).
    public var positional: Bool
    /// A `%#@name@` plural variable reference (stringsdict), with the variable's name.
    public var variable: String?

    /// A placeholder from its parts.
    public init(text: String, argument: Int, type: PlaceholderType, positional: Bool, variable: String?) {
        self.text = text
        self.argument = argument
        self.type = type
        self.positional = positional
        self.variable = variable
    }
}

/// The placeholders of a format string, and problems with how it is written.
public struct FormatSignature: Sendable, Equatable {
    /// The placeholders, in the order they are written.
    public var placeholders: [FormatPlaceholder]
    /// Problems such as an unknown conversion or mixed positional and sequential placeholders.
    public var problems: [String]
    /// Placeholders the generated code cannot pass a correct argument to (a `long double`, a wide
    /// character, a position past ``FormatPlaceholderParser/maximumPosition``): errors.
    public var unsupported: [String] = []

    /// A signature from its parts.
    public init(placeholders: [FormatPlaceholder], problems: [String], unsupported: [String] = []) {
        self.placeholders = placeholders
        self.problems = problems
        self.unsupported = unsupported
    }

    /// The type of each argument position, 1-based; positions nothing reads are absent.
    public var arguments: [Int: PlaceholderType] {
        var result: [Int: PlaceholderType] = [:]
        for placeholder in placeholders where result[placeholder.argument] == nil {
            result[placeholder.argument] = placeholder.type
        }
        return result
    }

    /// Whether ``arguments`` equals `expected`, without building it: the first placeholder of
    /// each position decides its type.
    package func readsArguments(_ expected: [Int: PlaceholderType]) -> Bool {
        guard placeholders.count <= Self.fewPlaceholders else { return arguments == expected }
        var positions = 0
        for (index, placeholder) in placeholders.enumerated()
        where !placeholders[..<index].contains(where: { $0.argument == placeholder.argument }) {
            guard expected[placeholder.argument] == placeholder.type else { return false }
            positions += 1
        }
        return positions == expected.count
    }

    /// Up to this many placeholders, questions are answered by comparing them pairwise, without
    /// allocating; more (only a hostile or generated text has them) go through a dictionary, so
    /// the time stays linear.
    private static let fewPlaceholders = 16

    /// How many positions the unread positions name in a message: the first few, then a count.
    package static let listedUnreadArguments = 5

    /// The positions below the highest read that nothing reads (formatting would take the
    /// wrong arguments): the first ``listedUnreadArguments`` in order, and how many there are in
    /// all; empty for almost every string, answered without allocating.
    package var unreadArguments: (listed: [Int], count: Int) {
        let highest = argumentCount
        var distinct = 0
        if placeholders.count <= Self.fewPlaceholders {
            for (index, placeholder) in placeholders.enumerated()
            where !placeholders[..<index].contains(where: { $0.argument == placeholder.argument }) {
                distinct += 1
            }
        } else {
            distinct = Set(placeholders.map(\.argument)).count
        }
        guard distinct < highest else { return ([], 0) }
        let read = Set(placeholders.map(\.argument))
        var listed: [Int] = []
        for position in 1...highest where !read.contains(position) {
            listed.append(position)
            if listed.count == Self.listedUnreadArguments { break }
        }
        return (listed, highest - distinct)
    }

    /// The number of arguments the string consumes (the highest position read).
    public var argumentCount: Int {
        var highest = 0
        for placeholder in placeholders where placeholder.argument > highest { highest = placeholder.argument }
        return highest
    }

    /// Whether ``conflictingArguments`` has any, answered without allocating.
    package var hasConflictingArguments: Bool {
        guard placeholders.count <= Self.fewPlaceholders else { return !conflictingArguments.isEmpty }
        for (index, placeholder) in placeholders.enumerated()
        where placeholders[..<index].contains(where: {
            $0.argument == placeholder.argument && $0.type != placeholder.type
        }) {
            return true
        }
        return false
    }

    /// Placeholders that appear more than once with different types for the same argument.
    public var conflictingArguments: [Int] {
        var seen: [Int: PlaceholderType] = [:]
        var conflicts: Set<Int> = []
        for placeholder in placeholders {
            if let type = seen[placeholder.argument], type != placeholder.type {
                conflicts.insert(placeholder.argument)
            }
            seen[placeholder.argument] = placeholder.type
        }
        return conflicts.sorted()
    }

    /// `%@, %d` style summary for messages.
    public var summary: String {
        let arguments = self.arguments
        guard !arguments.isEmpty else { return "no placeholders" }
        return arguments.keys.sorted().map { "\($0): \(arguments[$0]!.name)" }
            .joined(separator: ", ")
    }
}

/// Parses `printf`-style placeholders as Foundation's `String(format:)` reads them:
/// `%[position$][flags][width][.precision][length]conversion`, plus `%%` and stringsdict's
/// `%#@variable@`.
public enum FormatPlaceholderParser {
    /// The highest argument position a placeholder may name (`%100$@`). A higher one is an
    /// error that quotes the number as written: one placeholder of a few bytes must not make an
    /// accessor of thousands of parameters, nor a message that lists them.
    public static let maximumPosition = 100

    /// Whether the text has a `%`, scanning its contiguous UTF-8 storage directly.
    private static func containsPercent(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte == UInt8(ascii: "%") { return true }
            return false
        }
    }

    /// `-+ #0'`
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
            UInt8(ascii: "'"):
            true
        default: false
        }
    }

    /// `hlqLzjt`
    private static func isLengthModifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"),
            UInt8(ascii: "j"),
            UInt8(ascii: "t"):
            true
        default: false
        }
    }

    /// The problem of a string that numbers some placeholders (`positional`, as written) but
    /// not others (`sequential`).
    package static func mixedProblem(positional: String, sequential: String) -> String {
        "positional ('\(positional)') and sequential ('\(sequential)') placeholders are mixed; number all of them"
    }

    /// Whether `problem` is a ``mixedProblem(positional:sequential:)``: normal in a plural form,
    /// where the unnumbered placeholder is the variable's own number.
    package static func isMixedProblem(_ problem: String) -> Bool {
        problem.hasPrefix("positional ('") && problem.hasSuffix("placeholders are mixed; number all of them")
    }

    /// The type of a conversion written without its `%` (`ld`, `f`, `@`), as a plural's value
    /// type or a catalog's format specifier is; nil when it is not exactly one conversion.
    package static func singleConversion(_ conversion: String) -> PlaceholderType? {
        let signature = parse("%" + conversion)
        guard signature.problems.isEmpty, signature.unsupported.isEmpty, signature.placeholders.count == 1,
            let only = signature.placeholders.first,
            only.variable == nil
        else { return nil }
        return only.type
    }

    /// The placeholders of `text` and the problems in how they are written.
    public static func parse(_ text: String) -> FormatSignature {
        // Most strings have no placeholder at all: answer those without decoding the text.
        guard Self.containsPercent(text) else { return FormatSignature(placeholders: [], problems: []) }
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// The placeholders of UTF-8 text, read in place (a `.strings` value that has no escape is
    /// checked straight from its file's bytes).
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> FormatSignature {
        var builder = SignatureBuilder()
        scan(bytes, into: &builder)
        return FormatSignature(
            placeholders: builder.placeholders, problems: builder.problems, unsupported: builder.unsupported)
    }

    /// Reads the placeholders of UTF-8 text and tells `sink` about each one and each problem,
    /// in order; texts and messages are made only if the sink asks for them.
    package static func scan<Sink: FormatPlaceholderSink>(_ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        // The syntax is all ASCII, so the UTF-8 bytes are read directly; a non-ASCII byte never
        // matches a syntax character, and text is only cut at ASCII bytes or whole scalars.
        let count = bytes.count
        func slice(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        /// The text of `range` for a message: at most 40 bytes, cut before a whole scalar.
        func quoted(_ range: Range<Int>) -> String {
            guard range.count > 40 else { return slice(range) }
            var end = range.lowerBound + 40
            while end > range.lowerBound, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            return slice(range.lowerBound..<end) + "…"
        }
        /// A position past ``maximumPosition``, as written (`digits`), for a message.
        func positionProblem(_ written: Range<Int>, digits: Range<Int>) -> String {
            let number = digits.count <= 40 ? slice(digits) : "a number of \(digits.count) digits"
            return "'\(quoted(written))' reads argument \(number); a string takes at most \(maximumPosition) arguments"
        }
        var index = 0
        var nextSequential = 1
        // The first placeholder written with a position, and the first without one.
        var firstPositional: Range<Int>?
        var firstSequential: Range<Int>?
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < count else {
                sink.problem("a lone '%' ends the string; write '%%' for a percent sign")
                break
            }
            if bytes[index] == UInt8(ascii: "%") {
                index += 1
                continue
            }
            // Position: digits followed by '$'. The number stops growing once it is past the
            // limit (the message quotes the digits as written).
            var position: Int?
            var positionDigits = index..<index
            var lookahead = index
            var number = 0
            while lookahead < count, isDigit(bytes[lookahead]) {
                if number <= Self.maximumPosition { number = number * 10 + Int(bytes[lookahead] - 48) }
                lookahead += 1
            }
            if lookahead > index, lookahead < count, bytes[lookahead] == UInt8(ascii: "$") {
                position = number
                positionDigits = index..<lookahead
                index = lookahead + 1
            }
            let pastLimit = (position ?? 0) > Self.maximumPosition
            // Stringsdict variable: %#@name@
            if index < count, bytes[index] == UInt8(ascii: "#"), index + 1 < count,
                bytes[index + 1] == UInt8(ascii: "@")
            {
                var end = index + 2
                while end < count, bytes[end] != UInt8(ascii: "@") { end += 1 }
                guard end < count else {
                    sink.problem("'%#@' starts a variable reference that is never closed with '@'")
                    break
                }
                let argument = position ?? nextSequential
                if position == nil {
                    nextSequential += 1
                    if firstSequential == nil { firstSequential = start..<(end + 1) }
                } else if firstPositional == nil {
                    firstPositional = start..<(end + 1)
                }
                // As for any placeholder, position 0 is reported and read as 1.
                if position == 0 { sink.problem("'\(slice(start..<(end + 1)))': positions start at 1") }
                if pastLimit {
                    sink.unsupported(positionProblem(start..<(end + 1), digits: positionDigits))
                    index = end + 1
                    continue
                }
                sink.placeholder(
                    argument: max(argument, 1), type: .int, positional: position != nil, range: start..<(end + 1),
                    text: slice(start..<(end + 1)), variable: slice((index + 2)..<end))
                index = end + 1
                continue
            }
            // Flags. A space among them is almost always a percent sign before a word
            // (`50% off` reads as `% o`, an octal number).
            var spaceFlag = false
            while index < count, Self.isFlag(bytes[index]) {
                if bytes[index] == UInt8(ascii: " ") { spaceFlag = true }
                index += 1
            }
            // Width (a number or '*', which reads an Int argument first).
            var readsStar = false
            if index < count, bytes[index] == UInt8(ascii: "*") {
                sink.placeholder(
                    argument: nextSequential, type: .int, positional: false, range: index..<(index + 1),
                    text: "*", variable: nil)
                nextSequential += 1
                readsStar = true
                index += 1
            } else {
                while index < count, isDigit(bytes[index]) { index += 1 }
            }
            // Precision.
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if index < count, bytes[index] == UInt8(ascii: "*") {
                    sink.placeholder(
                        argument: nextSequential, type: .int, positional: false, range: (index - 1)..<(index + 1),
                        text: ".*", variable: nil)
                    nextSequential += 1
                    readsStar = true
                    index += 1
                } else {
                    while index < count, isDigit(bytes[index]) { index += 1 }
                }
            }
            // Length modifiers.
            let lengthStart = index
            while index < count, Self.isLengthModifier(bytes[index]) { index += 1 }
            let length = lengthStart..<index
            guard index < count else {
                sink.problem("'\(slice(start..<count))' is an incomplete placeholder")
                break
            }
            let conversion = bytes[index]
            index += 1
            // A non-ASCII conversion character is one whole scalar: skip its continuation bytes.
            while index < count, bytes[index] & 0xC0 == 0x80, conversion >= 0x80 { index += 1 }
            let end = index
            var written: String { slice(start..<end) }
            let type: PlaceholderType
            switch conversion {
            case UInt8(ascii: "@"): type = .object
            case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): type = .int
            case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"),
                UInt8(ascii: "U"):
                type = .uint
            case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
                UInt8(ascii: "G"),
                UInt8(ascii: "a"), UInt8(ascii: "A"):
                type = .double
            case UInt8(ascii: "c"): type = .char
            case UInt8(ascii: "C"): type = .unichar
            case UInt8(ascii: "s"): type = .cString
            case UInt8(ascii: "S"): type = .unicharString
            case UInt8(ascii: "p"): type = .pointer
            default:
                sink.problem("'\(written)' is not a format placeholder; write '%%' for a percent sign")
                continue
            }
            let argument = position ?? nextSequential
            if position == nil {
                nextSequential += 1
            } else if firstPositional == nil {
                firstPositional = start..<end
            }
            if (position == nil || readsStar) && firstSequential == nil { firstSequential = start..<end }
            if position == 0 { sink.problem("'\(written)': positions start at 1") }
            if pastLimit {
                sink.unsupported(positionProblem(start..<end, digits: positionDigits))
                continue
            }
            if let message = Self.unsupportedConversion(
                conversion, type: type, length: UnsafeBufferPointer(rebasing: bytes[length]), spaceFlag: spaceFlag,
                written: { quoted(start..<end) })
            {
                sink.unsupported(message)
            }
            if spaceFlag {
                sink.problem(
                    "'\(written)' reads as a placeholder (a space flag and '\(slice((end - 1)..<end))'), so the "
                        + "string takes a \(type.name) argument; write '%%' for a percent sign"
                )
            }
            sink.placeholder(
                argument: max(argument, 1), type: type, positional: position != nil, range: start..<end,
                text: written, variable: nil)
        }
        if let firstPositional, let firstSequential {
            sink.problem(mixedProblem(positional: slice(firstPositional), sequential: slice(firstSequential)))
        }
    }
}

extension FormatPlaceholderParser {
    /// Why the generated code cannot pass a correct argument to a placeholder that reads `type`
    /// with `conversion` and the `length` modifiers, or nil when it can. (The placeholder is
    /// still read, so the arguments after it keep their positions.)
    ///
    /// - `L` is `long double`, which Swift cannot pass as a `CVarArg`: `%Lf` prints garbage.
    /// - `l` before `c` or `s` is a wide character or string (`wchar_t`), whose size differs
    ///   between platforms; `%C` and `%S` are the UTF-16 ones.
    /// - `D`, `U` and `O` are obsolete conversions that only Apple's Foundation reads: elsewhere
    ///   they are printed as they are and every argument after them is misread. (After a space
    ///   flag they are most likely a percent sign before a word, which has its own warning.)
    fileprivate static func unsupportedConversion(
        _ conversion: UInt8, type: PlaceholderType, length: UnsafeBufferPointer<UInt8>, spaceFlag: Bool,
        written: () -> String
    ) -> String? {
        if length.contains(UInt8(ascii: "L")) {
            guard type == .double else {
                return "'\(written())': the length modifier 'L' is for a long double; write 'll' for a long long"
            }
            return "'\(written())' reads a long double, which Swift cannot pass to String(format:) (it would print "
                + "garbage); write '%\(Character(Unicode.Scalar(conversion)))' and pass a Double"
        }
        if length.contains(UInt8(ascii: "l")), conversion == UInt8(ascii: "c") || conversion == UInt8(ascii: "s") {
            return "'\(written())' reads a wide character (wchar_t), whose size differs between platforms; write "
                + (conversion == UInt8(ascii: "c") ? "'%C' for a UTF-16 unit" : "'%@' for a String")
        }
        if !spaceFlag,
            conversion == UInt8(ascii: "D") || conversion == UInt8(ascii: "U") || conversion == UInt8(ascii: "O")
        {
            let lower = Character(Unicode.Scalar(conversion + 32))
            return "'\(written())' is an obsolete conversion that only Apple's Foundation reads (elsewhere it is "
                + "printed as it is and the arguments after it are misread); write '%l\(lower)'"
        }
        return nil
    }
}

/// What ``FormatPlaceholderParser/scan(_:into:)`` reports to.
package protocol FormatPlaceholderSink {
    /// One placeholder: the argument it reads, its type, whether it was written with a
    /// position, and where it is (`range`, in bytes of the text).
    mutating func placeholder(
        argument: Int, type: PlaceholderType, positional: Bool, range: Range<Int>,
        text: @autoclosure () -> String, variable: @autoclosure () -> String?)
    mutating func problem(_ message: @autoclosure () -> String)
    /// A placeholder the generated code cannot pass a correct argument to (see
    /// ``FormatSignature/unsupported``).
    mutating func unsupported(_ message: @autoclosure () -> String)
}

/// Collects a full ``FormatSignature``.
private struct SignatureBuilder: FormatPlaceholderSink {
    var placeholders: [FormatPlaceholder] = []
    var problems: [String] = []
    var unsupported: [String] = []

    mutating func placeholder(
        argument: Int, type: PlaceholderType, positional: Bool, range: Range<Int>,
        text: @autoclosure () -> String, variable: @autoclosure () -> String?
    ) {
        placeholders.append(
            FormatPlaceholder(
                text: text(), argument: argument, type: type, positional: positional,
                variable: variable()))
    }

    mutating func problem(_ message: @autoclosure () -> String) {
        problems.append(message())
    }

    mutating func unsupported(_ message: @autoclosure () -> String) {
        unsupported.append(message())
    }
}

extension PlaceholderType {
    /// The type's letter in an argument list (`@` object, `i` signed, `u` unsigned, `f` floating, `c`
    /// char, `C` UTF-16 unit, `s` C string, `S` UTF-16 string, `p` pointer): what the generated
    /// validation records hold and what the runtime compares before it formats.
    public var letter: Character {
        switch self {
        case .object: "@"
        case .int: "i"
        case .uint: "u"
        case .double: "f"
        case .char: "c"
        case .unichar: "C"
        case .cString: "s"
        case .unicharString: "S"
        case .pointer: "p"
        }
    }
}

extension FormatSignature {
    /// The letters (``PlaceholderType/letter``) of the arguments the string reads, one per position
    /// from 1 to the highest read; nil when formatting it with any argument list could misread one:
    /// an unsupported placeholder, an argument read as two types, a position below the highest that
    /// nothing reads, or a plural variable reference (`%#@n@`, which only a plural rule defines).
    public var argumentLetters: String? {
        guard unsupported.isEmpty else { return nil }
        var letters: [Character?] = []
        for placeholder in placeholders {
            guard placeholder.variable == nil else { return nil }
            let index = placeholder.argument - 1
            while letters.count <= index { letters.append(nil) }
            if let earlier = letters[index] {
                guard earlier == placeholder.type.letter else { return nil }
            } else {
                letters[index] = placeholder.type.letter
            }
        }
        var result = ""
        for letter in letters {
            guard let letter else { return nil }
            result.append(letter)
        }
        return result
    }
}
