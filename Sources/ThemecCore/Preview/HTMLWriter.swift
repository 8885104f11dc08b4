/// Builds HTML text. Everything that comes from an input goes through ``text(_:)`` or an
/// attribute value, both escaped by ``MarkupText``; only themec's own markup is appended raw.
struct HTMLWriter {
    private(set) var html = ""

    /// Appends themec's own markup as it is.
    mutating func raw(_ markup: String) { html += markup }

    /// Appends text, escaped.
    mutating func text(_ text: String) { html += MarkupText.escape(text) }

    /// `<tag class="…" attributes…>`, every value escaped.
    mutating func open(_ tag: String, class className: String? = nil, _ attributes: [(String, String)] = []) {
        html += "<" + tag
        if let className { html += " class=\"" + MarkupText.escape(className) + "\"" }
        for (name, value) in attributes { html += " " + name + "=\"" + MarkupText.escape(value) + "\"" }
        html += ">"
    }

    mutating func close(_ tag: String) { html += "</" + tag + ">" }

    /// `<tag class="…">text</tag>`.
    mutating func element(
        _ tag: String, class className: String? = nil, _ text: String,
        _ attributes: [(String, String)] = []
    ) {
        open(tag, class: className, attributes)
        self.text(text)
        close(tag)
    }
}
