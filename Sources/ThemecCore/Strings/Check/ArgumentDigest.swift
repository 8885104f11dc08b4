import ThemecFormat

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
    /// Per argument 1…8: 0 when nothing reads it, else ``PlaceholderType/code``.
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

    private mutating func record(_ argument: Int, _ type: PlaceholderType) {
        guard argument >= 1 && argument <= 8 else {
            isIncomplete = true
            return
        }
        let current = firstTypes[argument - 1]
        if current == 0 {
            firstTypes[argument - 1] = type.code
        } else if current != type.code {
            hasConflicts = true
        }
    }
}

extension PlaceholderType {
    /// A small number per type, never 0.
    var code: UInt8 {
        switch self {
        case .object: 1
        case .int: 2
        case .uint: 3
        case .double: 4
        case .char: 5
        case .unichar: 6
        case .cString: 7
        case .pointer: 8
        case .unicharString: 9
        }
    }
}
