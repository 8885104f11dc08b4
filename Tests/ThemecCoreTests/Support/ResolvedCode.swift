import Foundation

/// Swift code as the compiler resolved it, read from an ``IndexStore``: every declaration with the
/// file and line it is declared at, and every reference with the declaration it refers to and the
/// declaration whose code holds it (its caller). Paths are relative to a `Sources/` folder
/// (`ThemecCore/Strings/Read/StringsReader.swift`), so a planted file laid out like the sources
/// reads like one of them.
struct ResolvedCode: Sendable {
    /// A declaration the code makes.
    struct Declaration: Sendable {
        var usr: String
        var name: String
        var kind: Int
        var subkind: Int
        var path: String
        var line: Int
        /// The type (or extension) it is a member of.
        var parent: String?
        /// The property it is an accessor of.
        var property: String?
        /// Made by the compiler (a memberwise initializer, a stored property's accessors).
        var isImplicit: Bool
    }

    /// A name in the code and what it refers to.
    struct Reference: Sendable {
        var usr: String
        var name: String
        var path: String
        var line: Int
        var roles: UInt64
        /// The declaration whose code holds it: a function, an accessor, a property's initial value.
        var container: String?
    }

    /// `indexstore_symbol_kind_t`, as far as the rules use it.
    enum Kind {
        static let structure = 6
        static let variable = 13
        static let function = 12
        static let instanceMethod = 16
        static let classMethod = 17
        static let staticMethod = 18
        static let instanceProperty = 19
        static let classProperty = 20
        static let staticProperty = 21
        static let constructor = 22
        /// The subkinds of an accessor (getter, setter, observers, addressors, `_read`, `_modify`,
        /// `init`, `borrow`, `mutate`): reading or writing a property, not calling a function.
        static let accessorSubkinds: Set<Int> = [3, 4, 1000, 1001, 1002, 1003, 1014, 1015, 1016, 1017, 1018]
        /// The subkind of a subscript, which is called like a function.
        static let subscriptSubkind = 1011
    }

    /// Every declaration, by USR (its definition's, the first one read).
    private(set) var declarations: [String: Declaration] = [:]
    /// Every reference, in file order.
    private(set) var references: [Reference] = []
    /// The references each declaration's code holds, by the declaration's USR.
    private(set) var contained: [String: [Reference]] = [:]
    /// A property's accessors, by the property's USR.
    private(set) var accessors: [String: [String]] = [:]

    /// The code of `files`: each path (relative to `Sources/`) with its occurrences.
    init(files: [(path: String, occurrences: [IndexStore.Occurrence])]) {
        for (path, occurrences) in files { add(path, occurrences) }
    }

    /// The code of several reads together (the repository's, and files planted beside it).
    static func + (lhs: ResolvedCode, rhs: ResolvedCode) -> ResolvedCode {
        var sum = lhs
        for (usr, declaration) in rhs.declarations where sum.declarations[usr] == nil {
            sum.declarations[usr] = declaration
        }
        sum.references += rhs.references
        sum.contained.merge(rhs.contained) { $0 + $1 }
        sum.accessors.merge(rhs.accessors) { $0 + $1 }
        return sum
    }

    private mutating func add(_ path: String, _ occurrences: [IndexStore.Occurrence]) {
        for occurrence in occurrences {
            let roles = occurrence.roles
            if roles & (IndexStore.Role.definition | IndexStore.Role.declaration) != 0 {
                let parent = occurrence.relations.first { $0.roles & IndexStore.Role.childOf != 0 }?.usr
                let property = occurrence.relations.first { $0.roles & IndexStore.Role.accessorOf != 0 }?.usr
                if declarations[occurrence.usr] == nil {
                    declarations[occurrence.usr] = Declaration(
                        usr: occurrence.usr, name: occurrence.name, kind: occurrence.kind,
                        subkind: occurrence.subkind, path: path, line: occurrence.line, parent: parent,
                        property: property, isImplicit: roles & IndexStore.Role.implicit != 0)
                    if let property { accessors[property, default: []].append(occurrence.usr) }
                }
            } else if roles & IndexStore.Role.reference != 0 {
                let container = occurrence.relations.first {
                    $0.roles & (IndexStore.Role.containedBy | IndexStore.Role.calledBy) != 0
                }?.usr
                let reference = Reference(
                    usr: occurrence.usr, name: occurrence.name, path: path, line: occurrence.line, roles: roles,
                    container: container)
                references.append(reference)
                if let container { contained[container, default: []].append(reference) }
            }
        }
    }

    /// Whether `declaration` is a function a caller runs: a function, a method, an initializer, an
    /// operator or a subscript, and not a property's accessor (reading a property is taking data).
    static func isFunction(_ declaration: Declaration) -> Bool {
        switch declaration.kind {
        case Kind.function, Kind.instanceMethod, Kind.classMethod, Kind.staticMethod, Kind.constructor:
            !Kind.accessorSubkinds.contains(declaration.subkind)
        case Kind.instanceProperty:
            declaration.subkind == Kind.subscriptSubkind
        default:
            false
        }
    }

    /// Whether `declaration` is a property or a global variable that holds a value of its own (its
    /// getter is the compiler's), rather than one computed each time it is read.
    func isStored(_ declaration: Declaration) -> Bool {
        let properties = [Kind.variable, Kind.instanceProperty, Kind.classProperty, Kind.staticProperty]
        guard properties.contains(declaration.kind), declaration.subkind != Kind.subscriptSubkind else { return false }
        return !(accessors[declaration.usr] ?? []).contains { accessor in
            declarations[accessor].map { !$0.isImplicit } ?? false
        }
    }

    /// The USR of the type called `name` declared in the file `path`.
    func type(named name: String, in path: String) -> String? {
        declarations.values.first { $0.name == name && $0.path == path && $0.kind == Kind.structure }?.usr
    }

    /// The members of the type `usr` called `name` (a property and its accessors, or the overloads
    /// of a method), by USR.
    func members(named name: String, of usr: String) -> Set<String> {
        var found: Set<String> = []
        for declaration in declarations.values where declaration.parent == usr {
            guard declaration.name == name || declaration.name.hasPrefix(name + "(") else { continue }
            found.insert(declaration.usr)
            found.formUnion(accessors[declaration.usr] ?? [])
        }
        return found
    }

    /// A declaration's name as Swift writes it in full, its type after ` : ` for a property
    /// (`ThemecCore.Checked.diagnostics : Swift.Array<ThemecCore.Diagnostic>`), from its USR by
    /// the runtime's demangler; nil for a USR that is not a Swift mangled name.
    static func demangled(_ usr: String) -> String? {
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = "$s" + usr.dropFirst(2)
        guard let demangle = Demangler.function else { return nil }
        let result = mangled.withCString { demangle($0, strlen($0), nil, nil, 0) }
        guard let result else { return nil }
        defer { free(result) }
        return String(cString: result)
    }

    /// The Swift runtime's `swift_demangle`, which every Swift process has.
    private enum Demangler {
        typealias Function =
            @convention(c) (
                UnsafePointer<CChar>, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
            ) -> UnsafeMutablePointer<CChar>?

        static var function: Function? {
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_demangle") else { return nil }
            return unsafeBitCast(symbol, to: Function.self)
        }
    }
}

extension ResolvedCode {
    /// The code of `modules` whose files are under `sources` (a `Sources/` folder), from `store`:
    /// for each file the newest unit the store has, and `stale`, every Swift file under
    /// `folders` (relative to `sources`) that no unit holds or that changed after its unit was
    /// written (the index is then older than the code, and a rule checked on it proves nothing).
    static func read(
        _ store: IndexStore, modules: Set<String>, sources: URL, folders: [String]
    ) throws -> (code: ResolvedCode, stale: [String]) {
        let root = sources.resolvingSymlinksInPath().path + "/"
        var newest: [String: IndexStore.Unit] = [:]
        for unit in store.units() where modules.contains(unit.moduleName) && unit.mainFile.hasPrefix(root) {
            guard FileManager.default.fileExists(atPath: unit.mainFile) else { continue }
            let path = String(unit.mainFile.dropFirst(root.count))
            if let known = newest[path], known.modified >= unit.modified { continue }
            newest[path] = unit
        }
        var files: [(String, [IndexStore.Occurrence])] = []
        for path in newest.keys.sorted() {
            for record in newest[path]!.records { files.append((path, try store.occurrences(inRecord: record))) }
        }
        var stale: [String] = []
        for folder in folders {
            let enumerator = FileManager.default.enumerator(atPath: root + folder)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = folder + "/" + relative
                let attributes = try FileManager.default.attributesOfItem(atPath: root + path)
                let changed = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? .infinity
                guard let unit = newest[path] else {
                    stale.append("\(path) has no unit in the index")
                    continue
                }
                if unit.modified < changed { stale.append("\(path) changed after the index was written") }
            }
        }
        return (ResolvedCode(files: files), stale.sorted())
    }
}
