/// `strings-kit-identifier-collision`: in an app that names its kit, an app key and a different kit
/// key that become the same Swift name in the app's `L10n`, which shows both (`menu.profile` and the
/// kit's `Menu.Profile` are both `L10n.Menu.profile`), or a name that is a member of one and a
/// namespace of the other. Reported at the app key, with the kit key as a note.
///
/// A kit key the app overrides (the same key in the same table) is the app's own accessor, so only the
/// kit's other keys are compared; what two of the app's keys share is `strings-identifier-collision`'s.
/// Runs on the finished tables, so the pipeline runs it beside rendering them.
enum KitNameCollisions {
    static func check(_ tables: [StringsTable], kit: KitStrings, into bag: inout DiagnosticBag) {
        var overridden: Set<TableKey> = []
        for table in tables {
            for key in table.keys { overridden.insert(TableKey(table: table.name, key: key.key)) }
        }
        // The app's name of every kit key the app shows through the kit, and of every namespace they
        // are in. Keys come sorted, so only the prefixes that differ from the previous path are new.
        var members: [[String]: KeyIndex] = [:]
        var namespaces: [[String]: KeyIndex] = [:]
        for (tableIndex, table) in kit.tables.enumerated() {
            var previous: [String] = []
            for (keyIndex, key) in table.keys.enumerated()
            where !overridden.contains(TableKey(table: table.name, key: key.key)) {
                let path = key.path.map(kit.appName)
                let shared = sharedCount(previous, path)
                for length in 1..<max(1, path.count) where length > min(shared, previous.count - 1) {
                    let prefix = Array(path[..<length])
                    if namespaces[prefix] == nil { namespaces[prefix] = KeyIndex(table: tableIndex, key: keyIndex) }
                }
                if members[path] == nil { members[path] = KeyIndex(table: tableIndex, key: keyIndex) }
                previous = path
            }
        }
        guard !members.isEmpty else { return }
        for table in tables {
            var previous: [String] = []
            for key in table.keys {
                let name = StringsChecker.display(key.key)
                /// Reports this key against `owner`, the kit's key whose name it takes.
                func collides(with owner: KeyIndex, _ what: (_ kitName: String, _ kitTable: String) -> String) {
                    let other = kit.tables[owner.table].keys[owner.key]
                    let otherName = StringsChecker.display(other.key)
                    bag.emit(
                        StringsRules.kitIdentifierCollision, what(otherName, kit.tables[owner.table].name),
                        at: key.location,
                        notes: [DiagnosticNote("\(kit.module)'s '\(otherName)' is here", at: other.location)],
                        keys: [name, otherName])
                }
                let swiftName = swiftName(key.path)
                if let owner = members[key.path] {
                    collides(with: owner) { kitName, kitTable in
                        "'\(name)' (\(table.name)) becomes \(swiftName), the name of \(kit.module)'s '\(kitName)' "
                            + "(\(kitTable)) in this app's L10n; an app key overrides a kit key only when written "
                            + "as the kit writes it, in the same table: write '\(kitName)' in \(kitTable) to override "
                            + "it, or rename this key"
                    }
                    continue
                }
                if let owner = namespaces[key.path] {
                    collides(with: owner) { kitName, kitTable in
                        "'\(name)' (\(table.name)) becomes \(swiftName), which is also the namespace of "
                            + "\(kit.module)'s '\(kitName)' (\(kitTable)) in this app's L10n; rename this key"
                    }
                    continue
                }
                // A namespace of this key that is a kit key, reported at the first app key in it: keys come
                // sorted, so the namespaces this key shares with `previous` were looked at for that key.
                let shared = sharedCount(previous, key.path)
                for length in 1..<max(1, key.path.count) where length > min(shared, previous.count - 1) {
                    let namespace = Array(key.path[..<length])
                    guard let owner = members[namespace] else { continue }
                    collides(with: owner) { kitName, kitTable in
                        "'\(name)' (\(table.name)) becomes \(swiftName), whose namespace \(self.swiftName(namespace)) "
                            + "is also \(kit.module)'s '\(kitName)' (\(kitTable)) in this app's L10n; rename this key"
                    }
                    break
                }
                previous = key.path
            }
        }
    }

    /// How many leading names two paths share.
    private static func sharedCount(_ lhs: [String], _ rhs: [String]) -> Int {
        var shared = 0
        while shared < min(lhs.count, rhs.count), lhs[shared] == rhs[shared] { shared += 1 }
        return shared
    }

    /// A path as messages name it: `L10n.Menu.profile`.
    private static func swiftName(_ path: [String]) -> String {
        "L10n." + path.map(SwiftIdentifier.unescaped).joined(separator: ".")
    }

    /// A key of a table, by name: an app key overrides the kit key with the same one.
    private struct TableKey: Hashable {
        var table: String
        var key: String
    }

    /// A kit key by its table's index and its own index in the table.
    private struct KeyIndex {
        var table: Int
        var key: Int
    }
}
