extension SwiftIdentifier {
    /// Whether `name` can stand as a Swift type or module name as written: ASCII letters, digits
    /// and underscores, not starting with a digit, and not a keyword.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let allowed = name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        return allowed && escapedIfKeyword(name) == name
    }
}
