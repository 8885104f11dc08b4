/// Findings that more than one step of the strings stage makes, each made in one place: the read
/// step reports them for the files it parses and the check for the files it takes from their bytes.
enum StringsFindings {
    /// A key defined again in one file, at `location`, first defined at `first`: Apple keeps the
    /// last value, so this one replaces the first.
    static func duplicateKey(
        _ key: String, at location: SourceLocation, first: SourceLocation, into bag: inout DiagnosticBag
    ) {
        bag.emit(
            StringsRules.duplicateKey,
            "key '\(SwiftLiteral.commentSafe(key))' is defined again; this value (line "
                + "\(location.position.line)) replaces the one on line \(first.position.line)",
            at: location, notes: [DiagnosticNote("first defined here", at: first)],
            keys: [SwiftLiteral.commentSafe(key)])
    }
}
