import Testing
import ThemecSyntax

/// Element columns, which libxml2 does not report and the reader finds in the source.
@Suite struct XMLReaderColumnTests {
    @Test func columnsSkipLongerNamesOnTheSameLine() throws {
        let xml = "<root><viewLayoutGuide/><view id=\"a\"/><view id=\"b\"></view></root>\n"
        let root = try #require(XMLReader().read(Array(xml.utf8)).root)
        #expect(root.position == SourcePosition(line: 1, column: 1))
        let elements = root.elements
        #expect(elements.map(\.name) == ["viewLayoutGuide", "view", "view"])
        #expect(elements[0].position.column == 7)
        #expect(elements[1].position.column == 25)
        #expect(elements[2].position.column == 39)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let xml = "<root a=\"é\"><item/></root>\n"
        let root = try #require(XMLReader().read(Array(xml.utf8)).root)
        #expect(root.elements.first?.position == SourcePosition(line: 1, column: 13))
    }
}
