import Foundation
import ThemecCore

/// Checks the harnesses share: a broken invariant is reported like a crash, so libFuzzer keeps
/// the input that caused it as an artifact.
enum FuzzCheck {
    /// Stops the run with `message` when `condition` is false.
    static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            FileHandle.standardError.write(Data("fuzz invariant broken: \(message())\n".utf8))
            abort()
        }
    }

    /// The bytes libFuzzer hands over, copied into an array the harness owns.
    static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// What every compilation must satisfy, whatever its input: located diagnostics in known
    /// files, generated files only without errors, each ending in one newline, and a dump that
    /// renders.
    static func compilation(_ result: CompilationResult, inputs: [InputFile]) {
        let paths = Set(inputs.map(\.path))
        for diagnostic in result.diagnostics {
            require(
                diagnostic.location.line >= 1 && diagnostic.location.column >= 1,
                "diagnostic at \(diagnostic.location) is not 1-based: \(diagnostic.rendered)")
            require(
                paths.contains(diagnostic.location.file) || diagnostic.location.file.isEmpty,
                "diagnostic names a file that is not an input: \(diagnostic.rendered)")
            require(!diagnostic.message.isEmpty, "empty diagnostic message at \(diagnostic.location)")
        }
        if result.hasErrors {
            require(result.files.isEmpty, "files were generated although there are errors")
        } else {
            require(!result.files.isEmpty, "no files were generated although there are no errors")
        }
        for file in result.files {
            require(
                !file.name.contains("/") && !file.name.hasPrefix("."),
                "generated file name '\(file.name)' could leave the folder")
            require(file.name.hasSuffix(".themec.swift"), "generated file name '\(file.name)' lacks .themec.swift")
            require(
                file.contents.hasSuffix("\n") && !file.contents.hasSuffix("\n\n"),
                "\(file.name) does not end in exactly one newline")
            require(!file.contents.contains("\r"), "\(file.name) holds a carriage return")
        }
        _ = result.dump.rendered()
    }

    /// Compiling the same inputs in reverse order, without keeping values (so that a locale
    /// that is one `.strings` file is checked from its bytes, as `generate` and `lint` do),
    /// gives the same files and diagnostics.
    static func deterministic(_ inputs: [InputFile], options: CompilerOptions, first: CompilationResult) {
        var lean = options
        lean.retainsValues = false
        let second = Compiler.compile(inputs.reversed(), options: lean)
        require(second.files == first.files, "generated files depend on the input order or on keeping values")
        require(second.diagnostics == first.diagnostics, "diagnostics depend on the input order or on keeping values")
    }
}
