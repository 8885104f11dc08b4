import ThemecFormat

/// How messages name a placeholder type: beside the strings stage's steps, since the read step's
/// structure errors and the check's comparisons both name one.
extension PlaceholderType {
    /// `%@ (String)` style name for messages.
    var display: String {
        switch self {
        case .object: "%@ (String)"
        case .int: "%d (Int)"
        case .uint: "%u (UInt)"
        case .double: "%f (Double)"
        case .char: "%c (CChar)"
        case .unichar: "%C (UInt16)"
        case .cString: "%s (C string)"
        case .unicharString: "%S (UTF-16 string)"
        case .pointer: "%p (pointer)"
        }
    }
}
