import Foundation

/// Fills the markers of the fixed library texts (`@access `, `POINT_SIZES`, …).
///
/// Gives exactly what Foundation's `replacingOccurrences(of:with:)` gives: for ASCII text
/// (every library template and every name put into one), where Foundation's search equals a
/// byte search, one pass over the bytes without bridging to `NSString`; any other text goes
/// through Foundation itself.
enum TemplateText {
    static func replacing(_ marker: String, with replacement: String, in text: String) -> String {
        guard isASCII(text), isASCII(replacement), isASCII(marker), let first = marker.utf8.first else {
            return text.replacingOccurrences(of: marker, with: replacement)
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
