/// How a string key becomes a path of Swift names under `L10n`.
///
/// `"Menu.Profile"` in `Localizable` → `["Menu", "profile"]`; in table `Settings` →
/// `["Settings", "Menu", "profile"]`. Every dotted component but the last is a namespace
/// (`UpperCamel`), the last is the member (`lowerCamel`); both come from ``SwiftIdentifier``,
/// so the same key always gives the same name. Empty components (a leading, trailing or
/// doubled dot) are skipped: `"ending.with."` → `["Ending", "with"]`. Namespaces that would
/// shadow a module or a generated type, or that Swift forbids as member type names, get a
/// trailing underscore.
enum L10nNaming {
    static let defaultTable = "Localizable"
    /// Names a namespace may not take: modules the generated code qualifies types with, the
    /// generated types themselves, and names Swift rejects for nested types.
    static let reservedNamespaces: Set<String> = [
        "Swift", "Foundation", "L10n", "L10nLookup", "L10nModuleLookup", "Type",
        "Self", "Protocol", "Any", "Sendable",
    ]
    /// The most parts between dots (empty ones not counted) a key may have: every part but the
    /// last is a namespace nested in the one before, so deeper keys would make generated code
    /// that grows with the square of the key (`strings-key-too-deep`).
    static let maximumParts = 64

    /// How many parts `key` has when that is more than ``maximumParts``, else nil; only a key of
    /// that many dots is counted (a key has at most one part more than it has dots).
    static func partsOverMaximum(_ key: String) -> Int? {
        guard key.utf8.count > maximumParts,
            key.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count >= maximumParts
        else { return nil }
        let parts = partCount(key)
        return parts > maximumParts ? parts : nil
    }

    /// How many parts of `key` name something: its ``components(_:)`` that are not empty (at
    /// least one, as ``path(table:key:)`` names a key of dots only after itself).
    static func partCount(_ key: String) -> Int {
        max(components(key).reduce(0) { $0 + ($1.isEmpty ? 0 : 1) }, 1)
    }

    /// Member names `L10n` itself declares, which a key directly under it may not take.
    static let reservedRootMembers: Set<String> = ["validate"]

    static func namespace(_ component: String) -> String {
        let name = SwiftIdentifier.unescaped(SwiftIdentifier.upperCamel(component))
        if reservedNamespaces.contains(name) || SwiftIdentifier.keywords.contains(name) { return name + "_" }
        return name
    }

    static func member(_ component: String) -> String {
        SwiftIdentifier.lowerCamel(component)
    }

    static func path(table: String, key: String) -> [String] {
        var namespaces: [Substring: String] = [:]
        return path(table: table, key: key, namespaces: &namespaces)
    }

    /// ``path(table:key:)`` for many keys of one table: `namespaces` remembers the namespace
    /// names already made, since keys share their leading components. In a module that customises
    /// the kit `module`, no name is the module's (``KitStrings/appName(_:module:)``).
    static func path(
        table: String, key: String, namespaces: inout [Substring: String], avoiding module: String? = nil
    ) -> [String] {
        func namespace(_ component: String) -> String { KitStrings.appName(Self.namespace(component), module: module) }
        var path: [String] = table == defaultTable ? [] : [namespace(table)]
        var components = self.components(key)
        // Dots that separate nothing name nothing; a key of dots only is a name of its own.
        if components.contains(where: \.isEmpty) {
            components.removeAll(where: \.isEmpty)
            if components.isEmpty { components = [Substring(key)] }
        }
        for component in components.dropLast() {
            if let known = namespaces[component] {
                path.append(known)
            } else {
                let name = namespace(String(component))
                namespaces[component] = name
                path.append(name)
            }
        }
        let name = KitStrings.appName(member(components.last.map(String.init) ?? key), module: module)
        path.append(path.isEmpty && reservedRootMembers.contains(name) ? name + "_" : name)
        return path
    }

    /// The parts of `key` between dots, as `split(separator: ".", omittingEmptySubsequences:
    /// false)` gives them. An ASCII key (nearly every one) is cut at its `.` bytes, each of
    /// which is a whole character there; any other key is split by `Character`.
    static func components(_ key: String) -> [Substring] {
        var components: [Substring] = []
        var start = key.startIndex
        for index in key.utf8.indices {
            let byte = key.utf8[index]
            if byte >= 0x80 { return key.split(separator: ".", omittingEmptySubsequences: false) }
            if byte == UInt8(ascii: ".") {
                components.append(key[start..<index])
                start = key.utf8.index(after: index)
            }
        }
        components.append(key[start...])
        return components
    }
}
