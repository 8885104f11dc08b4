import ThemecSyntax

/// Where rules put what they find: the one way themec makes a diagnostic.
///
/// A bag lives in one function and ends in a result: it is noncopyable, so it is passed `inout`
/// to the checks that emit into it, borrowed, or consumed into a ``Checked`` (the step's result and
/// its findings) or into another bag (``take(_:)-(DiagnosticBag)``); no copy of it can outlive the
/// step, and no copyable type can store one. A step takes over another step's findings whole
/// (``take(_:)-(Checked<Model>)``), never one by one, so none is dropped or rewritten on the way.
/// Only unreadable input or bugs throw.
/// A bag made for one file places positions in that file; a bag of findings across files (made
/// without one) takes whole locations.
package struct DiagnosticBag: ~Copyable, Sendable {
    /// The file positions are in; empty for a bag of findings across files.
    package let file: String
    /// Everything emitted so far, in emission order.
    package private(set) var diagnostics: [Diagnostic] = []

    /// What only a bag has: ``Diagnostic`` makes a new finding only for the holder of one, and only
    /// this file can make one.
    package struct Made: Sendable {
        fileprivate init() {}
    }

    /// A bag for findings in `file` (empty for findings across files).
    package init(file: String = "") {
        self.file = file
    }

    /// A bag for findings across files that several checks may make alike: a finding equal to
    /// one it holds (the same rule, place, message and notes) is not taken again — the themes that
    /// inherit one definition each check it, and its problem is reported once.
    package static func takingEachFindingOnce() -> DiagnosticBag {
        var bag = DiagnosticBag()
        bag.taken = []
        return bag
    }

    /// The key every diagnostic emitted now quotes, besides its own (``about(key:_:)``).
    private var quotedKey: String?

    /// What the bag has taken, when it takes each finding once (``takingEachFindingOnce()``).
    private var taken: Set<Diagnostic>?

    /// `position` in the bag's file.
    package func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    /// Emits a finding at `position` in the bag's file.
    package mutating func emit(
        _ rule: RuleID, _ message: String, at position: SourcePosition, notes: [DiagnosticNote] = [],
        keys: [String] = []
    ) {
        emit(rule, message, at: location(position), notes: notes, keys: keys)
    }

    /// Emits a finding at `location`, in any file.
    package mutating func emit(
        _ rule: RuleID, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = [],
        keys: [String] = []
    ) {
        var keys = keys
        if let quotedKey, !keys.contains(quotedKey) { keys.append(quotedKey) }
        let diagnostic = Diagnostic(rule, message, at: location, notes: notes, keys: keys, by: Made())
        if taken != nil, taken!.insert(diagnostic).inserted == false { return }
        diagnostics.append(diagnostic)
    }

    /// Runs `body`, a check of one entry whose messages all name `key`: every diagnostic it emits
    /// quotes `key` (a baseline matches it by the key), as it is made.
    package mutating func about<Result>(key: String, _ body: (inout DiagnosticBag) throws -> Result) rethrows
        -> Result
    {
        let outer = quotedKey
        quotedKey = key
        defer { quotedKey = outer }
        return try body(&self)
    }

    /// Takes over everything another bag found (a finished file, a check made on its own), after
    /// what this one holds.
    package mutating func take(_ other: consuming DiagnosticBag) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    /// Takes over everything a step found (a file read, a job run on another thread), after what
    /// this bag holds, and hands back the step's result.
    @discardableResult
    package mutating func take<Model>(_ checked: Checked<Model>) -> Model {
        diagnostics.append(contentsOf: checked.diagnostics)
        return checked.model
    }
}
