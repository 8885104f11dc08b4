/// The text of a quoted string with escapes, built as UTF-8: runs of the file's (already
/// valid) UTF-8 and the UTF-16 units escapes stand for.
///
/// Escaped units pair up when a high surrogate is followed at once by a low one; any other
/// surrogate becomes U+FFFD, which is what decoding the same units as UTF-16 gives.
struct UnescapedText {
    private var bytes: [UInt8] = []
    /// A high surrogate waiting for its low half.
    private var pendingHigh: UInt16?

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ run: UnsafeBufferPointer<UInt8>) {
        guard !run.isEmpty else { return }
        flushPending()
        bytes.append(contentsOf: run)
    }

    mutating func append(_ unit: UInt16) {
        switch unit {
        case 0xD800...0xDBFF:
            flushPending()
            pendingHigh = unit
        case 0xDC00...0xDFFF:
            if let high = pendingHigh {
                pendingHigh = nil
                appendScalar(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00))
            } else {
                appendScalar(0xFFFD)
            }
        default:
            flushPending()
            appendScalar(UInt32(unit))
        }
    }

    mutating func finish() -> String {
        flushPending()
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func flushPending() {
        if pendingHigh != nil {
            pendingHigh = nil
            appendScalar(0xFFFD)
        }
    }

    private mutating func appendScalar(_ scalar: UInt32) {
        StringsTextDecoder.appendUTF8(scalar, to: &bytes)
    }
}
