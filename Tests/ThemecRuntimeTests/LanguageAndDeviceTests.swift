import Testing

@testable import ThemecRuntime

/// Which localization serves a preferred language, and the device names of device variants.
@Suite struct LanguageAndDeviceTests {
    @Test(
        arguments: [
            ("de-CH", ["de", "en"], "de"), ("de", ["de-DE", "en"], "de-DE"), ("de_AT", ["de-AT", "de"], "de-AT"),
            ("zh-Hant-TW", ["zh-Hans", "zh-Hant"], "zh-Hant"), ("pt-BR", ["pt-PT", "pt-BR"], "pt-BR"),
            ("pt", ["pt-BR", "pt-PT"], "pt-BR"), ("EN", ["en"], "en"), ("fr", ["Base", "en"], nil), ("", ["en"], nil),
            ("Base", ["Base"], nil),
        ] as [(String, [String], String?)])
    func aLanguageIsServedByItsClosestLocalization(language: String, available: [String], served: String?) {
        #expect(LanguageMatch.localization(for: language, among: available) == served)
    }

    @Test(
        arguments: [
            ("iPhone15,2", nil, "iphone"), ("iPad13,1", nil, "ipad"), ("iPod9,1", nil, "ipod"),
            ("arm64", "iPhone16,1", "iphone"), ("x86_64", "iPad14,3", "ipad"), ("arm64", nil, "other"),
        ] as [(String, String?, String)])
    func aMachineIdentifierNamesItsDevice(machine: String, simulated: String?, device: String) {
        #expect(DeviceName.name(machine: machine, simulatedModel: simulated) == device)
    }

    @Test func thisMachineIsNoAppleDevice() {
        #if os(Linux)
            #expect(DeviceName.current == "other")
        #endif
        #expect(!DeviceName.current.isEmpty)
    }
}
