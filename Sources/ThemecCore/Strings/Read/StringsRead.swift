/// String-table files read, each by its index among ``StringsInputs/files``, and the order they
/// were read in: one round of reading, or rounds one after another (``followed(by:)``). What
/// reading found is in each document; checking them comes next (``CheckedDocuments``).
///
/// A round is made from the documents a reading returns, and a later round is added by making
/// a new value, so what was read is never changed afterwards.
struct StringsRead: Sendable {
    /// file index → its document; nil for a file not read.
    let documents: [Checked<StringsDocument>?]
    /// The indices of the files read: round by round, each round's in file order.
    let order: [Int]

    /// One round: of `fileCount` files, the `documents` of those at `indices` (ascending).
    init(fileCount: Int, indices: [Int], documents: [Checked<StringsDocument>]) {
        var byIndex = [Checked<StringsDocument>?](repeating: nil, count: fileCount)
        for (index, document) in zip(indices, documents) { byIndex[index] = document }
        self.documents = byIndex
        order = indices
    }

    private init(documents: [Checked<StringsDocument>?], order: [Int]) {
        self.documents = documents
        self.order = order
    }

    /// The documents read, in the order they were read.
    var inReadingOrder: [Checked<StringsDocument>] { order.map { documents[$0]! } }

    /// These files and those `later` read (files neither read stay unread), `later`'s after
    /// these in the reading order.
    func followed(by later: StringsRead) -> StringsRead {
        StringsRead(documents: zip(documents, later.documents).map { $0 ?? $1 }, order: order + later.order)
    }
}
