/// A 1-based line and column in a source file, as editors and compilers print them.
///
/// Columns count Unicode scalars from the start of the line, the way libyaml reports them;
/// for XML, whose parser gives only lines, the column of an element's `<`.
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in Unicode scalars.
    package var column: Int

    /// A position at a 1-based line and column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of a whole file, used when a problem has no better place.
    package static let start = SourcePosition(line: 1, column: 1)

    /// By line, then column.
    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }
}
