import ThemecSyntax

/// Reads one string-table file into a ``StringsDocument``: its bytes from its source, then the
/// reader of its kind (``StringsFileReader``, ``StringsDictReader``, ``StringCatalogReader``).
/// Never throws: every problem, an unreadable file included, becomes a diagnostic.
struct StringsReader: Sendable {
    let developmentLanguage: String

    /// A `.strings` file's text, decoded once: checked from its bytes first when it can be, then
    /// parsed from the same text when it must be (``document(_:)``).
    struct DecodedFile: Sendable {
        var file: InputFile
        var locale: String
        var decoded: StringsTextDecoder.Result

        /// Whether the text decoded and is old-style text rather than an XML property list.
        var isPlainText: Bool {
            guard case .text(let text, _) = decoded else { return false }
            return !StringsFileReader.looksLikeXML(text)
        }
    }

    /// Reads and parses `file` (of `locale`, as ``StringsInputs`` decided it).
    func read(_ file: InputFile, locale: String) -> StringsDocument {
        var bag = DiagnosticBag(file: file.path)
        guard let bytes = file.read(into: &bag) else { return rejected(file, locale: locale, bag) }
        switch file.kind {
        case .strings:
            return strings(file, locale: locale, StringsFileReader.read(bytes, into: &bag), bag)
        case .stringsdict:
            return stringsdict(file, locale: locale, bytes, bag)
        case .xcstrings:
            return catalog(file, locale: locale, bytes, bag)
        case .theme, .xib:
            return StringsDocument(path: file.path, role: file.role, kind: file.kind, table: file.table, locale: locale)
        }
    }

    /// A `.strings` file read and decoded, or, when its bytes cannot be read, its document.
    enum Decoding: Sendable {
        case decoded(DecodedFile)
        case unreadable(StringsDocument)
    }

    /// Reads and decodes a `.strings` file.
    func decode(_ file: InputFile, locale: String) -> Decoding {
        var bag = DiagnosticBag(file: file.path)
        guard let bytes = file.read(into: &bag) else { return .unreadable(rejected(file, locale: locale, bag)) }
        return .decoded(DecodedFile(file: file, locale: locale, decoded: StringsTextDecoder.decode(bytes)))
    }

    /// The document of a decoded `.strings` file, parsed in full.
    func document(_ decoded: DecodedFile) -> StringsDocument {
        var bag = DiagnosticBag(file: decoded.file.path)
        let syntax = StringsFileReader.read(decoded: decoded.decoded, into: &bag)
        return strings(decoded.file, locale: decoded.locale, syntax, bag)
    }

    private func rejected(_ file: InputFile, locale: String, _ bag: DiagnosticBag) -> StringsDocument {
        StringsDocument(
            path: file.path, role: file.role, kind: file.kind, table: file.table, locale: locale,
            diagnostics: bag.diagnostics, rejected: true)
    }

    private func strings(
        _ file: InputFile, locale: String, _ syntax: StringsFileSyntax,
        _ bag: DiagnosticBag
    ) -> StringsDocument {
        var bag = bag
        var document = StringsDocument(
            path: file.path, role: file.role, kind: file.kind, table: file.table,
            locale: locale, rejected: syntax.rejected)
        Self.reportDuplicates(syntax.entries, into: &bag)
        for entry in syntax.entries {
            guard let text = entry.value.string else {
                bag.emit(
                    StringsRules.valueType,
                    "the value of '\(entry.key)' is \(entry.value.kindName); a strings table holds only strings",
                    at: entry.valuePosition, keys: [entry.key])
                document.unreadKeys.append((locale, entry.key))
                continue
            }
            document.entries.append(
                (
                    locale,
                    StringsEntry(
                        key: entry.key, value: .text(text), kind: .strings,
                        keyLocation: bag.location(entry.keyPosition),
                        valueLocation: bag.location(entry.valuePosition))
                ))
        }
        document.diagnostics = bag.diagnostics
        return document
    }

    private func stringsdict(_ file: InputFile, locale: String, _ bytes: [UInt8], _ bag: DiagnosticBag)
        -> StringsDocument
    {
        var bag = bag
        let read = StringsDictReader.read(bytes, into: &bag)
        var document = StringsDocument(
            path: file.path, role: file.role, kind: file.kind, table: file.table,
            locale: locale, rejected: read == nil)
        let raw = read ?? []
        Self.reportDuplicates(raw, into: &bag)
        for entry in raw {
            let before = bag.diagnostics.count
            let value = StringsDictReader.value(entry, into: &bag)
            bag.quoting(entry.key, since: before)
            guard let value else {
                document.unreadKeys.append((locale, entry.key))
                continue
            }
            document.entries.append(
                (
                    locale,
                    StringsEntry(
                        key: entry.key, value: value, kind: .stringsdict,
                        keyLocation: bag.location(entry.keyPosition),
                        valueLocation: bag.location(entry.valuePosition))
                ))
        }
        document.diagnostics = bag.diagnostics
        return document
    }

    private func catalog(_ file: InputFile, locale: String, _ bytes: [UInt8], _ bag: DiagnosticBag) -> StringsDocument {
        var bag = bag
        let catalog = StringCatalogReader.read(bytes, developmentLanguage: developmentLanguage, into: &bag)
        var document = StringsDocument(
            path: file.path, role: file.role, kind: file.kind, table: file.table,
            locale: locale, rejected: catalog == nil)
        if let catalog {
            document.unreadKeys = catalog.unread
            for entry in catalog.entries {
                let converted = StringsEntry(
                    key: entry.key, value: entry.value, kind: .xcstrings,
                    keyLocation: bag.location(entry.keyPosition),
                    valueLocation: bag.location(entry.valuePosition),
                    translatable: entry.translatable)
                document.entries.append((entry.locale, converted))
            }
        }
        document.diagnostics = bag.diagnostics
        return document
    }

    /// A key defined twice in one file: Apple keeps the last, so later entries replace earlier
    /// ones, and each repeat is reported with the first definition as a note.
    private static func reportDuplicates(_ entries: [PropertyListEntry], into bag: inout DiagnosticBag) {
        var first: [String: Int] = [:]
        first.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            // One hash per key; a repeated key (rare) puts its first index back.
            if let earlierIndex = first.updateValue(index, forKey: entry.key) {
                first[entry.key] = earlierIndex
                let earlier = entries[earlierIndex]
                bag.emit(
                    StringsRules.duplicateKey,
                    "key '\(SwiftLiteral.commentSafe(entry.key))' is defined again; this value (line "
                        + "\(entry.keyPosition.line)) replaces the one on line \(earlier.keyPosition.line)",
                    at: entry.keyPosition,
                    notes: [DiagnosticNote("first defined here", at: bag.location(earlier.keyPosition))],
                    keys: [SwiftLiteral.commentSafe(entry.key)])
            }
        }
    }
}
