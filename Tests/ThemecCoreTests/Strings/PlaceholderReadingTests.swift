import Foundation
import Testing
import ThemecFormat
import ThemecVocabulary

@testable import ThemecCore

/// Placeholders read as Foundation's `String(format:)` reads them (issue 27): what it takes for a
/// conversion is an argument of its type or an error, never text; a `*` width or precision with a
/// position reads that position; and every variant of a catalog value reads what its accessor
/// passes.
@Suite("Placeholders read as Foundation reads them")
struct PlaceholderReadingTests {
    static let en = "Strings/en.lproj/Localizable.strings"

    static func compile(_ files: [(String, String)]) -> CompilationResult {
        Compiler.compile(
            files.compactMap { InputFile(path: $0.0, text: $0.1) }, options: CompilerOptions(stringsFiles: .single))
    }

    @Test("'% n' and '% P' take an argument in String(format:): errors, not text beside an accessor that misreads")
    func percentBeforeNOrPIsAnError() {
        let result = Self.compile([
            (
                Self.en,
                "\"Eco\" = \"100% natural, says %@\";\n\"Pure\" = \"100% Pure\";\n\"Fine\" = \"100%% natural\";\n"
            )
        ])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.strings:1:9: error: 'Eco': '% n' is read by String(format:) as %n, "
                    + "which takes an argument and prints nothing; write '%%' for a percent sign "
                    + "[strings-unsupported-placeholder]",
                "Strings/en.lproj/Localizable.strings:2:10: error: 'Pure': '% P' is read by String(format:) as %P, "
                    + "a length-prefixed (Pascal) string, which Swift cannot pass; write '%%' for a percent sign "
                    + "[strings-unsupported-placeholder]",
            ])
        #expect(result.files.isEmpty)
        // The grammar counts them, so the placeholders after them keep their positions.
        #expect(FormatPlaceholderParser.parse("100% natural, says %@").arguments == [1: .pointer, 2: .object])
    }

    @Test("A '*' width or precision with a position reads that position: the accessor takes every argument")
    func positionalStarsReadTheirPositions() throws {
        let result = Self.compile([(Self.en, "\"Rating\" = \"Rating: %1$.*2$f stars\";\n\"Box\" = \"[%1$*2$d]\";\n")])
        #expect(result.diagnostics.map(\.rendered) == [])
        let code = try #require(result.files.first { $0.name == "Strings.themec.swift" }?.contents)
        #expect(code.contains("static func rating(_ p1: Swift.Double, _ p2: Swift.Int) -> Swift.String {"))
        #expect(code.contains("static func box(_ p1: Swift.Int, _ p2: Swift.Int) -> Swift.String {"))
        #expect(FormatPlaceholderParser.parse("%3$*1$.*2$e").arguments == [1: .int, 2: .int, 3: .double])
    }

    static let deviceCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "device" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap %@ now" } },
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click now" } },
                      "ipad" : {
                        "variations" : {
                          "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "One %d, %@" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%d in %2$@" } }
                          }
                        }
                      },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Use %d now" } }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """

    @Test("Every device variant of a catalog value reads what its accessor passes, located at the variant")
    func deviceVariantsAgreeWithTheAccessor() throws {
        let result = Self.compile([("Strings/Dev.xcstrings", Self.deviceCatalog)])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/Dev.xcstrings:9:26: error: the 'iphone' variant of 'device' reads argument 1 as %@ (String) "
                    + "but its accessor passes %d (Int), as the 'other' variant reads it "
                    + "[strings-placeholder-mismatch]",
                "Strings/Dev.xcstrings:11:24: error: the 'ipad' variant of 'device' reads argument 2 as %@ (String) "
                    + "but its accessor passes 1 argument, as the 'other' variant reads it "
                    + "[strings-placeholder-mismatch]",
            ])
        #expect(result.files.isEmpty)
    }

    @Test("Every width of a .stringsdict width rule reads what its accessor (the widest) passes")
    func widthVariantsAgreeWithTheAccessor() {
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>Welcome</key>
            <dict>
            <key>NSStringVariableWidthRuleType</key>
            <dict>
            <key>20</key><string>Hi %@</string>
            <key>30</key><string>Hello</string>
            <key>50</key><string>Hello, %d times</string>
            </dict>
            </dict>
            </dict>
            </plist>

            """
        let result = Self.compile([("Strings/en.lproj/Localizable.stringsdict", stringsdict)])
        #expect(
            result.diagnostics.map(\.rendered) == [
                "Strings/en.lproj/Localizable.stringsdict:8:14: error: the width 20 variant of 'Welcome' reads "
                    + "argument 1 as %@ (String) but its accessor passes %d (Int), as the width 50 variant reads it "
                    + "[strings-placeholder-mismatch]"
            ])
    }

    @Test("A catalog plural counts by its first value, not by a '*' precision before it")
    func catalogPluralCountsByItsFirstValue() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "distance" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%1$.*2$f kilometre" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%1$.*2$f kilometres" } }
                        }
                      }
                    }
                  }
                }
              }
            }

            """
        let result = Self.compile([("Strings/Km.xcstrings", catalog)])
        #expect(result.diagnostics.map(\.rendered) == [])
        let code = try #require(result.files.first { $0.name == "Strings.themec.swift" }?.contents)
        #expect(code.contains("static func distance(_ p1: Swift.Double, _ p2: Swift.Int) -> Swift.String {"))
    }

    @Test("What Foundation reads that no accessor passes is an error; what it prints as text, a warning")
    func foundationsGrammarInThemecsWords() {
        func read(_ format: String) -> (problems: [String], unsupported: [String], arguments: [Int: PlaceholderType]) {
            let signature = FormatPlaceholderParser.parse(format)
            return (signature.problems, signature.unsupported, signature.arguments)
        }
        // Cut off after a digit or a `.`: Foundation reads past the end of the text.
        for format in ["Done: 100%.", "Top %5", "%1$.*2", "%.5"] {
            #expect(
                read(format).unsupported == [
                    "'\(format.suffix(from: format.firstIndex(of: "%")!))' ends the string inside a placeholder, "
                        + "where String(format:) reads past the end of the text; write '%%' for a percent sign"
                ], "\(format)")
        }
        // Cut off after a flag or a length modifier: the end stops it, nothing is read.
        #expect(read("100% l").problems == ["'% l' is an incomplete placeholder"])
        #expect(read("100% l").unsupported == [])
        // Out of the usual order: read (the argument after it keeps its position), and an error.
        let unusual = read("%l5d and %@")
        #expect(unusual.arguments == [1: .int, 2: .object])
        #expect(
            unusual.unsupported == [
                "'%l5d' is a placeholder to String(format:), but not written in the order themec accepts, "
                    + "%[position$][flags][width][.precision][length]conversion; write '%%' for a percent sign"
            ])
        #expect(read("%*5d").arguments == [1: .int, 2: .int])
        #expect(read("100% 5 stars").arguments == [1: .cString])
        #expect(
            read("%1001d").unsupported == [
                "'%1001d' pads or cuts its value to 1001 characters; a width or precision is at most 1000"
            ])
        #expect(read("%1000d").unsupported == [])
        // A variable name ends at a character that cannot be in it: `%#@my-v` is text to Foundation.
        let name = read("%#@my-var@")
        #expect(name.arguments == [:])
        #expect(
            name.problems == [
                "'%#@my-v' is not a format placeholder: a variable's name after '%#@' is ASCII letters, digits and "
                    + "'_', ended by '@'"
            ])
    }
}
