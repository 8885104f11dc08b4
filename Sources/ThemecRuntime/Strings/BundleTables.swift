import Foundation

/// One bundle's string tables as lookups read them: its localizations (the `.lproj` folders, or the
/// bundle itself when it is one), and each table file read and parsed once, on first use.
///
/// Tables are read with `PropertyListSerialization` on every platform (text and binary `.strings`,
/// XML and binary `.stringsdict`), never through `Bundle.localizedString`, so Linux and Apple platforms
/// run the same code, and what a lookup finds is what ``L10nLookup/validate(_:)`` checks.
final class BundleTables: @unchecked Sendable {
    /// The bundle.
    let bundle: Bundle
    /// The bundle's path, for messages.
    let path: String
    /// Where its resources are; nil when its folder cannot be listed.
    let root: String?
    /// The localizations, sorted: the names of its `.lproj` folders without the extension (`Base`
    /// among them), or, for a bundle that is itself an `.lproj` folder, that folder's name.
    let localizations: [String]
    /// The names of the tables (`.strings`, `.stringsdict`) in any of its localizations or its root.
    let tableNames: Set<String>
    /// Whether the bundle is itself an `.lproj` folder (a bundle made of `de.lproj`).
    private let isLocalizationFolder: Bool

    private let lock = NSLock()
    private var tables: [TableKey: StringTable] = [:]

    /// A table of one localization (nil: the bundle's root, unlocalized).
    private struct TableKey: Hashable {
        let localization: String?
        let name: String
    }

    init(_ bundle: Bundle) {
        self.bundle = bundle
        path = bundle.bundlePath
        let root = bundle.resourcePath ?? bundle.bundlePath
        let manager = FileManager.default
        let folder = (bundle.bundlePath as NSString).lastPathComponent
        isLocalizationFolder = folder.hasSuffix(".lproj")
        guard let names = try? manager.contentsOfDirectory(atPath: root) else {
            self.root = nil
            localizations = []
            tableNames = []
            return
        }
        self.root = root
        var localizations: [String] = []
        var tableNames = Set<String>()
        func addTables(_ files: [String]) {
            for file in files {
                if file.hasSuffix(".strings") { tableNames.insert(String(file.dropLast(8))) }
                if file.hasSuffix(".stringsdict") { tableNames.insert(String(file.dropLast(12))) }
            }
        }
        addTables(names)
        if isLocalizationFolder {
            localizations = [String(folder.dropLast(6))]
        } else {
            for name in names where name.hasSuffix(".lproj") {
                localizations.append(String(name.dropLast(6)))
                addTables((try? manager.contentsOfDirectory(atPath: root + "/" + name)) ?? [])
            }
        }
        self.localizations = localizations.sorted()
        self.tableNames = tableNames
    }

    /// The table `name` of `localization` (nil: the root's), read on first use; an empty table when
    /// the bundle has no such file.
    func table(_ name: String, localization: String?) -> StringTable {
        let key = TableKey(localization: localization, name: name)
        lock.lock()
        defer { lock.unlock() }
        if let table = tables[key] { return table }
        let table = StringTable(base: basePath(name, localization: localization))
        tables[key] = table
        return table
    }

    /// The path of a table's files without their extension, or nil when the bundle has none.
    private func basePath(_ name: String, localization: String?) -> String? {
        guard let root else { return nil }
        guard let localization else { return isLocalizationFolder ? nil : root + "/" + name }
        if isLocalizationFolder { return localizations.first == localization ? root + "/" + name : nil }
        return root + "/" + localization + ".lproj/" + name
    }
}

/// One table of one localization of a bundle: its `.strings` and `.stringsdict` entries (the
/// `.stringsdict`'s win for a key in both), and what could not be read.
struct StringTable: Sendable {
    /// The entries by key.
    let entries: [String: LocalizedValue]
    /// Whether either file exists.
    let exists: Bool
    /// Why a file that exists could not be read, one message each.
    let problems: [String]

    /// Reads `base.strings` and `base.stringsdict` (nil: no table).
    init(base: String?) {
        var entries: [String: LocalizedValue] = [:]
        var exists = false
        var problems: [String] = []
        if let base {
            for (suffix, isDictionary) in [(".strings", false), (".stringsdict", true)] {
                let path = base + suffix
                guard FileManager.default.fileExists(atPath: path) else { continue }
                exists = true
                guard let data = FileManager.default.contents(atPath: path) else {
                    problems.append("\(path) cannot be read")
                    continue
                }
                if data.allSatisfy(Self.isBlank) { continue }
                guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
                    let dictionary = plist as? [String: Any]
                else {
                    problems.append("\(path) cannot be read as a string table")
                    continue
                }
                for (key, value) in dictionary {
                    guard let value = LocalizedValue(propertyList: value) else { continue }
                    if isDictionary || entries[key] == nil { entries[key] = value }
                }
            }
        }
        self.entries = entries
        self.exists = exists
        self.problems = problems
    }

    /// A space, tab or line break: a file of only these holds no entries.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
