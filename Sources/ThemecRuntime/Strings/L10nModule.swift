import Foundation

/// A module's strings as its generated code describes them: the generated `L10nModuleLookup` of an
/// app or a kit conforms, and its accessors (`L10n.Menu.profile`) call the lookups of this protocol's
/// extension, which ``L10nLookup`` runs for every module alike.
///
/// Everything here is data that depends on the module's inputs; the behaviour is the runtime's.
public protocol L10nModule {
    /// The bundle that holds this module's own tables: its SwiftPM resource bundle, the bundle of a class
    /// of the module, or the main bundle (``ModuleBundle``), possibly missing. Searched after
    /// ``L10nLookup/bundles``, or, for a module that ``customizesKit``, right after the main bundle.
    static var bundle: ModuleBundle { get }
    /// The language of the texts compiled into the accessors, which show when no bundle has a key:
    /// the project's development language.
    static var developmentLanguage: String { get }
    /// Whether the module customises a kit (an app with `kit:` in its `themec.yml`): its bundle comes
    /// right after the main bundle, before the kit's, for its own keys.
    static var customizesKit: Bool { get }
    /// Every key of the module, for ``L10nLookup/validate(_:)``: its table, its key, its kind and the
    /// types of the arguments its accessor passes, and in a kit its development-language text (which
    /// ``localized(_:)`` shows when no bundle has the key), in the record format ``ValidationRecord`` reads.
    static var records: String { get }
}

extension L10nModule {
    /// The text of `key` in `table`: the first searched bundle's, in the chosen language, else the
    /// development language's, else `fallback` (the development-language text compiled in).
    public static func text(_ table: String, _ key: String, _ fallback: String) -> String {
        L10nLookup.engine.text(module: descriptor, table: table, key: key, fallback: fallback)
    }

    /// The text of `key` formatted with `arguments` (what a format accessor calls). A text a bundle
    /// holds is used only when it reads exactly `arguments`; otherwise the next bundle's, and last
    /// `fallback`, so no table can make `String(format:)` misread an argument.
    public static func formatted(
        _ table: String, _ key: String, _ fallback: String, _ arguments: any CVarArg...
    ) -> String {
        L10nLookup.engine.formatted(module: descriptor, table: table, key: key, fallback: fallback, arguments)
    }

    /// The plural text of `key` for `arguments`: a bundle's `.stringsdict` rule (or plain text) that
    /// reads `arguments` in every form, else the development language's rule compiled in: `format`,
    /// and `forms` by variable name and plural category.
    public static func plural(
        _ table: String, _ key: String, _ format: String, _ forms: [String: [String: String]],
        _ arguments: [any CVarArg]
    ) -> String {
        L10nLookup.engine.plural(
            module: descriptor, table: table, key: key, format: format, forms: forms, arguments)
    }

    /// The text of `key` in the `Localizable` table, as a kit's `"Menu.Profile".localized` shows it: the
    /// first searched bundle's, as ``text(_:_:_:)`` finds it, else the development-language text of the
    /// module's own accessor for the key (from ``records``), else the key itself.
    public static func localized(_ key: String) -> String {
        L10nLookup.engine.localized(module: descriptor, key: key)
    }

    /// The text of a key with width variants (`NSStringVariableWidthRuleType`): the widest variant.
    public static func widthVariant(_ table: String, _ key: String, _ fallback: String) -> String {
        L10nLookup.engine.text(module: descriptor, table: table, key: key, fallback: fallback)
    }

    /// The widest variant of a key with width variants, formatted with `arguments` as
    /// ``formatted(_:_:_:_:)`` formats.
    public static func formattedWidthVariant(
        _ table: String, _ key: String, _ fallback: String, _ arguments: any CVarArg...
    ) -> String {
        L10nLookup.engine.formatted(module: descriptor, table: table, key: key, fallback: fallback, arguments)
    }

    /// The module as the engine keeps it.
    static var descriptor: ModuleDescriptor {
        ModuleDescriptor(
            type: Self.self, bundle: bundle, developmentLanguage: developmentLanguage, customizesKit: customizesKit,
            records: records)
    }
}

/// A module's data (``L10nModule``) as a value.
struct ModuleDescriptor: @unchecked Sendable {
    /// The module's generated type, which what is worked out once per module is kept by.
    let type: any L10nModule.Type
    let bundle: ModuleBundle
    let developmentLanguage: String
    let customizesKit: Bool
    let records: String

    /// The module's own bundle, when it is there.
    var ownBundle: Bundle? { bundle.bundle }
}
