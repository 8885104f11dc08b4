/// The namespace tree under `L10n`: members and child namespaces by name.
///
/// Members are positions in the model's tables, not copies of the keys, so building, sorting
/// and dropping a tree of thousands of keys moves integers. Built from sorted tables and keys,
/// so the output order never depends on input order.
///
/// In an app that names its kit, the tree is the app's `L10n` with the kit's keys it reaches
/// (``reaching(_:overridden:)``): a namespace only the kit has is a type alias of the kit's
/// (``kitAlias``), and in a namespace both have, each kit key the app does not override is a forwarder
/// to the kit's accessor (``kitMembers``).
struct NamespaceNode: Sendable {
    /// A key of the model: the index of its table in `tables` and of the key in that table.
    struct Member: Sendable {
        var table: Int
        var key: Int
    }

    var members: [Member] = []
    var children: [String: NamespaceNode] = [:]
    /// The kit's keys in this namespace that the app shows through forwarders, as positions in the kit's
    /// tables (``KitStrings/tables``): every one the app does not override, but for a name the app's
    /// `L10n` already gives one of its own keys or namespaces here.
    var kitMembers: [Member] = []
    /// The path of the kit's namespace this one stands for, in the kit's `L10n`, when no key of the app's
    /// is in it: the app declares it as a type alias of the kit's, which holds all of it.
    var kitAlias: [String]?

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
        members = Self.sortedByName(members, tables, name: name)
        for name in children.keys { children[name]!.sortMembers(tables) }
    }

    /// `members` by name, then table name, then key, the first of each name only.
    private static func sortedByName(
        _ members: [Member], _ tables: [StringsTable], name: (Member) -> String
    ) -> [Member] {
        func order(_ member: Member) -> (String, String, String) {
            (name(member), tables[member.table].name, tables[member.table].keys[member.key].key)
        }
        let sorted = members.sorted { order($0) < order($1) }
        var kept: [Member] = []
        kept.reserveCapacity(sorted.count)
        for member in sorted where kept.last.map(name) != name(member) {
            kept.append(member)
        }
        return kept
    }

    /// The app's tree (this one, built from the app's `tables`) with the keys of `kit` it reaches: each
    /// kit key but those the app overrides (`overridden`: table, then key) goes where the app's `L10n`
    /// shows it (``KitStrings/appName(_:)`` of each name of its path in the kit's `L10n`). A namespace
    /// with no key of the app's becomes a type alias of the kit's, and nothing below it is visited; in
    /// one the app has, the key is a forwarder. The root is always the app's.
    func reaching(_ kit: KitStrings, overridden: [String: Set<String>], appTables: [StringsTable]) -> NamespaceNode {
        var root = self
        for (table, kitTable) in kit.tables.enumerated() {
            let skipped = overridden[kitTable.name] ?? []
            for (index, key) in kitTable.keys.enumerated() where !skipped.contains(key.key) {
                root.insertKit(Member(table: table, key: index), path: key.path, depth: 0, kit: kit)
            }
        }
        root.sortKitMembers(kit, appTables: appTables)
        return root
    }

    private mutating func insertKit(_ member: Member, path: [String], depth: Int, kit: KitStrings) {
        if depth == path.count - 1 {
            kitMembers.append(member)
            return
        }
        let name = kit.appName(path[depth])
        guard children[name] != nil else {
            children[name] = NamespaceNode(kitAlias: Array(path[...depth]))
            return
        }
        // A namespace the app has: the kit's key is a forwarder in it (an alias already holds it).
        if children[name]!.kitAlias != nil { return }
        children[name]!.insertKit(member, path: path, depth: depth + 1, kit: kit)
    }

    /// The kit's members by name, then table name, then key, the first of each name only, and none
    /// whose name the app's `L10n` gives one of its own members or namespaces here (a
    /// `strings-kit-identifier-collision` error, so no file is kept; the tree is still well formed).
    private mutating func sortKitMembers(_ kit: KitStrings, appTables: [StringsTable]) {
        if !kitMembers.isEmpty {
            let taken = Set(members.map { appTables[$0.table].keys[$0.key].path.last! }).union(children.keys)
            func name(_ member: Member) -> String { kit.appName(kit.tables[member.table].keys[member.key].path.last!) }
            kitMembers = Self.sortedByName(kitMembers, kit.tables, name: name).filter { !taken.contains(name($0)) }
        }
        for name in children.keys where children[name]!.kitAlias == nil {
            children[name]!.sortKitMembers(kit, appTables: appTables)
        }
    }
}
