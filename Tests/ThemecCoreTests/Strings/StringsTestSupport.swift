import Foundation

@testable import ThemecCore
@testable import ThemecSyntax

/// Paths and helpers shared by the strings tests.
enum StringsTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/ThemecCoreTests/Fixtures/Strings")
    static let golden = packageRoot.appendingPathComponent("Tests/ThemecCoreTests/Fixtures/Golden")
    /// The shared real-world corpus next to the repository, when it is there.
    static let corpus = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/real")

    /// Every file under `directory` whose name ends with `suffix`, sorted.
    static func files(under directory: URL, suffix: String) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    /// Our reading of a `.strings` file: the resolved map, or nil when we reject it, plus the
    /// rendered diagnostics.
    static func ours(_ bytes: [UInt8]) -> (map: [String: ResolvedPropertyList]?, diagnostics: [Diagnostic]) {
        var bag = DiagnosticBag(file: "test.strings")
        let syntax = StringsFileReader.read(bytes, into: &bag)
        guard !syntax.rejected else { return (nil, bag.diagnostics) }
        guard case .dictionary(let map) = PropertyListValue.dictionary(syntax.entries).resolved else {
            return (nil, bag.diagnostics)
        }
        return (map, bag.diagnostics)
    }

    /// Foundation's reading (Apple's parser, as swift-corelibs-foundation ships it): the map,
    /// or nil when it throws or the file is not a dictionary.
    static func foundation(_ bytes: [UInt8]) -> [String: ResolvedPropertyList]? {
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
            case .dictionary(let map)? = resolved(value)
        else { return nil }
        return map
    }

    static func resolved(_ value: Any) -> ResolvedPropertyList? {
        switch value {
        case let string as String: return .string(string)
        case let data as Data: return .data(Array(data))
        case let array as [Any]:
            let items = array.compactMap(resolved)
            return items.count == array.count ? .array(items) : nil
        case let dictionary as [String: Any]:
            var result: [String: ResolvedPropertyList] = [:]
            for (key, item) in dictionary {
                guard let converted = resolved(item) else { return nil }
                result[key] = converted
            }
            return .dictionary(result)
        case let dictionary as [AnyHashable: Any]:
            var result: [String: ResolvedPropertyList] = [:]
            for (key, item) in dictionary {
                guard let key = key.base as? String, let converted = resolved(item) else { return nil }
                result[key] = converted
            }
            return .dictionary(result)
        default:
            return nil
        }
    }

    /// Compiles `files` (path, text) and returns the rendered diagnostics, sorted.
    static func diagnostics(
        _ files: [(String, String)], base: [(String, String)] = [],
        options: CompilerOptions = CompilerOptions()
    ) -> [String] {
        let inputs =
            files.compactMap { InputFile(path: $0.0, text: $0.1) }
            + base.compactMap { InputFile(path: $0.0, role: .base, text: $0.1) }
        let result = Pipeline(options: options).strings(inputs)
        return options.rules.apply(to: result.diagnostics).flatMap(\.renderedWithNotes)
    }
}
