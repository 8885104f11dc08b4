import ThemecVocabulary

/// A plural rule read the one way themec's checks and the runtime's lookups both read it: a
/// `.stringsdict` entry (`NSStringLocalizedFormatKey` and its variables) or a String Catalog value with
/// substitutions. It says what the rule reads (``placeholders``, ``argumentLetters``), why no accessor
/// can show it (``failures``), and, for a rule an accessor can show, its text for given arguments
/// (``render(choosing:formatting:literal:)``).
///
/// How a rule reads its arguments, as Foundation's `.stringsdict` formatting does: the format's
/// placeholders read their arguments as in any format, a variable (`%#@items@`, `%2$#@items@`) being one
/// argument, the number its forms are chosen by. A form is formatted with the same arguments: its
/// numbered placeholders read their positions, and its unnumbered ones read in order from the variable's
/// own argument, so the first is the variable's number and the next read the arguments after it
/// (`%#@items@` with the forms `%d items in %@` reads an `Int` and a `String`). A form may name another
/// variable, which is chosen and filled in the same way.
///
/// A rule no accessor can show, whatever it passes: a variable the rule does not define, one without an
/// `other` form or without a number type, variables that name each other in a circle or nest deeper
/// than ``maximumDepth``, more variables filled in than ``maximumExpansions``, and a form whose first
/// unnumbered placeholder is not of its variable's type. Reading a rule visits each
/// variable once for each argument it is named at, so its cost grows with the rule's size, never with
/// how often its variables name each other.
package struct PluralRule: Sendable {
    /// How deep variables may nest: a variable named in a form of one named in a form of … at most this
    /// many in a chain, as Apple's Foundation allows.
    package static let maximumDepth = 10

    /// How many variables a shown text may fill in, all forms counted as often as they are used: more
    /// would make one short rule print a text thousands of times its size.
    package static let maximumExpansions = 100

    /// One variable as a rule gives it: the conversion of its number (`d`, `lld`, `f`, without the
    /// `%`; nil when the rule gives none) and its forms, in the order given.
    package struct Variable: Sendable, Equatable {
        /// `NSStringFormatValueTypeKey`, or a substitution's `formatSpecifier`.
        package var valueType: String?
        /// The forms: their plural category (`one`, `other`, …) and text.
        package var forms: [Form]

        /// A variable from its parts.
        package init(valueType: String?, forms: [Form]) {
            self.valueType = valueType
            self.forms = forms
        }
    }

    /// One form of a variable.
    package struct Form: Sendable, Equatable {
        /// Its plural category.
        package var category: String
        /// Its text.
        package var text: String

        /// A form from its parts.
        package init(category: String, text: String) {
            self.category = category
            self.text = text
        }
    }

    /// Where a text is in the rule: the format, or a form of a variable.
    package enum Place: Sendable, Equatable, CustomStringConvertible {
        case format
        case form(variable: String, category: String)

        /// `the format`, or `the 'one' form of variable 'items'`.
        package var description: String {
            switch self {
            case .format: "the format"
            case .form(let variable, let category): "the '\(category)' form of variable '\(variable)'"
            }
        }
    }

    /// Why no accessor can show a rule.
    package enum Failure: Sendable, Equatable, CustomStringConvertible {
        /// A text names a variable the rule does not define.
        case undefinedVariable(String, in: Place)
        /// A variable has no `other` form, which every number falls back to.
        case missingOther(String)
        /// A variable gives no conversion for its number.
        case missingValueType(String)
        /// A variable's conversion is not one number (`@`, `s`, `%d`, …).
        case notANumber(String, valueType: String)
        /// Variables name each other in a circle.
        case circle(String)
        /// Variables nest deeper than ``maximumDepth``.
        case tooDeep(String)
        /// The text would fill in more than ``maximumExpansions`` variables.
        case tooManyExpansions
        /// A form's first unnumbered placeholder, which reads its variable's number, is of another type.
        case formReadsAnotherType(String, type: PlaceholderType, in: Place, valueType: String)
        /// A form's unnumbered placeholder reads an argument past those Foundation reads in order.
        case pastSequentialLimit(String, argument: Int, in: Place)

        /// What is wrong, for a message (the entry's name comes before it).
        package var description: String {
            switch self {
            case .undefinedVariable(let name, let place):
                "\(place) uses '%#@\(name)@' but the rule defines no '\(name)'"
            case .missingOther(let name):
                "variable '\(name)' has no 'other' form, which every number without a form of its own shows"
            case .missingValueType(let name):
                "variable '\(name)' has no NSStringFormatValueTypeKey, so its number's type is unknown"
            case .notANumber(let name, let valueType):
                "variable '\(name)' has the value type '\(valueType)', which is not a number a plural can choose by"
            case .circle(let name):
                "variable '\(name)' names itself through its forms, so its text never ends"
            case .tooDeep(let name):
                "variables nest more than \(PluralRule.maximumDepth) deep from '\(name)'"
            case .tooManyExpansions:
                "its variables name each other so often that one text would fill in more than "
                    + "\(PluralRule.maximumExpansions) of them"
            case .formReadsAnotherType(let placeholder, let type, let place, let valueType):
                "\(place) reads \(placeholder) (\(type.name)) as its number, but the variable's is %\(valueType)"
            case .pastSequentialLimit(let placeholder, let argument, let place):
                "\(place) reads '\(placeholder)' as argument \(argument), past the "
                    + "\(FormatPlaceholderParser.maximumSequentialArguments) String(format:) reads in order"
            }
        }
    }

    /// The format.
    package let format: String
    /// The variables by name.
    package let variables: [String: Variable]
    /// Every placeholder the rule reads, in the format and in each form at each argument its variable is
    /// named at, with absolute argument numbers; a variable is a placeholder of its number's type. A form's
    /// number of another type than its variable's is left out (a
    /// ``Failure/formReadsAnotherType(_:type:in:valueType:)``).
    package private(set) var placeholders: [FormatPlaceholder] = []
    /// Warnings about how the texts are written (a form's mixed numbering, normal there, left out).
    package private(set) var problems: [String] = []
    /// Placeholders no accessor can pass a correct argument to (errors).
    package private(set) var unsupported: [String] = []
    /// Why no accessor can show the rule, in the order found; empty for a rule an accessor can show.
    package private(set) var failures: [Failure] = []
    /// How many times a variable's forms were read (once per variable and argument): the work done.
    package private(set) var visits = 0
    /// What an accessor must pass to show the rule: one ``PlaceholderType/letter`` per argument 1…n,
    /// or nil when no accessor can show it (a failure, an unsupported placeholder, an argument read as
    /// two types, or one left unread below one that is read). Read once, with the rule.
    package private(set) var argumentLetters: String?

    /// Each text of the rule, scanned once, while the rule is read.
    private var texts: [String: ScannedText] = [:]
    /// The type of each variable's number, when it has one.
    private var types: [String: PlaceholderType] = [:]
    /// The format scanned, and the forms of each variable it reaches, scanned, with their categories, for
    /// ``render(choosing:formatting:literal:)``.
    private var scannedFormat = ScannedText("")
    private var scannedForms: [String: (categories: [String], texts: [ScannedText])] = [:]

    /// The rule of `format` and `variables`. A variable without a value type takes the type of the
    /// argument it is named at in `inferredTypes` (the argument letters of the accessor whose compiled
    /// rule this is, written from a rule themec checked), else it is a ``Failure/missingValueType(_:)``.
    package init(format: String, variables: [String: Variable], inferredTypes: String? = nil) {
        self.format = format
        self.variables = variables
        let letters = inferredTypes.map { Array($0) }
        var walk = Walk()
        let top = read(format, place: .format, own: nil, letters: letters, walk: &walk)
        for name in walk.order {
            guard let variable = variables[name] else { continue }
            if !variable.forms.contains(where: { $0.category == "other" }) { fail(.missingOther(name)) }
            if let valueType = variable.valueType, types[name] == nil {
                fail(.notANumber(name, valueType: valueType))
            } else if variable.valueType == nil, types[name] == nil {
                fail(.missingValueType(name))
            }
        }
        // A circle is too deep and fills in too much as well: it is reported as what it is.
        let circular = failures.contains { if case .circle = $0 { true } else { false } }
        if !circular, top.height > Self.maximumDepth, let first = walk.order.first { fail(.tooDeep(first)) }
        if !circular, top.expansions > Self.maximumExpansions { fail(.tooManyExpansions) }
        visits = walk.visits
        scannedFormat = scan(format)
        for name in walk.order {
            guard let forms = variables[name]?.forms else { continue }
            scannedForms[name] = (forms.map(\.category), forms.map { scan($0.text) })
        }
        texts = [:]
        argumentLetters = lettersRead()
    }

    /// What visiting variables found: the variables in the order first named, those being read (for
    /// circles), and each variable's summary at each argument.
    private struct Walk {
        var order: [String] = []
        var seen: Set<String> = []
        var reading: Set<Visit> = []
        var summaries: [Visit: Summary] = [:]
        var visits = 0
    }

    /// A variable named at an argument.
    private struct Visit: Hashable {
        let name: String
        let argument: Int
    }

    /// What a text needs when shown: how many variables it fills in (capped past the limit) and how deep
    /// they nest.
    private struct Summary {
        var expansions = 0
        var height = 0
    }

    /// Reads one text at `own` (the argument of the variable whose form it is; nil for the format).
    private mutating func read(
        _ text: String, place: Place, own: Int?, letters: [Character]?, walk: inout Walk
    ) -> Summary {
        let scanned = scan(text)
        var summary = Summary()
        for item in scanned.items {
            let argument = item.positional || own == nil ? item.argument : item.argument + own! - 1
            if !item.positional, argument > FormatPlaceholderParser.maximumSequentialArguments {
                fail(.pastSequentialLimit(item.text, argument: argument, in: place))
                continue
            }
            guard let name = item.variable else {
                if let own, let variable = variableName(of: place), !item.positional, argument == own,
                    let type = types[variable], item.type != type
                {
                    fail(
                        .formReadsAnotherType(
                            item.text, type: item.type, in: place, valueType: variables[variable]?.valueType ?? ""))
                    continue
                }
                placeholders.append(
                    FormatPlaceholder(
                        text: item.text, argument: argument, type: item.type, positional: item.positional,
                        variable: nil))
                continue
            }
            guard variables[name] != nil else {
                fail(.undefinedVariable(name, in: place))
                continue
            }
            if walk.seen.insert(name).inserted {
                walk.order.append(name)
                types[name] = type(of: name, at: argument, letters: letters)
            }
            placeholders.append(
                FormatPlaceholder(
                    text: item.text, argument: argument, type: types[name] ?? .int, positional: item.positional,
                    variable: name))
            let inner = visit(name, at: argument, letters: letters, walk: &walk)
            summary.expansions = min(summary.expansions + inner.expansions, Self.maximumExpansions + 1)
            summary.height = max(summary.height, inner.height)
        }
        return summary
    }

    /// The summary of variable `name` named at `argument`: its forms read once for that argument.
    private mutating func visit(_ name: String, at argument: Int, letters: [Character]?, walk: inout Walk) -> Summary {
        let key = Visit(name: name, argument: argument)
        if let known = walk.summaries[key] { return known }
        guard walk.reading.insert(key).inserted else {
            fail(.circle(name))
            return Summary(expansions: Self.maximumExpansions + 1, height: Self.maximumDepth + 1)
        }
        walk.visits += 1
        var widest = Summary()
        for form in variables[name]?.forms ?? [] {
            let inner = read(
                form.text, place: .form(variable: name, category: form.category), own: argument, letters: letters,
                walk: &walk)
            widest.expansions = max(widest.expansions, inner.expansions)
            widest.height = max(widest.height, inner.height)
        }
        walk.reading.remove(key)
        let summary = Summary(
            expansions: min(widest.expansions + 1, Self.maximumExpansions + 1), height: widest.height + 1)
        walk.summaries[key] = summary
        return summary
    }

    /// The type of variable `name`'s number: its value type's, else (for a compiled rule) the type the
    /// accessor passes at `argument`; nil when neither says a number.
    private func type(of name: String, at argument: Int, letters: [Character]?) -> PlaceholderType? {
        if let valueType = variables[name]?.valueType {
            guard let type = FormatPlaceholderParser.singleConversion(valueType), type.isNumber else { return nil }
            return type
        }
        guard let letters, argument >= 1, argument <= letters.count,
            let type = PlaceholderType(letter: letters[argument - 1]), type.isNumber
        else { return nil }
        return type
    }

    /// The variable whose form `place` is.
    private func variableName(of place: Place) -> String? {
        if case .form(let variable, _) = place { return variable }
        return nil
    }

    /// Records a failure once.
    private mutating func fail(_ failure: Failure) {
        if !failures.contains(failure) { failures.append(failure) }
    }

    /// `text` scanned, once for the rule; its problems and unsupported placeholders join the rule's.
    private mutating func scan(_ text: String) -> ScannedText {
        if let known = texts[text] { return known }
        let scanned = ScannedText(text)
        texts[text] = scanned
        for problem in scanned.problems
        where !FormatPlaceholderParser.isMixedProblem(problem) || text == format {
            if !problems.contains(problem) { problems.append(problem) }
        }
        for problem in scanned.unsupported where !unsupported.contains(problem) { unsupported.append(problem) }
        return scanned
    }

    /// The rule's placeholders and problems as one signature (its ``FormatSignature/arguments``, unread
    /// arguments and conflicts are the rule's).
    package var signature: FormatSignature {
        FormatSignature(placeholders: placeholders, problems: problems, unsupported: unsupported)
    }

    /// ``argumentLetters``, worked out.
    private func lettersRead() -> String? {
        guard failures.isEmpty, unsupported.isEmpty else { return nil }
        let signature = self.signature
        guard !signature.hasConflictingArguments, signature.unreadArguments.count == 0 else { return nil }
        let arguments = signature.arguments
        var letters = ""
        for position in 0..<signature.argumentCount { letters.append(arguments[position + 1]!.letter) }
        return letters
    }

    /// The text of the rule for the arguments an accessor passes (only for a rule whose
    /// ``argumentLetters`` it passes): each variable replaced by the form `choosing` picks for the argument
    /// it is named at (among the categories it has forms for: a category the variable has no form for
    /// shows `other`), each placeholder by `formatting` of its specification without positions (`%.2f`,
    /// `%@`, `%.*f`) and the arguments it reads (a `*` width's and precision's first, then its value's),
    /// each text between them by `literal` (which prints `%%` as `%`). A variable named twice at one
    /// argument is filled in once.
    package func render(
        choosing: (_ argument: Int, _ categories: [String]) -> String,
        formatting: (_ specification: String, _ arguments: [Int]) -> String,
        literal: (String) -> String
    ) -> String {
        var filled: [Visit: String] = [:]
        func fill(_ scanned: ScannedText, own: Int?) -> String {
            let bytes = scanned.bytes
            var result = ""
            var copied = 0
            // The arguments of the `*` widths and precisions of the placeholder that follows them.
            var stars: [Int] = []
            for item in scanned.items {
                let argument = item.positional || own == nil ? item.argument : item.argument + own! - 1
                if item.isStar {
                    stars.append(argument)
                    continue
                }
                if copied < item.range.lowerBound {
                    result += literal(String(decoding: bytes[copied..<item.range.lowerBound], as: UTF8.self))
                }
                copied = max(copied, item.range.upperBound)
                guard let name = item.variable else {
                    result += formatting(item.specification, stars + [argument])
                    stars = []
                    continue
                }
                stars = []
                let key = Visit(name: name, argument: argument)
                if let known = filled[key] {
                    result += known
                    continue
                }
                guard let forms = scannedForms[name] else { continue }
                let category = choosing(argument, forms.categories)
                let index = forms.categories.firstIndex(of: category) ?? forms.categories.firstIndex(of: "other")
                let text = index.map { fill(forms.texts[$0], own: argument) } ?? ""
                filled[key] = text
                result += text
            }
            if copied < bytes.count { result += literal(String(decoding: bytes[copied...], as: UTF8.self)) }
            return result
        }
        return fill(scannedFormat, own: nil)
    }
}

/// One text of a plural rule read with the format grammar, plural names on
/// (``FormatSpecification/extendedName``): its placeholders with where they are, its warnings and its
/// unsupported placeholders.
struct ScannedText: FormatPlaceholderSink, Sendable {
    /// One placeholder, or a `*` width or precision.
    struct Item: Sendable {
        /// The argument it reads, numbered within the text.
        let argument: Int
        let type: PlaceholderType
        let positional: Bool
        /// Its bytes in the text.
        let range: Range<Int>
        /// As written.
        let text: String
        /// As written without its positions (`%1$.2f` → `%.2f`, `%1$.*2$f` → `%.*f`; leading zeros, flags to
        /// Foundation, kept).
        let specification: String
        /// The variable it names.
        let variable: String?
        /// A `*` width or precision, not a placeholder of its own.
        let isStar: Bool
    }

    private(set) var items: [Item] = []
    private(set) var problems: [String] = []
    private(set) var unsupported: [String] = []
    /// The text's UTF-8 bytes, which the items' ranges are in.
    let bytes: [UInt8]

    /// Scans `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { FormatPlaceholderParser.scan($0, into: &self, pluralNames: true) }
    }

    mutating func placeholder(
        argument: Int, type: PlaceholderType, positional: Bool, range: Range<Int>,
        text: @autoclosure () -> String, variable: @autoclosure () -> String?
    ) {
        let written = text()
        let isStar = !written.hasPrefix("%")
        items.append(
            Item(
                argument: argument, type: type, positional: positional, range: range, text: written,
                specification: isStar ? written : Self.withoutPositions(written), variable: variable(),
                isStar: isStar))
    }

    mutating func problem(_ message: @autoclosure () -> String) {
        problems.append(message())
    }

    mutating func unsupported(_ message: @autoclosure () -> String) {
        unsupported.append(message())
    }

    /// A placeholder without its positions, each `N$` (of its value, its `*` width or precision) taken
    /// out, leading zeros (flags to Foundation) kept: `%2$@` → `%@`, `%05$3d` → `%03d`, `%1$.*2$f` → `%.*f`.
    static func withoutPositions(_ placeholder: String) -> String {
        guard placeholder.utf8.contains(UInt8(ascii: "$")) else { return placeholder }
        var result: [UInt8] = []
        for byte in placeholder.utf8 {
            guard byte == UInt8(ascii: "$") else {
                result.append(byte)
                continue
            }
            // Back over the position's digits, but not over zeros before its first other digit.
            var start = result.count
            while start > 0, result[start - 1] >= UInt8(ascii: "0"), result[start - 1] <= UInt8(ascii: "9") {
                start -= 1
            }
            while start < result.count, result[start] == UInt8(ascii: "0") { start += 1 }
            result.removeSubrange(start...)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
