import Foundation

extension LookupEngine {
    /// ``L10nLookup/validate(_:)``: for each module, its own bundle if it is missing; each key in each
    /// language a lookup may choose (the app's, or every searched bundle's when the main bundle has none;
    /// `Base` aside), the module's ``Search`` in that language, as a lookup would run it; then the
    /// tables no searched bundle holds, the tables that cannot be read, and overrides no kit reaches. A
    /// record of the module's that cannot be read (``UnreadableRecord``) is reported, never skipped.
    func validate(_ modules: [ModuleDescriptor]) -> [String] {
        var problems: [String] = []
        var reported = Set<String>()
        func report(_ problem: String) {
            if reported.insert(problem).inserted { problems.append(problem) }
        }
        let device = state.device
        for module in modules {
            let strings = "\(ModuleBundle.moduleName(of: module.type))'s strings"
            if let missing = module.bundle.missing(strings) {
                report(
                    missing + "; each of its keys shows another searched bundle's text, else its "
                        + "\(module.developmentLanguage) text compiled into the app")
            }
            let order = state.searchOrder(module)
            for tables in order where tables.root == nil { report("the bundle at \(tables.path) cannot be read") }
            let searches = Search.languages(app: state.appLocalizations, order: order).map {
                Search(order: order, language: $0, developmentLanguage: module.developmentLanguage, fixedLocale: true)
            }
            let read = ValidationRecord.read(module.records)
            for unreadable in read.unreadable {
                report(unreadable.problem(module: ModuleBundle.moduleName(of: module.type)))
            }
            let records = read.records
            for record in records {
                for search in searches {
                    check(record, in: search, module: module, device: device, report: report)
                }
            }
            var held = Set<String>()
            for tables in order { held.formUnion(tables.tableNames) }
            var seenTables = Set<String>()
            for record in records where seenTables.insert(record.table).inserted && !held.contains(record.table) {
                report(
                    "the table '\(record.table)' is in none of the searched bundles, so every key of it shows its "
                        + "\(module.developmentLanguage) text compiled into the app; searched: \(Self.paths(order))")
            }
        }
        for app in modules where app.customizesKit {
            for kit in modules where !kit.customizesKit {
                if let problem = invisibleOverrides(of: app, in: kit) { report(problem) }
            }
        }
        return problems
    }

    /// Reports what a lookup of `record` in `search`'s language shows when it is not that language's
    /// text with the accessor's arguments.
    private func check(
        _ record: ValidationRecord, in search: Search, module: ModuleDescriptor, device: String,
        report: (String) -> Void
    ) {
        let name = "'\(record.key)' (\(record.table))"
        for candidate in search.candidates {
            let table = candidate.tables.table(record.table, localization: candidate.localization)
            for problem in table.problems { report(problem) }
            switch verdict(table.entries[record.key], kind: record.kind, expected: record.expected, device: device) {
            case .absent:
                continue
            case .passedOver(let why):
                let place = candidate.localization.map { "\($0).lproj" } ?? "the root"
                report("\(name) in \(place) of \(candidate.tables.path) \(why), so it is passed over")
            case .shown:
                if !candidate.isChosenLanguage {
                    report(
                        "\(name) has no text in \(search.language): the "
                            + "\(candidate.localization ?? module.developmentLanguage) text shows")
                }
                return
            }
        }
        report(
            "\(name) has no text in \(search.language): the \(module.developmentLanguage) text compiled into "
                + "the app shows")
    }

    /// The problem, if any, with the overrides of `app` (a module that customises a kit): when its
    /// bundle holds a table of the same name as one of `kit`'s, the kit's lookups must search it before
    /// the kit's own, or the overrides never apply.
    private func invisibleOverrides(of app: ModuleDescriptor, in kit: ModuleDescriptor) -> String? {
        guard let appBundle = app.ownBundle, let kitBundle = kit.ownBundle else { return nil }
        let appTables = state.tables(appBundle)
        let kitTables = state.tables(kitBundle)
        guard appTables.path != kitTables.path else { return nil }
        let shared = appTables.tableNames.intersection(kitTables.tableNames)
        guard !shared.isEmpty else { return nil }
        let order = state.searchOrder(kit)
        for tables in order {
            if tables.path == appTables.path { return nil }
            if tables.path == kitTables.path { break }
        }
        return "the app's overrides (tables \(shared.sorted().joined(separator: ", ")) in \(appTables.path)) never "
            + "apply: the kit's lookups do not search that bundle before the kit's own; searched, in order: "
            + Self.paths(order)
    }

    /// `letters` as placeholders (`%@ %i`), or "none".
    static func placeholderList(_ letters: String) -> String {
        letters.isEmpty ? "none" : letters.map { "%\($0)" }.joined(separator: " ")
    }

    /// The paths of `order`'s bundles, separated by commas.
    static func paths(_ order: [BundleTables]) -> String {
        order.map(\.path).joined(separator: ", ")
    }
}
