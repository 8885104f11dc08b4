#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C math functions ThemecCore uses, so that ThemecCore itself imports no C: the standard
/// library has no `pow`, and one written in Swift could round differently from the C library's.
package enum CMath {
    /// `base` raised to `exponent`, by the C library's `pow`.
    @inlinable
    package static func power(_ base: Double, _ exponent: Double) -> Double {
        pow(base, exponent)
    }
}
