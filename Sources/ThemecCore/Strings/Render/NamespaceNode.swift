/// The namespace tree under `L10n`: members and child namespaces by name.
///
/// Members are positions in the model's tables, not copies of the keys, so building, sorting
/// and dropping a tree of thousands of keys moves integers. Built from sorted tables and keys,
/// so the output order never depends on input order.
struct NamespaceNode: Sendable {
    /// A key of the model: the index of its table in `tables` and of the key in that table.
    struct Member: Sendable {
        var table: Int
        var key: Int
    }

    var members: [Member] = []
    var children: [String: NamespaceNode] = [:]

    static func build(_ tables: [StringsTable]) -> NamespaceNode {
        var root = NamespaceNode()
        for table in tables.indices.sorted(by: { tables[$0].name < tables[$1].name }) {
            let keys = tables[table].keys
            for key in keys.indices.sorted(by: { keys[$0].key < keys[$1].key }) {
                root.insert(Member(table: table, key: key), at: keys[key].path[...])
            }
        }
        root.sortMembers(tables)
        return root
    }

    private mutating func insert(_ member: Member, at path: ArraySlice<String>) {
        if path.count == 1 {
            members.append(member)
            return
        }
        children[path.first!, default: NamespaceNode()].insert(member, at: path.dropFirst())
    }

    /// Members by name, then table name, then key; of members with the same name only the
    /// first stays. A collision is an error, so two names meet here only when the rule is
    /// switched off; then the first key (by table, then key) keeps the name and the output
    /// still compiles.
    private mutating func sortMembers(_ tables: [StringsTable]) {
        func name(_ member: Member) -> String { tables[member.table].keys[member.key].path.last! }
        func order(_ member: Member) -> (String, String, String) {
            (name(member), tables[member.table].name, tables[member.table].keys[member.key].key)
        }
        members.sort { order($0) < order($1) }
        var kept: [Member] = []
        kept.reserveCapacity(members.count)
        for member in members where kept.last.map(name) != name(member) {
            kept.append(member)
        }
        members = kept
        for name in children.keys { children[name]!.sortMembers(tables) }
    }
}
