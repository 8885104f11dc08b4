/// String-table files read, each by its index among ``StringsInputs/files``, and what reading
/// them found: one round of reading, or rounds one after another (``followed(by:)``).
///
/// A round is made from the documents a reading returns, and a later round is added by making
/// a new value, so what was read is never changed afterwards.
struct StringsRead: Sendable {
    /// file index → its document; nil for a file not read.
    let documents: [StringsDocument?]
    /// The documents' diagnostics: round by round, each round's in file order.
    let diagnostics: [Diagnostic]

    /// One round: of `fileCount` files, the `documents` of those at `indices` (ascending).
    init(fileCount: Int, indices: [Int], documents: [StringsDocument]) {
        var byIndex = [StringsDocument?](repeating: nil, count: fileCount)
        for (index, document) in zip(indices, documents) { byIndex[index] = document }
        self.documents = byIndex
        diagnostics = documents.flatMap(\.diagnostics)
    }

    private init(documents: [StringsDocument?], diagnostics: [Diagnostic]) {
        self.documents = documents
        self.diagnostics = diagnostics
    }

    /// These files and those `later` read (files neither read stay unread), with `later`'s
    /// diagnostics after these.
    func followed(by later: StringsRead) -> StringsRead {
        StringsRead(
            documents: zip(documents, later.documents).map { $0 ?? $1 },
            diagnostics: diagnostics + later.diagnostics)
    }

    /// The documents read of the files of `role` (the app's or the kit's), in file order.
    func documents(of role: InputRole) -> [StringsDocument] {
        documents.compactMap { $0 }.filter { $0.role == role }
    }
}
