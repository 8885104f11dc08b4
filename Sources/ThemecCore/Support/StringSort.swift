#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sorting many strings in `String` order (`<`), faster when they are all ASCII.
///
/// For ASCII text `String`'s order is the order of the bytes, so such keys are sorted by
/// comparing their bytes in one contiguous copy with `memcmp`, which avoids the per-comparison
/// cost of `String`'s Unicode-aware `<`. Any other string sorts the whole set the usual way.
enum StringSort {
    static func sorted<C: Collection>(_ strings: C) -> [String] where C.Element == String {
        let strings = Array(strings)
        return order(strings).map { strings[$0] }
    }

    /// The indices of `strings` in the order `sorted()` would put the strings in (equal
    /// strings in any order), so that values kept beside them can follow.
    static func order(_ strings: [String]) -> [Int] {
        var bytes: [UInt8] = []
        var ranges: [(start: Int, count: Int)] = []
        ranges.reserveCapacity(strings.count)
        for string in strings {
            let start = bytes.count
            bytes.append(contentsOf: string.utf8)
            ranges.append((start, bytes.count - start))
        }
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return strings.indices.sorted { strings[$0] < strings[$1] }
        }
        var order = Array(strings.indices)
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
            order.sort { left, right in
                let (a, b) = (ranges[left], ranges[right])
                let common = min(a.count, b.count)
                let bytesOrder = common == 0 ? 0 : memcmp(base + a.start, base + b.start, common)
                return bytesOrder != 0 ? bytesOrder < 0 : a.count < b.count
            }
        }
        return order
    }
}
