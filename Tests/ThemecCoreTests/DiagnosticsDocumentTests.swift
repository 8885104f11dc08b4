import Foundation
import Testing
import ThemecCore

/// `Docs/Diagnostics.md` is the rendered rule catalog; this keeps the two equal.
@Suite struct DiagnosticsDocumentTests {
    @Test func docsListEveryRuleExactlyAsTheCatalogRendersIt() throws {
        let url = Fixtures.packageRoot.appendingPathComponent("Docs/Diagnostics.md")
        let rendered = RuleCatalog.markdown()
        if Golden.recording {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        #expect(
            onDisk == rendered,
            "Docs/Diagnostics.md is out of date: THEMEC_RECORD=1 swift test --filter DiagnosticsDocument")
        for doc in RuleCatalog.all {
            #expect(onDisk.contains("\n## \(doc.rule.id)\n"))
        }
    }
}
