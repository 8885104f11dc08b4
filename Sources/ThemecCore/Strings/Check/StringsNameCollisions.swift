/// `strings-identifier-collision`: keys of any table that become the same Swift name under
/// `L10n`, or a name that is also a namespace (errors naming both keys).
///
/// Runs on the finished tables, so the pipeline runs it beside rendering them.
enum StringsNameCollisions {
    static func check(_ tables: [StringsTable], into bag: inout DiagnosticBag) {
        // Owners are (table, key) indices. Keys come sorted, so a key's namespaces are mostly
        // its predecessor's: only the prefixes that differ from the previous path are looked up.
        var members: [[String]: KeyIndex] = [:]
        var namespaces: [[String]: KeyIndex] = [:]
        for (tableIndex, table) in tables.enumerated() {
            var previous: [String] = []
            for (keyIndex, key) in table.keys.enumerated() {
                var shared = 0
                while shared < min(previous.count, key.path.count), previous[shared] == key.path[shared] { shared += 1 }
                // The previous path's namespaces (lengths up to its count - 1) are in already.
                for length in 1..<max(1, key.path.count) where length > min(shared, previous.count - 1) {
                    let prefix = Array(key.path[..<length])
                    if namespaces[prefix] == nil { namespaces[prefix] = KeyIndex(table: tableIndex, key: keyIndex) }
                }
                previous = key.path
            }
        }
        for (tableIndex, table) in tables.enumerated() {
            for (keyIndex, key) in table.keys.enumerated() {
                var swiftName: String { "L10n." + key.path.map(SwiftIdentifier.unescaped).joined(separator: ".") }
                let name = StringsChecker.display(key.key)
                /// Reports this key against `owner`, the key that already has its name.
                func collides(with owner: KeyIndex, _ what: (_ otherName: String, _ otherTable: String) -> String) {
                    let other = tables[owner.table].keys[owner.key]
                    let otherName = StringsChecker.display(other.key)
                    bag.emit(
                        StringsRules.identifierCollision, what(otherName, tables[owner.table].name),
                        at: key.location, notes: [DiagnosticNote("'\(otherName)' is here", at: other.location)],
                        keys: [name, otherName])
                }
                if let owner = members[key.path] {
                    collides(with: owner) { otherName, otherTable in
                        "'\(name)' (\(table.name)) and '\(otherName)' (\(otherTable)) both become \(swiftName); "
                            + "rename one of the keys"
                    }
                    continue
                }
                if let owner = namespaces[key.path] {
                    collides(with: owner) { otherName, otherTable in
                        "'\(name)' (\(table.name)) becomes \(swiftName), which is also the namespace of '\(otherName)' "
                            + "(\(otherTable)); rename one of the keys"
                    }
                    continue
                }
                members[key.path] = KeyIndex(table: tableIndex, key: keyIndex)
            }
        }
    }

    /// A key by its table's index and its own index in the table.
    private struct KeyIndex {
        var table: Int
        var key: Int
    }
}
