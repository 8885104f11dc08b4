import Foundation
import Testing

/// ThemecCore's public API is exactly the list under "The whole public API" in `Docs/Library.md`:
/// a `public` added by accident fails here, naming the file and line, and so does a listed
/// declaration that is public no more. The modules behind it (ThemecSyntax, ThemecVocabulary,
/// ThemecFormat) show through none of its signatures.
@Suite struct PublicSurfaceTests {
    static let document = Fixtures.packageRoot.appendingPathComponent("Docs/Library.md")
    static let heading = "## The whole public API"

    /// The Swift files under `Sources/<module>`, by path from the package root, with their text, sorted.
    static func sources(of module: String) throws -> [(path: String, text: String)] {
        let root = Fixtures.packageRoot.appendingPathComponent("Sources/\(module)")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        var files: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
            files.append(("Sources/\(module)/\(relative)", text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// Every public declaration of `module`, with `path:line`: read once per run, for every test that asks.
    static func declarations(of module: String) throws -> [(declaration: PublicDeclaration, place: String)] {
        declarationsLock.lock()
        defer { declarationsLock.unlock() }
        if let known = declarationsRead[module] { return known }
        let found = try readDeclarations(of: module)
        declarationsRead[module] = found
        return found
    }

    private static let declarationsLock = NSLock()
    nonisolated(unsafe) private static var declarationsRead:
        [String: [(declaration: PublicDeclaration, place: String)]] = [:]

    /// Every public declaration of `module`, with `path:line`: read twice, so that an extension
    /// in one file of a public type declared in another counts.
    private static func readDeclarations(of module: String) throws
        -> [(declaration: PublicDeclaration, place: String)]
    {
        let files = try sources(of: module)
        var types: Set<String> = []
        for (_, text) in files {
            for (declaration, _) in PublicDeclaration.read(text) where declaration.scope == nil {
                if let name = PublicDeclaration.declaredType(declaration.text) { types.insert(name) }
            }
        }
        return files.flatMap { path, text in
            PublicDeclaration.read(text, publicTypes: types).map { ($0.declaration, "\(path):\($0.line)") }
        }
    }

    /// The list in `markdown`: the ```swift block after `heading` (``heading`` by default). A line at
    /// the margin is a top-level declaration; a line indented four spaces more than one that declares or
    /// extends a type belongs to that type (eight spaces under a nested type: its members), or to the
    /// extension (`extension ColorTheme`, which is no declaration itself unless it adds a conformance:
    /// `extension Diagnostic: Comparable`) that declares it in the sources. A declaration
    /// whose parentheses are still open goes on over the next lines; `//` lines are comments; `#if`,
    /// `#elseif`, `#else` and `#endif` lines enclose declarations compiled under a condition, as in the
    /// sources.
    static func listed(in markdown: String, after heading: String = heading) throws -> [PublicDeclaration] {
        let block = try LibraryExampleTests.swiftBlock(after: heading, in: markdown)
        // The type each level of indentation declares its members in.
        var scopes: [String?] = []
        var listed: [PublicDeclaration] = []
        var conditions = PublicDeclaration.Conditions()
        var open = 0
        for line in block.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            let text = PublicDeclaration.collapsed(line)
            if open > 0, var last = listed.popLast() {
                last.text = PublicDeclaration.collapsed(last.text + " " + text)
                listed.append(last)
            } else if text.hasPrefix("//") || conditions.take(line) {
                continue
            } else {
                let level = line.prefix { $0 == " " }.count / 4
                let scope = level == 0 ? nil : (level <= scopes.count ? scopes[level - 1] : nil)
                let isExtension = text.hasPrefix("extension ")
                if !isExtension || text.contains(":") {
                    listed.append(PublicDeclaration(scope: scope, text: text, condition: conditions.current))
                }
                scopes = Array(scopes.prefix(level))
                let outer = scope.map { $0.hasPrefix("extension ") ? String($0.dropFirst(10)) : $0 }
                let name = PublicDeclaration.declaredType(text).map { name in outer.map { "\($0).\(name)" } ?? name }
                scopes.append(name.map { isExtension ? "extension \($0)" : $0 })
            }
            open += line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
        }
        return listed
    }

    @Test func themecCoreIsPublicExactlyWhereTheDocumentSays() throws {
        let found = try Self.declarations(of: "ThemecCore")
        let listed = try Self.listed(in: String(contentsOf: Self.document, encoding: .utf8))
        #expect(found.count > 50, "the reader found only \(found.count) public declarations: is it still reading?")
        #expect(Set(listed).count == listed.count, "Docs/Library.md lists a declaration twice")
        let listedSet = Set(listed)
        for (declaration, place) in found where !listedSet.contains(declaration) {
            Issue.record(
                """
                \(place): `\(declaration.text)`\(declaration.scope.map { " (in \($0))" } ?? "") is public, and not \
                in ThemecCore's public API (Docs/Library.md, "The whole public API"): make it package, or internal \
                when no other target uses it; a declaration a tool needs to run the compiler goes into that list
                """)
        }
        let foundSet = Set(found.map(\.declaration))
        for declaration in listed where !foundSet.contains(declaration) {
            Issue.record(
                """
                Docs/Library.md lists `\(declaration.text)`\(declaration.scope.map { " (in \($0))" } ?? ""), \
                which is not a public declaration of Sources/ThemecCore: take it off the list, or make it public
                """)
        }
        #expect(found.count == foundSet.count, "two public declarations read the same")
    }

    /// ThemecSyntax and ThemecFormat, which no product exposes, keep nothing public (what ThemecCore and
    /// ThemecRuntime use of them is `package`); ThemecVocabulary only the two types the runtime gives the
    /// kit's users under the kit's names (``RuntimeSurfaceTests``). No public signature of ThemecCore names
    /// a type any of the three declares, public or not, and none of ThemecRuntime one they keep to this
    /// package: that would make the module part of a library's API.
    @Test func thePublicAPINamesNoTypeOfTheModulesBehindIt() throws {
        var behind: [String: String] = [:]
        for module in ["ThemecSyntax", "ThemecFormat", "ThemecVocabulary"] {
            if module != "ThemecVocabulary" {
                let declarations = try Self.declarations(of: module)
                #expect(declarations.isEmpty, "public in \(module): \(declarations.map(\.place)); use package")
            }
            for (_, text) in try Self.sources(of: module) {
                // Every type the module declares: the name after `enum`, `struct`, … in its code.
                let words = SwiftSourceText(text).identifiers.map(\.name)
                for (keyword, name) in zip(words, words.dropFirst())
                where ["enum", "struct", "class", "protocol", "typealias", "actor"].contains(keyword) {
                    behind[name] = module
                }
            }
        }
        #expect(behind["FormatSignature"] == "ThemecFormat" && behind["ColorSlot"] == "ThemecVocabulary")
        let vocabularyAPI = try Self.declarations(of: "ThemecVocabulary").compactMap { declaration, _ in
            declaration.scope == nil ? PublicDeclaration.declaredType(declaration.text) : nil
        }
        #expect(Set(vocabularyAPI) == ["TextStyle", "TextSlot"], "ThemecVocabulary's public types")
        for product in ["ThemecCore", "ThemecRuntime"] {
            let hidden = product == "ThemecCore" ? behind : behind.filter { !vocabularyAPI.contains($0.key) }
            let found = try Self.declarations(of: product)
            #expect(!found.isEmpty)
            for (declaration, place) in found {
                let words = declaration.text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
                for word in words {
                    if let module = hidden[String(word)] {
                        Issue.record("\(place): `\(declaration.text)` names \(word), a type of \(module)")
                    }
                }
            }
        }
    }

    /// The reader finds declarations, enum cases and conformances, where they are, and nothing in
    /// comments or strings; the list reader gives indented lines their type.
    @Test func theReadersSeeDeclarationsOnly() throws {
        let source = """
            /// public struct InComment {}
            public struct Outer: Sendable {
                public var name: String
                public var isEmpty: Bool { name.isEmpty }
                let text = "public var inString = 1"
                public init(
                    name: String,
                    count: Int = 2
                ) {
                    self.name = name
                }
                public static func < (lhs: Outer, rhs: Outer)
                    -> Bool
                { lhs.name < rhs.name }
                public enum Kind: String {  // public case d
                    case a, b
                    case c = "}"
                    func f() -> Int {
                        switch self {
                        case .a: 1
                        default: 2
                        }
                    }
                }
                package var hidden: Int { 1 }
            }
            extension Outer: Equatable {
                public static let zero = Outer(name: "")
            }
            extension Other: Hashable {}

            """
        let read = PublicDeclaration.read(source)
        #expect(
            read.map { "\($0.line) \($0.declaration)" } == [
                "2 struct Outer: Sendable", "3 Outer: var name: String", "4 Outer: var isEmpty: Bool { get }",
                "6 Outer: init(name: String, count: Int = 2)",
                "12 Outer: static func < (lhs: Outer, rhs: Outer) -> Bool",
                "15 Outer: enum Kind: String", "16 Outer.Kind: case a, b", "17 Outer.Kind: case c = \"}\"",
                "27 extension Outer: Equatable", "28 extension Outer: static let zero = Outer(name: \"\")",
            ])
        let markdown = """
            \(Self.heading)

            ```swift
            // inputs
            struct Outer: Sendable
                var name: String
                init(
                    name: String,
                    count: Int = 2
                )
            extension Outer: Equatable
                static let zero
            ```

            """
        #expect(
            try Self.listed(in: markdown) == [
                PublicDeclaration(scope: nil, text: "struct Outer: Sendable"),
                PublicDeclaration(scope: "Outer", text: "var name: String"),
                PublicDeclaration(scope: "Outer", text: "init(name: String, count: Int = 2)"),
                PublicDeclaration(scope: nil, text: "extension Outer: Equatable"),
                PublicDeclaration(scope: "extension Outer", text: "static let zero"),
            ])
    }

    /// What the runtime's sources have besides: `open` declarations, a public protocol's requirements
    /// (and an extension's defaults of them, apart), a type nested in an extension, and `#if` blocks,
    /// in the sources and in the list alike.
    @Test func theReadersSeeOpenDeclarationsRequirementsAndConditions() throws {
        let source = """
            #if canImport(UIKit)
                public typealias Color = UIColor
            #else
                public typealias Color = Double
            #endif
            public protocol Theme: Sendable {
                var primary: Color { get }
                static var name: String { get set }
                func apply()
            }
            extension Theme {
                public var primary: Color { 0 }
            }
            extension Manager {
                public enum Slot: String {
                    case body
                }
            }
            #if canImport(UIKit)
                open class Window: UIWindow {
                    public override init(frame: CGRect) {}
                    open func applyTheme() {}
                }
            #endif

            """
        let read = PublicDeclaration.read(source).map(\.declaration)
        let expected = [
            PublicDeclaration(scope: nil, text: "typealias Color = UIColor", condition: "canImport(UIKit)"),
            PublicDeclaration(scope: nil, text: "typealias Color = Double", condition: "!(canImport(UIKit))"),
            PublicDeclaration(scope: nil, text: "protocol Theme: Sendable"),
            PublicDeclaration(scope: "Theme", text: "var primary: Color { get }"),
            PublicDeclaration(scope: "Theme", text: "static var name: String { get set }"),
            PublicDeclaration(scope: "Theme", text: "func apply()"),
            PublicDeclaration(scope: "extension Theme", text: "var primary: Color { get }"),
            PublicDeclaration(scope: "extension Manager", text: "enum Slot: String"),
            PublicDeclaration(scope: "Manager.Slot", text: "case body"),
            PublicDeclaration(scope: nil, text: "open class Window: UIWindow", condition: "canImport(UIKit)"),
            PublicDeclaration(scope: "Window", text: "override init(frame: CGRect)", condition: "canImport(UIKit)"),
            PublicDeclaration(scope: "Window", text: "open func applyTheme()", condition: "canImport(UIKit)"),
        ]
        #expect(read == expected)
        let markdown = """
            \(Self.heading)

            ```swift
            #if canImport(UIKit)
            typealias Color = UIColor
            #else
            typealias Color = Double
            #endif
            protocol Theme: Sendable
                var primary: Color { get }
                static var name: String { get set }
                func apply()
            extension Theme
                var primary: Color { get }
            extension Manager
                enum Slot: String
                    case body
            #if canImport(UIKit)
            open class Window: UIWindow
                override init(frame: CGRect)
                open func applyTheme()
            #endif
            ```

            """
        #expect(try Self.listed(in: markdown) == expected)
    }
}
