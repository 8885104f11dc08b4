/// The one place names from input files become Swift identifiers.
///
/// Deterministic: the same text always gives the same identifier, whatever else is in the
/// project. Collisions between different texts are found by the callers, which report them.
package enum SwiftIdentifier {
    /// `lowerCamelCase` for properties and functions: `"UpgradeNow"` → `upgradeNow`,
    /// `"URL string"` → `urlString`, `"HEADER_TITLE"` → `headerTitle`, `"3 items"` → `_3Items`,
    /// `"default"` → `` `default` ``.
    package static func lowerCamel(_ text: String) -> String {
        asciiCamel(text, lowerFirst: true) ?? lowerCamelByCharacters(text)
    }

    /// ``lowerCamel(_:)`` through `Character`s, for any text (the byte path's reference).
    static func lowerCamelByCharacters(_ text: String) -> String {
        let words = wordsByCharacters(unshouted(text))
        guard let first = words.first else { return fallback(text) }
        var result = lowerFirstWord(first)
        for word in words.dropFirst() { result += upperFirst(word) }
        return finish(result)
    }

    /// `UpperCamelCase` for types and namespaces: `"upgrade check"` → `UpgradeCheck`.
    package static func upperCamel(_ text: String) -> String {
        asciiCamel(text, lowerFirst: false) ?? upperCamelByCharacters(text)
    }

    /// ``upperCamel(_:)`` through `Character`s, for any text (the byte path's reference).
    static func upperCamelByCharacters(_ text: String) -> String {
        let words = wordsByCharacters(unshouted(text))
        guard !words.isEmpty else { return fallback(text) }
        return finish(words.map(upperFirst).joined())
    }

    /// `name` in backticks when it is a Swift keyword that cannot stand as a member name.
    static func escapedIfKeyword(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name without the backticks `escapedIfKeyword` may have added.
    package static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// `text` lower-cased when it is written in capitals only (it has letters, none of them
    /// lower-case): `HEADER_TITLE` and `MULTILINE2` are shouted words, not acronyms, so they
    /// become `headerTitle` and `multiline2`. Text with any lower-case letter keeps its
    /// capitals: `openURL`, `UserID`.
    static func unshouted(_ text: String) -> String {
        var hasLetter = false
        for character in text {
            if character.isLowercase { return text }
            if character.isLetter { hasLetter = true }
        }
        return hasLetter ? text.lowercased() : text
    }

    /// Words of `text`: runs of letters and digits; everything else (`_` too) separates. An
    /// upper-case letter after a lower-case one or a digit also starts a word, so `UpgradeNow`
    /// is two words.
    static func words(_ text: String) -> [String] {
        asciiWords(text) ?? wordsByCharacters(text)
    }

    /// ``words(_:)`` through `Character`s, for any text (the byte path's reference).
    static func wordsByCharacters(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            if character.isLetter || character.isNumber {
                if character.isUppercase && previousWasLower && !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
                previousWasLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// ``words(_:)`` for ASCII text (nearly every key), byte by byte; nil for other text.
    private static func asciiWords(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            var words: [String] = []
            let ascii = forEachASCIIWord(bytes) {
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self))
            }
            return ascii ? words : nil
        }
    }

    /// Calls `body` with the byte range of each word of ASCII text, in order, as ``words(_:)``
    /// cuts them; false (having stopped) at the first non-ASCII byte. For ASCII the `Character`
    /// tests are exact byte ranges, and a CR LF pair (one `Character`) separates words just as
    /// its two bytes do. With `folding`, capitals are read as lower-case letters (see
    /// ``unshouted(_:)``).
    private static func forEachASCIIWord(
        _ bytes: UnsafeBufferPointer<UInt8>, folding: Bool = false,
        _ body: (Range<Int>) -> Void
    ) -> Bool {
        var start = -1
        var previousWasLower = false
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 else { return false }
            let upper = !folding && byte >= 0x41 && byte <= 0x5A
            let lower = byte >= 0x61 && byte <= 0x7A || folding && byte >= 0x41 && byte <= 0x5A
            let digit = byte >= 0x30 && byte <= 0x39
            if upper || lower || digit {
                if upper && previousWasLower && start >= 0 {
                    body(start..<index)
                    start = -1
                }
                if start < 0 { start = index }
                previousWasLower = lower || digit
            } else {
                if start >= 0 { body(start..<index) }
                start = -1
                previousWasLower = false
            }
        }
        if start >= 0 { body(start..<bytes.count) }
        return true
    }

    /// ``lowerCamel(_:)`` (`lowerFirst`) or ``upperCamel(_:)`` for ASCII text with at least one
    /// word, written byte by byte with no array of words; nil for any other text. The words
    /// are those of ``asciiWords(_:)`` and each is changed as ``lowerFirstWord(_:)`` and
    /// ``upperFirst(_:)`` change it.
    private static func asciiCamel(_ text: String, lowerFirst: Bool) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            // Shouted text (capitals, no lower-case letter) is read lower-cased.
            var hasUpper = false
            var hasLower = false
            for byte in bytes {
                if byte >= 0x61 && byte <= 0x7A { hasLower = true; break }
                if byte >= 0x41 && byte <= 0x5A { hasUpper = true }
            }
            let folding = hasUpper && !hasLower
            func letter(_ byte: UInt8) -> UInt8 { folding && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 1)
            var isFirstWord = true
            let ascii = forEachASCIIWord(bytes, folding: folding) { range in
                let word = UnsafeBufferPointer(rebasing: bytes[range])
                if isFirstWord && lowerFirst {
                    let lowered = folding ? 0 : loweredPrefix(word.count) { word[$0] }
                    for index in word.indices {
                        result.append(index < lowered ? word[index] | 0x20 : letter(word[index]))
                    }
                } else {
                    let first = letter(word[0])
                    result.append(first >= 0x61 && first <= 0x7A ? first - 0x20 : first)
                    for byte in word.dropFirst() { result.append(letter(byte)) }
                }
                isFirstWord = false
            }
            guard ascii, let first = result.first else { return nil }
            if first >= 0x30 && first <= 0x39 { return "_" + String(decoding: result, as: UTF8.self) }
            return escapedIfKeyword(String(decoding: result, as: UTF8.self))
        }
    }

    /// How many leading characters of a word ``lowerFirstWord(_:)`` lower-cases: its leading
    /// run of capitals, less the last one when a lower-case letter follows it. `character(i)`
    /// is the i-th byte of an ASCII word.
    private static func loweredPrefix(_ count: Int, _ character: (Int) -> UInt8) -> Int {
        var upperRun = 0
        while upperRun < count, character(upperRun) >= 0x41, character(upperRun) <= 0x5A { upperRun += 1 }
        guard upperRun > 1, upperRun < count else { return upperRun }
        let next = character(upperRun)
        return next >= 0x61 && next <= 0x7A ? upperRun - 1 : upperRun
    }

    /// Lower-cases a leading run of capitals, keeping the last one when a lower-case letter
    /// follows it: `URLString` → `urlString`, `Profile` → `profile`, `ID` → `id`, `ID3` → `id3`.
    private static func lowerFirstWord(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the same rule on bytes.
            var bytes = Array(word.utf8)
            let lowered = loweredPrefix(bytes.count) { bytes[$0] }
            if lowered == 0 { return word }
            for index in 0..<lowered { bytes[index] |= 0x20 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return word }
        if upperRun == 1 || upperRun == characters.count || !characters[upperRun].isLowercase {
            return String(characters[..<upperRun]).lowercased() + String(characters[upperRun...])
        }
        return String(characters[..<(upperRun - 1)]).lowercased() + String(characters[(upperRun - 1)...])
    }

    private static func upperFirst(_ word: String) -> String {
        if let first = word.utf8.first, first < 0x80 {
            // An ASCII first character is its own `Character`, unless CR LF (not in a word).
            guard first >= 0x61 && first <= 0x7A else { return word }
            var bytes = Array(word.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = word.first else { return word }
        return String(first).uppercased() + word.dropFirst()
    }

    /// A leading digit gets an underscore; keywords get backticks.
    private static func finish(_ name: String) -> String {
        if let first = name.utf8.first, first < 0x80 {
            if first >= 0x30 && first <= 0x39 { return "_" + name }
            return escapedIfKeyword(name)
        }
        if let first = name.first, first.isNumber { return "_" + name }
        return escapedIfKeyword(name)
    }

    /// For text with no letters or digits at all (emoji, punctuation): the scalars in hex.
    private static func fallback(_ text: String) -> String {
        guard !text.isEmpty else { return "_empty" }
        return "_" + text.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_")
    }

    /// Words that need backticks as member or type names.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "Any", "Type", "Protocol", "_", "consume", "borrowing", "consuming", "package",
    ]
}
