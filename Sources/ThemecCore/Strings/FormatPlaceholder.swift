import Foundation

/// The Swift type a format placeholder takes as its argument.
public enum PlaceholderType: String, Sendable, Equatable, Comparable {
    case object, int, uint, double, char, unichar, cString, pointer

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
        case .pointer: "Swift.UnsafeRawPointer"
        }
    }

    public static func < (lhs: PlaceholderType, rhs: PlaceholderType) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One `%…` conversion in a format string.
public struct FormatPlaceholder: Sendable, Equatable {
    /// The placeholder as written (`%1$@`, `%.2f`).
    public var text: String
    /// The 1-based argument position it reads, after numbering the unpositioned ones in order.
    public var argument: Int
    public var type: PlaceholderType
    /// Whether it was written with an explicit position (`%2$d`).
    public var positional: Bool
    /// A `%#@name@` plural variable reference (stringsdict), with the variable's name.
    public var variable: String?
}

/// The placeholders of a format string, and problems with how it is written.
public struct FormatSignature: Sendable, Equatable {
    public var placeholders: [FormatPlaceholder]
    /// Problems such as an unknown conversion or mixed positional and sequential placeholders.
    public var problems: [String]

    /// The type of each argument position, 1-based; positions nothing reads are absent.
    public var arguments: [Int: PlaceholderType] {
        var result: [Int: PlaceholderType] = [:]
        for placeholder in placeholders where result[placeholder.argument] == nil {
            result[placeholder.argument] = placeholder.type
        }
        return result
    }

    /// The number of arguments the string consumes (the highest position read).
    public var argumentCount: Int { placeholders.map(\.argument).max() ?? 0 }

    /// Placeholders that appear more than once with different types for the same argument.
    public var conflictingArguments: [Int] {
        var seen: [Int: PlaceholderType] = [:]
        var conflicts: Set<Int> = []
        for placeholder in placeholders {
            if let type = seen[placeholder.argument], type != placeholder.type { conflicts.insert(placeholder.argument) }
            seen[placeholder.argument] = placeholder.type
        }
        return conflicts.sorted()
    }

    /// `%@, %d` style summary for messages.
    public var summary: String {
        let arguments = self.arguments
        guard !arguments.isEmpty else { return "no placeholders" }
        return arguments.keys.sorted().map { "\($0): \(arguments[$0]!.swiftType.replacingOccurrences(of: "Swift.", with: ""))" }
            .joined(separator: ", ")
    }
}

/// Parses `printf`-style placeholders as Foundation's `String(format:)` reads them:
/// `%[position$][flags][width][.precision][length]conversion`, plus `%%` and stringsdict's
/// `%#@variable@`.
public enum FormatPlaceholderParser {
    /// The problem of a string that numbers some placeholders but not others. Normal in a
    /// plural form, where the unnumbered one is the variable's own number.
    static let mixedProblem = "positional ('%1$@') and sequential ('%@') placeholders are mixed; number all of them"

    public static func parse(_ text: String) -> FormatSignature {
        // Most strings have no placeholder at all: answer those without decoding the text.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return FormatSignature(placeholders: [], problems: []) }
        var placeholders: [FormatPlaceholder] = []
        var problems: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var nextSequential = 1
        var sawPositional = false
        var sawSequential = false
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < scalars.count else {
                problems.append("a lone '%' ends the string; write '%%' for a percent sign")
                break
            }
            if scalars[index] == "%" {
                index += 1
                continue
            }
            // Position: digits followed by '$'.
            var position: Int?
            var lookahead = index
            var number = 0
            while lookahead < scalars.count, ("0"..."9").contains(scalars[lookahead]) {
                number = min(number * 10 + Int(scalars[lookahead].value - 48), 10_000)
                lookahead += 1
            }
            if lookahead > index, lookahead < scalars.count, scalars[lookahead] == "$" {
                position = number
                index = lookahead + 1
            }
            // Stringsdict variable: %#@name@
            if index < scalars.count, scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                guard end < scalars.count else {
                    problems.append("'%#@' starts a variable reference that is never closed with '@'")
                    break
                }
                let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
                let argument = position ?? nextSequential
                if position == nil { nextSequential += 1; sawSequential = true } else { sawPositional = true }
                placeholders.append(FormatPlaceholder(text: String(String.UnicodeScalarView(scalars[start...end])),
                                                      argument: argument, type: .int, positional: position != nil,
                                                      variable: name))
                index = end + 1
                continue
            }
            // Flags.
            while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) { index += 1 }
            // Width (a number or '*', which reads an Int argument first).
            if index < scalars.count, scalars[index] == "*" {
                placeholders.append(FormatPlaceholder(text: "*", argument: nextSequential, type: .int, positional: false))
                nextSequential += 1
                sawSequential = true
                index += 1
            } else {
                while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            }
            // Precision.
            if index < scalars.count, scalars[index] == "." {
                index += 1
                if index < scalars.count, scalars[index] == "*" {
                    placeholders.append(FormatPlaceholder(text: ".*", argument: nextSequential, type: .int, positional: false))
                    nextSequential += 1
                    sawSequential = true
                    index += 1
                } else {
                    while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
                }
            }
            // Length modifiers.
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else {
                problems.append("'\(String(String.UnicodeScalarView(scalars[start...])))' is an incomplete placeholder")
                break
            }
            let conversion = scalars[index]
            index += 1
            let written = String(String.UnicodeScalarView(scalars[start..<index]))
            let type: PlaceholderType
            switch conversion {
            case "@": type = .object
            case "d", "i", "D": type = .int
            case "u", "x", "X", "o", "O", "U": type = .uint
            case "f", "F", "e", "E", "g", "G", "a", "A": type = .double
            case "c": type = .char
            case "C": type = .unichar
            case "s": type = .cString
            case "S", "p": type = .pointer
            default:
                problems.append("'\(written)' is not a format placeholder; write '%%' for a percent sign")
                continue
            }
            let argument = position ?? nextSequential
            if position == nil {
                nextSequential += 1
                sawSequential = true
            } else {
                sawPositional = true
            }
            if position == 0 { problems.append("'\(written)': positions start at 1") }
            placeholders.append(FormatPlaceholder(text: written, argument: max(argument, 1), type: type,
                                                  positional: position != nil))
        }
        if sawPositional && sawSequential { problems.append(mixedProblem) }
        return FormatSignature(placeholders: placeholders, problems: problems)
    }
}
