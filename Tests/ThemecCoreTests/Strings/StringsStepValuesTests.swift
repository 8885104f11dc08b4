import Testing

@testable import ThemecCore
@testable import ThemecSyntax

/// The strings stage's steps hand values forward: each round of reading is a ``StringsRead``,
/// the first round decides the second, a merge returns its index with its findings, and a
/// locale's read decides how its check reads it.
@Suite("Strings steps as values")
struct StringsStepValuesTests {
    static let reader = StringsReader(developmentLanguage: "en")

    /// A document of `path` whose reading found one diagnostic naming `path`.
    static func document(_ path: String, role: InputRole = .app) -> Checked<StringsDocument> {
        var bag = DiagnosticBag(file: path)
        bag.emit(StringsRules.syntax, "found in \(path)", at: .start)
        return Checked(
            StringsDocument(path: path, role: role, kind: .strings, table: "Localizable", locale: "en"), found: bag)
    }

    @Test("Two rounds make one value: every document by its index, the first round's first in reading order")
    func roundsFollowEachOther() {
        let first = StringsRead(
            fileCount: 3, indices: [0, 2], documents: [Self.document("a"), Self.document("c", role: .base)])
        let second = StringsRead(fileCount: 3, indices: [1], documents: [Self.document("b")])
        let read = first.followed(by: second)
        #expect(read.documents.map { $0?.model.path } == ["a", "b", "c"])
        #expect(read.order == [0, 2, 1])
        #expect(read.inReadingOrder.map(\.model.path) == ["a", "c", "b"])
        #expect(first.documents[1] == nil, "a later round leaves the earlier value as it was")
    }

    @Test("Checking the documents read keeps them by index, and their findings file by file in reading order")
    func checkedDocumentsFollowTheReadingOrder() {
        let first = StringsRead(
            fileCount: 3, indices: [0, 2],
            documents: [
                Self.reader.read(InputFile(path: "a/en.lproj/L.strings", text: "\"k\" = \"\";")!, locale: "en"),
                Self.document("c", role: .base),
            ])
        let second = StringsRead(fileCount: 3, indices: [1], documents: [Self.document("b")])
        let read = first.followed(by: second)
        let documents = CheckedDocuments.of(read, checked: read.inReadingOrder.map { StringsValueChecks.checked($0) })
        #expect(documents.model.documents(of: .app).map(\.path) == ["a/en.lproj/L.strings", "b"])
        #expect(documents.model.documents(of: .base).map(\.path) == ["c"])
        #expect(documents.diagnostics.map(\.location.file) == ["a/en.lproj/L.strings", "c", "b"])
        #expect(documents.diagnostics.first?.rule == StringsRules.emptyValue)
        #expect(read.documents[0]?.diagnostics.isEmpty == true, "checking leaves what was read as it was")
    }

    @Test("The first round's documents decide the second round: a table whose reference it did not read")
    func firstRoundDecidesSecond() {
        let files = [
            InputFile(path: "en.lproj/Localizable.strings", text: "\"a\" = \"A\";")!,
            InputFile(path: "fr.lproj/Localizable.strings", text: "\"a\" = \"B\";")!,
            InputFile(path: "de.lproj/Other.strings", text: "\"o\" = \"O\";")!,
            InputFile(path: "fr.lproj/Other.strings", text: "\"o\" = \"P\";")!,
        ]
        let inputs = StringsInputs(files, developmentLanguage: "en")
        let paths = inputs.files.map(\.path)
        #expect(inputs.firstRound.map { paths[$0] } == ["en.lproj/Localizable.strings"])
        let first = StringsRead(
            fileCount: paths.count, indices: inputs.firstRound, documents: inputs.firstRound.map(inputs.read))
        let tables = inputs.tableLocales(first)
        #expect(tables.references == ["Localizable": "en", "Other": "de"])
        #expect(inputs.secondRound(tables, after: first).map { paths[$0] } == ["de.lproj/Other.strings"])
    }

    @Test("A merge keeps of each table only the locale it names, and returns what it found")
    func mergingReturnsItsFindings() {
        func file(_ path: String, _ table: String, _ locale: String) -> StringsDocument {
            Self.reader.read(
                InputFile(path: path, text: "\"k\" = \"\(path)\";")!, locale: locale
            ).model
        }
        let documents = [
            file("en.lproj/T.strings", "T", "en"), file("fr.lproj/T.strings", "T", "fr"),
            file("fr.lproj/U.strings", "U", "fr"), file("x/fr.lproj/T.strings", "T", "fr"),
        ]
        let merged = StringsCatalogIndex.merging(documents, onlyLocale: ["T": "fr"])
        #expect(merged.model.tables.keys.sorted() == ["T"])
        #expect(merged.model.tables["T"]?.keys.sorted() == ["fr"])
        #expect(merged.diagnostics.map(\.rule) == [StringsRules.duplicateKey])
        #expect(merged.diagnostics.first?.location.file == "x/fr.lproj/T.strings")
        let all = StringsCatalogIndex.merging(documents)
        #expect(all.model.tables.keys.sorted() == ["T", "U"])
        #expect(all.model.tables["T"]?.keys.sorted() == ["en", "fr"])
    }

    @Test("The read step decides how a locale is checked: what the scan does not take is parsed there")
    func readDecidesTheCheck() {
        let refused = [
            #"{ "a" = "b"; }"#, #""a""#, #""a" = "b""#, #""a" = ("b");"#, #""a" = {};"#, #""a" = "b"; /* open"#,
            "<?xml version=\"1.0\"?><plist><dict><key>a</key><string>b</string></dict></plist>",
        ]
        for text in refused {
            let file = InputFile(path: "fr.lproj/Localizable.strings", text: text)!
            guard case .parsed(let document) = Self.reader.scan(file, locale: "fr") else {
                Issue.record("the scan took \(text.debugDescription)")
                continue
            }
            let read = Self.reader.read(file, locale: "fr")
            #expect(document.diagnostics == read.diagnostics, "\(text)")
            #expect(document.model.entries.map(\.entry.key) == read.model.entries.map(\.entry.key), "\(text)")
        }
        let invalid = InputFile(path: "fr.lproj/Localizable.strings", kind: .strings, bytes: [0x22, 0xFF, 0x22])
        guard case .parsed(let document) = Self.reader.scan(invalid, locale: "fr") else {
            Issue.record("the scan took text that does not decode")
            return
        }
        #expect(document.model.rejected)
        let taken = InputFile(path: "fr.lproj/Localizable.strings", text: "\"a\" = \"b\";\n\"a\" = \"c\";\nd;")!
        guard case .scanned(let scanned) = Self.reader.scan(taken, locale: "fr") else {
            Issue.record("the scan refused a plain table")
            return
        }
        #expect(scanned.entries.count == 3)
        #expect(scanned.path == "fr.lproj/Localizable.strings")
    }
}
