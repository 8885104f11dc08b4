/// Builds HTML text. Everything that comes from an input goes through ``text(_:)`` or an
/// attribute value, both escaped; only themec's own markup is appended raw.
struct HTMLWriter {
    private(set) var html = ""

    /// Appends themec's own markup as it is.
    mutating func raw(_ markup: String) { html += markup }

    /// Appends text, escaped.
    mutating func text(_ text: String) { html += HTMLWriter.escape(text) }

    /// `<tag class="…" attributes…>`, every value escaped.
    mutating func open(_ tag: String, class className: String? = nil, _ attributes: [(String, String)] = []) {
        html += "<" + tag
        if let className { html += " class=\"" + HTMLWriter.escape(className) + "\"" }
        for (name, value) in attributes { html += " " + name + "=\"" + HTMLWriter.escape(value) + "\"" }
        html += ">"
    }

    mutating func close(_ tag: String) { html += "</" + tag + ">" }

    /// `<tag class="…">text</tag>`.
    mutating func element(_ tag: String, class className: String? = nil, _ text: String,
                          _ attributes: [(String, String)] = []) {
        open(tag, class: className, attributes)
        self.text(text)
        close(tag)
    }

    /// The text with `& < > " '` replaced by character references, so it reads as text in an
    /// element or a quoted attribute value and can never open a tag.
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
