import ThemecFormat
import ThemecVocabulary

/// Renders `Strings.themec.swift`: the `L10n` namespace tree with one accessor per key of the
/// reference locale, and `L10nModuleLookup`, what the runtime (`L10nLookup`, in
/// `Sources/ThemecRuntime`) needs to find this module's strings. Split
/// per table (the default), the accessors go into `Strings+<Table>.themec.swift` instead.
///
/// Fixed file names (and table names from the input file names), so the plugin can declare them
/// before running. Every literal goes
/// through ``SwiftLiteral/string(_:)`` and every name through ``L10nNaming``; types are
/// module-qualified (`Swift.String`) so no key's namespace can shadow them.
struct StringsRenderer: Sendable {
    /// The options the files are rendered with (access level, bundle, layout, kit).
    let options: CompilerOptions

    /// A renderer for `options`.
    init(options: CompilerOptions) {
        self.options = options
    }

    /// The pieces rendering a model is cut into, which the pipeline renders side by side: the
    /// namespaces and the runtime first; in an app that names its kit, the forwarders to the kit's
    /// keys; then for each table its keys. The forwarders and each table's keys are cut into the members
    /// directly under `L10n`, then one piece per namespace, so a big table is not one long piece. One
    /// file per table puts each table's pieces in a file of its own (the forwarders go with the
    /// namespaces); one file joins them all in the same order.
    struct Pieces: Sendable {
        let model: StringsModel
        let tree: NamespaceNode
        let tables: Tables
        /// The namespaces directly under `L10n`, sorted.
        let names: [String]
        /// How many pieces there are.
        let count: Int

        /// The pieces of each group (the kit's forwarders, or a table's keys): the members directly under
        /// `L10n`, then one per namespace under it.
        var perGroup: Int { names.count + 1 }
        /// How many groups of pieces the forwarders to the kit's keys take: one, in an app that names its
        /// kit, else none.
        var kitGroups: Int { model.kit == nil ? 0 : 1 }
    }

    /// The model cut into ``Pieces``.
    func pieces(_ model: StringsModel) -> Pieces {
        var tree = NamespaceNode.build(model.tables)
        if let kit = model.kit {
            var overridden: [String: Set<String>] = [:]
            for table in model.tables { overridden[table.name] = Set(table.keys.map(\.key)) }
            tree = tree.reaching(kit, overridden: overridden, appTables: model.tables)
        }
        let names = tree.children.keys.sorted()
        let groups = (model.kit == nil ? 0 : 1) + model.tables.count
        let count = 1 + groups * (names.count + 1)
        return Pieces(model: model, tree: tree, tables: Tables(model.tables), names: names, count: count)
    }

    /// What a piece after the first holds: forwarders to the kit's keys, or the keys of a table (by index).
    private enum Group {
        case kit(KitStrings)
        case table(Int)
    }

    /// Piece `index` of `pieces`, rendered.
    func render(piece index: Int, of pieces: Pieces) -> SwiftWriter {
        if index == 0 { return namespacesAndRuntime(pieces) }
        let (number, part) = (index - 1).quotientAndRemainder(dividingBy: pieces.perGroup)
        var group = Group.table(number - pieces.kitGroups)
        if let kit = pieces.model.kit, number < pieces.kitGroups { group = .kit(kit) }
        var writer = SwiftWriter()
        if part == 0 {
            renderExtension(of: pieces.tree, path: "L10n", group: group, tables: pieces.tables, into: &writer)
        } else {
            let name = pieces.names[part - 1]
            renderExtensions(
                of: pieces.tree.children[name]!, path: "L10n." + SwiftIdentifier.escapedIfKeyword(name),
                group: group, tables: pieces.tables, into: &writer)
        }
        return writer
    }

    /// The generated files, from every piece rendered (``render(piece:of:)``, in order).
    func files(_ pieces: Pieces, rendered: [SwiftWriter]) -> [GeneratedFile] {
        switch options.stringsFiles {
        case .perTable:
            let perTable = pieces.perGroup
            let first = 1 + pieces.kitGroups * perTable
            let tableFiles = pieces.model.tables.enumerated().map { table, model in
                var file = SwiftWriter()
                file.header("Typed accessors for the \(SwiftLiteral.commentSafe(model.name)) table.")
                file.preamble(kit: options.kitModule)
                for part in rendered[(first + table * perTable)..<(first + (table + 1) * perTable)]
                where part.byteCount > 0 {
                    file.blank()
                    file.append(part)
                }
                return GeneratedFile(name: GeneratedFile.stringsFileName(table: model.name), contents: file.text)
            }
            // The namespaces and the runtime, then the forwarders to the kit's keys, if any.
            var shared = rendered[0]
            for part in rendered[1..<first] where part.byteCount > 0 {
                shared.blank()
                shared.append(part)
            }
            return [GeneratedFile(name: GeneratedFile.stringsFileName, contents: shared.text)] + tableFiles
        case .single:
            // The same pieces in one file: the accessors in `extension` blocks after the namespaces, not
            // nested in them, which the type checker resolves faster (~0.1 million instructions a key).
            var file = rendered[0]
            file.reserveCapacity(forMore: rendered.dropFirst().reduce(0) { $0 + $1.byteCount + 1 })
            for part in rendered.dropFirst() where part.byteCount > 0 {
                file.blank()
                file.append(part)
            }
            return [GeneratedFile(name: GeneratedFile.stringsFileName, contents: file.text)]
        }
    }

    /// The start of `Strings.themec.swift`: the namespaces and the runtime. When each table has a file
    /// of its own, that is all of it: a table's file holds `extension L10n…` blocks with its keys, so
    /// editing a table's texts changes that file alone. In one file, the same blocks follow.
    private func namespacesAndRuntime(_ pieces: Pieces) -> SwiftWriter {
        var writer = SwiftWriter()
        let header =
            options.stringsFiles == .perTable
            ? "The L10n namespaces and the string lookup; each table's accessors are in Strings+<Table>.themec.swift."
            : "Typed accessors for the string tables: the L10n namespaces, the string lookup, then the keys."
        writer.header(header)
        writer.preamble(kit: options.kitModule)
        writer.blank()
        if let kit = options.kitModule {
            writer.docComment(
                """
                The app's localized strings: one accessor per key of its development language, and every
                key of \(kit)'s under the kit's names (a namespace only the kit has is the kit's; in one both
                have, a key the app does not override calls the kit's accessor).
                """)
        } else {
            writer.docComment("The app's localized strings, one accessor per key of the development language.")
        }
        writer.block("\(options.access.prefix)enum L10n") { writer in
            renderNamespaceDeclarations(of: pieces.tree, into: &writer)
        }
        writer.blank()
        renderRuntime(pieces.model, into: &writer)
        return writer
    }

    /// The namespace enums under `node`, nested, without members; in an app that names its kit, a
    /// namespace only the kit has is a type alias of the kit's (`typealias Reward = CheetahKit.L10n.Reward`).
    private func renderNamespaceDeclarations(of node: NamespaceNode, into writer: inout SwiftWriter) {
        for name in node.children.keys.sorted() {
            let child = node.children[name]!
            let escaped = SwiftIdentifier.escapedIfKeyword(name)
            if let alias = child.kitAlias, let kit = options.kitModule {
                writer.blank()
                writer.line("\(options.access.prefix)typealias \(escaped) = \(kitPath(kit, alias))")
                continue
            }
            let declaration = "\(options.access.prefix)enum \(escaped)"
            writer.blank()
            if child.children.isEmpty {
                writer.line(declaration + " {}")
            } else {
                writer.block(declaration) { writer in renderNamespaceDeclarations(of: child, into: &writer) }
            }
        }
    }

    /// An `extension` of each namespace at or below `node` that holds keys of `group`, with them (a type
    /// alias of the kit's holds none).
    private func renderExtensions(
        of node: NamespaceNode, path: String, group: Group, tables: Tables,
        into writer: inout SwiftWriter
    ) {
        renderExtension(of: node, path: path, group: group, tables: tables, into: &writer)
        for name in node.children.keys.sorted() where node.children[name]!.kitAlias == nil {
            renderExtensions(
                of: node.children[name]!, path: path + "." + SwiftIdentifier.escapedIfKeyword(name),
                group: group, tables: tables, into: &writer)
        }
    }

    /// An `extension` of the namespace `node` (at `path`) with its own keys of `group`, if it has any:
    /// a table's accessors, or the forwarders to the kit's keys.
    private func renderExtension(
        of node: NamespaceNode, path: String, group: Group, tables: Tables, into writer: inout SwiftWriter
    ) {
        switch group {
        case .table(let table):
            let members = node.members.filter { $0.table == table }
            guard !members.isEmpty else { return }
            writer.blank()
            writer.block("extension \(path)") { writer in
                for member in members {
                    writer.blank()
                    renderMember(
                        tableLiteral: tables.literals[member.table], key: tables.keys[member.table][member.key],
                        into: &writer)
                }
            }
        case .kit(let kit):
            guard !node.kitMembers.isEmpty else { return }
            writer.blank()
            writer.block("extension \(path)") { writer in
                for member in node.kitMembers {
                    writer.blank()
                    renderForwarder(
                        kit.tables[member.table].keys[member.key], table: kit.tables[member.table].name, kit: kit,
                        into: &writer)
                }
            }
        }
    }

    /// `kit.L10n.` and `path` (the kit's names), as code names a namespace or member of the kit's `L10n`.
    private func kitPath(_ kit: String, _ path: [String]) -> String {
        kit + ".L10n." + path.map(SwiftIdentifier.escapedIfKeyword).joined(separator: ".")
    }

    /// A forwarder to the kit's accessor of `key` (of the kit's table `table`): the same name in the app's
    /// `L10n` (``KitStrings/appName(_:)``), the same parameters, and a body that calls the kit's
    /// accessor, so it shows what the kit's own `L10n` shows.
    private func renderForwarder(_ key: StringsKey, table: String, kit: KitStrings, into writer: inout SwiftWriter) {
        let access = options.access.prefix
        let target = kitPath(kit.module, key.path)
        let shown = kit.module + ".L10n." + key.path.map(SwiftIdentifier.unescaped).joined(separator: ".")
        writer.docComment("\(kit.module)'s '\(key.key)' (\(table)): `\(shown)`.")
        let name = kit.appName(key.path.last!)
        if key.isVariable {
            writer.line("\(access)static var \(name): Swift.String {")
            writer.line("    " + target)
            writer.line("}")
            return
        }
        let parameters = key.accessorParameters
        writer.line("\(access)static func \(name)(\(parameterList(parameters))) -> Swift.String {")
        writer.line("    \(target)(\(parameters.indices.map { "p\($0 + 1)" }.joined(separator: ", ")))")
        writer.line("}")
    }

    /// `L10n.validate()`, then `L10nModuleLookup`: what the runtime needs of this module (its bundle,
    /// its development language and its keys' records), which every accessor calls through.
    private func renderRuntime(_ model: StringsModel, into writer: inout SwiftWriter) {
        let access = options.access.prefix
        let kitKeys = options.kitModule.map { ", \($0)'s keys as this app shows them included" } ?? ""
        writer.block("extension L10n") { writer in
            writer.docComment(
                """
                The problems an app's tests can assert are absent (`#expect(L10n.validate() == [])`): every key,
                in every locale the searched bundles hold, is found with the placeholders its accessor passes\(kitKeys).
                Empty when all is well.
                """)
            writer.block("\(access)static func validate() -> [Swift.String]") { writer in
                if let kit = options.kitModule {
                    writer.line("L10nLookup.validate([L10nModuleLookup.self, \(kit).L10nModuleLookup.self])")
                } else {
                    writer.line("L10nLookup.validate([L10nModuleLookup.self])")
                }
            }
        }
        writer.blank()
        writer.docComment(
            """
            This module's strings as the runtime's `L10nLookup` finds them: the bundle of its tables, the
            language of the texts compiled into its accessors, and every key of `L10n` for `validate()` (its
            table, key, kind and the placeholders its accessor passes).
            """)
        writer.block("\(access)enum L10nModuleLookup: L10nModule") { writer in
            ModuleBundleDeclaration.write(
                "\(access)static let bundle: ModuleBundle = ", options: options, token: "L10nBundleToken", into: &writer
            )
            let developmentLanguage = SwiftLiteral.string(model.developmentLanguage)
            writer.line("\(access)static let developmentLanguage: Swift.String = \(developmentLanguage)")
            writer.line("\(access)static let customizesKit: Swift.Bool = \(options.customisesKit)")
            var records = "\(access)static let records: Swift.String = \""
            for table in model.tables {
                for key in table.keys {
                    StringsRecordWriter.appendRecord(
                        table: table.name, key: key, withText: options.isKit, to: &records)
                }
            }
            records.append("\"")
            writer.line(records)
        }
        ModuleBundleDeclaration.writeToken("L10nBundleToken", options: options, into: &writer)
        if options.isKit {
            writer.blank()
            writer.block("extension Swift.String") { writer in
                writer.docComment(
                    """
                    The text for this key in the `Localizable` table, looked up as `L10n` looks up its keys (the
                    main bundle first, then this module's); when no bundle has it, the text compiled into this
                    module's accessor for the key, else the key itself.
                    """)
                writer.block("\(access)var localized: Swift.String") { writer in
                    writer.line("L10nModuleLookup.localized(self)")
                }
            }
        }
    }

    private func renderMember(tableLiteral: String, key: StringsKey, into writer: inout SwiftWriter) {
        let access = options.access.prefix
        let name = key.path.last!
        let keyLiteral = SwiftLiteral.string(key.key)
        switch key.value {
        case .text(let text):
            writer.docComment(text.isEmpty ? "(empty)" : text)
            if key.isVariable {
                writer.line("\(access)static var \(name): Swift.String {")
                var call =
                    "    \(lookup)\(key.isWidthVariant ? ".widthVariant(" : ".text(")\(tableLiteral), \(keyLiteral), "
                SwiftLiteral.append(text, to: &call)
                call.append(")")
                writer.line(call)
                writer.line("}")
            } else {
                writer.line("\(access)static func \(name)(\(parameterList(key.parameters))) -> Swift.String {")
                let function = key.isWidthVariant ? "formattedWidthVariant" : "formatted"
                writer.line(
                    "    \(lookup).\(function)(\(tableLiteral), \(keyLiteral), \(SwiftLiteral.string(text)), "
                        + "\(argumentList(key.parameters)))"
                )
                writer.line("}")
            }
        case .plural(let plural):
            var doc = plural.format
            for variable in plural.variables {
                for form in variable.forms { doc += "\n- \(variable.name) \(form.category.rawValue): \(form.text)" }
            }
            writer.docComment(doc)
            let variables = plural.variables.map { variable in
                SwiftLiteral.string(variable.name) + ": ["
                    + variable.forms.map {
                        SwiftLiteral.string($0.category.rawValue) + ": " + SwiftLiteral.string($0.text)
                    }
                    .joined(separator: ", ") + "]"
            }
            let forms = variables.joined(separator: ", ")
            let parameters = key.accessorParameters
            writer.line("\(access)static func \(name)(\(parameterList(parameters))) -> Swift.String {")
            writer.line("    \(lookup).plural(")
            writer.line("        \(tableLiteral), \(keyLiteral), \(SwiftLiteral.string(plural.format)),")
            if variables.count > 1 && 8 + forms.count + 3 > writer.columnsLeft {
                // One variable a line; a variable's own line may still be long with long translations.
                writer.line("        [")
                for (index, variable) in variables.enumerated() {
                    writer.line("            " + variable + (index == variables.count - 1 ? "" : ","))
                }
                writer.line("        ],")
            } else {
                writer.line("        [\(forms.isEmpty ? ":" : forms)],")
            }
            writer.line("        [\(argumentList(parameters))]")
            writer.line("    )")
            writer.line("}")
        }
    }

    /// What the accessors call: the module's ``L10nModule`` description, whose lookups are the runtime's.
    private let lookup = "L10nModuleLookup"

    private func parameterList(_ types: [PlaceholderType]) -> String {
        types.enumerated().map { "_ p\($0.offset + 1): \($0.element.swiftType)" }.joined(separator: ", ")
    }

    private func argumentList(_ types: [PlaceholderType]) -> String {
        types.enumerated().map { $0.element.formatArgument("p\($0.offset + 1)") }.joined(separator: ", ")
    }

    /// The keys of the model's tables, and each table's name as a literal, by table index.
    struct Tables: Sendable {
        var keys: [[StringsKey]]
        var literals: [String]

        init(_ tables: [StringsTable]) {
            keys = tables.map(\.keys)
            literals = tables.map { SwiftLiteral.string($0.name) }
        }
    }
}
