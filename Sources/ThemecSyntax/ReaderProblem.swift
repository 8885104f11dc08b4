/// A problem a reader found in its input: what kind, the message (the C library's or the reader's
/// own) and where. The YAML and XML readers both report this one type; the compiler turns each into
/// a diagnostic.
package struct ReaderProblem: Sendable, Equatable {
    /// The kinds of problem the readers find.
    package enum Kind: Sendable, Equatable {
        /// The library rejected the text (YAML or XML that is not well-formed, a bad encoding, a
        /// truncated file).
        case syntax
        /// Nesting deeper than the reader allows.
        case depthLimit
        /// YAML: a key appears twice in one mapping; the payload is where it first appeared.
        case duplicateKey(first: SourcePosition)
        /// YAML: aliases would expand past the reader's node budget.
        case aliasLimit
        /// YAML: a key that is a mapping or a list.
        case complexKey
        /// YAML: an alias names no anchor seen before it.
        case unknownAlias
        /// YAML: more than one document in the stream.
        case extraDocument
        /// XML: the document declares or uses an entity; themec never expands them.
        case entity
    }

    /// What kind of problem it is.
    package var kind: Kind
    /// The library's message, or the reader's.
    package var message: String
    /// Where it is.
    package var position: SourcePosition

    /// A problem of `kind` at `position`.
    package init(kind: Kind, message: String, position: SourcePosition) {
        self.kind = kind
        self.message = message
        self.position = position
    }
}
