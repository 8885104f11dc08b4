/// How generated code names the bundle that holds its module's own tables and nibs: a runtime
/// `ModuleBundle` for `bundle:` in `themec.yml`, found through a private class of the generated file
/// (the token) unless it is the main bundle. No expression can trap: `module` names SwiftPM's resource
/// bundle by its name (``CompilerOptions/resourceBundle``) for the runtime to find, never
/// `Bundle.module`, whose accessor calls `fatalError` when the bundle is missing.
enum ModuleBundleDeclaration {
    /// Writes `head` (`static let bundle: ModuleBundle = `) followed by the bundle for `options`.
    static func write(_ head: String, options: CompilerOptions, token: String, into writer: inout SwiftWriter) {
        switch options.bundle {
        case .token: writer.line(head + "ModuleBundle(for: \(token).self)")
        case .main: writer.line(head + "ModuleBundle.main")
        case .module:
            let name = options.resourceBundle.map(SwiftLiteral.string) ?? "nil"
            writer.call(head + "ModuleBundle.resources", ["named: \(name)", "classInModule: \(token).self"])
        }
    }

    /// Writes the token class `name`, when `options`' bundle is found through one.
    static func writeToken(_ name: String, options: CompilerOptions, into writer: inout SwiftWriter) {
        guard options.bundle != .main else { return }
        writer.blank()
        writer.line("/// Locates the bundle that owns this generated code.")
        writer.line("private final class \(name) {}")
    }
}
