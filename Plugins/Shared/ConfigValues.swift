/// The values a plugin needs from a `themec.yml`: the input paths it names, so they can be declared
/// as inputs (`themes`, `strings`, `baseStrings`, `layouts.overrides`, `layouts.base` and the kit's
/// `kit.themes`, `kit.strings`, `kit.layouts`; editing a kit's theme then regenerates the app that
/// extends it), and the settings that decide the output files (`stringsFiles`).
///
/// A plugin cannot link themec's YAML reader, so this reads the subset a `themec.yml` uses: block
/// mappings, block lists (`- path`), flow lists (`[a, b]`) and flow mappings (`{themes: T}`), with
/// plain or quoted scalars and `#` comments. themec itself reads the whole file and reports its
/// mistakes; a form this reader skips only means a path is not declared.
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
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = withoutComment(String(rawLine))
            let content = line.drop { $0 == " " }
            guard !content.isEmpty else { continue }
            let indent = line.count - content.count
            if content.hasPrefix("- ") || content == "-" {
                while let last = open.last, last.indent > indent { open.removeLast() }
                let path = open.map(\.key).joined(separator: ".")
                result += scalars(String(content.dropFirst()).trimmed).map { (path, $0) }
                continue
            }
            guard let (key, value) = keyAndValue(String(content)) else { continue }
            while let last = open.last, last.indent >= indent { open.removeLast() }
            let path = (open.map(\.key) + [key]).joined(separator: ".")
            if value.isEmpty {
                open.append((indent, key))
            } else {
                result += values(value, path: path)
            }
        }
        return result
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
        return flowItems(String(value.dropFirst().dropLast())).map(unquoted).filter { !$0.isEmpty }
    }

    /// The comma-separated items of a flow collection, splitting only outside brackets and quotes.
    private static func flowItems(_ text: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                depth += 1
            } else if character == "]" || character == "}" {
                depth -= 1
            } else if character == "," && depth == 0 {
                items.append(current.trimmed)
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmed.isEmpty { items.append(current.trimmed) }
        return items
    }

    /// `key: value` (or `key:`) split at the first colon followed by a space or the end.
    private static func keyAndValue(_ text: String) -> (String, String)? {
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if text[index] == ":" && (next == text.endIndex || text[next] == " ") {
                let key = unquoted(String(text[..<index]).trimmed)
                return key.isEmpty ? nil : (key, String(text[next...]).trimmed)
            }
            index = next
        }
        return nil
    }

    /// The line without a `#` comment (one at the start or after a space, outside quotes).
    private static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var result = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && previous == " " {
                break
            }
            result.append(character)
            previous = character
        }
        return result
    }

    private static func unquoted(_ text: String) -> String {
        let text = text.trimmed
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return text
        }
        return String(text.dropFirst().dropLast())
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
