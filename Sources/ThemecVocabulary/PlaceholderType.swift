/// The Swift type a format placeholder takes as its argument, and what themec's compiler, its format
/// grammar and the runtime all know of each (``facts``): the conversion characters that read it, the
/// parameter type a generated accessor declares and how it passes it, its letter in an argument list,
/// and whether a plural can choose its form by it.
///
/// A new type is a case here and its entry in ``facts``; the compiler then points at each place left to
/// fill (`Docs/Architecture.md`, "A new placeholder type").
package enum PlaceholderType: String, Sendable, Equatable, Comparable, CaseIterable {
    case object, int, uint, double, char, unichar, cString, unicharString, pointer

    /// What is known of one placeholder type.
    package struct Facts: Sendable {
        /// The conversion characters that read the type, ASCII, the one messages show first (`d` of `diD`).
        package var conversions: String
        /// The type's letter in an argument list (``argumentLetters`` of the format grammar): one
        /// character, distinct from every other type's.
        package var letter: Character
        /// The parameter type a generated accessor declares, as messages name it (`UnsafePointer<CChar>`);
        /// the code names it module-qualified (``PlaceholderType/swiftType``).
        package var typeName: String
        /// The type in words for messages (`C string`), after the conversion: `%s (C string)`.
        package var spokenName: String
        /// The Swift type `String(format:)` is handed the parameter as, when the parameter is no
        /// `CVarArg` itself (a raw pointer goes as an `OpaquePointer`, the same address); nil for the
        /// parameter itself.
        package var passedAs: String?
        /// Whether the argument is a number, which a plural can choose its form by.
        package var isNumber: Bool
    }

    /// The type's entry: the one table of the placeholder types. (Inlined into the properties below, so
    /// that ``letter``, which each lookup's argument list reads, costs what a switch of its own did.)
    @inline(__always) package var facts: Facts {
        switch self {
        case .object:
            Facts(
                conversions: "@", letter: "@", typeName: "String", spokenName: "String", passedAs: nil,
                isNumber: false)
        case .int:
            Facts(
                conversions: "diD", letter: "i", typeName: "Int", spokenName: "Int", passedAs: nil,
                isNumber: true)
        case .uint:
            Facts(
                conversions: "uUxXoO", letter: "u", typeName: "UInt", spokenName: "UInt", passedAs: nil,
                isNumber: true)
        case .double:
            Facts(
                conversions: "fFeEgGaA", letter: "f", typeName: "Double", spokenName: "Double", passedAs: nil,
                isNumber: true)
        case .char:
            Facts(
                conversions: "c", letter: "c", typeName: "CChar", spokenName: "CChar", passedAs: nil,
                isNumber: false)
        case .unichar:
            Facts(
                conversions: "C", letter: "C", typeName: "UInt16", spokenName: "UInt16", passedAs: nil,
                isNumber: false)
        case .cString:
            Facts(
                conversions: "s", letter: "s", typeName: "UnsafePointer<CChar>", spokenName: "C string",
                passedAs: nil, isNumber: false)
        case .unicharString:
            Facts(
                conversions: "S", letter: "S", typeName: "UnsafePointer<UInt16>",
                spokenName: "UTF-16 string", passedAs: nil, isNumber: false)
        case .pointer:
            // `n` (an argument skipped, nothing printed) and `P` (a length-prefixed string) read a pointer
            // too; the grammar reports both as unsupported.
            Facts(
                conversions: "pnP", letter: "p", typeName: "UnsafeRawPointer", spokenName: "pointer",
                passedAs: "OpaquePointer", isNumber: false)
        }
    }

    /// The type's letter in an argument list: `@` an object (`String`), `i` a signed integer (`Int`),
    /// `u` an unsigned one (`UInt`), `f` a floating-point number (`Double`), `c` a `char` (`CChar`), `C`
    /// a `unichar` (`UInt16`), `s` a C string, `S` a UTF-16 string, `p` a pointer.
    package var letter: Character { facts.letter }

    /// The parameter type in generated code (module-qualified, so no key can shadow it):
    /// `Swift.UnsafePointer<Swift.CChar>` for ``Facts/typeName`` `UnsafePointer<CChar>`.
    package var swiftType: String {
        var qualified = "Swift."
        for character in facts.typeName {
            qualified.append(character)
            if character == "<" || character == " " { qualified += "Swift." }
        }
        return qualified
    }

    /// Whether the argument is a number (`d`, `u`, `f` and their kin), which a plural can choose its
    /// form by.
    package var isNumber: Bool { facts.isNumber }

    /// `String`, `Int`, … for messages: ``swiftType`` without the module names.
    package var name: String { facts.typeName }

    /// `%@ (String)`, `%s (C string)`: the type for messages, by its first conversion.
    package var display: String { "%\(facts.conversions.prefix(1)) (\(facts.spokenName))" }

    /// The expression that passes the parameter `name` to `String(format:)` as a `CVarArg`: the
    /// parameter itself, or the type it is passed as around it (`Swift.OpaquePointer(p2)`).
    package func formatArgument(_ name: String) -> String {
        facts.passedAs.map { "Swift.\($0)(\(name))" } ?? name
    }

    /// The type a conversion character reads (`d` reads an `int`), by its ASCII byte; nil for a byte that
    /// is no conversion.
    package init?(conversion byte: UInt8) {
        guard byte < 0x80, let type = Self.byConversion[Int(byte)] else { return nil }
        self = type
    }

    /// The type of a ``letter``; nil for a character that is none.
    package init?(letter: Character) {
        guard let type = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = type
    }

    /// The type each ASCII byte reads as a conversion character, from ``Facts/conversions``, made once.
    private static let byConversion: [PlaceholderType?] = {
        var table = [PlaceholderType?](repeating: nil, count: 0x80)
        for type in allCases {
            for byte in type.facts.conversions.utf8 where byte < 0x80 { table[Int(byte)] = type }
        }
        return table
    }()

    /// Ordered by raw value, for sorted messages.
    package static func < (lhs: PlaceholderType, rhs: PlaceholderType) -> Bool { lhs.rawValue < rhs.rawValue }
}
