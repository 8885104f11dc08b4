import Foundation

/// The `public` declarations of Swift sources, read from the text (``SwiftSourceText``, so
/// comments and string literals never count), for the test that holds ThemecCore's public API to
/// the list in `Docs/Library.md`.
///
/// A declaration is its text from after `public` to its body or the end of its signature,
/// whitespace collapsed (`var path: String`, `init(reason: String)`,
/// `struct RuleID: Hashable, Sendable`; a computed property `var hasErrors: Bool { get }`), with
/// the type it is declared in. Also counted, since
/// they are public without the word: the cases of a public enum, and the conformances an
/// extension adds to a public type (`extension Diagnostic: Comparable`).
struct PublicDeclaration: Hashable, Comparable, CustomStringConvertible {
    /// The type it belongs to (`Diagnostic`, `Outer.Inner`), or nil at the top level.
    var scope: String?
    /// The declaration without `public`, its attributes and its body, whitespace collapsed.
    var text: String

    static func < (lhs: PublicDeclaration, rhs: PublicDeclaration) -> Bool {
        (lhs.scope ?? "", lhs.text) < (rhs.scope ?? "", rhs.text)
    }

    var description: String { scope.map { "\($0): \(text)" } ?? text }

    /// The type a top-level line declares or extends (`Diagnostic` for
    /// `extension Diagnostic: Comparable`), or nil for a line that declares none.
    static func declaredType(_ text: String) -> String? {
        let pattern =
            /^(?:final\s+|indirect\s+)*(?:struct|enum|class|protocol|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)/
        return text.firstMatch(of: pattern).map { String($0.output.1) }
    }

    /// Whitespace runs as one space, none just inside brackets, no trailing comma.
    static func collapsed(_ text: some StringProtocol) -> String {
        var result = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (spaced, tight) in [("( ", "("), (" )", ")"), ("[ ", "["), (" ]", "]"), (", )", ")")] {
            result = result.replacingOccurrences(of: spaced, with: tight)
        }
        return result
    }

    /// The public declarations of one file's `text`, each with its 1-based line. `publicTypes`
    /// names the public types declared in other files, whose extensions' conformances count.
    static func read(_ text: String, publicTypes known: Set<String> = []) -> [(
        declaration: PublicDeclaration, line: Int
    )] {
        let code = SwiftSourceText(text).code
        let original = Array(text.utf8)
        // Each line's start offset, and its code.
        var starts = [0]
        for (offset, byte) in code.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        func lineText(_ index: Int, in bytes: [UInt8]) -> String {
            let end = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
            return String(decoding: bytes[starts[index]..<end], as: UTF8.self)
        }

        /// A `{ … }` the walk is in: the type it is the body of, if any.
        struct Scope {
            var name: String?
            var isPublicEnum = false
        }
        var scopes: [Scope] = []
        var pending: Scope?
        var found: [(PublicDeclaration, Int)] = []
        let publicModifier = /^(\s*(?:@\w+(?:\([^)]*\))?\s+)*)public\s+/
        let typeHeader =
            /^\s*(?:(?:private|fileprivate|internal|package|public|final|indirect)\s+)*(struct|enum|class|protocol|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)(\s*:[^{]*)?/
        let enumCase = /^\s*(?:indirect\s+)?case\s/
        var publicTypes = known

        for index in starts.indices {
            let line = lineText(index, in: code)
            let enclosing = scopes.last { $0.name != nil }?.name
            if let modifier = line.firstMatch(of: publicModifier) {
                let start = starts[index] + modifier.output.0.utf8.count
                let end = declarationEnd(from: start, in: code)
                var text = collapsed(String(decoding: original[start..<end], as: UTF8.self))
                // A computed property (a `var` that ends at its body) can only be read.
                if text.firstMatch(of: /^(?:static\s+)?var\s/) != nil, end < code.count, code[end] == UInt8(ascii: "{")
                {
                    text += " { get }"
                }
                found.append((PublicDeclaration(scope: enclosing, text: text), index + 1))
            } else if let header = line.firstMatch(of: typeHeader), header.output.1 == "extension",
                header.output.3 != nil, publicTypes.contains(String(header.output.2))
            {
                let end = declarationEnd(from: starts[index], in: code)
                let text = collapsed(String(decoding: original[starts[index]..<end], as: UTF8.self))
                found.append((PublicDeclaration(scope: nil, text: text), index + 1))
            } else if line.firstMatch(of: enumCase) != nil, scopes.last?.isPublicEnum == true {
                let trimmed = line.reversed().drop { $0 == " " }.reversed()
                let text = lineText(index, in: original).prefix(trimmed.count)
                found.append((PublicDeclaration(scope: enclosing, text: collapsed(text)), index + 1))
            }
            if let header = line.firstMatch(of: typeHeader) {
                let name = String(header.output.2)
                let isPublic = line.firstMatch(of: publicModifier) != nil
                if header.output.1 == "extension" {
                    pending = Scope(name: name)
                } else {
                    let qualified = enclosing.map { "\($0).\(name)" } ?? name
                    if isPublic { publicTypes.insert(qualified) }
                    pending = Scope(name: qualified, isPublicEnum: isPublic && header.output.1 == "enum")
                }
            }
            for byte in line.utf8 {
                if byte == UInt8(ascii: "{") {
                    scopes.append(pending ?? Scope())
                    pending = nil
                } else if byte == UInt8(ascii: "}"), !scopes.isEmpty {
                    scopes.removeLast()
                }
            }
        }
        return found
    }

    /// Where the declaration starting at `start` ends: at its body's `{` or the end of its line,
    /// outside brackets (a constant keeps its value); a line that goes on with `->`, `where`,
    /// `throws`, `rethrows` or `async` belongs to it.
    static func declarationEnd(from start: Int, in code: [UInt8]) -> Int {
        var depth = 0
        var index = start
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth <= 0:
                return index
            case 0x0A where depth <= 0:
                var next = index + 1
                while next < code.count, code[next] == 0x20 || code[next] == 0x09 { next += 1 }
                let rest = String(decoding: code[next..<min(next + 9, code.count)], as: UTF8.self)
                let continues = ["->", "where ", "throws", "rethrows", "async"].contains { rest.hasPrefix($0) }
                if !continues { return index }
            default: break
            }
            index += 1
        }
        return index
    }
}
