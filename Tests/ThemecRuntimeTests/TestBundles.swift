import Foundation
import Testing

@testable import ThemecRuntime

/// Bundles written for a test into a temporary folder: each a folder of `.lproj` folders holding
/// `.strings` and `.stringsdict` files, as an app, a kit or a resource bundle ships them.
struct TestBundles {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A bundle `name` whose tables are `files`: each path relative to the bundle
    /// (`de.lproj/Localizable.strings`) with its text.
    func bundle(_ name: String, _ files: [String: String]) throws -> Bundle {
        let folder = root.appendingPathComponent(name)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try #require(Bundle(path: folder.path))
    }

    /// A `.stringsdict` file holding one plural rule per key: `format` and one variable's forms.
    static func stringsdict(
        _ entries: [String: (format: String, variable: String, valueType: String, forms: [String: String])]
    )
        -> String
    {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            text += "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(entry.format)</string>"
            text += "<key>\(entry.variable)</key><dict>"
            text += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            text += "<key>NSStringFormatValueTypeKey</key><string>\(entry.valueType)</string>"
            for (category, form) in entry.forms.sorted(by: { $0.key < $1.key }) {
                text += "<key>\(category)</key><string>\(form)</string>"
            }
            text += "</dict></dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }
}

/// The suites that set the bundles of ``KitStrings`` and ``AppStrings``: one at a time, each test with
/// lookup settings of its own.
@Suite(.serialized, .isolatedLookups) struct ModuleTests {}

/// A kit's strings, as its generated `L10nModuleLookup` describes them; `bundle` is set by the test.
enum KitStrings: L10nModule {
    nonisolated(unsafe) static var kitBundle = Bundle.main
    static var bundle: ModuleBundle { ModuleBundle(kitBundle) }
    static let developmentLanguage = "en"
    static let customizesKit = false
    static let records =
        "Localizable\u{1F}Generic.Cancel\u{1F}t\u{1E}Localizable\u{1F}Reward.Summary\u{1F}f@i\u{1E}"
        + "Localizable\u{1F}Points\u{1F}pi\u{1E}"
}

/// An app's strings that customise ``KitStrings``; `bundle` is set by the test.
enum AppStrings: L10nModule {
    nonisolated(unsafe) static var appBundle = Bundle.main
    static var bundle: ModuleBundle { ModuleBundle(appBundle) }
    static let developmentLanguage = "en"
    static let customizesKit = true
    static let records = "Localizable\u{1F}Home.Welcome\u{1F}f@\u{1E}"
}

/// A module whose records a test writes by hand, searched in ``KitStrings``'s bundle.
enum HandMadeRecords: L10nModule {
    static var bundle: ModuleBundle { ModuleBundle(KitStrings.kitBundle) }
    static let developmentLanguage = "en"
    static let customizesKit = false
    nonisolated(unsafe) static var records = ""
}
