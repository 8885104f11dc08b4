import Foundation
import ThemecFormat

/// The argument lists of accessors as the format grammar writes them (``ThemecFormat/PlaceholderType``
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

    /// The letter of one argument's type.
    static func letter(_ argument: any CVarArg) -> Character? {
        switch argument {
        case is String, is NSString: "@"
        case is Int: "i"
        case is UInt: "u"
        case is Double: "f"
        case is CChar: "c"
        case is UInt16: "C"
        case is UnsafePointer<CChar>: "s"
        case is UnsafePointer<UInt16>: "S"
        case is OpaquePointer: "p"
        default: nil
        }
    }

    /// The letters of the arguments `text` reads (``ThemecFormat/FormatSignature/argumentLetters``), or
    /// nil when it reads something no argument list can be passed to safely.
    static func read(by text: String) -> String? {
        FormatPlaceholderParser.parse(text).argumentLetters
    }
}
