import ThemecSyntax

/// A value's other texts as a reader finds them, at their positions in the file: the
/// ``ValueVariants`` of its entry once located.
struct ValueVariantsRead: Sendable {
    /// One variant: how messages name it, its value and where it is written.
    typealias Variant = (name: String, value: LocalizedValue, position: SourcePosition)

    /// How messages name the text the accessor follows.
    var followed: String
    /// The other texts, in the order the file writes them.
    var others: [Variant]

    /// The variants, located in the file of `bag`; nil when there are none.
    func located(in bag: borrowing DiagnosticBag) -> ValueVariants? {
        guard !others.isEmpty else { return nil }
        return ValueVariants(
            followed: followed,
            others: others.map { ValueVariant(name: $0.name, value: $0.value, location: bag.location($0.position)) })
    }
}

/// Reads one string-table file into a ``StringsDocument``: its bytes from its source, then the
/// reader of its kind (``StringsFileReader``, ``StringsDictReader``, ``StringCatalogReader``).
/// Never throws: every problem, an unreadable file included, becomes a diagnostic.
struct StringsReader: Sendable {
    let developmentLanguage: String

    /// Reads and parses `file` (of `locale`, as ``StringsInputs`` decided it).
    func read(_ file: InputFile, locale: String) -> Checked<StringsDocument> {
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
            return Checked(
                StringsDocument(path: file.path, role: file.role, kind: file.kind, table: file.table, locale: locale),
                found: bag)
        }
    }

    /// A `.strings` file read for a check, one of two ways decided here, from its decoded text:
    /// as byte ranges when the scan takes the text (``ScannedStrings``), else parsed in full.
    enum Scanning: Sendable {
        case scanned(ScannedStrings)
        case parsed(Checked<StringsDocument>)
    }

    /// Reads and decodes a `.strings` file, then scans it; parses the same decoded text in full
    /// when the scan does not take it (an encoding problem, an XML property list, a syntax
    /// problem, a value that is not a string: what the full parse explains), or returns the
    /// document of a file whose bytes cannot be read.
    func scan(_ file: InputFile, locale: String) -> Scanning {
        var bag = DiagnosticBag(file: file.path)
        guard let bytes = file.read(into: &bag) else { return .parsed(rejected(file, locale: locale, bag)) }
        let decoded = StringsTextDecoder.decode(bytes)
        if case .text(let text, _) = decoded, !StringsFileReader.looksLikeXML(text),
            let entries = text.withUnsafeBufferPointer({ OldStylePropertyListParser.scanStringsFile($0) })
        {
            return .scanned(ScannedStrings(path: file.path, text: text, entries: entries))
        }
        return .parsed(strings(file, locale: locale, StringsFileReader.read(decoded: decoded, into: &bag), bag))
    }

    private func rejected(_ file: InputFile, locale: String, _ bag: consuming DiagnosticBag) -> Checked<StringsDocument>
    {
        Checked(
            StringsDocument(
                path: file.path, role: file.role, kind: file.kind, table: file.table, locale: locale, rejected: true),
            found: bag)
    }

    private func strings(
        _ file: InputFile, locale: String, _ syntax: StringsFileSyntax,
        _ bag: consuming DiagnosticBag
    ) -> Checked<StringsDocument> {
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
        return Checked(document, found: bag)
    }

    private func stringsdict(_ file: InputFile, locale: String, _ bytes: [UInt8], _ bag: consuming DiagnosticBag)
        -> Checked<StringsDocument>
    {
        let read = StringsDictReader.read(bytes, into: &bag)
        var document = StringsDocument(
            path: file.path, role: file.role, kind: file.kind, table: file.table,
            locale: locale, rejected: read == nil)
        let raw = read ?? []
        Self.reportDuplicates(raw, into: &bag)
        for entry in raw {
            var variants: ValueVariantsRead?
            let value = bag.about(key: entry.key) { bag in
                StringsDictReader.value(entry, into: &bag, variants: &variants)
            }
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
                        valueLocation: bag.location(entry.valuePosition), variants: variants?.located(in: bag))
                ))
        }
        return Checked(document, found: bag)
    }

    private func catalog(_ file: InputFile, locale: String, _ bytes: [UInt8], _ bag: consuming DiagnosticBag)
        -> Checked<StringsDocument>
    {
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
                    translatable: entry.translatable, variants: entry.variants?.located(in: bag))
                document.entries.append((entry.locale, converted))
            }
        }
        return Checked(document, found: bag)
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
                StringsFindings.duplicateKey(
                    entry.key, at: bag.location(entry.keyPosition),
                    first: bag.location(entries[earlierIndex].keyPosition), into: &bag)
            }
        }
    }
}
