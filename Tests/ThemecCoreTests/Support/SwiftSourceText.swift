import Foundation

/// A Swift source file's code without its comments and string literals, for tests that read the
/// sources: what is left are the names the code really uses, at their lines.
///
/// Comments (nested block comments too) and the text of string literals (single-line,
/// multi-line and raw) become spaces, newlines kept, so offsets and line numbers stay those of
/// the file; the code inside a string interpolation is kept.
struct SwiftSourceText {
    /// The code, every comment and literal text blanked.
    let code: [UInt8]

    init(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        scanner.scanCode(inInterpolation: false)
        code = scanner.output
    }

    /// Every identifier, with the 1-based line it is on and whether a `(` follows it.
    var identifiers: [(name: String, line: Int, isCalled: Bool)] {
        var found: [(String, Int, Bool)] = []
        var line = 1
        var index = 0
        while index < code.count {
            let byte = code[index]
            if byte == 0x0A {
                line += 1
                index += 1
            } else if (0x30...0x39).contains(byte) {
                // A number, `0x0A` among them, is not an identifier.
                while index < code.count, Self.startsIdentifier(code[index]) || (0x30...0x39).contains(code[index]) {
                    index += 1
                }
            } else if Self.startsIdentifier(byte) {
                let start = index
                while index < code.count, Self.startsIdentifier(code[index]) || (0x30...0x39).contains(code[index]) {
                    index += 1
                }
                var next = index
                while next < code.count, code[next] == 0x20 || code[next] == 0x09 { next += 1 }
                found.append(
                    (
                        String(decoding: code[start..<index], as: UTF8.self), line,
                        next < code.count && code[next] == 0x28
                    ))
            } else {
                index += 1
            }
        }
        return found
    }

    /// The module each `import` of the file names.
    var importedModules: [String] {
        let text = String(decoding: code, as: UTF8.self)
        // Extended syntax: whitespace in the pattern is ignored, so a space is written `\ `.
        let pattern =
            #/
            (?m)^[\ \t]*(?:@[A-Za-z_]+(?:\([^)\n]*\))?[\ \t]+)*
            import[\ \t]+(?:(?:typealias|struct|class|enum|protocol|let|var|func)[\ \t]+)?([A-Za-z_][A-Za-z0-9_]*)
            /#
        return text.matches(of: pattern).map { String($0.output.1) }
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        byte == 0x5F || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Walks the bytes once, blanking comments and literal text in ``output``.
    private struct Scanner {
        let input: [UInt8]
        var output: [UInt8]
        var index = 0

        init(_ input: [UInt8]) {
            self.input = input
            output = input
        }

        /// Whether `ascii` is at `offset`.
        func at(_ offset: Int, _ ascii: StaticString) -> Bool {
            at(offset, UnsafeBufferPointer(start: ascii.utf8Start, count: ascii.utf8CodeUnitCount))
        }

        /// Whether `bytes` are at `offset`.
        func at(_ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard offset + bytes.count <= input.count else { return false }
            for (position, byte) in bytes.enumerated() where input[offset + position] != byte { return false }
            return true
        }

        mutating func blank(_ range: Range<Int>) {
            for offset in range where output[offset] != 0x0A { output[offset] = 0x20 }
        }

        /// Code up to the end, or in an interpolation up to its closing `)` (consumed).
        mutating func scanCode(inInterpolation: Bool) {
            var depth = 0
            while index < input.count {
                if at(index, "//") {
                    let start = index
                    while index < input.count, input[index] != 0x0A { index += 1 }
                    blank(start..<index)
                } else if at(index, "/*") {
                    let start = index
                    var nesting = 0
                    repeat {
                        if at(index, "/*") {
                            nesting += 1
                            index += 2
                        } else if at(index, "*/") {
                            nesting -= 1
                            index += 2
                        } else {
                            index += 1
                        }
                    } while nesting > 0 && index < input.count
                    blank(start..<index)
                } else if input[index] == UInt8(ascii: "#") || input[index] == UInt8(ascii: "\"") {
                    var hashes = 0
                    while index + hashes < input.count, input[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                    if index + hashes < input.count, input[index + hashes] == UInt8(ascii: "\"") {
                        index += hashes
                        scanString(hashes: hashes)
                    } else {
                        index += max(hashes, 1)
                    }
                } else if inInterpolation && input[index] == UInt8(ascii: "(") {
                    depth += 1
                    index += 1
                } else if inInterpolation && input[index] == UInt8(ascii: ")") {
                    index += 1
                    if depth == 0 { return }
                    depth -= 1
                } else {
                    index += 1
                }
            }
        }

        /// A string literal from its opening quote: its text blanked, interpolations kept as code.
        mutating func scanString(hashes: Int) {
            let isMultiline = at(index, "\"\"\"")
            let closing = Array((isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)).map {
                $0.asciiValue!
            }
            let escape = [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
            index += isMultiline ? 3 : 1
            var start = index
            while index < input.count {
                if closing.withUnsafeBufferPointer({ at(index, $0) }) {
                    blank(start..<index)
                    index += closing.count
                    return
                } else if !isMultiline && input[index] == 0x0A {
                    break
                } else if input[index] == UInt8(ascii: "\\"), escape.withUnsafeBufferPointer({ at(index, $0) }) {
                    if index + escape.count < input.count, input[index + escape.count] == UInt8(ascii: "(") {
                        blank(start..<index)
                        index += escape.count + 1
                        scanCode(inInterpolation: true)
                        start = index
                    } else {
                        index += escape.count + 1
                    }
                } else {
                    index += 1
                }
            }
            blank(start..<min(index, input.count))
        }
    }
}
