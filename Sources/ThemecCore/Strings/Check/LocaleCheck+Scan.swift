import ThemecFormat
import ThemecSyntax

extension LocaleCheck {
    /// Checks a locale whose table is one `.strings` file, scanned by the read step, straight
    /// from the file's text, with the findings (and their order) of parsing it in full and
    /// comparing the entries: the keys defined again in the file, the value checks in file
    /// order, then
    /// ``StringsChecker/localeFindings(_:locale:complete:unreadKeys:anchor:present:compared:keyCount:extraKeys:)``.
    ///
    /// Keys are looked up by their bytes, values are checked in place, and a `String`, a
    /// position or a ``StringsEntry`` is made only for an entry that has something to report,
    /// an escape, an empty value, a key defined again, or no counterpart in the reference. The
    /// read step scans only a text the full parse reads without a finding
    /// (``StringsReader/scan(_:locale:)``), so everything else the parse would report is here.
    func scanned(_ scanned: ScannedStrings) -> StringsChecker.JobResult {
        let path = scanned.path
        let entries = scanned.entries
        return scanned.text.withUnsafeBufferPointer { buffer -> StringsChecker.JobResult in
            let file = ScannedStringsFile(path: path, bytes: scanned.text, text: buffer)
            let keys = plan.keyTable

            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
            var entryOfKey = [Int32](repeating: -1, count: keys.keys.count)
            // The entry of each reference key that is compared (its last), and whether its value
            // must be compared with the reference value's in full.
            var comparedEntry = [Int32](repeating: -1, count: keys.keys.count)
            var comparesInFull = [Bool](repeating: false, count: keys.keys.count)
            // An extra key's first and last entry: the last one wins, as in the parsed file.
            var extras: [String: (first: Int, last: Int)] = [:]
            var duplicates = DiagnosticBag(file: path)
            var repeated = 0
            var bag = DiagnosticBag(file: path)
            // One pass in file order: the entry's reference key (a key defined again is
            // reported, and its last entry is the one compared), what its value shows on its own,
            // and its placeholders against the reference value's.
            for position in entries.indices {
                let entry = entries[position]
                let found: Int?
                if entry.keyEscaped {
                    found = keys.index(of: file.key(entry))
                } else {
                    found = keys.index(
                        ofUTF8: UnsafeBufferPointer(start: base + entry.key.lowerBound, count: entry.key.count))
                }
                // As the parsed file reports a key defined again: at this entry, with its first.
                // (The bag is handed in: a bag a local function captured could not be handed on.)
                func reportRepeat(first: Int, into duplicates: inout DiagnosticBag) {
                    repeated += 1
                    StringsFindings.duplicateKey(
                        file.key(entry), at: file.location(entry.keyOffset),
                        first: file.location(entries[first].keyOffset), into: &duplicates)
                }
                if let found {
                    if entryOfKey[found] >= 0 {
                        reportRepeat(first: Int(entryOfKey[found]), into: &duplicates)
                    } else {
                        entryOfKey[found] = Int32(position)
                    }
                    // Only the last entry of a key is compared.
                    comparedEntry[found] = Int32(position)
                    comparesInFull[found] = false
                } else {
                    let key = file.key(entry)
                    if let earlier = extras[key] {
                        reportRepeat(first: earlier.first, into: &duplicates)
                        extras[key] = (earlier.first, position)
                    } else {
                        extras[key] = (position, position)
                    }
                }
                // The value is compared in full after the pass, if it is still the key's last.
                func compareInFull() {
                    if let found { comparesInFull[found] = true }
                }
                let value = UnsafeBufferPointer(start: base + entry.value.lowerBound, count: entry.value.count)
                let hasPercent = Self.containsPercent(value)
                let signature: FormatSignature
                if value.isEmpty || entry.valueEscaped && (hasPercent || Self.mayEscapePercent(value)) {
                    // An escape changes the text, so its placeholders are read from the decoded
                    // value. (Escapes that cannot make a `%`, such as `\"` and `\n`, leave a value
                    // without one as it was: without placeholders, and not empty.)
                    let text = file.value(entry)
                    signature = FormatPlaceholderParser.parse(text)
                    StringsValueChecks.checkText(
                        isEmpty: text.isEmpty, signature: signature, key: file.key(entry),
                        at: file.location(entry.valueOffset), into: &bag)
                } else {
                    // What the placeholders read, without building them: a value that reads its
                    // arguments cleanly has nothing to report on its own and only needs comparing.
                    var digest = ArgumentDigest()
                    if hasPercent { FormatPlaceholderParser.scan(value, into: &digest) }
                    if !digest.isIncomplete && !digest.hasConflicts && !digest.leavesGaps {
                        if let found, digest != plan.referenceDigests[found] { compareInFull() }
                        continue
                    }
                    signature = FormatPlaceholderParser.parse(utf8: value)
                    StringsValueChecks.checkText(
                        isEmpty: false, signature: signature, key: file.key(entry),
                        at: file.location(entry.valueOffset), into: &bag)
                }
                if let found,
                    !signature.readsArguments(plan.referenceEntries[found].arguments)
                        || signature.placeholders.contains(where: { $0.variable != nil })
                {
                    compareInFull()
                }
            }

            // As the full parse compares a key's value, in the reference's order: its
            // placeholders against the reference value's, then a plural variable in it (the locale
            // is this one file, so no plural defines the key).
            var compared = DiagnosticBag(file: path)
            for found in comparesInFull.indices where comparesInFull[found] {
                let scanned = file.entry(entries[Int(comparedEntry[found])])
                StringsChecker.compare(
                    scanned, against: plan.referenceEntries[found], what: "the \(plan.reference) value",
                    into: &compared)
                StringsValueChecks.checkVariablesOutsidePlural(scanned, into: &compared)
            }

            // A scanned file was read in full: every key it lacks is missing.
            let findings = checker.localeFindings(
                plan, locale: locale, complete: true,
                anchor: SourceLocation(file: path, position: .start), present: entryOfKey.map { $0 >= 0 },
                compared: compared,
                keyCount: entries.count - repeated,
                extraKeys: extras.keys.sorted().map { ($0, file.location(entries[extras[$0]!.last].keyOffset)) })
            var all = duplicates
            all.take(bag)
            let coverage = all.take(findings)
            return Checked(.locale(coverage, values: nil), found: all)
        }
    }
}

extension LocaleCheck {
    /// Whether `raw` holds a `%`, eight bytes at a time: most values have none, and a byte at a
    /// time takes 4 % of the large benchmark's instructions.
    fileprivate static func containsPercent(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = raw.baseAddress else { return false }
        let bytes = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let percents = ones &* UInt64(UInt8(ascii: "%"))
        var index = 0
        while index + 8 <= raw.count {
            // A byte of `word` is zero where the text has a `%`; this is nonzero exactly then.
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ percents
            if (word &- ones) & ~word & (ones << 7) != 0 { return true }
            index += 8
        }
        while index < raw.count {
            if raw[index] == UInt8(ascii: "%") { return true }
            index += 1
        }
        return false
    }

    /// Whether the raw text of a quoted string has an escape that may stand for any character,
    /// a `%` among them: octal digits (`\045`) or `\U` (`\U0025`).
    fileprivate static func mayEscapePercent(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < raw.count {
            if raw[index] == UInt8(ascii: "\\") {
                let next = raw[index + 1]
                if next == UInt8(ascii: "U") || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "7")) { return true }
                index += 2
            } else {
                index += 1
            }
        }
        return false
    }
}

/// A `.strings` file's text while it is checked from byte ranges: makes keys, values,
/// positions and entries on demand, building the line map on the first position asked for.
private final class ScannedStringsFile {
    let path: String
    /// The text, and the same bytes as the buffer everything is read from.
    private let bytes: [UInt8]
    private let text: UnsafeBufferPointer<UInt8>
    private var lines: SourceLineMap?

    init(path: String, bytes: [UInt8], text: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.bytes = bytes
        self.text = text
    }

    func location(_ offset: Int) -> SourceLocation {
        if lines == nil { lines = SourceLineMap(bytes) }
        return SourceLocation(file: path, position: lines!.position(of: offset))
    }

    func key(_ entry: StringsScanEntry) -> String {
        string(entry.key, escaped: entry.keyEscaped, openedAt: entry.keyOffset)
    }

    func value(_ entry: StringsScanEntry) -> String {
        string(entry.value, escaped: entry.valueEscaped, openedAt: entry.valueOffset)
    }

    /// The entry as the full parse makes it.
    func entry(_ entry: StringsScanEntry) -> StringsEntry {
        StringsEntry(
            key: key(entry), value: .text(value(entry)), kind: .strings, keyLocation: location(entry.keyOffset),
            valueLocation: location(entry.valueOffset))
    }

    private func string(_ range: Range<Int>, escaped: Bool, openedAt offset: Int) -> String {
        guard escaped, let decoded = OldStylePropertyListParser.decodeQuoted(text, openedAt: offset) else {
            return String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
        }
        return decoded
    }
}
