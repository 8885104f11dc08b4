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
    /// The names of ``members``, so a name already taken is found without a scan.
    private var memberNames: Set<String> = []
    var children: [String: NamespaceNode] = [:]

    static func build(_ tables: [StringsTable]) -> NamespaceNode {
        var root = NamespaceNode()
        for table in tables.indices.sorted(by: { tables[$0].name < tables[$1].name }) {
            let keys = tables[table].keys
            for key in keys.indices.sorted(by: { keys[$0].key < keys[$1].key }) {
                // A collision is an error, so it never reaches here unless the rule is switched
                // off; then the first key keeps the name and the output still compiles.
                root.insert(Member(table: table, key: key), at: keys[key].path[...])
            }
        }
        root.sortMembers(tables)
        return root
    }

    private mutating func insert(_ member: Member, at path: ArraySlice<String>) {
        if path.count == 1 {
            guard memberNames.insert(path.first!).inserted else { return }
            members.append(member)
            return
        }
        children[path.first!, default: NamespaceNode()].insert(member, at: path.dropFirst())
    }

    /// Members by name, then table name, then key.
    private mutating func sortMembers(_ tables: [StringsTable]) {
        func order(_ member: Member) -> (String, String, String) {
            (tables[member.table].keys[member.key].path.last!, tables[member.table].name, tables[member.table].keys[member.key].key)
        }
        members.sort { order($0) < order($1) }
        for name in children.keys { children[name]!.sortMembers(tables) }
    }
}
