import Foundation

/// A new case of the vocabulary (`Sources/ThemecVocabulary`) — a color slot, a text slot, a placeholder
/// type — made in a copy of the sources, for the tests that hold `Docs/Architecture.md`'s "Where a change
/// goes" true: the compiler's errors after the vocabulary's one entry are exactly at the places the
/// document names for that kind of change, and filling each place as the document says builds.
///
/// (The file is linked into each test target that needs it.)
struct VocabularyChange: Sendable {
    /// An insertion into a file of the copy: `text` before or after the one line that holds `anchor`.
    struct Edit: Sendable {
        /// The file, from the package root (`Sources/ThemecRuntime/Theme/ColorTheme.swift`).
        let file: String
        /// Text found on exactly one line of the file.
        let anchor: String
        /// The lines to insert, each ending in a newline.
        let text: String
        /// Whether the lines go before the anchor's line (else after it).
        let before: Bool
    }

    /// The change as the document's list names it (`an optional color slot`).
    let name: String
    /// The names the change adds, one of which every error it causes mentions.
    let identifiers: [String]
    /// The vocabulary's one entry: the case and its row of the table.
    let entry: [Edit]
    /// What fills each place the document names, by file.
    let fills: [String: [Edit]]

    /// Whether `text` (an error and its notes) is about this change: it names one of its identifiers as a
    /// whole word.
    func isNamed(in text: String) -> Bool {
        func isWordCharacter(_ character: Character?) -> Bool {
            guard let character else { return false }
            return character.isLetter || character.isNumber || character == "_"
        }
        return identifiers.contains { identifier in
            text.ranges(of: identifier).contains { range in
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                return !isWordCharacter(before) && !isWordCharacter(after)
            }
        }
    }

    static let colorSlot = "Sources/ThemecVocabulary/ColorSlot.swift"
    static let textSlot = "Sources/ThemecVocabulary/TextSlot.swift"
    static let placeholderType = "Sources/ThemecVocabulary/PlaceholderType.swift"
    static let contrast = "Sources/ThemecCore/Themes/Check/Contrast/ThemeContrast.swift"
    static let colorTheme = "Sources/ThemecRuntime/Theme/ColorTheme.swift"
    static let textTheme = "Sources/ThemecRuntime/Theme/TextTheme.swift"
    static let systemTheme = "Sources/ThemecRuntime/Theme/SystemTheme.swift"
    static let uiColor = "Sources/ThemecRuntime/UIKit/UIColor+Theme.swift"
    static let argumentLetters = "Sources/ThemecRuntime/Strings/ArgumentLetters.swift"

    /// The four kinds of change the document lists, each with its entry and fills.
    static let all: [VocabularyChange] = [
        VocabularyChange(
            name: "an optional color slot", identifiers: ["probeColor", "probeTint"],
            entry: [
                Edit(
                    file: colorSlot, anchor: "disabledButtonColor, highlightedButtonColor", text: "case probeColor\n",
                    before: false),
                Edit(
                    file: colorSlot, anchor: "case .highlightedButtonColor:",
                    text: "case .probeColor: Facts(accessorName: \"probeTint\", defaultValue: .slot(.textColor))\n",
                    before: true),
            ],
            fills: [
                contrast: [
                    Edit(
                        file: contrast, anchor: "case .disabledButtonColor: .exempt",
                        text: "case .probeColor: .normalText\n", before: true)
                ],
                colorTheme: [
                    Edit(
                        file: colorTheme, anchor: "var highlightedButtonColor: ThemePlatformColor { get }",
                        text: "/// A probe.\nvar probeColor: ThemePlatformColor { get }\n", before: false),
                    Edit(
                        file: colorTheme, anchor: "case .highlightedButtonColor: highlightedButtonColor",
                        text: "case .probeColor: probeColor\n", before: true),
                    Edit(
                        file: colorTheme, anchor: "public var highlightedButtonColor: ThemePlatformColor {",
                        text: "/// A probe.\npublic var probeColor: ThemePlatformColor { defaultColor(.probeColor) }\n",
                        before: false),
                ],
                uiColor: [
                    Edit(
                        file: uiColor, anchor: "public static var highlightedButton: UIColor",
                        text:
                            "/// A probe.\n@MainActor public static var probeTint: UIColor { "
                            + "ThemeManager.shared.color.probeColor }\n",
                        before: false),
                    Edit(
                        file: uiColor, anchor: "case .highlightedButtonColor: .highlightedButton",
                        text: "case .probeColor: .probeTint\n", before: true),
                ],
            ]),
        VocabularyChange(
            name: "a required color slot", identifiers: ["probeRequiredColor", "probeRequiredTint"],
            entry: [
                Edit(
                    file: colorSlot, anchor: "disabledButtonColor, highlightedButtonColor",
                    text: "case probeRequiredColor\n", before: false),
                Edit(
                    file: colorSlot, anchor: "case .highlightedButtonColor:",
                    text: """
                        case .probeRequiredColor:
                            Facts(accessorName: "probeRequiredTint", \
                        defaultValue: .required(light: .init(rgb: 0x123456), dark: .init(rgb: 0x654321)))

                        """, before: true),
            ],
            fills: [
                contrast: [
                    Edit(
                        file: contrast, anchor: "case .disabledButtonColor: .exempt",
                        text: "case .probeRequiredColor: .notText\n", before: true)
                ],
                colorTheme: [
                    Edit(
                        file: colorTheme, anchor: "var highlightedButtonColor: ThemePlatformColor { get }",
                        text: "/// A probe.\nvar probeRequiredColor: ThemePlatformColor { get }\n", before: false),
                    Edit(
                        file: colorTheme, anchor: "case .highlightedButtonColor: highlightedButtonColor",
                        text: "case .probeRequiredColor: probeRequiredColor\n", before: true),
                ],
                systemTheme: [
                    Edit(
                        file: systemTheme, anchor: "public var secondaryColor: ThemePlatformColor {",
                        text:
                            "/// A probe.\npublic var probeRequiredColor: ThemePlatformColor { "
                            + "defaultColor(.probeRequiredColor) }\n",
                        before: false)
                ],
                uiColor: [
                    Edit(
                        file: uiColor, anchor: "public static var highlightedButton: UIColor",
                        text:
                            "/// A probe.\n@MainActor public static var probeRequiredTint: UIColor { "
                            + "ThemeManager.shared.color.probeRequiredColor }\n",
                        before: false),
                    Edit(
                        file: uiColor, anchor: "case .highlightedButtonColor: .highlightedButton",
                        text: "case .probeRequiredColor: .probeRequiredTint\n", before: true),
                ],
            ]),
        VocabularyChange(
            name: "a text slot", identifiers: ["probeText"],
            entry: [
                Edit(
                    file: textSlot, anchor: "case alertButton, textView, textField, normalButton,",
                    text: "case probeText\n", before: false),
                Edit(
                    file: textSlot, anchor: "case .alertButton, .textView,", text: "case .probeText: .callout\n",
                    before: true),
            ],
            fills: [
                contrast: [
                    Edit(
                        file: contrast, anchor: "case .disabledButton:",
                        text: "case .probeText: isLarge(appearance) ? .largeText : .normalText\n", before: true)
                ],
                textTheme: [
                    Edit(
                        file: textTheme, anchor: "var highlightedButton: any TextAppearance { get }",
                        text: "var probeText: any TextAppearance { get }\n", before: false),
                    Edit(
                        file: textTheme, anchor: "case .highlightedButton: highlightedButton",
                        text: "case .probeText: probeText\n", before: true),
                ],
                systemTheme: [
                    Edit(
                        file: systemTheme, anchor: "public var highlightedButton: any TextAppearance {",
                        text: "/// A probe.\npublic var probeText: any TextAppearance { Self.system(.probeText) }\n",
                        before: false)
                ],
            ]),
        VocabularyChange(
            name: "a placeholder type", identifiers: ["probeNumber"],
            entry: [
                Edit(
                    file: placeholderType, anchor: "case object, int, uint, double, char, unichar,",
                    text: "case probeNumber\n", before: false),
                Edit(
                    file: placeholderType, anchor: "case .pointer:",
                    text: """
                        case .probeNumber:
                            Facts(conversions: "k", letter: "k", typeName: "Float", spokenName: "Float", \
                        passedAs: nil, isNumber: true)

                        """, before: true),
            ],
            fills: [
                argumentLetters: [
                    Edit(
                        file: argumentLetters, anchor: "case .pointer: argument is OpaquePointer",
                        text: "case .probeNumber: argument is Float\n", before: true)
                ]
            ]),
    ]

    /// The places `Docs/Architecture.md` names for each change: the files its item of the list under
    /// "Where a change goes" quotes (`- **an optional color slot**: …`), in order.
    static func documentedPlaces(in markdown: String) -> [String: [String]] {
        var places: [String: [String]] = [:]
        var current: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("- **"), let close = line.dropFirst(4).firstRange(of: "**") {
                let name = String(line.dropFirst(4)[..<close.lowerBound])
                current = all.contains { $0.name == name } ? name : nil
                if let current { places[current] = [] }
            } else if !line.hasPrefix("  ") {
                current = nil
            }
            guard let current else { continue }
            for match in line.matches(of: /`(Sources\/[^`]+\.swift)`/) {
                let file = String(match.output.1)
                if places[current]?.contains(file) == false { places[current]?.append(file) }
            }
        }
        return places
    }

    /// Whether `file` is compiled only where UIKit (or SwiftUI) exists: its errors show only against the
    /// iPhoneOS SDK.
    static func isPlatformOnly(_ file: String) -> Bool {
        file.hasPrefix("Sources/ThemecRuntime/UIKit/") || file.hasPrefix("Sources/ThemecRuntime/SwiftUI/")
    }

    /// The differences between the files the compiler pointed at for each change and the places the
    /// document names, in words; empty when they agree.
    static func mismatches(found: [String: Set<String>], documented: [String: [String]]) -> [String] {
        var problems: [String] = []
        for change in all {
            let named = Set(documented[change.name] ?? [])
            let pointed = found[change.name] ?? []
            for file in pointed.subtracting(named).sorted() {
                problems.append("for \(change.name) the compiler points at \(file), which the document does not name")
            }
            for file in named.subtracting(pointed).sorted() {
                problems.append("for \(change.name) the document names \(file), where the compiler points at nothing")
            }
        }
        return problems
    }
}

/// One error of a `swiftc` run, with the notes and source lines printed after it.
struct CompilerError: Sendable {
    /// The file, as the compiler printed it.
    let file: String
    /// The error's line, its notes and everything else printed until the next error.
    let text: String

    /// The errors of `output`, in order: each begins at a line `FILE:LINE:COLUMN: error: …`.
    static func all(in output: String) -> [CompilerError] {
        var errors: [CompilerError] = []
        var file: String?
        var text = ""
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: #/^(\S+\.swift):\d+:\d+: error: /#) {
                if let file { errors.append(CompilerError(file: file, text: text)) }
                file = String(match.output.1)
                text = ""
            }
            text += line + "\n"
        }
        if let file { errors.append(CompilerError(file: file, text: text)) }
        return errors
    }
}

/// A copy of some of the package's modules (`Sources/<module>`) in the temporary directory, to change.
struct ScratchSources {
    /// The copy's root: it holds `Sources/<module>` for each module copied.
    let root: URL

    /// A copy of `modules`.
    init(_ modules: [String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("themec-vocabulary-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for module in modules {
            try FileManager.default.copyItem(
                at: RuntimeLibrary.packageRoot.appendingPathComponent("Sources/\(module)"),
                to: sources.appendingPathComponent(module))
        }
    }

    /// Removes the copy.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// The Swift files of `module` in the copy, sorted.
    func files(of module: String) -> [String] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let found =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".swift") } ?? []
        return found.sorted()
    }

    /// `file` (a path the compiler printed) from the package root, as the document writes it.
    func packagePath(_ file: String) -> String {
        let prefix = root.path + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// Makes `edit` in the copy; throws when its anchor is not on exactly one line.
    func apply(_ edit: VocabularyChange.Edit) throws {
        let url = root.appendingPathComponent(edit.file)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let found = lines.indices.filter { lines[$0].contains(edit.anchor) }
        guard found.count == 1, let index = found.first else {
            throw AnchorNotFound(description: "'\(edit.anchor)' is on \(found.count) lines of \(edit.file), not one")
        }
        let inserted = edit.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        lines.insert(contentsOf: inserted, at: edit.before ? index : index + 1)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// An edit's anchor is gone from its file, or is there more than once.
    struct AnchorNotFound: Error, CustomStringConvertible {
        let description: String
    }
}
