/// Renders `Layouts.themec.swift`: `NibOverride` and the `Nibs` registry.
///
/// Platform-neutral (Foundation only); the `UINib` convenience sits behind
/// `#if canImport(UIKit)`. Every name from an input goes through ``SwiftLiteral`` or
/// ``SwiftIdentifier``; members are sorted, so the text depends only on the model.
public struct LayoutsRenderer: Sendable {
    public let options: CompilerOptions

    public init(options: CompilerOptions) {
        self.options = options
    }

    public func render(_ model: LayoutModel) -> GeneratedFile {
        let access = options.access.prefix
        var writer = SwiftWriter()
        writer.header("The nib-name override registry: every nib name and the kit nibs the app replaces.")
        writer.line("import Foundation")
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
        writer.docComment("""
            Every nib name of the kit and the app, and the kit nibs the app overrides.

            A kit view controller or cell asks `Nibs.nibName(for:)` which nib to load: the app's override
            when there is one, otherwise the nib named like its class (the kit's convention).
            """)
        writer.block("\(access)enum Nibs") { writer in
            for nib in model.nibs {
                let origin = nib.role == .app ? (nib.overrides.map { "app, overrides the kit's \($0)" } ?? "app") : "kit"
                writer.docComment("`\(nib.name).xib` (\(origin)).")
                writer.line("\(access)static let \(nib.identifier) = \(SwiftLiteral.string(nib.name))")
            }
            writer.blank()
            writer.docComment("Every nib name, sorted.")
            if model.nibs.isEmpty {
                writer.line("\(access)static let all: [String] = []")
            } else {
                writer.line("\(access)static let all: [String] = [")
                for nib in model.nibs { writer.line("    \(nib.identifier),") }
                writer.line("]")
            }
            writer.blank()
            writer.docComment("The kit nibs the app replaces, keyed by kit class name.")
            if model.overrides.isEmpty {
                writer.line("\(access)static let overrides: [String: NibOverride] = [:]")
            } else {
                // One statement per override rather than one dictionary literal: the type
                // checker's time on a literal grows with its size (hundreds of nibs make it
                // slow), while independent statements each cost the same small amount.
                writer.line("\(access)static let overrides: [String: NibOverride] = {")
                writer.line("    var overrides: [String: NibOverride] = [:]")
                for entry in model.overrides {
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
            writer.blank()
            writer.docComment("The nib to load for the kit class `className`: the app's override, or the class name itself.")
            writer.block("\(access)static func nibName(for className: String) -> String") { writer in
                writer.line("overrides[className]?.nibName ?? className")
            }
            writer.blank()
            writer.docComment("The nib to load for `type`, by its unqualified name (`DetailViewController`).")
            writer.block("\(access)static func nibName(for type: Any.Type) -> String") { writer in
                writer.line("nibName(for: String(describing: type))")
            }
        }
        writer.blank()
        writer.line("#if canImport(UIKit)")
        writer.block("extension Nibs") { writer in
            writer.docComment("""
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
        }
        writer.line("#endif")
        return GeneratedFile(name: GeneratedFile.layoutsFileName, contents: writer.text)
    }
}
