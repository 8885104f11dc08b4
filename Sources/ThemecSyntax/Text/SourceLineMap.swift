#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns byte offsets in UTF-8 text into 1-based line and column positions.
///
/// Lines end at LF, CRLF or a lone CR; columns count Unicode scalars, the way
/// ``SourcePosition`` documents them. Built once per file in one pass over the bytes; a file
/// with a line longer than ``ScalarCounts/stride`` bytes also gets its ``ScalarCounts``, so a
/// position on a long line (a minified catalog) costs a bounded number of reads, not the line.
package struct SourceLineMap: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Only when a line is longer than ``ScalarCounts/stride``.
    private let scalarCounts: ScalarCounts?

    /// The line starts of `bytes`, found in one pass.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A local array: appending to a stored property inside the closure would go through
        // `self` for every line.
        var starts: [Int] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            if memchr(base, 0x0D, count) == nil {
                // No CR (almost every file): only LFs end lines, found with `memchr`.
                var index = 0
                while index < count, let hit = memchr(base + index, 0x0A, count - index) {
                    index = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
                    starts.append(index)
                }
                return
            }
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < count && buffer[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        lineStarts = starts
        var longest = bytes.count - starts[starts.count - 1]
        for index in 1..<starts.count { longest = max(longest, starts[index] - starts[index - 1]) }
        scalarCounts = longest > ScalarCounts.stride ? ScalarCounts(bytes) : nil
    }

    /// The position of the byte at `offset` (an offset at the end gives the position after the
    /// last character).
    package func position(of offset: Int) -> SourcePosition {
        locate(offset).position
    }

    /// How many bytes ``position(of:)`` reads to count the column of `offset`: at most
    /// `2 * ScalarCounts.stride`, however long its line.
    package func columnReads(of offset: Int) -> Int {
        locate(offset).reads
    }

    private func locate(_ offset: Int) -> (position: SourcePosition, reads: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = ScalarCounts.column(of: offset, lineStart: lineStarts[low], in: bytes, counts: scalarCounts)
        return (SourcePosition(line: low + 1, column: column.column), column.reads)
    }
}
