import Foundation
import Testing

/// String tables nested 100,000 deep in each format: every reader stops at its depth bound with a
/// located error, never a stack overflow.
@Suite(.serialized) struct HostileNestingTests {
    enum DeepTable: String, CaseIterable, CustomTestStringConvertible {
        case stringsArrays, stringsDictionaries, catalogArrays, catalogObjects, stringsdictDictionaries

        var path: String {
            switch self {
            case .stringsArrays, .stringsDictionaries: "en.lproj/Localizable.strings"
            case .catalogArrays, .catalogObjects: "Localizable.xcstrings"
            case .stringsdictDictionaries: "en.lproj/Localizable.stringsdict"
            }
        }

        var text: String {
            let depth = 100_000
            switch self {
            case .stringsArrays: return "\"a\" = " + String(repeating: "(", count: depth)
            case .stringsDictionaries: return "\"a\" = " + String(repeating: "{\"b\" = ", count: depth)
            case .catalogArrays:
                return "{\"sourceLanguage\": \"en\", \"strings\": " + String(repeating: "[", count: depth)
            case .catalogObjects: return String(repeating: "{\"a\": ", count: depth)
            case .stringsdictDictionaries:
                return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">"
                    + String(repeating: "<dict><key>k</key>", count: depth)
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: DeepTable.allCases)
    func nestingOneHundredThousandDeepIsALocatedError(_ table: DeepTable) throws {
        let box = try Sandbox([table.path: table.text])
        let result = try box.runLimited("generate", table.path, "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, table.rawValue)
        #expect(result.status == 1, "\(table): \(result.stderr.prefix(500))")
        #expect(result.stderr.hasPrefix(table.path + ":"), "\(table): \(result.stderr.prefix(500))")
        #expect(
            result.stderr.contains("deep") || result.stderr.contains("depth"), "\(table): \(result.stderr.prefix(500))")
        #expect(result.stderr.count < 10_000)
        #expect(!box.exists("Out"))
    }
}
