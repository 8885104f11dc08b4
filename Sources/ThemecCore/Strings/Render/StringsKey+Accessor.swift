extension StringsKey {
    /// Whether the key's accessor is a `static var` (a plain text without placeholders) rather than a
    /// `static func` taking ``accessorParameters``. One answer for the accessors a module declares and the
    /// forwarders an app declares to its kit's, so the two always agree.
    var isVariable: Bool {
        guard case .text = value else { return false }
        return parameters.isEmpty
    }
}
