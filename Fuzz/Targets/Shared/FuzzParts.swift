/// Splits one fuzz input into several files at lines that read `%%%%`, so a single input can
/// describe a small project (an override and its base, or a theme and two locales).
enum FuzzParts {
    static let separator = Array("\n%%%%\n".utf8)

    /// The parts of `bytes` between separators (one part when there is none).
    static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count {
            if bytes[index] == separator[0] && bytes[index..<index + separator.count].elementsEqual(separator) {
                parts.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts
    }
}
