import Testing
import ThemecFormat

@testable import ThemecCore
@testable import ThemecSyntax

/// Placeholders, naming and line positions.
@Suite("Strings units")
struct StringsUnitTests {
    @Test("Placeholder types, positions, flags, width and precision")
    func placeholders() {
        let signature = FormatPlaceholderParser.parse("%@ %d %i %u %ld %lld %lu %f %g %e %c %s %% %-5.2f %+d % d %x")
        #expect(
            signature.problems == [
                "'% d' reads as a placeholder (a space flag and 'd'), so the string takes a Int argument; write '%%' "
                    + "for a percent sign"
            ])
        #expect(
            signature.placeholders.map(\.type) == [
                .object, .int, .int, .uint, .int, .int, .uint, .double, .double, .double, .char, .cString, .double,
                .int, .int, .uint,
            ])
        let positional = FormatPlaceholderParser.parse("%2$d of %1$@")
        #expect(positional.arguments == [1: .object, 2: .int])
        let star = FormatPlaceholderParser.parse("%*d|%.*f")
        #expect(star.arguments == [1: .int, 2: .int, 3: .int, 4: .double])
        #expect(
            FormatPlaceholderParser.parse("100%").problems == [
                "a lone '%' ends the string; write '%%' for a percent sign"
            ])
        #expect(
            FormatPlaceholderParser.parse("%k").problems == [
                "'%k' is not a format placeholder; write '%%' for a percent sign"
            ])
        // Foundation has no ' flag: `%'d` prints 'd and reads nothing.
        let apostrophe = FormatPlaceholderParser.parse("%'d")
        #expect(apostrophe.placeholders.isEmpty)
        #expect(
            apostrophe.problems == [
                "'%'' is not a format placeholder: String(format:) has no ' flag, and prints it as text; write '%%' "
                    + "for a percent sign"
            ])
        let plural = FormatPlaceholderParser.parse("%1$#@files@ in %2$#@folders@")
        #expect(plural.placeholders.map(\.variable) == ["files", "folders"])
        #expect(plural.arguments.keys.sorted() == [1, 2])
    }

    @Test("Key paths: namespaces, members, tables, keywords and reserved names")
    func naming() {
        #expect(L10nNaming.path(table: "Localizable", key: "Menu.Profile") == ["Menu", "profile"])
        #expect(L10nNaming.path(table: "Settings", key: "Account.SignOut") == ["Settings", "Account", "signOut"])
        #expect(L10nNaming.path(table: "Localizable", key: "default") == ["`default`"])
        #expect(L10nNaming.path(table: "Localizable", key: "String.Length") == ["String", "length"])
        #expect(L10nNaming.path(table: "Localizable", key: "Swift.Version") == ["Swift_", "version"])
        #expect(L10nNaming.path(table: "Localizable", key: "Type.Name") == ["Type_", "name"])
        #expect(L10nNaming.path(table: "Localizable", key: "3 items") == ["_3Items"])
        #expect(L10nNaming.path(table: "Localizable", key: "%@ %@") == ["_25_40_20_25_40"])
    }

    @Test("Shouted and snake-case keys become camel case; empty components name nothing")
    func shoutedAndDottedNames() {
        func path(_ key: String, table: String = "Localizable") -> [String] { L10nNaming.path(table: table, key: key) }
        #expect(path("HEADER_TITLE") == ["headerTitle"])
        #expect(path("SETTINGS_SCREEN_TITLE") == ["settingsScreenTitle"])
        #expect(path("MULTILINE2") == ["multiline2"])
        #expect(path("ONBOARDING.SKIP_BUTTON") == ["Onboarding", "skipButton"])
        #expect(path("account_sign_out.confirm_title") == ["AccountSignOut", "confirmTitle"])
        #expect(path("OK") == ["ok"])
        // Capitals beside lower-case letters are acronyms and keep their case.
        #expect(path("openURL") == ["openURL"])
        #expect(path("settings_URL_title") == ["settingsURLTitle"])
        #expect(path("URLString") == ["urlString"])
        #expect(path("ID3tag") == ["id3tag"])
        #expect(path("Menu.") == ["menu"])
        #expect(path("ending.with.") == ["Ending", "with"])
        #expect(path("..some..dots") == ["Some", "dots"])
        #expect(path(".Leading") == ["leading"])
        #expect(path(".") == ["_2E"])
        #expect(path("") == ["_empty"])
        #expect(path("Ä_ÖL") == ["äÖl"])
        #expect(path("ÜBER_UNS.TITEL", table: "Info") == ["Info", "ÜberUns", "titel"])
    }

    @Test("Line and column positions count scalars and every kind of line break")
    func lineMap() {
        let map = SourceLineMap(Array("ab\r\ncé\rx\ny".utf8))
        #expect(map.position(of: 0) == .init(line: 1, column: 1))
        #expect(map.position(of: 4) == .init(line: 2, column: 1))
        #expect(map.position(of: 7) == .init(line: 2, column: 3))
        #expect(map.position(of: 8) == .init(line: 3, column: 1))
        #expect(map.position(of: 10) == .init(line: 4, column: 1))
    }

    @Test("The first invalid UTF-8 byte is found, including overlong and surrogate forms")
    func utf8Validation() {
        #expect(StringsTextDecoder.firstInvalidUTF8(Array("héllo 😀".utf8)) == nil)
        #expect(StringsTextDecoder.firstInvalidUTF8([0x61, 0xC0, 0xAF]) == 1)
        #expect(StringsTextDecoder.firstInvalidUTF8([0x61, 0x62, 0xED, 0xA0, 0x80]) == 2)
        #expect(StringsTextDecoder.firstInvalidUTF8([0xE2, 0x82]) == 0)
        #expect(StringsTextDecoder.firstInvalidUTF8([0xF4, 0x90, 0x80, 0x80]) == 0)
    }

    @Test("The dump of a single-variable plural substitutes each form into the format")
    func pluralDump() {
        let value = LocalizedValue.plural(
            PluralValue(
                format: "%#@n@ left",
                variables: [
                    PluralVariable(name: "n", valueType: "d", forms: [(.other, "%d days"), (.one, "%d day")])
                ]))
        #expect(value.dump == .object(["one": .string("%d day left"), "other": .string("%d days left")]))
    }

    @Test("Near misses: case, punctuation, one edit or swap; not two edits")
    func nearMiss() {
        let finder = NearMissFinder(["Generic.Okay", "Menu.Profile", "Wallet.Tier"])
        #expect(finder.nearMiss(for: "Generic.Okey") == "Generic.Okay")
        #expect(finder.nearMiss(for: "generic.okay") == "Generic.Okay")
        #expect(finder.nearMiss(for: "Generic_Okay") == "Generic.Okay")
        #expect(finder.nearMiss(for: "Menu.Porfile") == "Menu.Profile")
        #expect(finder.nearMiss(for: "Wallet.Title") == nil)
        #expect(finder.nearMiss(for: "Generic.Okay") == nil)
    }

    @Test("An argument digest answers what the full signature answers")
    func argumentDigest() {
        var generator = SplitMix64(seed: 0xD16E)
        let tokens = [
            "%@", "%d", "%ld", "%1$@", "%2$d", "%2$@", "%3$f", "%9$@", "%0$d", "%.2f", "%*d", "%%", "%k", "100%",
            "%#@n@", "%1$#@n@", "x", " ", "é",
        ]
        func random() -> String {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in tokens.randomElement(using: &generator)! }
                .joined()
        }
        func digest(_ text: String) -> ArgumentDigest {
            var digest = ArgumentDigest()
            var text = text
            text.withUTF8 { FormatPlaceholderParser.scan($0, into: &digest) }
            return digest
        }
        var compared = 0
        for _ in 0..<2_000 {
            let (first, second) = (random(), random())
            let (signature, other) = (FormatPlaceholderParser.parse(first), FormatPlaceholderParser.parse(second))
            let (digest, otherDigest) = (digest(first), digest(second))
            #expect(
                digest == ArgumentDigest(signature.arguments) || digest.isIncomplete || digest.hasConflicts, "\(first)")
            guard !digest.isIncomplete, !otherDigest.isIncomplete else { continue }
            #expect(signature.problems.isEmpty && signature.unsupported.isEmpty, "\(first)")
            #expect(digest.hasConflicts == !signature.conflictingArguments.isEmpty, "\(first)")
            #expect(digest.leavesGaps == (signature.unreadArguments.count > 0), "\(first)")
            #expect(
                (digest == otherDigest) == (signature.arguments == other.arguments) || digest.hasConflicts
                    || otherDigest.hasConflicts,
                "\(first) against \(second)")
            compared += 1
        }
        #expect(compared > 300)
    }

    @Test("Names from ASCII keys, built byte by byte, are those the Character path builds")
    func asciiNames() {
        var generator = SplitMix64(seed: 0xA5C1)
        let pieces = [
            "a", "B", "URL", "id", "ID", "3", "_", ".", "-", " ", "\r\n", "\t", "default", "Self", "x9", "Zz", "__",
            "HEADER", "TITLE2", "Q7X",
        ]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            #expect(SwiftIdentifier.words(text) == SwiftIdentifier.wordsByCharacters(text), "\(text.debugDescription)")
            #expect(
                SwiftIdentifier.lowerCamel(text) == SwiftIdentifier.lowerCamelByCharacters(text),
                "\(text.debugDescription)")
            #expect(
                SwiftIdentifier.upperCamel(text) == SwiftIdentifier.upperCamelByCharacters(text),
                "\(text.debugDescription)")
        }
    }
}
