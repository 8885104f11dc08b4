/// The documents of the rounds of reading, each checked on its own (``StringsValueChecks``: empty
/// values, malformed placeholders, plural forms against their variable): the first step of
/// checking, which the merges into the reference and kit tables take.
struct CheckedDocuments: Sendable {
    /// file index → its checked document; nil for a file not read.
    let documents: [StringsDocument?]

    /// The documents of `read`, checked (`checked` holds them in `read`'s reading order), with
    /// what reading and checking each found, file by file in reading order (each file's reading
    /// findings before its values').
    static func of(_ read: StringsRead, checked: [Checked<StringsDocument>]) -> Checked<CheckedDocuments> {
        var bag = DiagnosticBag()
        var byIndex = [StringsDocument?](repeating: nil, count: read.documents.count)
        for (index, document) in zip(read.order, checked) { byIndex[index] = bag.take(document) }
        return Checked(CheckedDocuments(documents: byIndex), found: bag)
    }

    /// The checked documents of the files of `role` (the app's or the kit's), in file order.
    func documents(of role: InputRole) -> [StringsDocument] {
        documents.compactMap { $0 }.filter { $0.role == role }
    }
}
