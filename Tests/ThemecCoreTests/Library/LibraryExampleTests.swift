import Foundation
import Testing
import ThemecCore

/// The example of `Docs/Library.md` is ``LibraryExample.swift``, word for word; it type-checks
/// against the built ThemecCore as another package sees it (no `package` declaration in reach),
/// and it does what the document says.
@Suite struct LibraryExampleTests {
    static let document = Fixtures.packageRoot.appendingPathComponent("Docs/Library.md")
    static let example = Fixtures.packageRoot.appendingPathComponent(
        "Tests/ThemecCoreTests/Library/LibraryExample.swift")

    /// A small app: a theme, and a table whose German locale lacks one key.
    static let project = [
        "Themes/Cheetah.theme.yaml": "colors:\n  primaryColor: \"#B1E4E3\"\n  secondaryColor: \"#F4364C\"\n",
        "Strings/en.lproj/Localizable.strings": "\"Menu.Profile\" = \"Profile\";\n\"Menu.Logout\" = \"Log out\";\n",
        "Strings/de.lproj/Localizable.strings": "\"Menu.Profile\" = \"Profil\";\n",
        "README.md": "not an input",
    ]

    /// The lines of the first ```swift block after `heading` in `markdown`, each with its newline.
    static func swiftBlock(after heading: String, in markdown: String) throws -> String {
        let section = try #require(markdown.range(of: heading), "no \(heading) in the document")
        let open = try #require(markdown.range(of: "```swift\n", range: section.upperBound..<markdown.endIndex))
        var block = ""
        for line in markdown[open.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```" { return block }
            block += line + "\n"
        }
        throw BlockNotClosed()
    }

    /// A ```swift block the document never closes.
    struct BlockNotClosed: Error {}

    @Test func theDocumentShowsThisExample() throws {
        let markdown = try String(contentsOf: Self.document, encoding: .utf8)
        let shown = try Self.swiftBlock(after: "## Compiling from Swift", in: markdown)
        let tested = try String(contentsOf: Self.example, encoding: .utf8)
        #expect(
            shown == tested,
            """
            Docs/Library.md's example differs from Tests/ThemecCoreTests/Library/LibraryExample.swift; copy one \
            onto the other
            """)
    }

    /// `swiftc -typecheck` of the example against the ThemecCore module this test was built with,
    /// without `-package-name`: what another package may call. A `package` declaration fails it.
    @Test func theExampleNeedsOnlyThePublicAPI() throws {
        let checked = try PublicModule.typeCheck(Self.example)
        #expect(checked.status == 0, "\(checked.output)")
        // The check sees the access levels: the same call through the package-only pipeline fails.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-library-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try "import ThemecCore\nlet result = Pipeline(options: CompilerOptions()).compile([])\n"
            .write(to: scratch, atomically: true, encoding: .utf8)
        let refused = try PublicModule.typeCheck(scratch)
        #expect(refused.status != 0)
        #expect(refused.output.contains("cannot find 'Pipeline' in scope"), "\(refused.output)")
    }

    @Test func theExampleGivesTheFilesAndTheWarnings() throws {
        let (files, problems) = compileProject(Self.project)
        #expect(
            files.map(\.name) == [
                "Theme.themec.swift", "Strings.themec.swift", "Strings+Localizable.themec.swift",
                "Layouts.themec.swift",
            ])
        let table = try #require(files.first { $0.name == "Strings+Localizable.themec.swift" })
        #expect(table.contents.contains("public static var profile: Swift.String"))
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.first?.hasPrefix("Strings/de.lproj/Localizable.strings:1:1: warning: 'Menu.Logout'") == true)
        #expect(problems.first?.hasSuffix("[strings-missing-key]") == true, "\(problems)")
        #expect(problems.last == "Strings/en.lproj/Localizable.strings:2:1: note: en defines it here")
    }

    @Test func anErrorLeavesNoFile() {
        let (files, problems) = compileProject(Self.project, strict: true)
        #expect(files.isEmpty)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.first?.hasPrefix("Strings/de.lproj/Localizable.strings:1:1: error: 'Menu.Logout'") == true)
        #expect(problems.first?.hasSuffix("[strings-missing-key]") == true, "\(problems)")
    }

    @Test func anInputOnDiskIsReadWhenReachedAndItsFailureIsADiagnostic() throws {
        #expect(inputOnDisk("README.md") { [] } == nil)
        let unreadable = try #require(
            inputOnDisk("Strings/en.lproj/Localizable.strings") { () throws(InputReadError) -> [UInt8] in
                throw InputReadError(reason: "permission denied")
            })
        let result = Compiler.compile([unreadable])
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:1:1: error: the file cannot be read: permission denied "
                    + "[input-unreadable]"
            ])
    }
}
