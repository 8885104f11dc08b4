import ThemecSyntax

/// Reads `themec.yml` into a ``ProjectConfig``, reporting unknown keys and bad values with
/// their line and column.
package struct ConfigReader {
    /// The config's path, as diagnostics print it.
    private let path: String
    private let knownRules: [String]

    /// A reader for the config at `path` (as diagnostics print it), accepting the rule ids in `knownRules`.
    package init(path: String, knownRules: [String] = RuleCatalog.all.map(\.rule.id)) {
        self.path = path
        self.knownRules = knownRules
    }

    /// The config and every problem found in it.
    package func read(_ bytes: [UInt8]) -> Checked<ProjectConfig> {
        var bag = DiagnosticBag(file: path)
        var config = ProjectConfig()
        let yaml = YAMLReader().read(bytes)
        bag.emitYAMLProblems(yaml.problems)
        guard let root = yaml.root else { return Checked(config, found: bag) }
        if case .scalar(let scalar) = root, scalar.isNull {
            return Checked(config, found: bag)
        }
        guard case .mapping(let mapping) = root else {
            bag.emit(
                ConfigRules.invalidValue, "themec.yml must be a mapping of settings, found \(root.kindDescription)",
                at: root.position)
            return Checked(config, found: bag)
        }
        for entry in mapping.entries {
            guard let key = entry.keyText else { continue }
            guard let known: ConfigKey = knownKey(key, at: entry.key.position, in: "themec.yml", into: &bag) else {
                continue
            }
            switch known {
            case .themes: config.themes = paths(entry.value, key: key, into: &bag)
            case .strings: config.strings = paths(entry.value, key: key, into: &bag)
            case .baseStrings: config.baseStrings = paths(entry.value, key: key, into: &bag)
            case .layouts: decodeLayouts(entry.value, config: &config, into: &bag)
            case .output: config.output = paths(entry.value, key: key, into: &bag).first
            case .access: config.access = choice(entry.value, key: key, into: &bag)
            case .bundle: config.bundle = choice(entry.value, key: key, into: &bag)
            case .developmentLanguage: config.developmentLanguage = text(entry.value, key: key, into: &bag)
            case .rules: config.rules = rules(entry.value, into: &bag)
            case .kit: config.kit = decodeKit(entry.value, keyPosition: entry.key.position, into: &bag)
            case .windowClass: config.windowClass = typeName(entry.value, key: key, into: &bag)
            case .contrast: config.contrast = decodeContrast(entry.value, into: &bag)
            case .stringsFiles: config.stringsFiles = choice(entry.value, key: key, into: &bag)
            }
        }
        if config.kit != nil, let windowClass = mapping["windowClass"] {
            bag.emit(
                ConfigRules.invalidValue,
                "'windowClass' names the window class of the module that owns the theme API; with 'kit:', set it in "
                    + "the kit's themec.yml",
                at: windowClass.position)
        }
        return Checked(config, found: bag)
    }

    /// The `kit:` mapping: `module` (required, a Swift module name) and the kit's input paths.
    private func decodeKit(_ node: YAMLNode, keyPosition: SourcePosition, into bag: inout DiagnosticBag) -> KitConfig? {
        guard case .mapping(let mapping) = node else {
            bag.emit(
                ConfigRules.invalidValue,
                "'kit' must be a mapping with 'module' and the kit's 'themes', 'strings' and 'layouts'",
                at: node.position)
            return nil
        }
        var module: String?
        var kit = KitConfig(module: "")
        var moduleIsValid = true
        for entry in mapping.entries {
            guard let key = entry.keyText else { continue }
            guard let known: KitKey = knownKey(key, at: entry.key.position, in: "'kit'", into: &bag) else { continue }
            switch known {
            case .module:
                module = typeName(entry.value, key: "kit.module", what: "a Swift module name", into: &bag)
                moduleIsValid = module != nil
                kit.modulePosition = entry.value.position
            case .config: kit.config = text(entry.value, key: "kit.config", into: &bag)
            case .themes: kit.themes = paths(entry.value, key: "kit.themes", into: &bag)
            case .strings: kit.strings = paths(entry.value, key: "kit.strings", into: &bag)
            case .layouts: kit.layouts = paths(entry.value, key: "kit.layouts", into: &bag)
            }
        }
        guard let module else {
            if moduleIsValid {
                bag.emit(
                    ConfigRules.invalidValue,
                    "'kit' needs 'module': the Swift module that owns the theme API, the string lookup and Nibs",
                    at: keyPosition)
            }
            return nil
        }
        kit.module = module
        kit.position = keyPosition
        return kit
    }

    /// `key` as one of `Key`'s cases, or nil after reporting it as unknown in `place`, with the
    /// nearest known key (or the list of them).
    func knownKey<Key: RawRepresentable & CaseIterable>(
        _ key: String, at position: SourcePosition,
        in place: String, into bag: inout DiagnosticBag
    ) -> Key? where Key.RawValue == String {
        if let known = Key(rawValue: key) { return known }
        bag.emit(
            ConfigRules.unknownKey,
            "unknown key '\(key)' in \(place)" + Suggestion.orExpected(key, in: Key.allCases.map(\.rawValue)),
            at: position)
        return nil
    }

    /// A single value that must be a plain Swift identifier (a module or class name).
    private func typeName(
        _ node: YAMLNode, key: String, what: String = "a Swift class name", into bag: inout DiagnosticBag
    ) -> String? {
        guard let value = text(node, key: key, into: &bag) else { return nil }
        guard SwiftIdentifier.isPlainIdentifier(value) else {
            bag.emit(
                ConfigRules.invalidValue,
                "'\(value)' is not a valid value for '\(key)': it must be \(what) (letters, digits and "
                    + "underscores, not starting with a digit, not a keyword)",
                at: node.position)
            return nil
        }
        return value
    }

    private func decodeLayouts(_ node: YAMLNode, config: inout ProjectConfig, into bag: inout DiagnosticBag) {
        guard case .mapping(let mapping) = node else {
            bag.emit(
                ConfigRules.invalidValue, "'layouts' must be a mapping with 'overrides', 'base' and 'subclasses'",
                at: node.position)
            return
        }
        for entry in mapping.entries {
            guard let key = entry.keyText else { continue }
            guard let known: LayoutsKey = knownKey(key, at: entry.key.position, in: "'layouts'", into: &bag) else {
                continue
            }
            switch known {
            case .overrides: config.layoutOverrides = paths(entry.value, key: "layouts.overrides", into: &bag)
            case .base: config.layoutBase = paths(entry.value, key: "layouts.base", into: &bag)
            case .subclasses:
                guard case .mapping(let classes) = entry.value else {
                    bag.emit(
                        ConfigRules.invalidValue, "'layouts.subclasses' must map app classes to kit classes",
                        at: entry.value.position)
                    continue
                }
                for pair in classes.entries {
                    guard let app = pair.keyText,
                        let kit = text(pair.value, key: "layouts.subclasses.\(app)", into: &bag)
                    else {
                        continue
                    }
                    config.subclasses[app] = kit
                }
            }
        }
    }

    private func paths(_ node: YAMLNode, key: String, into bag: inout DiagnosticBag) -> [String] {
        switch node {
        case .scalar(let scalar) where !scalar.isNull:
            return [scalar.text]
        case .sequence(let sequence):
            var result: [String] = []
            for item in sequence.items {
                if case .scalar(let scalar) = item, !scalar.isNull {
                    result.append(scalar.text)
                } else {
                    bag.emit(
                        ConfigRules.invalidValue,
                        "each path in '\(key)' must be a single value, found \(item.kindDescription)",
                        at: item.position)
                }
            }
            return result
        default:
            bag.emit(
                ConfigRules.invalidValue, "'\(key)' must be a path or a list of paths, found \(node.kindDescription)",
                at: node.position)
            return []
        }
    }

    func text(_ node: YAMLNode, key: String, into bag: inout DiagnosticBag) -> String? {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            bag.emit(
                ConfigRules.invalidValue, "'\(key)' must be a single value, found \(node.kindDescription)",
                at: node.position)
            return nil
        }
        return scalar.text
    }

    private func choice<T: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, key: String, into bag: inout DiagnosticBag
    ) -> T?
    where T.RawValue == String {
        guard let value = text(node, key: key, into: &bag) else { return nil }
        if let choice = T(rawValue: value) { return choice }
        let choices = T.allCases.map(\.rawValue)
        let hint = Suggestion.nearest(to: value, in: choices).map { "; did you mean '\($0)'?" } ?? ""
        bag.emit(
            ConfigRules.invalidValue,
            "'\(value)' is not a valid value for '\(key)'\(hint); use one of \(choices.joined(separator: ", "))",
            at: node.position)
        return nil
    }

    private func rules(_ node: YAMLNode, into bag: inout DiagnosticBag) -> [String: RuleSetting] {
        guard case .mapping(let mapping) = node else {
            bag.emit(ConfigRules.invalidValue, "'rules' must map rule ids to error, warning or off", at: node.position)
            return [:]
        }
        var result: [String: RuleSetting] = [:]
        for entry in mapping.entries {
            guard let id = entry.keyText else { continue }
            guard knownRules.contains(id) else {
                bag.emit(
                    ConfigRules.unknownRule,
                    "unknown rule '\(id)'"
                        + (Suggestion.nearest(to: id, in: knownRules).map {
                            "; did you mean '\($0)'?"
                        } ?? ""), at: entry.key.position)
                continue
            }
            guard let setting: RuleSetting = choice(entry.value, key: "rules.\(id)", into: &bag) else { continue }
            if setting != .error, let rule = RuleCatalog.all.first(where: { $0.rule.id == id })?.rule,
                rule.severityIsFixed
            {
                bag.emit(
                    ConfigRules.invalidValue,
                    "'\(id)' cannot be turned down: without it themec could not generate valid code "
                        + "(\(rule.summary.prefix { $0 != "." }.lowercased()))", at: entry.value.position)
                continue
            }
            result[id] = setting
        }
        return result
    }
}
