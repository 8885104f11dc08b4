/// What one value shows on its own: an empty value, malformed placeholders, an argument read as
/// two types, unread arguments, and plural forms against their variable.
///
/// Runs on every entry of every file, on the thread that read the file, so it is kept cheap:
/// the key and location of a finding are made only when there is something to report.
enum StringsValueChecks {
    /// `document` with the findings of each of its values after its own.
    static func checked(_ document: StringsDocument) -> StringsDocument {
        var bag = DiagnosticBag(file: document.path)
        for (_, entry) in document.entries { check(entry, into: &bag) }
        var document = document
        document.diagnostics += bag.diagnostics
        return document
    }

    /// The findings of one entry's value.
    static func check(_ entry: StringsEntry, into bag: inout DiagnosticBag) {
        checkText(
            isEmpty: entry.value.isEmpty, signature: entry.signature, key: entry.key, at: entry.valueLocation,
            into: &bag)
        guard case .plural(let plural) = entry.value else { return }
        let name = StringsChecker.display(entry.key)
        for variable in plural.variables {
            let expected = FormatPlaceholderParser.parse("%" + variable.valueType).placeholders.first?.type ?? .int
            for form in variable.forms {
                let formSignature = FormatPlaceholderParser.parse(form.text)
                guard let first = formSignature.placeholders.first(where: { !$0.positional && $0.variable == nil }),
                    first.type != expected
                else { continue }
                bag.emit(
                    StringsRules.placeholderMismatch,
                    "the '\(form.category.rawValue)' form of '\(name)' reads \(first.text) (\(first.type.name)) but "
                        + "variable '\(variable.name)' is a number (%\(variable.valueType))",
                    at: entry.valueLocation, keys: [name])
            }
        }
    }

    /// The findings of a value's text and placeholders. The key and location are only made when
    /// there is something to report.
    static func checkText(
        isEmpty: Bool, signature: FormatSignature, key: @autoclosure () -> String,
        at location: @autoclosure () -> SourceLocation, into bag: inout DiagnosticBag
    ) {
        guard isEmpty || !signature.placeholders.isEmpty || !signature.problems.isEmpty else { return }
        let conflicts = signature.hasConflictingArguments ? signature.conflictingArguments : []
        let unread = signature.unreadArguments
        guard isEmpty || !signature.problems.isEmpty || !conflicts.isEmpty || !unread.isEmpty else { return }
        let name = StringsChecker.display(key())
        let location = location()
        if isEmpty {
            bag.emit(
                StringsRules.emptyValue, "the value of '\(name)' is empty; the UI will show nothing", at: location,
                keys: [name])
        }
        for problem in signature.problems {
            bag.emit(StringsRules.invalidPlaceholder, "'\(name)': \(problem)", at: location, keys: [name])
        }
        for argument in conflicts {
            bag.emit(
                StringsRules.placeholderMismatch, "'\(name)' reads argument \(argument) as two different types",
                at: location, keys: [name])
        }
        if !unread.isEmpty {
            bag.emit(
                StringsRules.invalidPlaceholder,
                "'\(name)' never reads argument \(unread.map(String.init).joined(separator: ", ")) but reads "
                    + "argument \(signature.argumentCount); formatting it would read the wrong arguments",
                at: location, severity: .error, keys: [name])
        }
    }
}
