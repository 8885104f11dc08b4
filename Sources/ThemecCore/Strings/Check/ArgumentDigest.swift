import ThemecFormat
import ThemecVocabulary

/// What a format string's placeholders read, packed so that two strings compare without
/// allocating: the type of the first placeholder of each argument 1…8, and whether a later
/// placeholder reads one of them as another type.
///
/// A locale's values are compared with the reference's this way, one per value with a `%`.
/// It is equal for two strings exactly when their ``FormatSignature/arguments`` are, as long as
/// neither is ``isIncomplete``: a problem, an unsupported placeholder, a plural variable
/// reference, or an argument outside 1…8, which the digest does not describe; those strings are
/// checked through the full ``FormatSignature``.
struct ArgumentDigest: FormatPlaceholderSink, Equatable, Sendable {
    /// Per argument 1…8: 0 when nothing reads it, else the type's ``code(_:)``.
    private var firstTypes = SIMD8<UInt8>()
    /// Some argument is read as two different types.
    private(set) var hasConflicts = false
    /// The digest does not describe the string (see the type's summary).
    private(set) var isIncomplete = false

    init() {}

    /// The digest of what ``FormatSignature/arguments`` gives.
    init(_ arguments: [Int: PlaceholderType]) {
        for (argument, type) in arguments { record(argument, type) }
    }

    /// Whether an argument below the highest one read is never read.
    var leavesGaps: Bool {
        var highest = 0
        var read = 0
        for argument in 0..<8 where firstTypes[argument] != 0 {
            highest = argument + 1
            read += 1
        }
        return read < highest
    }

    mutating func placeholder(
        argument: Int, type: PlaceholderType, positional: Bool, range: Range<Int>,
        text: @autoclosure () -> String, variable: @autoclosure () -> String?
    ) {
        if variable() != nil { isIncomplete = true }
        record(argument, type)
    }

    mutating func problem(_ message: @autoclosure () -> String) {
        isIncomplete = true
    }

    mutating func unsupported(_ message: @autoclosure () -> String) {
        isIncomplete = true
    }

    /// Every placeholder type, in the vocabulary's order.
    private static let types = PlaceholderType.allCases

    /// A number per placeholder type, never 0 ("nothing reads it"): its place in the vocabulary's order,
    /// from 1.
    private static func code(_ type: PlaceholderType) -> UInt8 {
        for (index, each) in types.enumerated() where each == type { return UInt8(index + 1) }
        return UInt8(types.count + 1)
    }

    private mutating func record(_ argument: Int, _ type: PlaceholderType) {
        guard argument >= 1 && argument <= 8 else {
            isIncomplete = true
            return
        }
        let current = firstTypes[argument - 1]
        let code = Self.code(type)
        if current == 0 {
            firstTypes[argument - 1] = code
        } else if current != code {
            hasConflicts = true
        }
    }
}
