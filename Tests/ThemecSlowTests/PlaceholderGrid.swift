/// The format strings the differential test puts to Foundation (``PlaceholderOracleTests``), each
/// with `⟨k⟩` where it names position k. A format is one or a few `%` specifications; the test
/// puts a separator after it, so no specification runs to the end of the text.
enum PlaceholderGrid {
    /// Every conversion character Foundation knows.
    static let conversions = "@cCdDiuUoOxXfFeEgGaAnpPsS".map(String.init)
    /// Characters that end a specification without a conversion, or continue it, in its last
    /// place: `%`, `'` (no flag to Foundation), letters it does not know, non-ASCII characters (one
    /// UTF-16 unit, and two), and the characters of flags, widths and length modifiers.
    static let otherEndings = [
        "%", "'", "k", "K", "$", "!", "b", "y", "w", "Z", "é", "😀", "\u{2028}", "#", "-", "*", ".", "h", "l", "L",
        "[", "]",
    ]
    static let flags = ["", "-", "+", " ", "#", "0", "'"]
    static let lengths = ["", "h", "hh", "l", "ll", "q", "L", "z", "j", "t"]

    /// The whole grid, in a fixed order.
    static func all() -> [String] {
        var formats: [String] = []
        // Each conversion (and other ending) with each flag, length modifier, and literal width
        // and precision or none.
        for flag in flags {
            for width in ["", "5"] {
                for precision in ["", ".2"] {
                    for length in lengths {
                        for ending in conversions + otherEndings {
                            formats.append("%" + flag + width + precision + length + ending)
                        }
                    }
                }
            }
        }
        // Positions, and widths and precisions of every kind: literal, `*`, `*N$`.
        for position in ["", "⟨1⟩$", "⟨2⟩$", "⟨3⟩$"] {
            for width in ["", "5", "*", "*⟨1⟩$", "*⟨2⟩$", "*⟨3⟩$"] {
                for precision in ["", ".2", ".", ".0", ".*", ".*⟨1⟩$", ".*⟨2⟩$", ".*⟨3⟩$"] {
                    for length in ["", "l"] {
                        for conversion in conversions + ["k"] {
                            formats.append("%" + position + width + precision + length + conversion)
                        }
                    }
                }
            }
        }
        // The parts of a specification in every order, two and three at a time. A part that
        // ends in a digit is never put before a position (`5` and `1$` would make `51$`).
        let parts = [
            "-", "+", " ", "#", "0", "'", "5", "12", "*", "*⟨2⟩$", ".3", ".*", ".*⟨2⟩$", "⟨1⟩$", "⟨2⟩$",
            "h", "l", "ll", "L", "q",
        ]
        func joinable(_ first: String, _ second: String) -> Bool {
            !(first.last!.isNumber && second.hasPrefix("⟨"))
        }
        for first in parts {
            for second in parts where joinable(first, second) {
                for ending in conversions + ["k", "%", "@"] {
                    formats.append("%" + first + second + ending)
                }
                for third in parts where joinable(second, third) {
                    for conversion in ["d", "@", "f"] {
                        formats.append("%" + first + second + third + conversion)
                    }
                }
            }
        }
        formats += names + oddities
        return formats
    }

    /// Variable names (`%#@name@`, which `String(format:)` reads as an object) and attribute
    /// markers (`%[name]@`): names of letters, digits and `_` only, names cut by other
    /// characters (dropped, and the specification goes on), non-ASCII characters in a name.
    static let names = [
        "%#@n@", "%⟨1⟩$#@n@", "%⟨2⟩$#@n@ %⟨1⟩$d", "%#@n_2@", "%#@N9@", "%#@@", "%#@my-var@", "%#@a b@d",
        "%#@ab cd", "%#@ab.5f", "%#@ab-*d", "%#@ab-⟨1⟩$d", "%#@é@x", "%#@aé@d", "%#@aéd", "%#@a😀d",
        "%#@a😀@", "%#@a]b@", "%[a]@", "%[a]d", "%[a]d x", "%[a@", "%[]@", "%[a][b]@", "%[a]#@b@", "%#[a]@",
        "%#@a[b]@", "%#5@n@", "%-#@n@", "%#-@n@", "%##@n@", "%#@n@@", "%#@n", "%#@", "%#x", "%#@n@%d", "%l#@n@",
        "%#l@n@", "%#@n@ %@", "%#@a%d", "%#@a\u{1}d", "%#@abc]d", "%[a b]@", "%[a]]@", "%[é]@", "%#@n@ and %#@m@",
    ]

    /// Formats of their own: what translators write (`100% natural`), repeated or conflicting
    /// parts, positions written with zeros, widths at and past the limit, several placeholders.
    static let oddities = [
        "%%", "%%d", "%0$d", "%00$d", "%0⟨1⟩$d", "%⟨1⟩$⟨2⟩$d", "%*5d", "%5*d", "%.*5d", "%.5.3f", "%5.*.2f",
        "%**d", "%.**d", "%*.*.*d", "%hhhd", "%lllld", "%qqd", "%Lld", "%lLf", "%Llf", "%1000d", "%1001d", "%.1000f",
        "%.1001f", "% 5 s", "100% natural, says %@", "100% Pure", "%-10%", "%5%", "50% off", "20% discount",
        "100% sure", "%⟨1⟩$@ (50% of total)", "Rating: %⟨1⟩$.*⟨2⟩$f stars", "[%⟨1⟩$*⟨2⟩$d]",
        "%⟨2⟩$@ %⟨1⟩$d", "%@ %d %f", "%d%%", "%C%S%s%c%p", "%⟨3⟩$*⟨1⟩$.*⟨2⟩$e", "%*⟨1⟩$d",
        "%*⟨1⟩$@", "%⟨1⟩$*⟨1⟩$d", "%⟨1⟩$*⟨1⟩$@", "%⟨1⟩$d %⟨1⟩$ld", "%⟨1⟩$d %⟨1⟩$@",
        "%⟨2⟩$d", "%d %⟨3⟩$d", "%.*⟨2⟩$f", "%⟨1⟩$.*f", "%n%@", "% n", "%hhn", "%ln%d", "%P", "%.2P",
        "%5P", "%Lf", "%Lg %d", "%D", "%U", "%O", "% D", "% U", "% O", "%lc", "%ls", "%hc", "%lC", "%qs", "%z@", "%hh@",
        "%L@", "%Ld", "%jS", "%tp",
        // Positions written with leading zeros, which themec reads as Foundation does (with a warning).
        "%00⟨1⟩$@", "%0⟨2⟩$@ %0⟨1⟩$d", "%*0⟨1⟩$d",
        "%⟨1⟩$.*00⟨2⟩$f", "%-0⟨1⟩$d", "%00⟨1⟩$5d",
        // Found by the Runtime fuzz target: a width past 2^31 fails String(format:) whatever follows it.
        "%2147483648k", "%666666666666666x", "S-%666666666666666\u{0}", "%.99999999999d",
        // And a position past 127, of the value or a `*` width or precision, before such a character.
        "x%150$k", "%*150$k", "%.*128$k", "%*[7:777777777$12", "%1$*150$*1k", "%150$1$@",
    ]
}
