/// How many Unicode scalars of UTF-8 text begin before a byte offset, in at most ``stride`` byte
/// reads: the count at every ``stride``-th byte, from one pass over the text.
///
/// For columns on long lines (a minified String Catalog, a one-line `.stringsdict`), where
/// counting from the line's start would read the line again for every position on it, which
/// made the cost of such a file grow with the square of its size.
package struct ScalarCounts: Sendable {
    /// Bytes between two counts, and the most a lookup reads past a count.
    package static let stride = 256

    /// `counts[k]`: the scalars that begin in the first `k * stride` bytes.
    private let counts: [Int]

    /// The counts of `bytes`, in one pass.
    package init(_ bytes: [UInt8]) {
        var counts: [Int] = [0]
        counts.reserveCapacity(bytes.count / Self.stride + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let raw = UnsafeRawPointer(base)
            var total = 0
            var index = 0
            while index + Self.stride <= buffer.count {
                // Eight bytes at a time: a continuation byte is 10xxxxxx, the others begin a scalar.
                var continuations = 0
                var word = index
                while word < index + Self.stride {
                    let bytes = raw.loadUnaligned(fromByteOffset: word, as: UInt64.self)
                    continuations += (bytes & ~(bytes << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                    word += 8
                }
                total += Self.stride - continuations
                index += Self.stride
                counts.append(total)
            }
        }
        self.counts = counts
    }

    /// The scalars that begin before `offset` (at most `bytes.count`) of `bytes`, the text the
    /// counts were made of, and how many bytes were read to find that (less than ``stride``).
    package func scalars(before offset: Int, in bytes: [UInt8]) -> (count: Int, reads: Int) {
        let block = min(offset / Self.stride, counts.count - 1)
        let from = block * Self.stride
        return (counts[block] + Self.scalars(in: bytes, from: from, to: offset), offset - from)
    }

    /// The 1-based column of `offset` on the line that starts at `lineStart` (columns count
    /// scalars: continuation bytes belong to the scalar before them), and how many bytes were
    /// read to find it: at most `2 * stride` with `counts` (of `bytes`), else the bytes between.
    package static func column(
        of offset: Int, lineStart: Int, in bytes: [UInt8], counts: ScalarCounts?
    ) -> (column: Int, reads: Int) {
        if let counts, offset - lineStart > stride {
            let end = counts.scalars(before: offset, in: bytes)
            let start = counts.scalars(before: lineStart, in: bytes)
            return (end.count - start.count + 1, end.reads + start.reads)
        }
        return (scalars(in: bytes, from: lineStart, to: offset) + 1, offset - lineStart)
    }

    /// The scalars that begin in `bytes[from..<to]`.
    private static func scalars(in bytes: [UInt8], from: Int, to: Int) -> Int {
        guard from < to else { return 0 }
        return bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for byte in buffer[from..<to] where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }
}
