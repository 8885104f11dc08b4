/// The values a plugin needs from a `themec.yml`: the input paths it names, so they can be declared
/// as inputs (`themes`, `strings`, `baseStrings`, `layouts.overrides`, `layouts.base` and the kit's
/// `kit.themes`, `kit.strings`, `kit.layouts`; editing a kit's theme then regenerates the app that
/// extends it), the settings that decide the output files (`stringsFiles`), and how to find the kit
/// (`kit.module`, `kit.config`).
///
/// A plugin cannot link themec's YAML reader, so this reads the subset a `themec.yml` uses: block
/// mappings, block lists (`- path`), flow lists (`[a, b]`) and flow mappings (`{themes: T}`), also
/// over several lines, with plain, single-quoted (`''`) or double-quoted scalars (with their
/// backslash escapes), quoted keys, `#` comments, anchors and tags before a value (skipped), a byte
/// order mark and document markers. `ConfigValuesAgreementTests` holds what it reads equal to what
/// themec's `ConfigReader` reads, for every config of the repository and its documentation and for
/// hostile forms. Out of its scope, as no `themec.yml` needs them to name a path: aliases (`*name`),
/// block scalars (`|`, `>`), plain or quoted scalars over several lines, and explicit keys (`? key`).
/// themec itself reads the whole file and reports its mistakes; a form this reader skips only means
/// a path is not declared.
enum ConfigValues {
    /// The keys whose values are input paths, as dotted paths from the top of the file.
    static let pathKeys: Set<String> = [
        "themes", "strings", "baseStrings", "layouts.overrides", "layouts.base", "kit.themes", "kit.strings",
        "kit.layouts",
    ]

    /// Every path the config text names under ``pathKeys``, in the order written.
    static func paths(in text: String) -> [String] {
        entries(in: text).filter { pathKeys.contains($0.key) }.map(\.value)
    }

    /// The values written under `key` (a dotted path), in order.
    static func values(of key: String, in text: String) -> [String] {
        entries(in: text).filter { $0.key == key }.map(\.value)
    }

    /// Every scalar of the file with the dotted key it stands under, in the order written; a list's
    /// items each stand under the list's key.
    static func entries(in text: String) -> [(key: String, value: String)] {
        var result: [(key: String, value: String)] = []
        // The mapping keys open above the current line, with their indentation.
        var open: [(indent: Int, key: String)] = []
        var text = Substring(text)
        if text.unicodeScalars.first == "\u{FEFF}" { text = Substring(text.unicodeScalars.dropFirst()) }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        var index = 0
        while index < lines.count {
            let line = withoutComment(lines[index])
            index += 1
            let content = line.drop { $0 == " " }
            guard !content.isEmpty else { continue }
            let indent = line.count - content.count
            if content.hasPrefix("- ") || content == "-" {
                while let last = open.last, last.indent > indent { open.removeLast() }
                let path = open.map(\.key).joined(separator: ".")
                let item = joiningFlow(withoutProperties(String(content.dropFirst()).trimmed), lines, &index)
                result += scalars(item).map { (path, $0) }
                continue
            }
            guard let (key, written) = keyAndValue(String(content)) else { continue }
            while let last = open.last, last.indent >= indent { open.removeLast() }
            let path = (open.map(\.key) + [key]).joined(separator: ".")
            let value = joiningFlow(written, lines, &index)
            if value.isEmpty {
                open.append((indent, key))
            } else {
                result += values(value, path: path)
            }
        }
        return result
    }

    /// `value` and, while it opens a flow list or mapping that it does not close, the lines after
    /// it (without their comments): a flow collection may span lines.
    private static func joiningFlow(_ value: String, _ lines: [String], _ index: inout Int) -> String {
        guard value.hasPrefix("[") || value.hasPrefix("{") else { return value }
        var joined = value
        while index < lines.count && flowDepth(joined) > 0 {
            joined += " " + withoutComment(lines[index]).trimmed
            index += 1
        }
        return joined
    }

    /// How many flow collections `text` leaves open (brackets and braces outside quotes).
    private static func flowDepth(_ text: String) -> Int {
        var depth = 0
        var quotes = Quotes()
        for character in text where !quotes.take(character) {
            if character == "[" || character == "{" { depth += 1 }
            if character == "]" || character == "}" { depth -= 1 }
        }
        return depth
    }

    /// The scalars of a value written on the key's line: a scalar, a flow list, or a flow mapping.
    private static func values(_ value: String, path: String) -> [(key: String, value: String)] {
        if value.hasPrefix("{") && value.hasSuffix("}") {
            return flowItems(String(value.dropFirst().dropLast())).flatMap { item -> [(key: String, value: String)] in
                guard let (key, inner) = keyAndValue(item) else { return [] }
                return values(inner, path: path + "." + key)
            }
        }
        return scalars(value).map { (path, $0) }
    }

    /// `[a, b]` → a, b; a plain or quoted scalar → itself.
    private static func scalars(_ value: String) -> [String] {
        guard value.hasPrefix("[") && value.hasSuffix("]") else { return value.isEmpty ? [] : [unquoted(value)] }
        return flowItems(String(value.dropFirst().dropLast())).map { unquoted(withoutProperties($0)) }
            .filter { !$0.isEmpty }
    }

    /// The comma-separated items of a flow collection, splitting only outside brackets and quotes.
    private static func flowItems(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var quotes = Quotes()
        for character in text {
            if !quotes.take(character) {
                if character == "[" || character == "{" {
                    depth += 1
                } else if character == "]" || character == "}" {
                    depth -= 1
                } else if character == "," && depth == 0 {
                    items.append(current.trimmed)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        if !current.trimmed.isEmpty { items.append(current.trimmed) }
        return items
    }

    /// `key: value` (or `key:`) split at the first colon outside quotes followed by a space or the
    /// end, the key unquoted and the value without its anchor or tag.
    private static func keyAndValue(_ text: String) -> (String, String)? {
        var quotes = Quotes()
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if !quotes.take(text[index]) && text[index] == ":"
                && (next == text.endIndex || text[next] == " " || text[next] == "\t")
            {
                let key = unquoted(String(text[..<index]).trimmed)
                return key.isEmpty ? nil : (key, withoutProperties(String(text[next...]).trimmed))
            }
            index = next
        }
        return nil
    }

    /// A value without the anchor (`&name`) and tag (`!tag`, `!!str`) written before it.
    private static func withoutProperties(_ value: String) -> String {
        var value = Substring(value)
        while value.hasPrefix("&") || value.hasPrefix("!") {
            value = value.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        }
        return String(value)
    }

    /// The line without a `#` comment (one at the start or after a space or tab, outside quotes).
    private static func withoutComment(_ line: String) -> String {
        var quotes = Quotes()
        var previous: Character = " "
        var result = ""
        for character in line {
            if !quotes.take(character) && character == "#" && (previous == " " || previous == "\t") { break }
            result.append(character)
            previous = character
        }
        return result
    }

    /// A scalar as YAML reads it: a double-quoted one with its escapes decoded, a single-quoted one
    /// with `''` as a quote, a plain one as it is.
    private static func unquoted(_ text: String) -> String {
        let text = text.trimmed
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return text
        }
        let inner = text.dropFirst().dropLast()
        guard first == "\"" else {
            var result = ""
            var afterQuote = false
            for character in inner {
                // `''` is one quote.
                if character == "'" && afterQuote {
                    afterQuote = false
                    continue
                }
                afterQuote = character == "'"
                result.append(character)
            }
            return result
        }
        var result = ""
        var characters = inner.makeIterator()
        while let character = characters.next() {
            guard character == "\\", let escape = characters.next() else {
                result.append(character)
                continue
            }
            switch escape {
            case "0": result.append("\0")
            case "a": result.append("\u{07}")
            case "b": result.append("\u{08}")
            case "t", "\t": result.append("\t")
            case "n": result.append("\n")
            case "v": result.append("\u{0B}")
            case "f": result.append("\u{0C}")
            case "r": result.append("\r")
            case "e": result.append("\u{1B}")
            case "N": result.append("\u{85}")
            case "_": result.append("\u{A0}")
            case "L": result.append("\u{2028}")
            case "P": result.append("\u{2029}")
            case "x", "u", "U":
                let count = escape == "x" ? 2 : escape == "u" ? 4 : 8
                var digits = ""
                for _ in 0..<count { if let digit = characters.next() { digits.append(digit) } }
                if let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                }
            default: result.append(escape)  // `\\`, `\"`, `\/`, `\ ` and the rest stand for themselves
            }
        }
        return result
    }
}

/// Whether a scan through a line is inside a quoted scalar. A quote opens a scalar only where one
/// may start (at the start, after `: `, `- `, `[`, `{` or `,`), so the apostrophe of a plain
/// `It's` is text; `"…"` ends at an unescaped `"`, `'…'` at a `'` not followed by another (`''`
/// is a quote inside it).
private struct Quotes {
    private var open: Character?
    private var escaped = false
    /// Whether the last character closed a single-quoted scalar: a `'` now makes it `''`.
    private var closedSingle = false
    private var previous: Character?
    private var lastSolid: Character?

    /// Takes the next character; returns whether it belongs to a quoted scalar, its quotes included.
    mutating func take(_ character: Character) -> Bool {
        defer {
            previous = character
            if character != " " && character != "\t" { lastSolid = character }
        }
        if let quote = open {
            if escaped {
                escaped = false
            } else if quote == "\"" && character == "\\" {
                escaped = true
            } else if character == quote {
                open = nil
                closedSingle = quote == "'"
            }
            return true
        }
        if closedSingle {
            closedSingle = false
            if character == "'" {
                open = "'"
                return true
            }
        }
        guard character == "\"" || character == "'" else { return false }
        let blankBefore = previous == nil || previous == " " || previous == "\t"
        switch lastSolid {
        case nil, "[", "{", ",": open = character
        case ":", "-", "?": open = blankBefore ? character : nil
        default: open = nil
        }
        return open != nil
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmed: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
