/// Renders `Layouts.themec.swift`: `NibOverride` and the `Nibs` registry.
///
/// Platform-neutral (Foundation only); the `UINib` convenience sits behind
/// `#if canImport(UIKit)`. Every name from an input goes through ``SwiftLiteral`` or
/// ``SwiftIdentifier``; members are sorted, so the text depends only on the model.
package struct LayoutsRenderer: Sendable {
    /// The options the file is rendered with (access level, kit).
    package let options: CompilerOptions

    /// A renderer for `options`.
    package init(options: CompilerOptions) {
        self.options = options
    }

    /// `Layouts.themec.swift` for `model`.
    package func render(_ model: LayoutModel) -> GeneratedFile {
        if let kit = options.kitModule { return renderApp(model, kit: kit) }
        let access = options.access.prefix
        var writer = SwiftWriter()
        writer.header("The nib-name override registry: every nib name and the kit nibs the app replaces.")
        writer.preamble(kit: nil, uiKit: true)
        writer.blank()
        writer.docComment(
            """
            Every nib name of the kit and the app, and the kit nibs the app overrides.

            A kit view controller or cell asks `Nibs.nibName(for:)` which nib to load: the app's override
            when there is one, otherwise the nib named like its class (the kit's convention). It loads it from
            `Nibs.bundle(forNib:)`: the first of `Nibs.bundles` (the main bundle, then the resource bundles
            beside it) that holds a nib of the name (an app's override), otherwise this module's bundle.
            """)
        writer.block("\(access)enum Nibs: NibRegistry") { writer in
            renderRegistry(nibs: model.nibs, overrides: model.overrides, into: &writer)
            writer.blank()
            writer.docComment("The bundle that holds this module's own nibs.")
            ModuleBundleDeclaration.write(
                "\(access)static let ownBundle: ModuleBundle = ", options: options, token: "NibsBundleToken",
                into: &writer)
        }
        ModuleBundleDeclaration.writeToken("NibsBundleToken", options: options, into: &writer)
        if options.isKit {
            writer.blank()
            writer.line("#if canImport(UIKit)")
            writer.block("extension UIView") { writer in
                writer.docComment(
                    """
                    The name of the nib for this class: named like the class (`RewardListCollectionViewCell`), or
                    the override the registry holds for it.
                    """)
                writer.block("\(access)class func nibName() -> String") { writer in
                    writer.line("Nibs.nibName(for: self)")
                }
                writer.blank()
                writer.docComment(
                    """
                    The nib named `nibName()`, from the main bundle when it holds one of that name (an app's
                    override), otherwise from this module's bundle.
                    """)
                writer.block("\(access)class func nib() -> UINib") { writer in
                    writer.line("Nibs.nib(named: nibName())")
                }
            }
            writer.line("#endif")
        }
        return GeneratedFile(name: GeneratedFile.layoutsFileName, contents: writer.text)
    }

    /// An app's file: its own nibs and the kit nibs they replace, as an extension of the kit's
    /// `Nibs`. The kit declares the registry types and finds each replacement at runtime by name.
    private func renderApp(_ model: LayoutModel, kit: String) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.header("The app's nibs and the \(kit) nibs they replace, checked against the kit's.")
        writer.preamble(kit: kit)
        writer.blank()
        writer.block("extension Nibs") { writer in
            writer.docComment(
                """
                The app's nibs, and the kit nibs they replace. At runtime the kit loads a replacement through
                `Nibs.bundle(forNib:)`, which finds it in the main bundle by its name.
                """)
            writer.block("\(options.access.prefix)enum App: NibRegistry") { writer in
                let nibs = model.nibs.filter { $0.role == .app }
                renderRegistry(nibs: nibs, overrides: model.overrides, into: &writer)
                writer.blank()
                writer.docComment("The bundle that holds the app's own nibs.")
                ModuleBundleDeclaration.write(
                    "\(options.access.prefix)static let ownBundle: ModuleBundle = ", options: options,
                    token: "NibsBundleToken", into: &writer)
            }
        }
        ModuleBundleDeclaration.writeToken("NibsBundleToken", options: options, into: &writer)
        return GeneratedFile(name: GeneratedFile.layoutsFileName, contents: writer.text)
    }

    /// One constant per nib, the lists `all`, `appNibs` and `kitNibs` (each name qualified, so no nib
    /// name can shadow another), and `overrides`.
    private func renderRegistry(nibs: [LayoutNib], overrides: [LayoutOverride], into writer: inout SwiftWriter) {
        let access = options.access.prefix
        for nib in nibs {
            let origin = nib.role == .app ? (nib.overrides.map { "app, overrides the kit's \($0)" } ?? "app") : "kit"
            writer.docComment("`\(nib.name).xib` (\(origin)).")
            writer.line("\(access)static let \(nib.identifier) = \(SwiftLiteral.string(nib.name))")
        }
        let owner = options.kitModule == nil ? "Nibs" : "Nibs.App"
        for (name, summary, listed) in [
            ("all", "Every nib name, sorted.", nibs),
            (
                "appNibs", "The app's nibs (overrides among them), which `Nibs.bundles` must hold.",
                nibs.filter { $0.role == .app }
            ),
            ("kitNibs", "The kit's nibs, which the kit's bundle must hold.", nibs.filter { $0.role == .base }),
        ] {
            writer.blank()
            writer.docComment(summary)
            if listed.isEmpty {
                writer.line("\(access)static let \(name): [String] = []")
                continue
            }
            writer.line("\(access)static let \(name): [String] = [")
            for nib in listed { writer.line("    \(owner).\(nib.identifier),") }
            writer.line("]")
        }
        writer.blank()
        writer.docComment("The kit nibs the app replaces, keyed by kit class name.")
        if overrides.isEmpty {
            writer.line("\(access)static let overrides: [String: NibOverride] = [:]")
        } else {
            // One statement per override rather than one dictionary literal: the type
            // checker's time on a literal grows with its size (hundreds of nibs make it
            // slow), while independent statements each cost the same small amount.
            writer.line("\(access)static let overrides: [String: NibOverride] = {")
            writer.line("    var overrides: [String: NibOverride] = [:]")
            for entry in overrides {
                let module = entry.customModule.map(SwiftLiteral.string) ?? "nil"
                writer.line("    overrides[\(SwiftLiteral.string(entry.kitClass))] = NibOverride(")
                writer.line("        nibName: \(SwiftLiteral.string(entry.nibName)),")
                writer.line("        customClass: \(SwiftLiteral.string(entry.customClass)),")
                writer.line("        customModule: \(module)")
                writer.line("    )")
            }
            writer.line("    return overrides")
            writer.line("}()")
        }
    }
}
