import ThemecSyntax
import ThemecVocabulary

/// Reads one theme file: its bytes, their YAML tree, and from that a ``ThemeDocument``,
/// reporting every unknown key, wrong type and malformed value with its line and column.
struct ThemeReader {
    let file: InputFile
    /// The file's bytes (for quoting a source line).
    private let bytes: [UInt8]

    /// Reads and decodes `file`: the document (of the file's role), nil only when its bytes or its
    /// YAML could not be read at all, with what was found.
    static func read(_ file: InputFile) -> Checked<ThemeDocument?> {
        var bag = DiagnosticBag(file: file.path)
        guard let bytes = file.read(into: &bag) else { return Checked(nil, found: bag) }
        var document = ThemeReader(file: file, bytes: bytes).decode(into: &bag)
        document?.role = file.role
        return Checked(document, found: bag)
    }

    private init(file: InputFile, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// The document in the file's YAML; nil when the YAML cannot be read.
    private func decode(into bag: inout DiagnosticBag) -> ThemeDocument? {
        let yaml = YAMLReader().read(bytes)
        bag.emitYAMLProblems(yaml.problems)
        // YAML that cannot be read has no document. An empty file, or one that reads as something
        // other than a mapping, is a theme that sets nothing (its name is the file's), reported as
        // such: a rule turned down never removes the theme.
        var document = ThemeDocument(
            file: file.path, name: file.baseName, namePosition: .start, extends: nil, palette: [], colors: [:],
            text: [:], colorsPosition: .start)
        guard let root = yaml.root else {
            guard yaml.problems.isEmpty else { return nil }
            bag.emit(
                ThemeRules.wrongType, "the theme file is empty; expected a mapping with 'colors' and 'text'", at: .start
            )
            checkName(of: document, into: &bag)
            return document
        }
        guard case .mapping(let mapping) = root else {
            if case .scalar(let scalar) = root, scalar.isNull {
                bag.emit(
                    ThemeRules.wrongType, "the theme file is empty; expected a mapping with 'colors' and 'text'",
                    at: .start)
            } else {
                bag.emit(
                    ThemeRules.wrongType, "expected a mapping with 'colors' and 'text', found \(root.kindDescription)",
                    at: root.position)
            }
            checkName(of: document, into: &bag)
            return document
        }
        for entry in mapping.entries {
            guard let key = entry.keyText else { continue }
            guard let known = ThemeKey(rawValue: key) else {
                // Not part of the theme: what the theme's known keys say stands, and a required color
                // that only the unknown key held is missing.
                unknownKey(
                    key, at: entry.key.position, known: ThemeKey.allCases.map(\.rawValue), in: "a theme", into: &bag)
                continue
            }
            switch known {
            case .name:
                if let name = plainText(entry.value, what: "the theme name", into: &bag) {
                    document.name = name
                    document.namePosition = entry.value.position
                }
            case .extends:
                if let name = plainText(entry.value, what: "the name of the theme to extend", into: &bag) {
                    document.extends = (name, entry.value.position)
                }
            case .palette:
                document.palette = decodePalette(entry.value, broken: &document.brokenPalette, into: &bag)
            case .colors:
                document.colorsPosition = entry.key.position
                document.colors = decodeColors(entry.value, broken: &document.brokenColors, into: &bag)
            case .text:
                document.text = decodeText(entry.value, into: &bag)
            }
        }
        checkName(of: document, into: &bag)
        return document
    }

    /// The theme's name must be a Swift identifier: it names the theme's types.
    private func checkName(of document: ThemeDocument, into bag: inout DiagnosticBag) {
        guard !isIdentifier(document.name) else { return }
        bag.emit(
            ThemeRules.invalidName,
            "theme name '\(document.name)' must be letters, digits and underscores, not starting with a digit, "
                + "since it names the types '\(document.name)ColorTheme' and '\(document.name)TextTheme'",
            at: document.namePosition)
    }

    // MARK: - Sections

    private func decodePalette(_ node: YAMLNode, broken: inout Set<String>, into bag: inout DiagnosticBag)
        -> [(name: String, definition: ColorDefinition, position: SourcePosition)]
    {
        guard let mapping = expectMapping(node, what: "'palette'", into: &bag) else { return [] }
        var palette: [(name: String, definition: ColorDefinition, position: SourcePosition)] = []
        for entry in mapping.entries {
            guard let name = entry.keyText else { continue }
            if !isIdentifier(name) {
                bag.emit(
                    ThemeRules.invalidName,
                    "palette name '\(name)' must be letters, digits and underscores, not starting with a digit",
                    at: entry.key.position)
                broken.insert(name)
                continue
            }
            if let slot = ColorSlot(rawValue: name) {
                // The color itself is fine: it stays in the palette, and a reference to the name means
                // it (a palette name wins, as it does over hex digits).
                bag.emit(
                    ThemeRules.paletteShadowsSlot,
                    "palette color '\(name)' has the name of the color slot '\(slot.rawValue)'; rename it so "
                        + "references are unambiguous",
                    at: entry.key.position)
            }
            if let definition = decodeColor(entry.value, key: name, keyPosition: entry.key.position, into: &bag) {
                palette.append((name, definition, entry.key.position))
            } else {
                broken.insert(name)
            }
        }
        return palette
    }

    private func decodeColors(_ node: YAMLNode, broken: inout Set<ColorSlot>, into bag: inout DiagnosticBag)
        -> [ColorSlot: ColorDefinition]
    {
        guard let mapping = expectMapping(node, what: "'colors'", into: &bag) else { return [:] }
        var colors: [ColorSlot: ColorDefinition] = [:]
        for entry in mapping.entries {
            guard let name = entry.keyText else { continue }
            guard let slot = ColorSlot(rawValue: name) else {
                unknownKey(
                    name, at: entry.key.position, known: ColorSlot.allCases.map(\.rawValue), in: "'colors'",
                    listName: "color slot", into: &bag)
                continue
            }
            if let definition = decodeColor(entry.value, key: name, keyPosition: entry.key.position, into: &bag) {
                colors[slot] = definition
            } else {
                broken.insert(slot)
            }
        }
        return colors
    }

    /// Every text slot written, each with what it sets and what it writes that cannot be used.
    private func decodeText(_ node: YAMLNode, into bag: inout DiagnosticBag) -> [TextSlot: TextDefinition] {
        guard let mapping = expectMapping(node, what: "'text'", into: &bag) else { return [:] }
        var text: [TextSlot: TextDefinition] = [:]
        for entry in mapping.entries {
            guard let name = entry.keyText else { continue }
            guard let slot = TextSlot(rawValue: name) else {
                unknownKey(
                    name, at: entry.key.position, known: TextSlot.allCases.map(\.rawValue), in: "'text'",
                    listName: "text slot", into: &bag)
                continue
            }
            text[slot] = decodeAppearance(entry.value, slot: slot, keyPosition: entry.key.position, into: &bag)
        }
        return text
    }

    /// One text slot. Each key's value is kept or dropped by what it is: a value that cannot be used is
    /// reported and its key marked (``TextDefinition/unusable``), and a key themec does not know is
    /// reported and ignored; neither takes anything from the slot's other keys. A value that is not a
    /// mapping at all leaves every key unusable.
    private func decodeAppearance(
        _ node: YAMLNode, slot: TextSlot, keyPosition: SourcePosition, into bag: inout DiagnosticBag
    ) -> TextDefinition {
        var definition = TextDefinition(position: keyPosition, file: file.path)
        if case .scalar(let scalar) = node, scalar.isNull {
            emptyValue(
                node, key: slot.rawValue, keyPosition: keyPosition,
                expected: "a mapping with 'fontName' and 'textStyle' or 'fontSize'", into: &bag)
            definition.unusable = Set(AppearanceKey.allCases)
            return definition
        }
        guard let mapping = expectMapping(node, what: "text slot '\(slot.rawValue)'", into: &bag) else {
            definition.unusable = Set(AppearanceKey.allCases)
            return definition
        }
        for entry in mapping.entries {
            guard let key = entry.keyText else { continue }
            guard let known = AppearanceKey(rawValue: key) else {
                unknownKey(
                    key, at: entry.key.position, known: AppearanceKey.allCases.map(\.rawValue), in: "a text slot",
                    into: &bag)
                continue
            }
            switch known {
            case .fontName:
                definition.fontName = plainText(entry.value, what: "'fontName'", into: &bag)
            case .textColor:
                definition.textColor = decodeColor(entry.value, key: key, keyPosition: entry.key.position, into: &bag)
            case .textStyle:
                definition.textStyle = textStyle(entry.value, into: &bag)
            case .fontSize:
                definition.fontSizePosition = entry.key.position
                definition.fontSize = fontSize(entry.value, into: &bag)
            }
            let usable: Bool =
                switch known {
                case .fontName: definition.fontName != nil
                case .textColor: definition.textColor != nil
                case .textStyle: definition.textStyle != nil
                case .fontSize: definition.fontSize != nil
                }
            if !usable { definition.unusable.insert(known) }
        }
        return definition
    }

    /// A `textStyle` value: one of the eleven styles, or nil (reported).
    private func textStyle(_ node: YAMLNode, into bag: inout DiagnosticBag) -> TextStyle? {
        guard let name = plainText(node, what: "'textStyle'", into: &bag) else { return nil }
        if let style = TextStyle(rawValue: name) { return style }
        bag.emit(
            ThemeRules.unknownTextStyle,
            "unknown text style '\(name)'" + Suggestion.orExpected(name, in: TextStyle.allCases.map(\.rawValue)),
            at: node.position)
        return nil
    }

    /// A `fontSize` value: a positive number, or nil (reported).
    private func fontSize(_ node: YAMLNode, into bag: inout DiagnosticBag) -> Double? {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            bag.emit(
                ThemeRules.invalidFontSize, "'fontSize' must be a positive number, found \(node.kindDescription)",
                at: node.position)
            return nil
        }
        if !scalar.mayBeNumber {
            // `"17"` is text in YAML, as much as `large` is: the same type error.
            bag.emit(
                ThemeRules.invalidFontSize,
                "'fontSize' must be a positive number, found the text '\(scalar.text)' (YAML reads a quoted "
                    + "or !!str value as text); write it without quotes",
                at: node.position)
            return nil
        }
        if let size = Double(scalar.text), size.isFinite, size > 0 { return size }
        bag.emit(
            ThemeRules.invalidFontSize, "'fontSize' must be a positive number, found '\(scalar.text)'",
            at: node.position)
        return nil
    }

    /// A color: a scalar (hex or name) or a `{light:, dark:}` mapping.
    private func decodeColor(_ node: YAMLNode, key: String, keyPosition: SourcePosition, into bag: inout DiagnosticBag)
        -> ColorDefinition?
    {
        switch node {
        case .scalar(let scalar):
            guard let term = colorTerm(scalar, key: key, keyPosition: keyPosition, into: &bag) else { return nil }
            return ColorDefinition(
                light: term, dark: nil, isVariantMapping: false, file: file.path, keyPosition: keyPosition)
        case .mapping(let mapping):
            var light: ColorTerm?
            var dark: ColorTerm?
            // A variant whose value cannot be used leaves the color without it: unusable as a whole. A
            // key that is not a variant is reported and ignored; the color is what `light` and `dark` say.
            var failed = false
            for entry in mapping.entries {
                guard let variant = entry.keyText else { continue }
                guard let known = VariantKey(rawValue: variant) else {
                    unknownKey(
                        variant, at: entry.key.position, known: VariantKey.allCases.map(\.rawValue), in: "a color",
                        into: &bag)
                    continue
                }
                guard case .scalar(let scalar) = entry.value else {
                    bag.emit(
                        ThemeRules.wrongType,
                        "'\(variant)' must be a hex color or a color name, found \(entry.value.kindDescription)",
                        at: entry.value.position)
                    failed = true
                    continue
                }
                guard let term = colorTerm(scalar, key: variant, keyPosition: entry.key.position, into: &bag) else {
                    failed = true
                    continue
                }
                switch known {
                case .light: light = term
                case .dark: dark = term
                }
            }
            if failed { return nil }
            guard let light else {
                bag.emit(
                    ThemeRules.wrongType,
                    "color '\(key)' has no 'light' value; 'light' is required and 'dark' defaults to it",
                    at: mapping.position)
                return nil
            }
            return ColorDefinition(
                light: light, dark: dark, isVariantMapping: true, file: file.path,
                keyPosition: keyPosition)
        case .sequence:
            bag.emit(
                ThemeRules.wrongType, "'\(key)' must be a hex color, a color name or {light, dark}, found a list",
                at: node.position)
            return nil
        }
    }

    private func colorTerm(
        _ scalar: YAMLScalar, key: String, keyPosition: SourcePosition, into bag: inout DiagnosticBag
    ) -> ColorTerm? {
        if scalar.isNull {
            emptyValue(
                .scalar(scalar), key: key, keyPosition: keyPosition, expected: "a hex color or a color name", into: &bag
            )
            return nil
        }
        let text = scalar.text
        if text.hasPrefix("#") {
            guard let rgba = ByteColor(hex: text) else {
                bag.emit(
                    ThemeRules.invalidHex, "'\(text)' is not a hex color; expected #RGB, #RRGGBB or #RRGGBBAA",
                    at: scalar.position)
                return nil
            }
            return ColorTerm(value: .hex(rgba), position: scalar.position)
        }
        return ColorTerm(value: .name(text), position: scalar.position)
    }

    // MARK: - Helpers

    /// Reports an empty value, recognising the unquoted `#` that YAML takes for a comment.
    private func emptyValue(
        _ node: YAMLNode, key: String, keyPosition: SourcePosition, expected: String, into bag: inout DiagnosticBag
    ) {
        if let comment = commentAfterKey(at: keyPosition) {
            bag.emit(
                ThemeRules.unquotedHash,
                "'\(key)' is empty because YAML reads the unquoted '\(comment)' as a comment; quote it: \(key): "
                    + "\"\(comment)\"",
                at: keyPosition)
        } else {
            bag.emit(ThemeRules.wrongType, "'\(key)' has no value; expected \(expected)", at: keyPosition)
        }
    }

    /// The comment text (`#B1E4E3`) that follows `key:` on the key's line, if any.
    private func commentAfterKey(at position: SourcePosition) -> String? {
        guard let line = sourceLine(position.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        var index = max(0, position.column - 1)
        while index < scalars.count, scalars[index] != ":" { index += 1 }
        index += 1
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count, scalars[index] == "#" else { return nil }
        var end = index + 1
        while end < scalars.count, !" \t,}]".unicodeScalars.contains(scalars[end]) { end += 1 }
        var comment = ""
        comment.unicodeScalars.append(contentsOf: scalars[index..<end])
        return comment
    }

    /// The text of a 1-based line of the file.
    private func sourceLine(_ number: Int) -> String? {
        var line = 1
        var start = 0
        var index = 0
        while index < bytes.count, line < number {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                start = index + 1
            }
            index += 1
        }
        guard line == number else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func expectMapping(_ node: YAMLNode, what: String, into bag: inout DiagnosticBag) -> YAMLMapping? {
        if case .mapping(let mapping) = node { return mapping }
        if case .scalar(let scalar) = node, scalar.isNull { return YAMLMapping.empty(at: node.position) }
        bag.emit(ThemeRules.wrongType, "\(what) must be a mapping, found \(node.kindDescription)", at: node.position)
        return nil
    }

    private func plainText(_ node: YAMLNode, what: String, into bag: inout DiagnosticBag) -> String? {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            bag.emit(
                ThemeRules.wrongType, "\(what) must be a single value, found \(node.kindDescription)", at: node.position
            )
            return nil
        }
        return scalar.text
    }

    private func unknownKey(
        _ key: String, at position: SourcePosition, known: [String], in place: String,
        listName: String = "key", into bag: inout DiagnosticBag
    ) {
        bag.emit(
            ThemeRules.unknownKey, "unknown \(listName) '\(key)' in \(place)" + Suggestion.orExpected(key, in: known),
            at: position)
    }

    private func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
}

extension TextDefinition {
    init(position: SourcePosition, file: String) {
        self.init(
            fontName: nil, textColor: nil, textStyle: nil, fontSize: nil, fontSizePosition: nil, position: position,
            file: file)
    }
}
