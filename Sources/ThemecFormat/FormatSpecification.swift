import ThemecVocabulary

/// One `%…` specification as Foundation's format parser reads it (CoreFoundation's, behind
/// `String(format:)` on every platform): where it ends, what ends it, and which arguments it
/// reads.
///
/// Foundation reads a specification character by character until a conversion character or a
/// character it does not know, in any order: flags (`-`, `+`, space, `#`, `0`), a width or
/// precision (digits, `*`, `*N$`), length modifiers and a position (`N$`) may come in any order
/// and repeat, the later winning. ``FormatPlaceholderParser`` takes what it reads and accepts only
/// the usual order (``isInUsualOrder``); this type only says what Foundation reads.
///
/// What Foundation does that `printf` does not, and which this type follows:
/// - `'` is not a flag: it ends the specification as text (`%'d` prints `'d`);
/// - `n` reads an argument and prints nothing; `P` reads a length-prefixed (Pascal) string;
///   `D`, `U`, `O` read numbers like `d`, `u`, `o`;
/// - after `#`, an `@` starts a variable name of ASCII letters, digits and `_` that another `@`
///   ends (`%#@count@`: an object to `String(format:)`); any other character ends the name
///   without a variable, is dropped, and the specification goes on (in a plural's texts, read with
///   `pluralNames`, a name runs on to the next `@` over any character but a space, a control
///   character or `%`, as String Catalogs name substitutions: ``extendedName``);
/// - `[` starts a name the same way (an attribute marker), which `]` and `@` end;
/// - `0` before a `.` is a flag, so `%0$d` is text, not position 0;
/// - after a digit or a `.`, it reads the next character before checking for the end of the
///   text: a specification cut off there reads past the end (``Ending/pastEnd``).
struct FormatSpecification {
    /// What ends a specification.
    enum Ending: Equatable {
        /// A conversion character, which reads an argument (`d`, `@`, `n`, `P`, …), and the type it reads
        /// (``ThemecVocabulary/PlaceholderType/init(conversion:)``).
        case conversion(UInt8, PlaceholderType)
        /// `#@name@`, with the bytes of the name (a stringsdict variable; an object to
        /// `String(format:)`); `bracketed` when a `[` started the name.
        case variable(name: Range<Int>, bracketed: Bool)
        /// A character that is no part of a specification (`%%`, `%k`, `%'`): printed as text,
        /// no argument read.
        case text
        /// The text ends first, where nothing more is read.
        case incomplete
        /// The text ends after a digit or a `.`, where Foundation reads the character past its end.
        case pastEnd
    }

    /// A `*` width or precision: where it is written, and the position it reads (`*2$`), if any.
    struct Star: Equatable {
        /// The bytes of `*`, `.*`, `*2$` or `.*2$`.
        var range: Range<Int>
        /// The position, capped at ``FormatPlaceholderParser/maximumPosition`` + 1; nil for the next
        /// argument in order.
        var position: Int?
        /// The digits of ``position``, as written.
        var digits: Range<Int>?
    }

    var ending: Ending
    /// The index just past the specification.
    var end: Int
    /// The position of the main argument (`2$`), capped at ``FormatPlaceholderParser/maximumPosition`` + 1.
    var position: Int?
    /// The digits of ``position``, as written.
    var positionDigits: Range<Int>?
    /// A `*` width, if any.
    var widthStar: Star?
    /// A `*` precision, if any.
    var precisionStar: Star?
    /// The largest literal width or precision, capped past ``FormatPlaceholderParser/maximumWidth``.
    var largestNumber = 0
    /// A space flag (most often a percent sign before a word: `50% off` reads `% o`).
    var spaceFlag = false
    /// A variable name was ended by a character that cannot be in it (`%#@my-name@`).
    var abandonedName = false
    /// The text ends inside a variable name (`%#@count`).
    var unclosedName = false
    /// A plural's variable name holds a character Foundation ends a name at (`%#@total.strings@`),
    /// read on to its `@` because the text was read with `pluralNames`.
    var extendedName = false

    /// Whether a position (of the value, a `*` width or a `*` precision) is written with leading zeros
    /// (`%007$@`): Foundation reads the zeros as flags and the number after them as the position.
    func hasLeadingZeroPosition(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for digits in [positionDigits, widthStar?.digits, precisionStar?.digits] {
            if let digits, digits.lowerBound > 0, bytes[digits.lowerBound - 1] == UInt8(ascii: "0") { return true }
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A character of a variable or attribute name: an ASCII letter, digit or `_`.
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_")
    }

    /// The flags themec accepts: `-`, `+`, space, `#` and `0` (Foundation has no `'`).
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"): true
        default: false
        }
    }

    /// A character a plural's variable name may hold beyond Foundation's (``extendedName``): anything
    /// but `@`, `%`, a space or a control character.
    private static func isExtendedNameCharacter(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte != 0x7F && byte != UInt8(ascii: "@") && byte != UInt8(ascii: "%")
    }

    /// The specification that starts after the `%` at `start - 1`. With `pluralNames`, a variable
    /// name runs on to its closing `@` (``extendedName``), as a plural's texts name their variables.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, pluralNames: Bool = false
    ) -> FormatSpecification {
        var spec = FormatSpecification(ending: .incomplete, end: bytes.count)
        let count = bytes.count
        let cap = FormatPlaceholderParser.maximumPosition + 1
        var index = start
        var seenSharp = false
        var seenBracket = false
        var inName = false
        var nameStart = 0
        // Whether a `*` waits for an `N$` to number it.
        var widthStarWaits = false
        var precisionStarWaits = false
        // A character read ahead (after digits or a `.`) that is handled as if read now.
        var pending: UInt8?
        /// Skips the continuation bytes of a non-ASCII scalar that starts at `index - 1`.
        func skipScalar(_ lead: UInt8) {
            while lead >= 0x80, index < count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        func finish(_ ending: Ending) -> FormatSpecification {
            var finished = spec
            finished.ending = ending
            finished.end = index
            return finished
        }
        while true {
            let byte: UInt8
            if let ahead = pending {
                byte = ahead
                pending = nil
            } else {
                guard index < count else {
                    spec.unclosedName = inName
                    return finish(.incomplete)
                }
                byte = bytes[index]
                index += 1
                if inName {
                    if isNameCharacter(byte) || byte == UInt8(ascii: "]") { continue }
                    if byte == UInt8(ascii: "@") {
                        return finish(.variable(name: nameStart..<(index - 1), bracketed: seenBracket))
                    }
                    if pluralNames, !seenBracket, Self.isExtendedNameCharacter(byte) {
                        var close = index
                        while close < count, Self.isExtendedNameCharacter(bytes[close]) { close += 1 }
                        if close < count, bytes[close] == UInt8(ascii: "@") {
                            spec.extendedName = true
                            index = close + 1
                            return finish(.variable(name: nameStart..<close, bracketed: false))
                        }
                    }
                    // Any other character ends the name and is dropped. Foundation reads UTF-16: a
                    // scalar outside the Basic Multilingual Plane is two units, and its second one is
                    // read as the next character, which ends the specification as text.
                    inName = false
                    spec.abandonedName = true
                    skipScalar(byte)
                    if byte >= 0xF0 { return finish(.text) }
                    continue
                }
            }
            switch byte {
            case UInt8(ascii: "#"):
                seenSharp = true
            case UInt8(ascii: "["):
                if !seenBracket {
                    seenBracket = true
                    inName = true
                    nameStart = index
                }
            case UInt8(ascii: " "):
                spec.spaceFlag = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                break
            case UInt8(ascii: "0"):
                // After a `.`, a precision of 0; before, a flag.
                break
            case UInt8(ascii: "h"), UInt8(ascii: "l"):
                if index < count, bytes[index] == byte { index += 1 }
            case UInt8(ascii: "L"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "z"), UInt8(ascii: "j"):
                break
            case UInt8(ascii: "@") where seenSharp:
                seenSharp = false
                inName = true
                nameStart = index
            case UInt8(ascii: "1")...UInt8(ascii: "9"):
                let digitsStart = index - 1
                var number = Int(byte - 48)
                var next: UInt8
                repeat {
                    guard index < count else { return finish(.pastEnd) }
                    next = bytes[index]
                    index += 1
                    if isDigit(next) { number = min(number * 10 + Int(next - 48), Int(Int32.max) + 1) }
                } while isDigit(next)
                if next == UInt8(ascii: "$") {
                    let position = min(number, cap)
                    let digits = digitsStart..<(index - 1)
                    if precisionStarWaits, let star = spec.precisionStar {
                        spec.precisionStar = Star(
                            range: star.range.lowerBound..<index, position: position, digits: digits)
                        precisionStarWaits = false
                    } else if widthStarWaits, let star = spec.widthStar {
                        spec.widthStar = Star(range: star.range.lowerBound..<index, position: position, digits: digits)
                        widthStarWaits = false
                    } else {
                        spec.position = position
                        spec.positionDigits = digits
                    }
                } else {
                    spec.largestNumber = max(spec.largestNumber, number)
                    pending = next
                }
            case UInt8(ascii: "*"):
                spec.widthStar = Star(range: (index - 1)..<index)
                widthStarWaits = true
            case UInt8(ascii: "."):
                guard index < count else { return finish(.pastEnd) }
                let next = bytes[index]
                index += 1
                if next == UInt8(ascii: "*") {
                    spec.precisionStar = Star(range: (index - 2)..<index)
                    precisionStarWaits = true
                } else {
                    pending = next
                }
            default:
                // The conversion characters are the placeholder types' (`@` without a `#` before it
                // among them): each reads one argument.
                if let type = PlaceholderType(conversion: byte) { return finish(.conversion(byte, type)) }
                // Any other character ends the specification; it is printed, nothing is read.
                skipScalar(byte)
                return finish(.text)
            }
        }
    }

    /// Whether the specification at `start` (its `%`) up to ``end`` is written in the order
    /// themec accepts: `%[N$][flags][width][.precision][length]conversion`, each part once, the
    /// flags among `-`, `+`, space, `#` and `0`, a width or precision of digits, `*` or `*N$`;
    /// or a variable, `%[N$]#@name@`.
    func isInUsualOrder(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
        var index = start + 1
        let end = self.end
        func isDigit(_ at: Int) -> Bool { at < end && Self.isDigit(bytes[at]) }
        func isByte(_ at: Int, _ ascii: Unicode.Scalar) -> Bool { at < end && bytes[at] == UInt8(ascii: ascii) }
        /// `0*[1-9][0-9]*$` at `index`, consumed when it is there (leading zeros are flags to Foundation,
        /// which reads the number after them as the position: a warning, ``hasLeadingZeroPosition``).
        func position() {
            var after = index
            while isByte(after, "0") { after += 1 }
            guard after < end, bytes[after] >= UInt8(ascii: "1"), bytes[after] <= UInt8(ascii: "9") else { return }
            while isDigit(after) { after += 1 }
            if isByte(after, "$") { index = after + 1 }
        }
        position()
        if case .variable(let name, let bracketed) = ending {
            return !bracketed && index + 2 == name.lowerBound && isByte(index, "#") && isByte(index + 1, "@")
                && !name.isEmpty
                && (extendedName || (name.lowerBound..<name.upperBound).allSatisfy { Self.isNameCharacter(bytes[$0]) })
                && name.upperBound + 1 == end
        }
        guard case .conversion(let conversion, _) = ending, !abandonedName else { return false }
        while index < end, Self.isFlag(bytes[index]) { index += 1 }
        if isByte(index, "*") {
            index += 1
            position()
        } else {
            while isDigit(index) { index += 1 }
        }
        if isByte(index, ".") {
            index += 1
            if isByte(index, "*") {
                index += 1
                position()
            } else {
                while isDigit(index) { index += 1 }
            }
        }
        while index < end, FormatPlaceholderParser.isLengthModifier(bytes[index]) { index += 1 }
        return index + 1 == end && bytes[index] == conversion
    }
}
