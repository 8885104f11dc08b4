/// Fills the markers of the fixed library texts (`@access `, `POINT_SIZES`, …).
///
/// Replaces every occurrence of a marker: for ASCII text (every library template and every
/// name put into one), in one pass over the bytes; any other text through the standard
/// library's `replacing(_:with:)`, which matches whole characters as Foundation's
/// `replacingOccurrences(of:with:)` does.
enum TemplateText {
    static func replacing(_ marker: String, with replacement: String, in text: String) -> String {
        guard isASCII(text), isASCII(replacement), isASCII(marker), let first = marker.utf8.first else {
            return text.replacing(marker, with: replacement)
        }
        let needle = Array(marker.utf8)
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var copied = 0
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
                    result.append(contentsOf: bytes[copied..<index])
                    result.append(contentsOf: replacement.utf8)
                    index += needle.count
                    copied = index
                } else {
                    index += 1
                }
            }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}
