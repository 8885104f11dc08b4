import Testing
import ThemecFormat
import ThemecVocabulary

@testable import ThemecCore

/// `FormatSignature.argumentLetters`, what the app's runtime compares a format found in a bundle
/// with: one letter per argument, the types the generated accessor passes, or nil where no
/// accessor can pass what the format reads.
@Suite("Argument letters")
struct ArgumentLettersTests {
    /// Formats and their letters; nil where the format reads what no caller can pass safely.
    static let formats: [(format: String, letters: String?)] = [
        ("Profile", ""), ("100%% sure", ""), ("%@ earned %d points", "@i"), ("%2$@ of %1$lu", "u@"),
        ("%c%C%s%S%p", "cCsSp"), ("%x %X %o %u %hhu %llu", "uuuuuu"), ("%f %e %g %a %F %E %G %A", "ffffffff"),
        ("%i %ld %lld %qd %zd %jd %td %hd", "iiiiiiii"), ("%-5.2f|%+d|%#x|%05d|% d", "fiuii"),
        ("Rating: %1$.*2$f stars", "fi"), ("[%1$*2$d]", "ii"), ("%*d|%.*f", "iiif"), ("%3$*1$.*2$e", "iif"),
        ("%1$@ and %@", "@"), ("50% off", "u"), ("%'d", ""), ("%k", ""), ("100%", ""),
        ("%Lf", nil), ("%lc", nil), ("%ls", nil), ("%D", nil), ("100% natural, says %@", nil), ("100% Pure", nil),
        ("%2$d", nil), ("%1$d %1$@", nil), ("%#@count@", nil), ("%101$d", nil), ("%l5d", nil), ("%1001d", nil),
        ("Done: 100%.", nil), ("%*1$@", nil),
    ]

    @Test("Each placeholder type has one letter, distinct from the others")
    func letters() {
        #expect(PlaceholderType.allCases.map(\.letter) == ["@", "i", "u", "f", "c", "C", "s", "S", "p"])
    }

    @Test("A format's letters: one per argument position, or nil where no caller can pass what it reads")
    func lettersOfFormats() {
        for (format, letters) in Self.formats {
            #expect(FormatPlaceholderParser.argumentLetters(of: format) == letters, "\(format)")
        }
    }

    @Test("The letters are the generated accessor's parameter types; no letters, no accessor (an error)")
    func lettersAreTheAccessorsParameters() throws {
        let path = "Strings/en.lproj/Localizable.strings"
        for (index, entry) in Self.formats.enumerated() {
            // Each format alone, so the errors of one never hide another's accessor.
            let result = Compiler.compile(
                [InputFile(path: path, text: "\"k\(index)\" = \"\(entry.format)\";\n")!],
                options: CompilerOptions(stringsFiles: .single))
            let hasError = result.diagnostics.contains { $0.severity == .error }
            guard let letters = entry.letters else {
                #expect(hasError, "\(entry.format): no letters, but no error")
                continue
            }
            #expect(!hasError, "\(entry.format)")
            let code = try #require(result.files.first { $0.name == "Strings.themec.swift" }?.contents)
            let declaration = try #require(
                code.split(separator: "\n").first { $0.contains(" k\(index)") && $0.contains("static ") })
            let parameters =
                declaration.contains("(")
                ? declaration.split(separator: "(")[1].split(separator: ")")[0].split(separator: ",").map {
                    String($0.split(separator: ":")[1].trimmingPrefix(" "))
                } : []
            let generated = parameters.map { type in
                PlaceholderType.allCases.first { $0.swiftType == type }.map { String($0.letter) } ?? "?"
            }
            #expect(generated.joined() == letters, "\(entry.format): \(declaration)")
        }
    }
}
