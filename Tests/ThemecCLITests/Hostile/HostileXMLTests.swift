import Foundation
import Testing

/// XIBs and `.stringsdict` files built to make libxml2 expand, fetch or leak: entity bombs,
/// external entities naming a local file, external DTDs and parameter entities pointing at the
/// network. None may expand, none may reach the network, and the named file's contents must
/// appear nowhere: not in stdout, stderr, the generated files or `dump`.
@Suite(.serialized) struct HostileXMLTests {
    /// The two XML inputs, each wrapping `body` in its own root and DOCTYPE `subset`.
    static func documents(subset: String, body: String) -> [(path: String, text: String)] {
        [
            (
                "Layouts/ProfileViewController.xib",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                \(subset.isEmpty ? "" : "<!DOCTYPE document \(subset)>")
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(body)"/>
                        <view id="v1"><label id="l1" text="\(body)"/></view>
                    </objects>
                </document>
                """
            ),
            (
                "en.lproj/Localizable.stringsdict",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                \(subset.isEmpty ? "" : "<!DOCTYPE plist \(subset)>")
                <plist version="1.0"><dict><key>items</key><dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@n@ \(body)</string>
                    <key>n</key><dict>
                        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                        <key>NSStringFormatValueTypeKey</key><string>d</string>
                        <key>other</key><string>\(body)</string>
                    </dict>
                </dict></dict></plist>
                """
            ),
        ]
    }

    /// Runs generate, lint (JSON) and dump on the files; returns every byte themec showed or
    /// wrote, and generate's exit status.
    static func everythingThemecSays(_ box: Sandbox, _ what: String) throws -> (text: String, status: Int32) {
        var text = ""
        let generate = try box.runLimited(
            "generate", "Layouts", "en.lproj", "--output", "Out", limits: HostileSuite.limits)
        expectNoCrashOrHang(generate, "\(what): generate")
        let lint = try box.runLimited("lint", "--reporter", "json", "Layouts", "en.lproj", limits: HostileSuite.limits)
        expectNoCrashOrHang(lint, "\(what): lint")
        let dump = try box.runLimited("dump", "Layouts", "en.lproj", limits: HostileSuite.limits)
        expectNoCrashOrHang(dump, "\(what): dump")
        text += generate.allText + lint.allText + dump.allText
        let out = box.root.appendingPathComponent("Out")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [] {
            text += try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
        }
        return (text, generate.status)
    }

    @Test func aBillionLaughsEntityBombNeverExpands() throws {
        var subset = "[\n<!ENTITY lol \"lol\">\n"
        var previous = "lol"
        for level in 1...9 {
            subset += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
            previous = "lol\(level)"
        }
        subset += "]"
        let box = try Sandbox()
        for (path, text) in Self.documents(subset: subset, body: "&lol9;") { try box.write(path, text) }
        let said = try Self.everythingThemecSays(box, "entity bomb")
        #expect(said.status == 1)
        #expect(said.text.contains("ProfileViewController.xib:") && said.text.contains("Localizable.stringsdict:"))
        #expect(!said.text.contains("lollollol"))
        #expect(said.text.count < 100_000)
    }

    @Test func anExternalEntityNeverLeaksTheFileItNames() throws {
        let marker = HostileSuite.secretMarker()
        let box = try Sandbox(["secret.txt": marker + "\n"])
        let secret = box.root.appendingPathComponent("secret.txt").path
        let subset = "[\n<!ENTITY leak SYSTEM \"file://\(secret)\">\n<!ENTITY plain SYSTEM \"\(secret)\">\n]"
        for (path, text) in Self.documents(subset: subset, body: "&leak;&plain;") { try box.write(path, text) }
        let said = try Self.everythingThemecSays(box, "external entity")
        #expect(said.status == 1)
        #expect(said.text.contains("entit"))
        #expect(!said.text.contains(marker))
    }

    @Test func aParameterEntityNeverLeaksTheFileItNames() throws {
        // The classic out-of-band form: a parameter entity pulls a DTD that defines an entity
        // from the secret's text. Nothing may be loaded, so nothing can be echoed.
        let marker = HostileSuite.secretMarker()
        let box = try Sandbox([
            "secret.txt": marker,
            "evil.dtd": "<!ENTITY % all \"<!ENTITY send SYSTEM 'file://SECRET'>\">%all;\n",
        ])
        try box.write(
            "evil.dtd", "<!ENTITY % all \"<!ENTITY send SYSTEM 'file://\(box.root.path)/secret.txt'>\">%all;\n")
        let subset = "[\n<!ENTITY % remote SYSTEM \"file://\(box.root.path)/evil.dtd\">\n%remote;\n]"
        for (path, text) in Self.documents(subset: subset, body: "&send;") { try box.write(path, text) }
        let said = try Self.everythingThemecSays(box, "parameter entity")
        #expect(said.status == 1)
        #expect(!said.text.contains(marker))
    }

    @Test func anExternalDTDOrEntityURLNeverTouchesTheNetwork() throws {
        let listener = try TrapListener()
        let box = try Sandbox()
        let subsets = [
            "SYSTEM \"\(listener.url("document.dtd"))\"",
            "PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"\(listener.url("plist.dtd"))\"",
            "[\n<!ENTITY % remote SYSTEM \"\(listener.url("remote.dtd"))\">\n%remote;\n]",
            "[\n<!ENTITY remote SYSTEM \"\(listener.url("entity.txt"))\">\n]",
        ]
        for (index, subset) in subsets.enumerated() {
            for (path, text) in Self.documents(subset: subset, body: index == 3 ? "&remote;" : "x") {
                try box.write(path, text)
            }
            _ = try Self.everythingThemecSays(box, "external DTD \(index)")
            #expect(!listener.wasContacted, "themec connected to \(subset)")
        }
    }

    @Test func elementsNestedOneHundredThousandDeepAreALocatedError() throws {
        let deep = String(repeating: "<view id=\"v\">", count: 100_000) + String(repeating: "</view>", count: 100_000)
        let box = try Sandbox()
        try box.write("Layouts/Deep.xib", "<?xml version=\"1.0\"?>\n<document><objects>\(deep)</objects></document>\n")
        let result = try box.runLimited("lint", "Layouts", limits: HostileSuite.limits)
        expectNoCrashOrHang(result, "deep XML")
        #expect(result.stdout.count < 100_000, "the report should not grow with the depth")
    }
}
