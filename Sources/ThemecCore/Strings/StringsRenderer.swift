/// Renders `Strings.themec.swift`: the `L10n` namespace tree with one accessor per key of the
/// reference locale, and `L10nLookup`, the small runtime that finds strings in bundles.
///
/// One file with a fixed name, so the plugin can declare it before running. Every literal goes
/// through ``SwiftLiteral/string(_:)`` and every name through ``L10nNaming``; types are
/// module-qualified (`Swift.String`) so no key's namespace can shadow them.
public struct StringsRenderer: Sendable {
    public let options: CompilerOptions

    public init(options: CompilerOptions) {
        self.options = options
    }

    public func render(_ model: StringsModel) -> [GeneratedFile] {
        var writer = SwiftWriter()
        writer.header("Typed accessors for the string tables.")
        writer.line("import Foundation")
        writer.blank()
        let tree = NamespaceNode.build(model.tables)
        let access = options.access.prefix
        writer.docComment("The app's localized strings, one accessor per key of the development language.")
        writer.block("\(access)enum L10n") { writer in
            render(tree, into: &writer)
        }
        writer.blank()
        StringsRuntimeSource.write(into: &writer, access: access, bundle: options.bundle,
                                   developmentLanguage: model.developmentLanguage)
        return [GeneratedFile(name: GeneratedFile.stringsFileName, contents: writer.text)]
    }

    private func render(_ node: NamespaceNode, into writer: inout SwiftWriter) {
        let access = options.access.prefix
        var first = true
        for (table, key) in node.members {
            if !first { writer.blank() }
            first = false
            renderMember(table: table, key: key, into: &writer)
        }
        for name in node.children.keys.sorted() {
            if !first { writer.blank() }
            first = false
            writer.block("\(access)enum \(SwiftIdentifier.escapedIfKeyword(name))") { writer in
                render(node.children[name]!, into: &writer)
            }
        }
    }

    private func renderMember(table: String, key: StringsKey, into writer: inout SwiftWriter) {
        let access = options.access.prefix
        let name = key.path.last!
        let tableLiteral = SwiftLiteral.string(table)
        let keyLiteral = SwiftLiteral.string(key.key)
        switch key.value {
        case .text(let text):
            writer.docComment(text.isEmpty ? "(empty)" : text)
            if key.parameters.isEmpty {
                writer.line("\(access)static var \(name): Swift.String {")
                writer.line("    L10nLookup.string(\(tableLiteral), \(keyLiteral), \(SwiftLiteral.string(text)))")
                writer.line("}")
            } else {
                writer.line("\(access)static func \(name)(\(parameterList(key.parameters))) -> Swift.String {")
                writer.line("    L10nLookup.format(\(tableLiteral), \(keyLiteral), \(SwiftLiteral.string(text)), [\(argumentList(key.parameters))])")
                writer.line("}")
            }
        case .plural(let plural):
            var doc = plural.format
            for variable in plural.variables {
                for form in variable.forms { doc += "\n- \(variable.name) \(form.category.rawValue): \(form.text)" }
            }
            writer.docComment(doc)
            let forms = plural.variables.map { variable in
                SwiftLiteral.string(variable.name) + ": ["
                    + variable.forms.map { SwiftLiteral.string($0.category.rawValue) + ": " + SwiftLiteral.string($0.text) }
                    .joined(separator: ", ") + "]"
            }.joined(separator: ", ")
            let parameters = key.parameters.isEmpty ? [PlaceholderType.int] : key.parameters
            writer.line("\(access)static func \(name)(\(parameterList(parameters))) -> Swift.String {")
            writer.line("    L10nLookup.plural(")
            writer.line("        \(tableLiteral), \(keyLiteral), \(SwiftLiteral.string(plural.format)),")
            writer.line("        [\(forms.isEmpty ? ":" : forms)],")
            writer.line("        [\(argumentList(parameters))]")
            writer.line("    )")
            writer.line("}")
        }
    }

    private func parameterList(_ types: [PlaceholderType]) -> String {
        types.enumerated().map { "_ p\($0.offset + 1): \($0.element.swiftType)" }.joined(separator: ", ")
    }

    private func argumentList(_ types: [PlaceholderType]) -> String {
        types.indices.map { "p\($0 + 1)" }.joined(separator: ", ")
    }
}

/// The namespace tree under `L10n`: members (table, key) and child namespaces by name.
/// Built from sorted tables and keys, so the output order never depends on input order.
struct NamespaceNode {
    var members: [(table: String, key: StringsKey)] = []
    /// The names of ``members``, so a name already taken is found without a scan.
    private var memberNames: Set<String> = []
    var children: [String: NamespaceNode] = [:]

    static func build(_ tables: [StringsTable]) -> NamespaceNode {
        var root = NamespaceNode()
        var taken: Set<[String]> = []
        for table in tables.sorted(by: { $0.name < $1.name }) {
            for key in table.keys.sorted(by: { $0.key < $1.key }) where taken.insert(key.path).inserted {
                // A collision is an error, so it never reaches here unless the rule is switched
                // off; then the first key keeps the name and the output still compiles.
                root.insert(table: table.name, key: key, at: key.path[...])
            }
        }
        root.sortMembers()
        return root
    }

    private mutating func insert(table: String, key: StringsKey, at path: ArraySlice<String>) {
        if path.count == 1 {
            guard memberNames.insert(path.first!).inserted else { return }
            members.append((table, key))
            return
        }
        children[path.first!, default: NamespaceNode()].insert(table: table, key: key, at: path.dropFirst())
    }

    private mutating func sortMembers() {
        members.sort { ($0.key.path.last!, $0.table, $0.key.key) < ($1.key.path.last!, $1.table, $1.key.key) }
        for name in children.keys { children[name]!.sortMembers() }
    }
}
