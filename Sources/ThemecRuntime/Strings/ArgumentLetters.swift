import Foundation
import ThemecFormat
import ThemecVocabulary

/// The argument lists of accessors as the format grammar writes them (``ThemecVocabulary/PlaceholderType``
/// letters), so a format a bundle holds is compared with what its accessor passes before
/// `String(format:)` ever reads it.
enum ArgumentLetters {
    /// The letters of the arguments an accessor passes (`@i` for a `String` and an `Int`); nil for an
    /// argument of a type no generated accessor passes.
    static func of(_ arguments: [any CVarArg]) -> String? {
        var letters = ""
        for argument in arguments {
            guard let letter = letter(argument) else { return nil }
            letters.append(letter)
        }
        return letters
    }

    /// The letter of one argument's type: the letter of the placeholder type whose accessor passes it.
    static func letter(_ argument: any CVarArg) -> Character? {
        types.first { passes(argument, for: $0) }?.letter
    }

    /// Every placeholder type, in the vocabulary's order (made once: a lookup asks for each argument).
    private static let types = PlaceholderType.allCases

    /// Whether `argument` is what a generated accessor hands `String(format:)` for a placeholder of
    /// `type`: its parameter (``ThemecVocabulary/PlaceholderType/swiftType``), or what the parameter is
    /// passed as (a raw pointer as an `OpaquePointer`). A type added to the vocabulary fails to compile
    /// here until the runtime knows its argument.
    static func passes(_ argument: any CVarArg, for type: PlaceholderType) -> Bool {
        switch type {
        case .object: argument is String || argument is NSString
        case .int: argument is Int
        case .uint: argument is UInt
        case .double: argument is Double
        case .char: argument is CChar
        case .unichar: argument is UInt16
        case .cString: argument is UnsafePointer<CChar>
        case .unicharString: argument is UnsafePointer<UInt16>
        case .pointer: argument is OpaquePointer
        }
    }

    /// The letters of the arguments `text` reads (``ThemecFormat/FormatSignature/argumentLetters``), or
    /// nil when it reads something no argument list can be passed to safely.
    static func read(by text: String) -> String? {
        FormatPlaceholderParser.parse(text).argumentLetters
    }
}
