import Foundation

/// The `public` declarations of Swift sources, read from the text (``SwiftSourceText``, so
/// comments and string literals never count), for the tests that hold ThemecCore's and
/// ThemecRuntime's public API to the lists in `Docs/Library.md` and `Docs/Runtime.md`.
///
/// A declaration is its text from after `public` to its body or the end of its signature,
/// whitespace collapsed (`var path: String`, `init(reason: String)`,
/// `struct RuleID: Hashable, Sendable`; a computed property `var hasErrors: Bool { get }`), with
/// the type it is declared in (`extension Diagnostic` for one declared in an extension) and the `#if`
/// conditions it is compiled under. An `open` declaration
/// keeps the word (`open class ThemeAppWindow: UIWindow`). Also counted, since they are public
/// without the word: the cases of a public enum, the requirements of a public protocol
/// (`var primaryColor: ThemePlatformColor { get }`), and the conformances an extension adds to a
/// public type (`extension Diagnostic: Comparable`).
struct PublicDeclaration: Hashable, Comparable, CustomStringConvertible {
    /// The type it belongs to (`Diagnostic`, `Outer.Inner`; `extension Diagnostic` for a member an
    /// extension declares), or nil at the top level.
    var scope: String?
    /// The declaration without `public`, its attributes and its body, whitespace collapsed.
    var text: String
    /// The conditions of the `#if` blocks around it, outermost first (`canImport(UIKit)`, and
    /// `!(canImport(UIKit))` in its `#else`), joined by ` && `; nil outside any.
    var condition: String? = nil

    static func < (lhs: PublicDeclaration, rhs: PublicDeclaration) -> Bool {
        (lhs.condition ?? "", lhs.scope ?? "", lhs.text) < (rhs.condition ?? "", rhs.scope ?? "", rhs.text)
    }

    var description: String {
        let declaration = scope.map { "\($0): \(text)" } ?? text
        return condition.map { "#if \($0): \(declaration)" } ?? declaration
    }

    /// The `#if` blocks a reader is in, line by line: the branch conditions from the outermost.
    struct Conditions {
        /// Per open `#if`: the conditions of its branches so far.
        private var blocks: [[String]] = []

        /// Takes `line` when it is a `#if`, `#elseif`, `#else` or `#endif` directive; false otherwise.
        mutating func take(_ line: some StringProtocol) -> Bool {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else { return false }
            let words = trimmed.split(separator: " ", maxSplits: 1)
            let rest = words.count > 1 ? collapsed(words[1]) : ""
            switch words[0] {
            case "#if": blocks.append([rest])
            case "#elseif": if !blocks.isEmpty { blocks[blocks.count - 1].append(rest) }
            case "#else": if !blocks.isEmpty { blocks[blocks.count - 1].append("") }
            case "#endif": _ = blocks.popLast()
            default: return false
            }
            return true
        }

        /// The condition of the branch a line is in now (``PublicDeclaration/condition``).
        var current: String? {
            var parts: [String] = []
            for branches in blocks {
                for earlier in branches.dropLast() { parts.append("!(\(earlier))") }
                if let last = branches.last, !last.isEmpty { parts.append(last) }
            }
            return parts.isEmpty ? nil : parts.joined(separator: " && ")
        }
    }

    /// The type a top-level line declares or extends (`Diagnostic` for
    /// `extension Diagnostic: Comparable`), or nil for a line that declares none.
    static func declaredType(_ text: String) -> String? {
        let pattern =
            #/
            ^(?:final\s+|indirect\s+|open\s+)*
            (?:struct|enum|class|protocol|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)
            /#
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
            var isExtension = false
            var isPublicEnum = false
            var isPublicProtocol = false

            /// What a declaration in it has as its ``PublicDeclaration/scope``.
            var shown: String? { name.map { isExtension ? "extension \($0)" : $0 } }
        }
        var scopes: [Scope] = []
        var pending: Scope?
        var found: [(PublicDeclaration, Int)] = []
        var conditions = Conditions()
        let publicModifier = /^(\s*(?:@\w+(?:\([^)]*\))?\s+)*)(public|open)\s+/
        let typeHeader =
            #/
            ^\s*(?:@\w+(?:\([^)]*\))?\s+)*
            (?:(?:private|fileprivate|internal|package|public|open|final|indirect)\s+)*
            (struct|enum|class|protocol|actor|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)(\s*:[^{]*)?
            /#
        let typeWords = ["struct", "enum", "class", "protocol", "actor", "extension"]
        let enumCase = /^\s*(?:indirect\s+)?case\s/
        let requirement =
            /^\s*(?:(?:static|mutating|nonisolated)\s+)*(?:var|func|init|subscript|associatedtype|typealias)\b/
        var publicTypes = known

        for index in starts.indices {
            let line = lineText(index, in: code)
            if conditions.take(line) { continue }
            let enclosingScope = scopes.last { $0.name != nil }
            let enclosing = enclosingScope?.shown
            let condition = conditions.current
            // Each pattern only on a line that holds the words it needs: a regex per line of every file
            // was most of the reader's time.
            let modifierMatch =
                line.contains("public") || line.contains("open") ? line.firstMatch(of: publicModifier) : nil
            let headerMatch = typeWords.contains { line.contains($0) } ? line.firstMatch(of: typeHeader) : nil
            if let modifier = modifierMatch {
                let start = starts[index] + modifier.output.0.utf8.count
                let end = declarationEnd(from: start, in: code)
                var text = collapsed(String(decoding: original[start..<end], as: UTF8.self))
                if modifier.output.2 == "open" { text = "open " + text }
                // A computed property (a `var` that ends at its body) can only be read.
                if text.firstMatch(of: /^(?:static\s+)?var\s/) != nil, end < code.count, code[end] == UInt8(ascii: "{")
                {
                    text += " { get }"
                }
                found.append((PublicDeclaration(scope: enclosing, text: text, condition: condition), index + 1))
            } else if let header = headerMatch, header.output.1 == "extension",
                header.output.3 != nil, publicTypes.contains(String(header.output.2))
            {
                let end = declarationEnd(from: starts[index], in: code)
                let text = collapsed(String(decoding: original[starts[index]..<end], as: UTF8.self))
                found.append((PublicDeclaration(scope: nil, text: text, condition: condition), index + 1))
            } else if scopes.last?.isPublicEnum == true, line.firstMatch(of: enumCase) != nil {
                let trimmed = line.reversed().drop { $0 == " " }.reversed()
                let text = lineText(index, in: original).prefix(trimmed.count)
                found.append(
                    (PublicDeclaration(scope: enclosing, text: collapsed(text), condition: condition), index + 1))
            } else if scopes.last?.isPublicProtocol == true, line.firstMatch(of: requirement) != nil {
                // A requirement with its accessors as written (`{ get }`, `{ get set }`).
                var end = declarationEnd(from: starts[index], in: code)
                if end < code.count, code[end] == UInt8(ascii: "{"),
                    let close = code[end...].firstIndex(of: UInt8(ascii: "}"))
                {
                    end = close + 1
                }
                let text = collapsed(String(decoding: original[starts[index]..<end], as: UTF8.self))
                found.append((PublicDeclaration(scope: enclosing, text: text, condition: condition), index + 1))
            }
            if let header = headerMatch {
                let name = String(header.output.2)
                let isPublic = modifierMatch != nil
                if header.output.1 == "extension" {
                    pending = Scope(name: name, isExtension: true)
                } else {
                    let qualified = enclosingScope?.name.map { "\($0).\(name)" } ?? name
                    if isPublic { publicTypes.insert(qualified) }
                    pending = Scope(
                        name: qualified, isPublicEnum: isPublic && header.output.1 == "enum",
                        isPublicProtocol: isPublic && header.output.1 == "protocol")
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
