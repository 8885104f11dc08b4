import Foundation
import Testing
import ThemecSyntax

#if canImport(Glibc)
    import Glibc
#endif

/// The XML reader against hostile and broken documents: nothing leaks, nothing expands,
/// nothing reaches the network, nothing hangs, nothing is printed, and every rejection has a
/// line and column.
@Suite(.serialized) struct XMLReaderHostileInputTests {
    /// A file whose contents must never appear in any output.
    static func secretFile() throws -> (URL, String) {
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "themec-secret-\(UUID().uuidString).txt")
        try secret.write(to: url, atomically: true, encoding: .utf8)
        return (url, secret)
    }

    /// Everything the tree and the problems hold, as one string to search.
    static func everything(_ tree: XMLDocumentTree) -> String {
        var text = tree.problems.map { "\($0.kind) \($0.message) \($0.position)" }.joined(separator: "\n")
        func walk(_ element: XMLElementNode) {
            text += element.name + element.attributes.map { $0.name + "=" + $0.value }.joined()
            for child in element.children {
                switch child {
                case .element(let inner): walk(inner)
                case .text(let string): text += string
                }
            }
        }
        if let root = tree.root { walk(root) }
        return text
    }

    /// Runs `body` with file descriptor 2 sent to a temporary file; returns what was written.
    /// Whatever other tests print meanwhile is passed on to the real standard error afterwards.
    static func capturingStandardError(_ body: () -> Void) -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themec-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        guard let handle = try? FileHandle(forWritingTo: url) else { return "" }
        fflush(nil)
        let saved = dup(2)
        dup2(handle.fileDescriptor, 2)
        body()
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        try? handle.close()
        let captured = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if !captured.isEmpty { FileHandle.standardError.write(Data(captured.utf8)) }
        return captured
    }

    /// libxml2's own printing is recognisable: it names the document (`input.xml`) and the
    /// error kind (`parser error :`).
    static func libxml2Output(in captured: String) -> [String] {
        captured.split(separator: "\n").map(String.init).filter {
            $0.contains("input.xml") || $0.contains("parser error") || $0.contains("parser warning")
                || $0.contains("I/O error") || $0.contains("namespace error") || $0.contains("validity error")
        }
    }

    @Test func externalEntityInContentNeverLeaksTheFile() throws {
        let (url, secret) = try Self.secretFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "\(url.absoluteString)">]>
            <document><label text="a">&xxe;</label></document>
            """
        let tree = XMLReader().read(Array(xml.utf8))
        #expect(tree.root == nil)
        #expect(!tree.problems.isEmpty)
        #expect(tree.problems.contains { $0.kind == .entity })
        #expect(!Self.everything(tree).contains(secret))
    }

    @Test func externalEntityInAttributeNeverLeaksTheFile() throws {
        let (url, secret) = try Self.secretFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY xxe SYSTEM "\(url.path)">]>
            <document><label text="&xxe;"/></document>
            """
        let tree = XMLReader().read(Array(xml.utf8))
        #expect(tree.root == nil)
        #expect(!Self.everything(tree).contains(secret))
    }

    @Test func parameterEntityAndExternalSubsetAreNotLoaded() throws {
        let (url, secret) = try Self.secretFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document SYSTEM "\(url.absoluteString)" [<!ENTITY % p SYSTEM "\(url.absoluteString)"> %p;]>
            <document/>
            """
        let tree = XMLReader().read(Array(xml.utf8))
        #expect(!Self.everything(tree).contains(secret))
    }

    @Test func billionLaughsEndsFastWithAnError() {
        var declarations = #"<!ENTITY lol0 "lollollollollollollollollollol">"#
        for level in 1...12 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        for body in ["<document>&lol12;</document>", #"<document a="&lol12;"/>"#] {
            let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(declarations)]>\n\(body)\n"
            let clock = ContinuousClock()
            let start = clock.now
            let tree = XMLReader().read(Array(xml.utf8))
            #expect(clock.now - start < .seconds(10))
            #expect(tree.root == nil)
            #expect(!tree.problems.isEmpty)
            #expect(tree.problems.allSatisfy { $0.position.line >= 1 && $0.position.column >= 1 })
        }
    }

    @Test func quadraticBlowupEndsFast() {
        let entity = String(repeating: "x", count: 50_000)
        let body = String(repeating: "&a;", count: 50_000)
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"\(entity)\">]>\n<d>\(body)</d>\n"
        let clock = ContinuousClock()
        let start = clock.now
        let tree = XMLReader().read(Array(xml.utf8))
        #expect(clock.now - start < .seconds(20))
        #expect(tree.root == nil)
        #expect(tree.problems.contains { $0.kind == .entity })
    }

    @Test func externalDTDURLCausesNoNetworkAndNoHang() {
        // 10.255.255.1 is unroutable: a fetch would hang until a timeout.
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://10.255.255.1/never.dtd">
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>
            """
        let clock = ContinuousClock()
        let start = clock.now
        let tree = XMLReader().read(Array(xml.utf8))
        #expect(clock.now - start < .seconds(10))
        // A DOCTYPE that declares nothing is harmless (property lists carry one).
        #expect(tree.problems == [])
        #expect(tree.root?.name == "document")
    }

    @Test(arguments: [
        ("<document>\n  <objects>\n", 3),
        ("<document>\n  <objects>\n    <view id=\"a\"", 3),
        ("<?xml version=\"1.0\"?>\n<document type=\"x\">\n<objects></document>\n", 3),
        ("<?xml version=\"1.0\"?>\n<document attr=\"unterminated>\n</document>\n", 2),
    ])
    func truncatedAndBrokenDocumentsGiveLocatedErrors(_ text: String, _ minimumLine: Int) {
        let tree = XMLReader().read(Array(text.utf8))
        #expect(tree.root == nil)
        let problem = tree.problems.first
        #expect(problem?.kind == .syntax)
        #expect((problem?.position.line ?? 0) >= minimumLine)
        #expect((problem?.position.column ?? 0) >= 1)
        #expect(problem?.message.isEmpty == false)
    }

    @Test func emptyAndBinaryInputAreRejected() {
        #expect(XMLReader().read([]).problems.map(\.position) == [SourcePosition(line: 1, column: 1)])
        let binary = XMLReader().read([0x00, 0xFF, 0xFE, 0x01, 0x02])
        #expect(binary.root == nil)
        #expect(!binary.problems.isEmpty)
    }

    @Test func deepNestingIsBounded() {
        let depth = 10_000
        let xml = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let tree = XMLReader().read(Array(xml.utf8))
        #expect(tree.root == nil)
        #expect(!tree.problems.isEmpty)
    }

    @Test func libxml2PrintsNothingToStandardError() throws {
        let (url, _) = try Self.secretFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let documents = [
            "<document>\n<objects>\n",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"\(url.absoluteString)\">]>\n<d>&x;</d>",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE d SYSTEM \"http://10.255.255.1/x.dtd\">\n<d>&undeclared;</d>",
            "<?xml version=\"1.0\" encoding=\"no-such-encoding\"?>\n<d/>",
            "<d xmlns:a=\"urn:a\"><b:c/></d>",
            "<d>\u{0}</d>",
        ]
        var trees: [XMLDocumentTree] = []
        let captured = Self.capturingStandardError {
            for document in documents { trees.append(XMLReader().read(Array(document.utf8))) }
        }
        #expect(Self.libxml2Output(in: captured) == [])
        #expect(trees.allSatisfy { !$0.problems.isEmpty })
    }

    @Test func parallelParsesKeepTheirOwnErrors() async {
        let good = Array("<document><objects/></document>".utf8)
        let bad = Array("<document>\n\n<objects>".utf8)
        let results = await withTaskGroup(of: (Bool, XMLDocumentTree).self) { group in
            for index in 0..<64 {
                group.addTask { (index % 2 == 0, XMLReader().read(index % 2 == 0 ? good : bad)) }
            }
            var collected: [(Bool, XMLDocumentTree)] = []
            for await result in group { collected.append(result) }
            return collected
        }
        for (isGood, tree) in results {
            #expect(isGood ? tree.problems.isEmpty && tree.root != nil : !tree.problems.isEmpty && tree.root == nil)
        }
    }

    @Test func predefinedAndCharacterReferencesAreText() {
        let tree = XMLReader().read(Array(#"<d title="a &amp; b&#10;c"><t>&lt;x&gt; &#x263A;</t></d>"#.utf8))
        #expect(tree.problems == [])
        #expect(tree.root?.attribute("title") == "a & b\nc")
        #expect(tree.root?.firstElement(named: "t")?.text == "<x> ☺")
    }

    @Test func elementColumnsIgnoreLongerNamesOnTheSameLine() {
        let tree = XMLReader().read(Array(#"<d><viewLayoutGuide id="g"/><view id="v"/></d>"#.utf8))
        let children = tree.root?.elements ?? []
        #expect(children.map(\.position) == [SourcePosition(line: 1, column: 4), SourcePosition(line: 1, column: 29)])
    }
}

/// libxml2's own limits reach users without its advice to programmers.
@Suite struct XMLReaderLimitMessageTests {
    @Test func tooDeepADocumentIsReportedWithoutTheHugeOptionAdvice() {
        let deep =
            "<?xml version=\"1.0\"?>\n" + String(repeating: "<a>", count: 1_000)
            + String(repeating: "</a>", count: 1_000)
        let tree = XMLReader().read(Array(deep.utf8))
        #expect(tree.root == nil)
        #expect(!tree.problems.isEmpty)
        #expect(tree.problems.allSatisfy { !$0.message.contains("XML_PARSE_HUGE") }, "\(tree.problems.map(\.message))")
        #expect(tree.problems.first?.position.line == 2)
    }
}
