import Foundation
import Testing

@testable import ThemecCLI

/// The CLI's own text escaping, which replaced Foundation's (the `themec` binary links only
/// FoundationEssentials), gives what Foundation gave, checked against Foundation here.
@Suite struct TextEscapingTests {
    /// Texts with every printable ASCII character, CRLF pairs, combining marks, emoji and other
    /// scripts.
    static func samples() -> [String] {
        var samples = [
            "", "plain", "a\r\nb", "%0A", "D\u{fc},:%", "e\u{301}", "Ta ble;\u{e9}%:x.strings", "\u{1F1E9}\u{1F1EA}:x",
            String((32..<127).map { Character(Unicode.Scalar(UInt8($0))) }), "tab\there", "\u{7F}\u{80}\u{FFFD}",
        ]
        // Every text of up to three of these characters.
        let pool: [String] = [
            "a", "Z", "0", "%", ":", ",", ";", "/", " ", "\r", "\n", "\r\n", "\u{e9}", "e\u{301}",
            "\u{1F600}", "~", "[", "#", "?", "\u{4E2D}", "\"",
        ]
        var texts = [""]
        for _ in 0..<3 {
            texts = texts.flatMap { text in pool.map { text + $0 } }
            samples += texts
        }
        return samples
    }

    @Test func sarifURIsEncodeAsFoundationsURLPathAllowedLessTheColon() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        for sample in Self.samples() {
            let foundation = sample.split(separator: "/", omittingEmptySubsequences: false)
                .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed)! }.joined(separator: "/")
            #expect(SARIFReporter.uri(sample) == foundation, "\(sample.debugDescription)")
        }
    }

    @Test func githubActionsEscapesEveryCRAndLFAsFoundationDid() {
        for sample in Self.samples() {
            let data = sample.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
            #expect(GitHubActionsReporter.data(sample) == data, "\(sample.debugDescription)")
            let property = data.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
            #expect(GitHubActionsReporter.property(sample) == property, "\(sample.debugDescription)")
        }
        #expect(GitHubActionsReporter.data("a\r\nb") == "a%0D%0Ab")
    }

    @Test(
        arguments: [
            (0, "0.00"), (4_999_999, "0.00"), (5_000_000, "0.01"), (70_000_000, "0.07"),
            (994_999_999, "0.99"), (995_000_000, "1.00"), (12_345_000_000, "12.35"),
        ] as [(UInt64, String)])
    func lintDurationsHaveTwoDecimals(nanoseconds: UInt64, text: String) {
        #expect(RunSummary.secondsText(nanoseconds) == text)
    }

    @Test func helpColumnsArePaddedAndNeverCut() {
        #expect(ThemecTool.padded("lint", to: 10) == "lint      ")
        #expect(ThemecTool.padded("--reporter NAME", to: 4) == "--reporter NAME")
        #expect(ThemecTool.padded("", to: 2) == "  ")
    }
}
