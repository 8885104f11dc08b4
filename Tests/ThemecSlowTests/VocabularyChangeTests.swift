import Foundation
import Testing

/// `Docs/Architecture.md`'s "Where a change goes" holds for the vocabulary: after the one entry of a new
/// color slot (optional or required), text slot or placeholder type in `Sources/ThemecVocabulary`, the
/// compiler's errors are exactly at the places the document names for it, and filling each place as
/// the document says builds. A copy of the sources is type-checked module by module with `swiftc` (a few
/// seconds, no package build). The runtime's UIKit layer, which no Linux build compiles, is checked
/// against the iPhoneOS SDK (`VocabularySDKTests`).
@Suite struct VocabularyChangeTests {
    static let document = RuntimeLibrary.packageRoot.appendingPathComponent("Docs/Architecture.md")

    /// The modules copied: the vocabulary, what imports it, and ThemecSyntax, which ThemecCore imports.
    static let modules = ["ThemecSyntax", "ThemecVocabulary", "ThemecFormat", "ThemecCore", "ThemecRuntime"]

    /// `swiftc` over a copy of the sources: each module type-checked as one job, and its interface
    /// emitted (without function bodies) for the modules that import it.
    struct ScratchCompiler {
        let scratch: ScratchSources
        let modules: URL
        let flags: [String]

        init(_ scratch: ScratchSources) throws {
            self.scratch = scratch
            modules = scratch.root.appendingPathComponent("modules")
            try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
            flags =
                [
                    "-parse-as-library", "-swift-version", "6", "-package-name", "themec", "-wmo",
                    "-diagnostic-style=llvm", "-I", modules.path,
                ] + (try CLibraryFlags.swiftc())
        }

        /// The errors of `module`, type-checked with its function bodies, and what `swiftc` printed.
        func typeCheck(_ module: String) throws -> (errors: [CompilerError], output: String) {
            let (_, output) = try ProgramRun.swiftc(
                flags + ["-typecheck", "-module-name", module] + scratch.files(of: module))
            return (CompilerError.all(in: output), output)
        }

        /// Emits `module` for the modules that import it, its function bodies type-checked unless
        /// `checkingBodies` is false; what `swiftc` printed, or nil when it succeeded with no error.
        func emit(_ module: String, checkingBodies: Bool = true) throws -> String? {
            let skipping = checkingBodies ? [] : ["-experimental-skip-non-inlinable-function-bodies"]
            let (status, output) = try ProgramRun.swiftc(
                flags + skipping + [
                    "-emit-module", "-module-name", module,
                    "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path,
                ] + scratch.files(of: module))
            return status == 0 && CompilerError.all(in: output).isEmpty ? nil : output
        }

        /// The errors of each of `modules`, type-checked side by side.
        func typeCheck(all modules: [String]) throws -> [CompilerError] {
            final class Results: @unchecked Sendable {
                let lock = NSLock()
                var each: [Result<[CompilerError], any Error>]
                init(_ count: Int) { each = Array(repeating: .success([]), count: count) }
            }
            let results = Results(modules.count)
            DispatchQueue.concurrentPerform(iterations: modules.count) { index in
                let result = Result { try typeCheck(modules[index]).errors }
                results.lock.withLock { results.each[index] = result }
            }
            return try results.each.flatMap { try $0.get() }
        }
    }

    @Test func theCompilerPointsAtTheDocumentsPlacesAndFillingThemBuilds() throws {
        let documented = VocabularyChange.documentedPlaces(in: try String(contentsOf: Self.document, encoding: .utf8))
        for change in VocabularyChange.all {
            let places = try #require(
                documented[change.name], "Docs/Architecture.md lists no places for \(change.name)")
            #expect(!places.isEmpty, "Docs/Architecture.md names no file for \(change.name)")
            for file in places where change.fills[file] == nil {
                Issue.record("Docs/Architecture.md names \(file) for \(change.name); give the test its fill")
            }
        }
        let scratch = try ScratchSources(Self.modules)
        defer { scratch.remove() }
        for change in VocabularyChange.all {
            for edit in change.entry { try scratch.apply(edit) }
        }
        let compiler = try ScratchCompiler(scratch)

        // The entries are all the vocabulary needs, and the grammar reads the new type from its table: both
        // compile with no error (ThemecSyntax, unchanged, only gives its interface to ThemecCore).
        for module in ["ThemecVocabulary", "ThemecSyntax", "ThemecFormat"] {
            let failed = try compiler.emit(module, checkingBodies: module != "ThemecSyntax")
            try #require(failed == nil, "\(module) does not compile with the new entries:\n\(failed ?? "")")
        }

        // Type-check what imports them; fill each place an error is at, as the document says; again,
        // until nothing is left (the compiler points at a system theme only once its protocol has the
        // requirement).
        var found: [String: Set<String>] = [:]
        var filled: Set<[String]> = []
        var pending = ["ThemecCore", "ThemecRuntime"]
        var clean = false
        for _ in 1...4 {
            let errors = try compiler.typeCheck(all: pending)
            if errors.isEmpty {
                clean = true
                break
            }
            var fills: [(change: VocabularyChange, file: String)] = []
            for error in errors {
                let file = scratch.packagePath(error.file)
                let changes = VocabularyChange.all.filter { $0.isNamed(in: error.text) }
                if changes.isEmpty { Issue.record("an error no change of the vocabulary explains:\n\(error.text)") }
                for change in changes {
                    found[change.name, default: []].insert(file)
                    if filled.insert([change.name, file]).inserted { fills.append((change, file)) }
                }
            }
            guard !fills.isEmpty else {
                Issue.record("errors remain where every place is filled:\n\(errors.map(\.text).joined())")
                break
            }
            for (change, file) in fills {
                let edits = try #require(change.fills[file], "no fill of \(file) for \(change.name)")
                for edit in edits { try scratch.apply(edit) }
            }
            pending = Self.modules.filter { module in fills.contains { $0.file.hasPrefix("Sources/\(module)/") } }
        }
        #expect(clean, "the copy does not type-check once every place the compiler pointed at is filled")

        // Linux compiles no UIKit layer: those places are the SDK test's.
        let expected = documented.mapValues { $0.filter { !VocabularyChange.isPlatformOnly($0) } }
        #expect(VocabularyChange.mismatches(found: found, documented: expected) == [])
    }

    @Test func aPlaceTheDocumentLeavesOutOrNamesInVainIsReported() {
        // The comparison can fail: a document that leaves out the contrast check, or names a file the
        // compiler never points at, is told so.
        let markdown = """
            - **an optional color slot**: `Sources/ThemecRuntime/Theme/ColorTheme.swift` (its requirement),
              and `Sources/ThemecRuntime/Theme/TextTheme.swift`;
            - **a placeholder type**: `Sources/ThemecRuntime/Strings/ArgumentLetters.swift`.

            - **a text slot**: not in the list above, `Sources/ThemecRuntime/Theme/TextTheme.swift`
            """
        let documented = VocabularyChange.documentedPlaces(in: markdown)
        #expect(
            documented == [
                "an optional color slot": [
                    "Sources/ThemecRuntime/Theme/ColorTheme.swift", "Sources/ThemecRuntime/Theme/TextTheme.swift",
                ],
                "a placeholder type": ["Sources/ThemecRuntime/Strings/ArgumentLetters.swift"],
                "a text slot": ["Sources/ThemecRuntime/Theme/TextTheme.swift"],
            ])
        let found: [String: Set<String>] = [
            "an optional color slot": [VocabularyChange.contrast, VocabularyChange.colorTheme],
            "a placeholder type": [VocabularyChange.argumentLetters],
            "a text slot": [VocabularyChange.textTheme],
        ]
        #expect(
            VocabularyChange.mismatches(found: found, documented: documented) == [
                "for an optional color slot the compiler points at \(VocabularyChange.contrast), which the document "
                    + "does not name",
                "for an optional color slot the document names \(VocabularyChange.textTheme), where the compiler "
                    + "points at nothing",
            ])
    }
}
