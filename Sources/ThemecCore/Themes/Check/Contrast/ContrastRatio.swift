import ThemecSyntax
import ThemecVocabulary

/// WCAG 2.x relative luminance and contrast ratio of sRGB colors.
///
/// A color that is not opaque is first laid over the background (channel by channel in sRGB,
/// as a screen composites it); the ratio is then `(L1 + 0.05) / (L2 + 0.05)` with `L1` the
/// lighter luminance, from 1 (no contrast) to 21 (black on white).
package enum ContrastRatio {
    /// The contrast of `foreground` drawn on the opaque `background`.
    package static func of(_ foreground: ByteColor, on background: ByteColor) -> Double {
        let alpha = Double(foreground.alpha) / 255
        func blend(_ front: UInt8, _ back: UInt8) -> Double {
            (Double(front) * alpha + Double(back) * (1 - alpha)) / 255
        }
        let front = luminance(
            blend(foreground.red, background.red), blend(foreground.green, background.green),
            blend(foreground.blue, background.blue))
        let back = luminance(
            Double(background.red) / 255, Double(background.green) / 255, Double(background.blue) / 255)
        return (max(front, back) + 0.05) / (min(front, back) + 0.05)
    }

    /// The relative luminance of an sRGB color with channels from 0 to 1.
    static func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// One sRGB channel, linearised (the 0.04045 threshold of the current WCAG text).
    private static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : CMath.power((value + 0.055) / 1.055, 2.4)
    }

    /// The ratio as messages print it: two decimals, cut rather than rounded, so a ratio just
    /// under the minimum never reads as the minimum (4.499 is "4.49").
    package static func text(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
