import ThemecSyntax
import XCTest

/// Positions order by line, then column, and print as `line:column`, which every diagnostic
/// relies on for sorting and rendering.
final class SourcePositionTests: XCTestCase {
    func testPositionsOrderByLineThenColumn() {
        let positions = [
            SourcePosition(line: 3, column: 1), SourcePosition(line: 1, column: 9), SourcePosition(line: 1, column: 2),
        ]
        XCTAssertEqual(
            positions.sorted(),
            [
                SourcePosition(line: 1, column: 2), SourcePosition(line: 1, column: 9),
                SourcePosition(line: 3, column: 1),
            ])
    }

    func testDescriptionIsLineColon() {
        XCTAssertEqual(SourcePosition(line: 12, column: 7).description, "12:7")
        XCTAssertEqual(SourcePosition.start, SourcePosition(line: 1, column: 1))
    }
}
