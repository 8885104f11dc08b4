import Testing

/// One generated `.strings` input for the differential test.
struct StringsEdgeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]

    var testDescription: String { name }
}

/// Hand-picked inputs that exercise the corners of Apple's grammar, in several encodings.
enum StringsEdgeCases {
    static let texts: [(String, String)] = [
        ("simple", #""a" = "b";"#),
        ("whitespace only", " \n\t\r\n "),
        ("comment only", "/* nothing */\n// still nothing"),
        ("unclosed comment at end", #""a" = "b"; /* never closed"#),
        ("unclosed comment only", "/* never closed"),
        ("junk after last entry", #""a" = "b"; @@@ "c" = "d";"#),
        ("braces then junk", #"{ "a" = "b"; } junk"#),
        ("braces", #"{ "a" = "b"; c = d; }"#),
        ("braces without semicolon", #"{ "a" = "b" }"#),
        ("lone string", #""hello""#),
        ("shorthand", #""a"; b; "c" = "d";"#),
        ("octal escapes", #""a" = "\101\351\777\0x\12\1234";"#),
        ("U escapes", #""a" = "\U00e9\UD83D\UDE00\Uzz\U12\U0041B";"#),
        ("lone surrogate escape", #""a" = "\UD83D";"#),
        ("two high surrogate escapes then a low one", #""a" = "\UD83D\UD83D\UDE00";"#),
        ("high surrogate escape then text", #""a" = "\UD83Dx\UDE00";"#),
        ("high surrogate escape then an escaped non-ASCII character", #""a" = "\UD83D\é\UDE00";"#),
        ("lone low surrogate escape", #""a" = "\UDE00\n";"#),
        ("other escapes", "\"a\" = \"\\a\\b\\f\\v\\q\\'\\u1234\\\n\\\\\\\"\";"),
        ("single quotes", #"'a' = 'it''s';"#),
        ("single quotes with double inside", #"'a' = '"quoted"';"#),
        ("missing semicolon at end", #""a" = "b""#),
        ("missing semicolon", #""a" = "b" "c" = "d";"#),
        ("array value", #""a" = (x, "y", );"#),
        ("empty array", #""a" = ( );"#),
        ("array unterminated string", #""a" = ("   );"#),
        ("bad array", #""a" = (x, @);"#),
        ("data value", #""a" = <0fA1 b2>;"#),
        ("odd data", #""a" = <0fA>;"#),
        ("dictionary value", #""a" = { b = c; d = (e); };"#),
        ("duplicate keys", #""a" = "1"; "a" = "2"; "b" = "3"; "a" = "4";"#),
        ("slashes in words", "a//b = c/d; // comment\n e = f;"),
        ("unquoted punctuation", "a-b.c:d$e_f = 1.5;"),
        ("lone slash at end", #""a" = "b"; /"#),
        ("NUL in value", "\"a\" = \"b\u{0}c\";"),
        ("unterminated value", #""a" = "b;"#),
        ("unterminated key after entry", #""a" = "b"; "c = d;"#),
        ("line separators as space", "\"a\"\u{2028}=\u{2029}\"b\";"),
        ("no-break space is not space", "\"a\"\u{A0}= \"b\";"),
        ("empty key and value", #""" = "";"#),
        ("brace not closed", #"{ "a" = "b";"#),
        ("stray close brace", #""a" = "b"; }"#),
        ("no equals", #""a" "b";"#),
        ("semicolon first", #"; "a" = "b";"#),
        ("double semicolon", #""a" = "b";; "c" = "d";"#),
        ("CR and CRLF", "\"a\" = \"b\"\r;\r\n\"c\" = \"d\";"),
        ("comments everywhere", "/*1*/\"a\"/*2*/=//3\n\"b\"/*4*/;/*5*/"),
        ("comment star slash inside string", #""a" = "/* not a comment */"; "b" = "// nor this";"#),
        ("slash star slash", "/*/ \"a\" = \"b\"; */ \"c\" = \"d\";"),
        ("number key", "1 = 2;"),
        ("unquoted value then string", #"a = b "c";"#),
        ("string then junk", #""a" @"#),
        ("word only", "abc"),
        ("word then brace", "abc {"),
        ("equals at end", #""a" ="#),
        ("key at end", #""a""#),
        ("nested too deep", String(repeating: "(", count: 20) + String(repeating: ")", count: 20)),
        ("backslash at end", "\"a\" = \"b\\"),
        ("emoji and combining", "\"😀\" = \"e\u{301} 🇩🇪\";"),
        ("escaped emoji", "\"a\" = \"\\😀\";"),
        ("byte order mark inside", "\"a\" = \"b\";\u{FEFF}"),
        ("form feed and vertical tab", "\u{0C}\"a\"\u{0B}=\"b\";"),
        ("percent placeholders", #""a" = "%1$@ %2$d %%";"#),
    ]

    static var all: [StringsEdgeCase] {
        var cases: [StringsEdgeCase] = []
        for (name, text) in texts {
            cases.append(StringsEdgeCase(name: name + " (UTF-8)", bytes: Array(text.utf8)))
            cases.append(StringsEdgeCase(name: name + " (UTF-8 BOM)", bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)))
            cases.append(
                StringsEdgeCase(
                    name: name + " (UTF-16LE)",
                    bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
            cases.append(
                StringsEdgeCase(
                    name: name + " (UTF-16BE)",
                    bytes: [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
        }
        cases.append(
            StringsEdgeCase(
                name: "two byte order marks", bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(#""a"="b";"#.utf8)))
        cases.append(
            StringsEdgeCase(
                name: "UTF-16 without BOM",
                bytes: Array(#""a"="b";"#.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })))
        return cases
    }

    /// Pieces random inputs are built from: the grammar's punctuation, escapes, comments and a
    /// little text.
    static let tokens: [String] = [
        "\"", "'", "\\", "=", ";", "/*", "*/", "//", "\n", "\r\n", " ", "a", "key", "{", "}", "(", ")", ",", "<", ">",
        "0f", "\\U00e9", "\\351", "\\n", "é", "😀", "\u{2028}", "$", "-", "/", "\"a\" = \"b\";", "x = y;", "%@",
        "\\\"",
    ]

    static func randomText(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 1...12, using: &generator)
        var text = ""
        for _ in 0..<count { text += tokens.randomElement(using: &generator)! }
        return text
    }
}
