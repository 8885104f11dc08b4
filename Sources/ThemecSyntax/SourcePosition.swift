/// A 1-based line and column in a source file, as editors and compilers print them.
///
/// Columns count Unicode scalars from the start of the line, the way libyaml reports them;
/// for XML, whose parser gives only lines, the column of an element's `<`.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of a whole file, used when a problem has no better place.
    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
