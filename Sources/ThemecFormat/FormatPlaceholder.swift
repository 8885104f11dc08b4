import ThemecVocabulary

/// One `%…` conversion in a format string.
package struct FormatPlaceholder: Sendable, Equatable {
    /// The placeholder as written (`%1$@`, `%.2f`).
    package var text: String
    /// The 1-based argument position it reads, after numbering the unpositioned ones in order.
    package var argument: Int
    /// The type of the argument it reads.
    package var type: PlaceholderType
    /// Whether it was written with an explicit position (`%2$d`).
    package var positional: Bool
    /// A `%#@name@` plural variable reference (stringsdict), with the variable's name.
    package var variable: String?

    /// A placeholder from its parts.
    package init(text: String, argument: Int, type: PlaceholderType, positional: Bool, variable: String?) {
        self.text = text
        self.argument = argument
        self.type = type
        self.positional = positional
        self.variable = variable
    }
}

/// The placeholders of a format string, and problems with how it is written.
package struct FormatSignature: Sendable, Equatable {
    /// The placeholders, in the order they are written.
    package var placeholders: [FormatPlaceholder]
    /// Problems such as an unknown conversion or mixed positional and sequential placeholders.
    package var problems: [String]
    /// Placeholders the generated code cannot pass a correct argument to (a `long double`, a wide
    /// character, a position past ``FormatPlaceholderParser/maximumPosition``): errors.
    package var unsupported: [String] = []

    /// A signature from its parts.
    package init(placeholders: [FormatPlaceholder], problems: [String], unsupported: [String] = []) {
        self.placeholders = placeholders
        self.problems = problems
        self.unsupported = unsupported
    }

    /// The type of each argument position, 1-based; positions nothing reads are absent.
    package var arguments: [Int: PlaceholderType] {
        var result: [Int: PlaceholderType] = [:]
        for placeholder in placeholders where result[placeholder.argument] == nil {
            result[placeholder.argument] = placeholder.type
        }
        return result
    }

    /// The positions, 1-based and ascending, that a `*` width or precision reads (`%*d`, `%.*2$f`): an
    /// `Int` that pads or cuts the value it comes before.
    package var starArguments: [Int] {
        var positions: [Int] = []
        for placeholder in placeholders
        where placeholder.text.hasPrefix("*") || placeholder.text.hasPrefix(".*") {
            if !positions.contains(placeholder.argument) { positions.append(placeholder.argument) }
        }
        return positions.sorted()
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
    package var argumentCount: Int {
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
    package var conflictingArguments: [Int] {
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

    /// What the string reads, for a caller that holds arguments to pass it (the app's runtime,
    /// before it calls `String(format:)` with a format found in a bundle): one
    /// ``PlaceholderType/letter`` per argument position 1…n, in order (`"@i"` for `%1$@ got %2$d`,
    /// `"fi"` for `%1$.*2$f`, `""` for a text with no placeholder); or nil when the string reads
    /// something no caller can pass safely: an unsupported placeholder (`%Lf`, `% n`, a position
    /// past 100, …), an argument read as two types, a position left unread below one that is read
    /// (`String(format:)` would read the next argument for it), or a plural variable (`%#@n@`, an
    /// object to `String(format:)`). Problems that only warn (`50% off`, mixed numbering) change
    /// nothing: the letters are what `String(format:)` reads. The generated accessor of a string
    /// passes exactly these types (``PlaceholderType/swiftType``).
    package var argumentLetters: String? {
        guard unsupported.isEmpty, !hasConflictingArguments, unreadArguments.count == 0,
            !placeholders.contains(where: { $0.variable != nil })
        else { return nil }
        let arguments = self.arguments
        var letters = ""
        for position in 0..<argumentCount { letters.append(arguments[position + 1]!.letter) }
        return letters
    }

    /// `%@, %d` style summary for messages.
    package var summary: String {
        let arguments = self.arguments
        guard !arguments.isEmpty else { return "no placeholders" }
        return arguments.keys.sorted().map { "\($0): \(arguments[$0]!.name)" }
            .joined(separator: ", ")
    }
}

/// Parses `printf`-style placeholders as Foundation's `String(format:)` reads them:
/// `%[position$][flags][width][.precision][length]conversion`, plus `%%` and stringsdict's
/// `%#@variable@`.
package enum FormatPlaceholderParser {
    /// The highest argument position a placeholder may name (`%100$@`). A higher one is an
    /// error that quotes the number as written: one placeholder of a few bytes must not make an
    /// accessor of thousands of parameters, nor a message that lists them.
    package static let maximumPosition = 100

    /// The largest width or precision a placeholder may write (`%1000d`). A larger one makes the
    /// app pad or cut one value to that many characters (past 2^31, `String(format:)` fails).
    package static let maximumWidth = 1000

    /// How many arguments a string may read without positions (`%@ %d …`), counting `*` widths and
    /// precisions: Foundation keeps an argument's number in a signed byte, so the 129th one read in
    /// order prints garbage, `(null)` or crashes (`String(format:)` on Linux and Apple platforms
    /// alike). The first placeholder past it is an error, and reads nothing.
    package static let maximumSequentialArguments = 128

    /// Whether the text has a `%`, scanning its contiguous UTF-8 storage directly.
    private static func containsPercent(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where byte == UInt8(ascii: "%") { return true }
            return false
        }
    }

    /// `hlqLzjt`
    static func isLengthModifier(_ byte: UInt8) -> Bool {
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

    /// The argument letters of `format` (``FormatSignature/argumentLetters``): one letter per
    /// argument position, or nil when it reads something no caller can pass safely.
    package static func argumentLetters(of format: String) -> String? {
        parse(format).argumentLetters
    }

    /// The placeholders of `text` and the problems in how they are written.
    package static func parse(_ text: String) -> FormatSignature {
        parse(text, pluralNames: false)
    }

    /// The placeholders of `text`; with `pluralNames`, as a plural's texts are read: a variable's name
    /// runs on to its closing `@` (``FormatSpecification/extendedName``).
    package static func parse(_ text: String, pluralNames: Bool) -> FormatSignature {
        // Most strings have no placeholder at all: answer those without decoding the text.
        guard Self.containsPercent(text) else { return FormatSignature(placeholders: [], problems: []) }
        var text = text
        return text.withUTF8 { parse(utf8: $0, pluralNames: pluralNames) }
    }

    /// The placeholders of UTF-8 text, read in place (a `.strings` value that has no escape is
    /// checked straight from its file's bytes).
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>, pluralNames: Bool = false) -> FormatSignature {
        var builder = SignatureBuilder()
        scan(bytes, into: &builder, pluralNames: pluralNames)
        return FormatSignature(
            placeholders: builder.placeholders, problems: builder.problems, unsupported: builder.unsupported)
    }

    /// Reads the placeholders of UTF-8 text and tells `sink` about each one and each problem,
    /// in order; texts and messages are made only if the sink asks for them.
    ///
    /// Each `%…` is read as Foundation reads it (``FormatSpecification``): whatever it takes for a
    /// conversion reads its arguments here too, each `*` width or precision first, at the
    /// position it names or the next in order, then the value. What the generated code cannot
    /// pass, or what is not written in the usual order, is still read (so the arguments after it
    /// keep their positions) and is also reported as unsupported. With `pluralNames`, a variable's
    /// name runs on to its closing `@`, as a plural's texts name their variables
    /// (``FormatSpecification/extendedName``, a warning).
    package static func scan<Sink: FormatPlaceholderSink>(
        _ bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink, pluralNames: Bool = false
    ) {
        // The syntax is all ASCII, so the UTF-8 bytes are read directly; a non-ASCII byte never
        // matches a syntax character, and text is only cut at ASCII bytes or whole scalars.
        let count = bytes.count
        func slice(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
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
        // Whether a placeholder past ``maximumSequentialArguments`` was reported (once a string).
        var reportedSequentialLimit = false
        /// The next argument read in order, or nil (reported once) past the limit.
        func sequential(_ written: Range<Int>) -> Int? {
            defer { nextSequential += 1 }
            guard nextSequential <= Self.maximumSequentialArguments else {
                if !reportedSequentialLimit {
                    reportedSequentialLimit = true
                    sink.unsupported(Self.sequentialLimitProblem(quoted(written), argument: nextSequential))
                }
                return nil
            }
            return nextSequential
        }
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
            let spec = FormatSpecification.read(bytes, from: index, pluralNames: pluralNames)
            index = spec.end
            let range = start..<spec.end
            let type: PlaceholderType
            var variable: Range<Int>?
            switch spec.ending {
            case .text:
                if spec.end == start + 2, bytes[start + 1] == UInt8(ascii: "%") { continue }
                // Foundation reads the number before it sees the character is no conversion: one past
                // 2^31 makes String(format:) fail (and Swift's String(format:) trap), whatever follows.
                if spec.largestNumber > Int(Int32.max) {
                    sink.unsupported(
                        "'\(quoted(range))' holds a number String(format:) reads as a width or precision of more "
                            + "than 2^31 characters, which makes it fail; write '%%' for a percent sign")
                    continue
                }
                // So does a position past 127 (of the value, a `*` width or precision), even where no
                // conversion follows: themec's limit on positions is lower, so any past it is refused.
                if spec.largestPosition > Self.maximumPosition {
                    sink.unsupported(
                        "'\(quoted(range))' holds a position past \(Self.maximumPosition), which makes "
                            + "String(format:) fail though no conversion follows; write '%%' for a percent sign")
                    continue
                }
                sink.problem(Self.textProblem(bytes, range, spec, written: quoted(range)))
                continue
            case .incomplete:
                // A plural variable never closed would show as it is written, `%#@…`, where the app meant a
                // plural: an error. Any other placeholder the text ends in reads nothing, and themec's
                // accessors show it as written (``incompleteEnd(of:)``).
                if spec.unclosedName {
                    sink.unsupported(
                        "'\(quoted(range))' starts a variable reference that is never closed with '@'; the app would "
                            + "show it as it is")
                } else {
                    sink.problem("'\(quoted(range))' is an incomplete placeholder")
                }
                continue
            case .pastEnd:
                sink.unsupported(
                    "'\(quoted(range))' ends the string inside a placeholder, where String(format:) reads past the "
                        + "end of the text; write '%%' for a percent sign")
                continue
            case .variable(let name, _):
                type = .int
                variable = name
            case .conversion(_, let conversionType):
                type = conversionType
            }
            // What is wrong with the placeholder, if anything: the first of a position past the
            // limit, an unusual order, a width or precision past the limit, a conversion the
            // generated code cannot pass.
            func pastLimit(_ position: Int?, _ digits: Range<Int>?) -> String? {
                guard let position, position > Self.maximumPosition, let digits else { return nil }
                return positionProblem(range, digits: digits)
            }
            var unsupported =
                pastLimit(spec.widthStar?.position, spec.widthStar?.digits)
                ?? pastLimit(spec.precisionStar?.position, spec.precisionStar?.digits)
                ?? pastLimit(spec.position, spec.positionDigits)
            if unsupported == nil, spec.largestPosition > Self.maximumPosition {
                // A position past the limit that a later one replaced (`%150$1$d`): Foundation has failed
                // on it already.
                unsupported =
                    "'\(quoted(range))' holds a position past \(Self.maximumPosition), which makes String(format:) "
                    + "fail"
            }
            if unsupported == nil, !spec.isInUsualOrder(bytes, start: start) {
                unsupported =
                    "'\(quoted(range))' is a placeholder to String(format:), but not written in the order themec "
                    + "accepts, %[position$][flags][width][.precision][length]conversion; write '%%' for a percent sign"
            }
            if unsupported == nil, spec.largestNumber > Self.maximumWidth {
                let number = spec.largestNumber > Int(Int32.max) ? "more than 2^31" : String(spec.largestNumber)
                unsupported =
                    "'\(quoted(range))' pads or cuts its value to \(number) characters; a width or precision is at "
                    + "most \(Self.maximumWidth)"
            }
            if unsupported == nil, case .conversion(let conversion, _) = spec.ending {
                var lengthStart = spec.end - 1
                while lengthStart > start, Self.isLengthModifier(bytes[lengthStart - 1]) { lengthStart -= 1 }
                unsupported = Self.unsupportedConversion(
                    conversion, type: type, length: UnsafeBufferPointer(rebasing: bytes[lengthStart..<(spec.end - 1)]),
                    spaceFlag: spec.spaceFlag, written: { quoted(range) })
            }
            // The arguments read: a `*` width, a `*` precision, then the value.
            func read(_ star: FormatSpecification.Star?) {
                guard let star else { return }
                if let position = star.position {
                    if firstPositional == nil { firstPositional = range }
                    guard position <= Self.maximumPosition else { return }
                    sink.placeholder(
                        argument: position, type: .int, positional: true, range: star.range, text: slice(star.range),
                        variable: nil)
                } else {
                    if firstSequential == nil { firstSequential = range }
                    guard let argument = sequential(range) else { return }
                    sink.placeholder(
                        argument: argument, type: .int, positional: false, range: star.range,
                        text: slice(star.range), variable: nil)
                }
            }
            read(spec.widthStar)
            read(spec.precisionStar)
            let argument: Int?
            if let position = spec.position {
                if firstPositional == nil { firstPositional = range }
                argument = position
            } else {
                if firstSequential == nil { firstSequential = range }
                argument = sequential(range)
            }
            if let unsupported {
                sink.unsupported(unsupported)
            } else if spec.spaceFlag {
                let conversion = slice((spec.end - 1)..<spec.end)
                sink.problem(
                    "'\(slice(range))' reads as a placeholder (a space flag and '\(conversion)'), so the string "
                        + "takes a \(type.name) argument; write '%%' for a percent sign")
            } else if spec.hasLeadingZeroPosition(bytes) {
                sink.problem(Self.leadingZeroProblem(quoted(range), spec: spec, bytes: bytes))
            } else if spec.extendedName, case .variable(let name, _) = spec.ending {
                sink.problem(Self.extendedNameProblem(quoted(range), name: name, bytes: bytes))
            }
            // A position past the limit is reported above, and reads nothing here; so does an argument
            // past the limit of those read in order.
            guard let argument, (spec.position ?? 0) <= Self.maximumPosition else { continue }
            sink.placeholder(
                argument: argument, type: type, positional: spec.position != nil, range: range, text: slice(range),
                variable: variable.map(slice))
        }
        if let firstPositional, let firstSequential {
            sink.problem(mixedProblem(positional: slice(firstPositional), sequential: slice(firstSequential)))
        }
    }

    /// Where the placeholder `text` ends in without finishing it starts (the UTF-8 offset of its `%`): a
    /// lone `%`, or one followed only by flags, length modifiers or `#` (`"Done: 100%"`, `"100% "`), which
    /// reads no argument and which `String(format:)` prints as nothing. nil when the text ends otherwise,
    /// or in a variable never closed (an error) or after a digit or a `.` (an error: Foundation reads on
    /// past the text). themec's accessors print the text before it and then the placeholder as written,
    /// so `"Done: 100%"` shows its percent sign.
    package static func incompleteEnd(of text: String) -> Int? {
        guard containsPercent(text) else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else {
                    index += 1
                    continue
                }
                let start = index
                guard start + 1 < bytes.count else { return start }
                let spec = FormatSpecification.read(bytes, from: start + 1)
                if case .incomplete = spec.ending, !spec.unclosedName { return start }
                index = spec.end
            }
            return nil
        }
    }

    /// The error of a placeholder read in order past ``maximumSequentialArguments``.
    package static func sequentialLimitProblem(_ written: String, argument: Int) -> String {
        "'\(written)' is argument \(argument) read in order, but String(format:) reads at most "
            + "\(maximumSequentialArguments) arguments without positions (past them it prints garbage or crashes); "
            + "number the placeholders or split the string"
    }

    /// The warning of a position written with leading zeros (`%007$@`), which Foundation reads as flags
    /// and the position after them.
    private static func leadingZeroProblem(
        _ written: String, spec: FormatSpecification, bytes: UnsafeBufferPointer<UInt8>
    ) -> String {
        let digits = spec.positionDigits ?? spec.widthStar?.digits ?? spec.precisionStar?.digits
        let number = digits.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) } ?? ""
        return "'\(written)' writes a position with leading zeros, which String(format:) reads as flags before "
            + "position \(number); write it without them ('%\(number)$')"
    }

    /// The warning of a plural's variable whose name holds a character Foundation ends a name at.
    private static func extendedNameProblem(
        _ written: String, name: Range<Int>, bytes: UnsafeBufferPointer<UInt8>
    ) -> String {
        var first = name.lowerBound
        while first < name.upperBound, FormatSpecification.isNameCharacter(bytes[first]) { first += 1 }
        var end = first + 1
        while end < name.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[first..<min(end, name.upperBound)]), as: UTF8.self)
        return "'\(written)' names a variable with '\(character)': themec's accessor shows the plural, but "
            + "Foundation's own formatting (String(localized:), NSLocalizedString) ends the name at '\(character)' and "
            + "reads another placeholder; name variables with letters, digits and '_'"
    }

    /// Why a `%…` that `String(format:)` prints as text is no placeholder, for a warning.
    private static func textProblem(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ spec: FormatSpecification, written: String
    ) -> String {
        let last = bytes[range.upperBound - 1]
        if spec.abandonedName {
            return "'\(written)' is not a format placeholder: a variable's name after '%#@' is ASCII letters, digits "
                + "and '_', ended by '@'"
        }
        if last == UInt8(ascii: "'") {
            return "'\(written)' is not a format placeholder: String(format:) has no ' flag, and prints it as "
                + "text; write '%%' for a percent sign"
        }
        if last == UInt8(ascii: "$") {
            return "'\(written)' is not a format placeholder: a position is a number from 1, right after the '%'"
        }
        return "'\(written)' is not a format placeholder; write '%%' for a percent sign"
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
    /// - `D`, `U` and `O` are obsolete conversions: Foundation reads their argument, then hands
    ///   the conversion to the C library, and only Apple's prints the number (glibc prints `%D`).
    ///   (After a space flag they are most likely a percent sign before a word, which has its
    ///   own warning.)
    /// - `n` takes an argument and prints nothing (`100% natural` reads `% n`).
    /// - `P` reads a length-prefixed (Pascal) string (`100% Pure` reads `% P`).
    fileprivate static func unsupportedConversion(
        _ conversion: UInt8, type: PlaceholderType, length: UnsafeBufferPointer<UInt8>, spaceFlag: Bool,
        written: () -> String
    ) -> String? {
        let percentSign = spaceFlag ? "; write '%%' for a percent sign" : ""
        switch conversion {
        case UInt8(ascii: "n"):
            return "'\(written())' is read by String(format:) as %n, which takes an argument and prints nothing"
                + (spaceFlag ? percentSign : "; remove it")
        case UInt8(ascii: "P"):
            return "'\(written())' is read by String(format:) as %P, a length-prefixed (Pascal) string, which Swift "
                + "cannot pass" + (spaceFlag ? percentSign : "; write '%@' and pass a String")
        default:
            break
        }
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
            return "'\(written())' is an obsolete conversion: String(format:) reads its argument, but only Apple's C "
                + "library prints it (elsewhere it is printed as it is); write '%l\(lower)'"
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
