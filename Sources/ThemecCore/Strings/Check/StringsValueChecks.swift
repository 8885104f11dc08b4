import ThemecFormat

/// What one value shows on its own: an empty value, malformed placeholders, an argument read as
/// two types, unread arguments, and plural forms against their variable.
///
/// The first check of the strings stage: it runs on every entry of every file (the documents of
/// the rounds of reading side by side, a locale's in its job), so it is kept cheap:
/// the key and location of a finding are made only when there is something to report.
enum StringsValueChecks {
    /// `read` with the findings of each of its values after what reading it found.
    static func checked(_ read: Checked<StringsDocument>) -> Checked<StringsDocument> {
        var bag = DiagnosticBag(file: read.model.path)
        let document = bag.take(read)
        for (_, entry) in document.entries { check(entry, into: &bag) }
        return Checked(document, found: bag)
    }

    /// The findings of one entry's value, and of its variants.
    static func check(_ entry: StringsEntry, into bag: inout DiagnosticBag) {
        checkText(
            isEmpty: entry.value.isEmpty, signature: entry.signature, key: entry.key, at: entry.valueLocation,
            into: &bag)
        if let rule = entry.pluralRule {
            checkRule(rule, of: entry.key, kind: entry.kind, at: entry.valueLocation, into: &bag)
        }
        if let variants = entry.variants {
            for variant in variants.others { check(variant, of: entry, followed: variants.followed, into: &bag) }
        }
    }

    /// Why no accessor can show a plural rule (``ThemecFormat/PluralRule/failures``, the verdict the
    /// runtime reaches too): a form whose number is of another type than its variable's or an argument
    /// past those read in order (placeholders), or a structure no text can be made of (a
    /// variable undefined, circular, nested too deep or filled in too often).
    private static func checkRule(
        _ rule: PluralRule, of key: String, kind: InputKind, at location: SourceLocation,
        into bag: inout DiagnosticBag
    ) {
        guard !rule.failures.isEmpty else { return }
        let name = StringsChecker.display(key)
        for failure in rule.failures {
            switch failure {
            case .formReadsAnotherType(let placeholder, let type, let place, let valueType):
                guard case .form(let variable, let category) = place else { continue }
                bag.emit(
                    StringsRules.placeholderMismatch,
                    "the '\(category)' form of '\(name)' reads \(placeholder) (\(type.name)) but variable "
                        + "'\(variable)' is a number (%\(valueType))",
                    at: location, keys: [name])
            case .pastSequentialLimit:
                bag.emit(StringsRules.unsupportedPlaceholder, "'\(name)': \(failure)", at: location, keys: [name])
            case .undefinedVariable, .missingOther, .missingValueType, .notANumber, .circle, .tooDeep,
                .tooManyExpansions:
                bag.emit(
                    kind == .xcstrings ? StringsRules.catalogStructure : StringsRules.stringsdictStructure,
                    "'\(name)': \(failure)", at: location, keys: [name])
            }
        }
    }

    /// A variant of a value (a device or width variant): its own findings, as a value's, at its
    /// place, and the arguments it reads against the accessor's. The app formats whichever variant
    /// it shows with the accessor's arguments: a variant may leave later ones unread, but every
    /// argument it reads must be one the accessor passes, of the type it passes
    /// (``ThemecFormat/TextVerdict/Use/deviceVariant``, as the runtime decides).
    private static func check(
        _ variant: ValueVariant, of entry: StringsEntry, followed: String, into bag: inout DiagnosticBag
    ) {
        let rule = variant.value.pluralRule
        let signature = rule?.signature ?? variant.value.signature
        checkText(
            isEmpty: variant.value.isEmpty, signature: signature, key: entry.key, at: variant.location, into: &bag)
        if let rule { checkRule(rule, of: entry.key, kind: entry.kind, at: variant.location, into: &bag) }
        let reads = rule.map(\.argumentLetters) ?? signature.argumentLetters
        guard let reads, let passes = entry.pluralRule.map(\.argumentLetters) ?? entry.signature.argumentLetters,
            !TextVerdict.shows(read: reads, passed: passes, as: .deviceVariant)
        else { return }
        let passed = entry.arguments
        let read = signature.arguments
        guard let position = read.keys.sorted().first(where: { passed[$0] != read[$0] }), let type = read[position]
        else { return }
        let name = StringsChecker.display(entry.key)
        let described =
            passed[position].map(\.display)
            ?? (passed.count == 1 ? "1 argument" : "\(passed.count) arguments")
        bag.emit(
            StringsRules.placeholderMismatch,
            "the \(variant.name) of '\(name)' reads argument \(position) as \(type.display) but its accessor passes "
                + "\(described), as the \(followed) reads it",
            at: variant.location, keys: [name])
    }

    /// How many findings of one kind a value reports one by one; the rest are counted in one
    /// more message, so a hostile value makes a few lines, not one per placeholder.
    static let listedFindings = 5

    /// The findings of a value's text and placeholders. The key and location are only made when
    /// there is something to report.
    static func checkText(
        isEmpty: Bool, signature: FormatSignature, key: @autoclosure () -> String,
        at location: @autoclosure () -> SourceLocation, into bag: inout DiagnosticBag
    ) {
        guard
            isEmpty || !signature.placeholders.isEmpty || !signature.problems.isEmpty
                || !signature.unsupported.isEmpty
        else { return }
        let conflicts = signature.hasConflictingArguments ? signature.conflictingArguments : []
        let unread = signature.unreadArguments
        guard
            isEmpty || !signature.problems.isEmpty || !signature.unsupported.isEmpty || !conflicts.isEmpty
                || unread.count > 0
        else { return }
        let name = StringsChecker.display(key())
        let location = location()
        if isEmpty {
            bag.emit(
                StringsRules.emptyValue, "the value of '\(name)' is empty; the UI will show nothing", at: location,
                keys: [name])
        }
        func emitListed(_ rule: RuleID, _ messages: [String], more: (Int) -> String) {
            for message in messages.prefix(listedFindings) { bag.emit(rule, message, at: location, keys: [name]) }
            if messages.count > listedFindings {
                bag.emit(rule, more(messages.count - listedFindings), at: location, keys: [name])
            }
        }
        emitListed(StringsRules.invalidPlaceholder, signature.problems.map { "'\(name)': \($0)" }) {
            "'\(name)' has \($0) more problems with its placeholders"
        }
        emitListed(StringsRules.unsupportedPlaceholder, signature.unsupported.map { "'\(name)': \($0)" }) {
            "'\(name)' has \($0) more placeholders the generated code cannot pass an argument to"
        }
        emitListed(
            StringsRules.placeholderMismatch,
            conflicts.map { "'\(name)' reads argument \($0) as two different types" }
        ) { "'\(name)' reads \($0) more arguments as two different types" }
        if unread.count > 0 {
            let more = unread.count - unread.listed.count
            bag.emit(
                StringsRules.unreadArgument,
                "'\(name)' never reads argument \(unread.listed.map(String.init).joined(separator: ", "))"
                    + (more > 0 ? " and \(more) more" : "") + " but reads "
                    + "argument \(signature.argumentCount); formatting it would read the wrong arguments",
                at: location, keys: [name])
        }
    }

    /// A plural variable (`%#@name@`) in a value that is plain text where it is used: no
    /// `.stringsdict` entry (or catalog plural) of its locale defines the key, so `String(format:)`
    /// reads `%#@` as an object and the number as its pointer, and the app crashes. `entry` is
    /// the value that wins in its locale.
    static func checkVariablesOutsidePlural(_ entry: StringsEntry, into bag: inout DiagnosticBag) {
        guard case .text = entry.value,
            let variable = entry.signature.placeholders.first(where: { $0.variable != nil })
        else { return }
        let name = StringsChecker.display(entry.key)
        let written = variable.text.count > 40 ? variable.text.prefix(40) + "…" : variable.text
        bag.emit(
            StringsRules.unsupportedPlaceholder,
            "'\(name)' uses the plural variable '\(written)' but no .stringsdict entry defines the key in its "
                + "locale; String(format:) would read the number as an object and crash",
            at: entry.valueLocation, keys: [name])
    }
}
