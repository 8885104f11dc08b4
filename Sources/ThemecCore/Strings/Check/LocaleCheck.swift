/// One locale of a table checked against the table's reference locale, two ways that find the
/// same things in the same order:
///
/// - ``parsed(_:)``, the plain version: from the locale's documents, merged.
/// - ``scanned(_:)``, the fast path (`LocaleCheck+Scan.swift`): when the locale is one `.strings`
///   file that the read step scanned (``ScannedStrings``), straight from byte ranges of its
///   decoded text, without making an entry per key.
///
/// Which of the two checks a locale is decided by its read (``LocaleRead``), before the check:
/// the pipeline scans when it may (``Path``), and a text the scan does not take is parsed there.
/// A differential test holds the two equal. Without the scan, the large benchmark's cold
/// `generate` takes three times the instructions (`Docs/Performance.md`).
struct LocaleCheck: Sendable {
    /// Whether a locale that is one `.strings` file is checked from byte ranges.
    enum Path: Sendable {
        /// From byte ranges when the locale is one `.strings` file and its values are not kept
        /// (`themec dump` prints them, so it parses every locale).
        case scanWhenPossible
        /// From parsed documents always (the plain version, for tests and measurements).
        case parseAlways
    }

    let checker: StringsChecker
    let plan: StringsChecker.TablePlan
    let locale: String

    /// One locale of a table, from its documents: the findings of the files read for this check,
    /// their merge and plural findings, the comparison with the reference, and its values if they
    /// are kept. Its entries are dropped when this returns.
    func parsed(_ read: [LocaleDocument]) -> StringsChecker.JobResult {
        var bag = DiagnosticBag()
        var documents: [StringsDocument] = []
        for file in read {
            // A document read for this check is checked on its own here, and reported.
            documents.append(file.readNow ? bag.take(StringsValueChecks.checked(file.document)) : file.document.model)
        }
        let index = bag.take(StringsCatalogIndex.merging(documents, onlyLocale: [plan.name: locale]))
        StringsChecker.pluralFallbacks(index, into: &bag)
        let found = bag.take(checker.compareLocale(plan, locale: locale, index: index))
        return Checked(
            .locale(found, values: checker.retainsValues ? StringsChecker.values(index, plan.name, locale) : nil),
            found: bag)
    }
}
