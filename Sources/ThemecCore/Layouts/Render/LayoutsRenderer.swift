/// Renders `Layouts.themec.swift`: `NibOverride` and the `Nibs` registry.
///
/// Platform-neutral (Foundation only); the `UINib` convenience sits behind
/// `#if canImport(UIKit)`. Every name from an input goes through ``SwiftLiteral`` or
/// ``SwiftIdentifier``; members are sorted, so the text depends only on the model.
public struct LayoutsRenderer: Sendable {
    /// The options the file is rendered with (access level, kit).
    public let options: CompilerOptions

    /// A renderer for `options`.
    public init(options: CompilerOptions) {
        self.options = options
    }

    /// `Layouts.themec.swift` for `model`.
    public func render(_ model: LayoutModel) -> GeneratedFile {
        if let kit = options.kitModule { return renderApp(model, kit: kit) }
        let access = options.access.prefix
        var writer = SwiftWriter()
        writer.header("The nib-name override registry: every nib name and the kit nibs the app replaces.")
        writer.imports(kit: nil)
        writer.line("#if canImport(UIKit)")
        writer.line("import UIKit")
        writer.line("#endif")
        writer.blank()
        writer.docComment("A kit nib the app replaces: the nib to load instead and the class it declares.")
        writer.block("\(access)struct NibOverride: Sendable, Hashable") { writer in
            writer.docComment("The name of the app's nib (pass it to `UINib(nibName:bundle:)`).")
            writer.line("\(access)let nibName: String")
            writer.docComment("The custom class of the nib's File's Owner (or, for a cell nib, its root object).")
            writer.line("\(access)let customClass: String")
            writer.docComment("The module of `customClass`, if the nib names one.")
            writer.line("\(access)let customModule: String?")
            writer.blank()
            writer.block("\(access)init(nibName: String, customClass: String, customModule: String?)") { writer in
                writer.line("self.nibName = nibName")
                writer.line("self.customClass = customClass")
                writer.line("self.customModule = customModule")
            }
        }
        writer.blank()
        writer.docComment(
            """
            Every nib name of the kit and the app, and the kit nibs the app overrides.

            A kit view controller or cell asks `Nibs.nibName(for:)` which nib to load: the app's override
            when there is one, otherwise the nib named like its class (the kit's convention). It loads it from
            `Nibs.bundle(forNib:)`: the first of `Nibs.bundles` (the main bundle, then the resource bundles
            beside it) that holds a nib of the name (an app's override), otherwise this module's bundle.
            """)
        writer.block("\(access)enum Nibs") { writer in
            renderRegistry(nibs: model.nibs, overrides: model.overrides, into: &writer)
            writer.blank()
            writer.docComment(
                "The nib to load for the kit class `className`: the app's override, or the class name itself.")
            writer.block("\(access)static func nibName(for className: String) -> String") { writer in
                writer.line("overrides[className]?.nibName ?? className")
            }
            writer.blank()
            writer.docComment("The nib to load for `type`, by its unqualified name (`DetailViewController`).")
            writer.block("\(access)static func nibName(for type: Any.Type) -> String") { writer in
                writer.line("nibName(for: String(describing: type))")
            }
            writer.blank()
            writer.raw(Self.bundleSearch(access: access, ownBundle: ownBundle))
            writer.blank()
            writer.docComment(
                """
                The problems an app's tests can assert are absent (`#expect(Nibs.validate() == [])`): every app
                nib (an override among them) is in one of `bundles`, the main bundle by default, and every kit
                nib is in `kitBundle`, by default this module's own. Empty when all is well.
                """)
            writer.line("@MainActor")
            writer.block("\(access)static func validate(kitBundle: Bundle? = nil) -> [String]") { writer in
                renderNibChecks(
                    [
                        (model.nibs.filter { $0.role == .app }, "Nibs.bundles", "bundles"),
                        (model.nibs.filter { $0.role == .base }, "the kit's bundle", "[kitBundle ?? ownBundle]"),
                    ], qualifier: "", into: &writer)
            }
        }
        writer.blank()
        writer.raw(ResourceBundlesSource.text)
        if options.bundle == .token {
            writer.blank()
            writer.line("/// Locates the bundle that owns this generated code.")
            writer.line("private final class NibsBundleToken {}")
        }
        writer.blank()
        writer.line("#if canImport(UIKit)")
        writer.block("extension Nibs") { writer in
            writer.docComment(
                """
                The nib for the kit class `className`: the app's override from the main bundle, or the kit's
                own nib from `kitBundle`.
                """)
            writer.line("@MainActor")
            writer.block("\(access)static func nib(for className: String, kitBundle: Bundle?) -> UINib") { writer in
                writer.block("if let override = overrides[className]") { writer in
                    writer.line("return UINib(nibName: override.nibName, bundle: Bundle.main)")
                }
                writer.line("return UINib(nibName: className, bundle: kitBundle)")
            }
            writer.blank()
            writer.docComment("The nib named `name`, from ``bundle(forNib:)``.")
            writer.line("@MainActor")
            writer.block("\(access)static func nib(named name: String) -> UINib") { writer in
                writer.line("UINib(nibName: name, bundle: bundle(forNib: name))")
            }
        }
        if options.isKit {
            writer.blank()
            writer.raw(Self.viewNibMethods(access: access))
        }
        writer.line("#endif")
        return GeneratedFile(name: GeneratedFile.layoutsFileName, contents: writer.text)
    }

    /// An app's file: its own nibs and the kit nibs they replace, as an extension of the kit's
    /// `Nibs`. The kit declares the registry types and finds each replacement at runtime by name.
    private func renderApp(_ model: LayoutModel, kit: String) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.header("The app's nibs and the \(kit) nibs they replace, checked against the kit's.")
        writer.imports(kit: kit)
        writer.blank()
        writer.block("extension Nibs") { writer in
            writer.docComment(
                """
                The app's nibs, and the kit nibs they replace. At runtime the kit loads a replacement through
                `Nibs.bundle(forNib:)`, which finds it in the main bundle by its name.
                """)
            writer.block("\(options.access.prefix)enum App") { writer in
                let nibs = model.nibs.filter { $0.role == .app }
                renderRegistry(nibs: nibs, overrides: model.overrides, into: &writer)
                writer.blank()
                writer.docComment(
                    """
                    The problems an app's tests can assert are absent (`#expect(Nibs.App.validate() == [])`): every
                    nib of the app is in one of `Nibs.bundles`, the main bundle by default. Empty when all is well.
                    """)
                writer.line("@MainActor")
                writer.block("\(options.access.prefix)static func validate() -> [String]") { writer in
                    renderNibChecks([(nibs, "Nibs.bundles", "Nibs.bundles")], qualifier: "Nibs.", into: &writer)
                }
            }
        }
        return GeneratedFile(name: GeneratedFile.layoutsFileName, contents: writer.text)
    }

    /// The body of a `validate()`: for each group, a loop that reports each nib (`nibs`) that none of
    /// the bundles (`bundles`, an expression; `place` in the message) holds.
    private func renderNibChecks(
        _ groups: [(nibs: [LayoutNib], place: String, bundles: String)], qualifier: String,
        into writer: inout SwiftWriter
    ) {
        let groups = groups.filter { !$0.nibs.isEmpty }
        guard !groups.isEmpty else {
            writer.line("[]")
            return
        }
        writer.line("var problems: [String] = []")
        for group in groups {
            renderNibCheck(group.nibs, where: group.place, bundles: group.bundles, qualifier: qualifier, into: &writer)
        }
        writer.line("return problems")
    }

    /// The loop of `validate()` that reports each of `nibs` that none of `bundles` holds.
    private func renderNibCheck(
        _ nibs: [LayoutNib], where place: String, bundles: String, qualifier: String,
        into writer: inout SwiftWriter
    ) {
        writer.block("do") { writer in
            writer.line("let searched: [Bundle] = \(bundles)")
            writer.line("let names: [String] = [\(nibs.map(\.identifier).joined(separator: ", "))]")
            writer.block("for name in names where !searched.contains(where: { \(qualifier)hasNib(name, in: $0) })") {
                writer in
                writer.line(
                    "problems.append(\"the nib '\\(name)' is not in \(place) (\\(searched.map(\\.bundlePath)))\")")
            }
        }
    }

    /// One constant per nib, `all`, and `overrides`.
    private func renderRegistry(nibs: [LayoutNib], overrides: [LayoutOverride], into writer: inout SwiftWriter) {
        let access = options.access.prefix
        for nib in nibs {
            let origin = nib.role == .app ? (nib.overrides.map { "app, overrides the kit's \($0)" } ?? "app") : "kit"
            writer.docComment("`\(nib.name).xib` (\(origin)).")
            writer.line("\(access)static let \(nib.identifier) = \(SwiftLiteral.string(nib.name))")
        }
        writer.blank()
        writer.docComment("Every nib name, sorted.")
        if nibs.isEmpty {
            writer.line("\(access)static let all: [String] = []")
        } else {
            writer.line("\(access)static let all: [String] = [")
            for nib in nibs { writer.line("    \(nib.identifier),") }
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

    /// The expression for the bundle that holds this module's nibs.
    private var ownBundle: String {
        switch options.bundle {
        case .token: "Bundle(for: NibsBundleToken.self)"
        case .module: "Bundle.module"
        case .main: "Bundle.main"
        }
    }

    /// Where a nib is loaded from: the first of `bundles` that holds it, else this module's bundle.
    private static func bundleSearch(access: String, ownBundle: String) -> String {
        #"""
        /// The bundles searched for a nib before this module's own, in order: by default the main bundle, where
        /// an app's nib named like a kit nib replaces it, then, sorted by name, the resource bundles a build put
        /// in it or beside its executable (a SwiftPM executable's, an app's feature packages').
        @MainActor \#(access)static var bundles: [Bundle] =
            [Bundle.main] + ThemecResourceBundles.beside(.main, excluding: ownBundle)

        /// The bundle that holds this module's own nibs.
        \#(access)static var ownBundle: Bundle { \#(ownBundle) }

        /// The bundle to load the nib `name` from: the first of `bundles` that holds a nib of that name,
        /// otherwise this module's own. So a kit finds an app's replacement at runtime without importing the app.
        @MainActor \#(access)static func bundle(forNib name: String) -> Bundle {
            for bundle in bundles where hasNib(name, in: bundle) { return bundle }
            return ownBundle
        }

        /// Whether `bundle` holds a nib named `name`: a compiled `.nib`, or, where nothing compiles XIBs
        /// (Linux), the `.xib` itself.
        \#(access)static func hasNib(_ name: String, in bundle: Bundle) -> Bool {
            if bundle.path(forResource: name, ofType: "nib") != nil { return true }
            #if canImport(UIKit)
            return false
            #else
            return bundle.path(forResource: name, ofType: "xib") != nil
            #endif
        }
        """#
    }

    /// The kit documentation's `nibName()` and `nib()` class methods on views and cells.
    private static func viewNibMethods(access: String) -> String {
        #"""
        extension UIView {
            /// The name of the nib for this class: named like the class (`RewardListCollectionViewCell`), or
            /// the override the registry holds for it.
            \#(access)class func nibName() -> String {
                Nibs.nibName(for: self)
            }

            /// The nib named `nibName()`, from the main bundle when it holds one of that name (an app's
            /// override), otherwise from this module's bundle.
            \#(access)class func nib() -> UINib {
                Nibs.nib(named: nibName())
            }
        }
        """#
    }
}
