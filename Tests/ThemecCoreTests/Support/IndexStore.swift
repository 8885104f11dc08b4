import Foundation

/// The index the Swift compiler writes while it builds (`-index-store-path`; SwiftPM's debug builds
/// write one under `.build/<triple>/debug/index/store`), read through the toolchain's own
/// `libIndexStore`: for every compiled file, each name in it and the declaration the compiler
/// resolved it to (a USR), with the roles of the occurrence (a definition, a call, a read) and its
/// relations (which function contains it). Tests that hold the design read what a call refers to
/// here, not what it is spelled like.
///
/// The library is opened with `dlopen` and its C functions are called through pointers of the
/// types `indexstore.h` declares; its `indexstore_string_ref_t` (a pointer and a length) has the
/// layout of `iovec`, which is how a returned string crosses into Swift.
final class IndexStore {
    /// One name in a file and what it resolved to.
    struct Occurrence: Sendable {
        /// The declaration's USR: `s:` and a mangled name for Swift, `c:` for C.
        var usr: String
        /// The declaration's name (`read(_:locale:)`, `getter:model`).
        var name: String
        /// `indexstore_symbol_kind_t`.
        var kind: Int
        /// `indexstore_symbol_subkind_t` (accessors, subscripts, operators).
        var subkind: Int
        /// `indexstore_symbol_role_t`: what this occurrence is, and its relations' roles.
        var roles: UInt64
        /// 1-based line and column.
        var line: Int
        var column: Int
        /// The declarations this occurrence is related to, with the roles of each relation.
        var relations: [Relation]
    }

    /// A relation of an occurrence: the declaration that contains it (a call's caller), the type a
    /// member is a child of, the property an accessor belongs to.
    struct Relation: Sendable {
        var roles: UInt64
        var usr: String
        var kind: Int
    }

    /// One compiled file's unit: what the compiler wrote for it, when, and the records it names.
    struct Unit {
        var name: String
        var mainFile: String
        var moduleName: String
        /// When the unit was written, in seconds since 1970.
        var modified: Double
        /// The records of the unit's main file (the occurrences of its names).
        var records: [String]
    }

    /// The index could not be read.
    struct Unreadable: Error, CustomStringConvertible {
        var description: String
    }

    /// The roles `indexstore.h` names, as far as the tests use them.
    enum Role {
        static let declaration: UInt64 = 1 << 0
        static let definition: UInt64 = 1 << 1
        static let reference: UInt64 = 1 << 2
        static let call: UInt64 = 1 << 5
        static let implicit: UInt64 = 1 << 8
        static let childOf: UInt64 = 1 << 9
        static let calledBy: UInt64 = 1 << 13
        static let accessorOf: UInt64 = 1 << 15
        static let containedBy: UInt64 = 1 << 16
    }

    private typealias Handle = OpaquePointer?
    private typealias Context = UnsafeMutableRawPointer?
    private typealias Applier = @convention(c) (Context, Handle) -> Bool
    private typealias StringApplier = @convention(c) (Context, iovec) -> Bool

    private let library: UnsafeMutableRawPointer
    private let store: Handle
    private let storeDispose: @convention(c) (Handle) -> Void

    private let unitsApply: @convention(c) (Handle, UInt32, Context, StringApplier) -> Bool
    private let unitReaderCreate: @convention(c) (Handle, UnsafePointer<CChar>, UnsafeMutablePointer<Handle>?) -> Handle
    private let unitReaderDispose: @convention(c) (Handle) -> Void
    private let unitMainFile: @convention(c) (Handle) -> iovec
    private let unitModuleName: @convention(c) (Handle) -> iovec
    private let unitModificationTime:
        @convention(c) (Handle, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void
    private let unitDependenciesApply: @convention(c) (Handle, Context, Applier) -> Bool
    private let dependencyKind: @convention(c) (Handle) -> UInt32
    private let dependencyName: @convention(c) (Handle) -> iovec
    private let dependencyFilePath: @convention(c) (Handle) -> iovec
    private let recordReaderCreate:
        @convention(c) (Handle, UnsafePointer<CChar>, UnsafeMutablePointer<Handle>?) -> Handle
    private let recordReaderDispose: @convention(c) (Handle) -> Void
    private let occurrencesApply: @convention(c) (Handle, Context, Applier) -> Bool
    private let occurrenceSymbol: @convention(c) (Handle) -> Handle
    private let occurrenceRoles: @convention(c) (Handle) -> UInt64
    private let occurrenceLineColumn:
        @convention(c) (Handle, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    private let relationsApply: @convention(c) (Handle, Context, Applier) -> Bool
    private let relationRoles: @convention(c) (Handle) -> UInt64
    private let relationSymbol: @convention(c) (Handle) -> Handle
    private let symbolKind: @convention(c) (Handle) -> UInt32
    private let symbolSubkind: @convention(c) (Handle) -> UInt32
    private let symbolName: @convention(c) (Handle) -> iovec
    private let symbolUSR: @convention(c) (Handle) -> iovec

    /// The store at `path`, read with the `libIndexStore` of the toolchain whose `swiftc` builds.
    init(path: URL) throws {
        let libraryPath = try Self.libraryPath()
        guard let library = dlopen(libraryPath, RTLD_NOW) else {
            throw Unreadable(description: "\(libraryPath) cannot be opened: \(String(cString: dlerror()))")
        }
        self.library = library
        func function<F>(_ name: String, _ type: F.Type) throws -> F {
            guard let symbol = dlsym(library, name) else {
                throw Unreadable(description: "\(libraryPath) has no \(name)")
            }
            return unsafeBitCast(symbol, to: F.self)
        }
        unitsApply = try function("indexstore_store_units_apply_f", type(of: unitsApply))
        unitReaderCreate = try function("indexstore_unit_reader_create", type(of: unitReaderCreate))
        unitReaderDispose = try function("indexstore_unit_reader_dispose", type(of: unitReaderDispose))
        unitMainFile = try function("indexstore_unit_reader_get_main_file", type(of: unitMainFile))
        unitModuleName = try function("indexstore_unit_reader_get_module_name", type(of: unitModuleName))
        unitModificationTime = try function(
            "indexstore_unit_reader_get_modification_time", type(of: unitModificationTime))
        unitDependenciesApply = try function(
            "indexstore_unit_reader_dependencies_apply_f", type(of: unitDependenciesApply))
        dependencyKind = try function("indexstore_unit_dependency_get_kind", type(of: dependencyKind))
        dependencyName = try function("indexstore_unit_dependency_get_name", type(of: dependencyName))
        dependencyFilePath = try function("indexstore_unit_dependency_get_filepath", type(of: dependencyFilePath))
        recordReaderCreate = try function("indexstore_record_reader_create", type(of: recordReaderCreate))
        recordReaderDispose = try function("indexstore_record_reader_dispose", type(of: recordReaderDispose))
        occurrencesApply = try function("indexstore_record_reader_occurrences_apply_f", type(of: occurrencesApply))
        occurrenceSymbol = try function("indexstore_occurrence_get_symbol", type(of: occurrenceSymbol))
        occurrenceRoles = try function("indexstore_occurrence_get_roles", type(of: occurrenceRoles))
        occurrenceLineColumn = try function("indexstore_occurrence_get_line_col", type(of: occurrenceLineColumn))
        relationsApply = try function("indexstore_occurrence_relations_apply_f", type(of: relationsApply))
        relationRoles = try function("indexstore_symbol_relation_get_roles", type(of: relationRoles))
        relationSymbol = try function("indexstore_symbol_relation_get_symbol", type(of: relationSymbol))
        symbolKind = try function("indexstore_symbol_get_kind", type(of: symbolKind))
        symbolSubkind = try function("indexstore_symbol_get_subkind", type(of: symbolSubkind))
        symbolName = try function("indexstore_symbol_get_name", type(of: symbolName))
        symbolUSR = try function("indexstore_symbol_get_usr", type(of: symbolUSR))

        storeDispose = try function("indexstore_store_dispose", type(of: storeDispose))
        let create = try function(
            "indexstore_store_create",
            (@convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<Handle>?) -> Handle).self)
        guard FileManager.default.fileExists(atPath: path.appendingPathComponent("v5/units").path),
            let store = create(path.path, nil)
        else {
            throw Unreadable(description: "no index store at \(path.path)")
        }
        self.store = store
    }

    deinit {
        storeDispose(store)
    }

    /// `libIndexStore` beside the `swiftc` on the `PATH` (`usr/bin/swiftc` → `usr/lib/`), or
    /// Xcode's.
    static func libraryPath() throws -> String {
        var candidates: [String] = []
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let lib = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib")
            candidates += ["libIndexStore.so", "libIndexStore.dylib"].map { lib.appendingPathComponent($0).path }
            break
        }
        #if os(macOS)
            if let run = try? ProgramRun.run("/usr/bin/xcrun", ["--find", "swiftc"]), run.status == 0 {
                let lib = URL(fileURLWithPath: run.output.trimmingCharacters(in: .whitespacesAndNewlines))
                    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
                candidates.append(lib.appendingPathComponent("libIndexStore.dylib").path)
            }
        #endif
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw Unreadable(description: "no libIndexStore beside the toolchain's swiftc (looked at \(candidates))")
        }
        return found
    }

    /// Every unit in the store.
    func units() -> [Unit] {
        let names = Collected<String>(self)
        withExtendedLifetime(names) {
            _ = unitsApply(store, 0, names.context) { context, name in
                Collected<String>.from(context).items.append(IndexStore.string(name))
                return true
            }
        }
        return names.items.compactMap(unit(named:))
    }

    /// The unit called `name`, nil when it cannot be read.
    private func unit(named name: String) -> Unit? {
        guard let reader = unitReaderCreate(store, name, nil) else { return nil }
        defer { unitReaderDispose(reader) }
        let mainFile = Self.string(unitMainFile(reader))
        var seconds: Int64 = 0
        var nanoseconds: Int64 = 0
        unitModificationTime(reader, &seconds, &nanoseconds)
        let records = Collected<(name: String, file: String)>(self)
        withExtendedLifetime(records) {
            // Kind 2 is INDEXSTORE_UNIT_DEPENDENCY_RECORD.
            _ = unitDependenciesApply(reader, records.context) { context, dependency in
                let collected = Collected<(name: String, file: String)>.from(context)
                let index = collected.reader
                if index.dependencyKind(dependency) == 2 {
                    collected.items.append(
                        (
                            IndexStore.string(index.dependencyName(dependency)),
                            IndexStore.string(index.dependencyFilePath(dependency))
                        ))
                }
                return true
            }
        }
        return Unit(
            name: name, mainFile: mainFile, moduleName: Self.string(unitModuleName(reader)),
            modified: Double(seconds) + Double(nanoseconds) / 1e9,
            records: records.items.filter { $0.file == mainFile }.map(\.name))
    }

    /// Every occurrence the record called `name` holds, in the record's order.
    func occurrences(inRecord name: String) throws -> [Occurrence] {
        guard let reader = recordReaderCreate(store, name, nil) else {
            throw Unreadable(description: "the index record \(name) cannot be read")
        }
        defer { recordReaderDispose(reader) }
        let found = Collected<Occurrence>(self)
        withExtendedLifetime(found) {
            _ = occurrencesApply(reader, found.context) { context, occurrence in
                let collected = Collected<Occurrence>.from(context)
                collected.items.append(collected.reader.occurrence(occurrence))
                return true
            }
        }
        return found.items
    }

    /// One occurrence, read out of the library's handle.
    private func occurrence(_ handle: Handle) -> Occurrence {
        let symbol = occurrenceSymbol(handle)
        var line: UInt32 = 0
        var column: UInt32 = 0
        occurrenceLineColumn(handle, &line, &column)
        let relations = Collected<Relation>(self)
        withExtendedLifetime(relations) {
            _ = relationsApply(handle, relations.context) { context, relation in
                let collected = Collected<Relation>.from(context)
                let index = collected.reader
                let related = index.relationSymbol(relation)
                collected.items.append(
                    Relation(
                        roles: index.relationRoles(relation), usr: IndexStore.string(index.symbolUSR(related)),
                        kind: Int(index.symbolKind(related))))
                return true
            }
        }
        return Occurrence(
            usr: Self.string(symbolUSR(symbol)), name: Self.string(symbolName(symbol)), kind: Int(symbolKind(symbol)),
            subkind: Int(symbolSubkind(symbol)), roles: occurrenceRoles(handle), line: Int(line), column: Int(column),
            relations: relations.items)
    }

    /// An `indexstore_string_ref_t` as a String.
    private static func string(_ reference: iovec) -> String {
        guard let base = reference.iov_base, reference.iov_len > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: base, count: reference.iov_len), as: UTF8.self)
    }

    /// What a C callback appends to, handed to it as its context pointer, with the reader it
    /// calls back into (a C callback captures nothing).
    private final class Collected<Item> {
        var items: [Item] = []
        /// The store whose functions the callback calls.
        unowned let reader: IndexStore

        init(_ reader: IndexStore) {
            self.reader = reader
        }

        var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

        static func from(_ context: UnsafeMutableRawPointer?) -> Collected<Item> {
            Unmanaged<Collected<Item>>.fromOpaque(context!).takeUnretainedValue()
        }
    }
}
