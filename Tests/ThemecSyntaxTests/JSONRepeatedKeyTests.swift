import ThemecSyntax
import XCTest

/// A name given twice in one JSON object: the reader keeps one member per name (the first one's
/// place, the last one's value) and lists every repeat, so no consumer meets two members of one
/// name and the caller can report each.
final class JSONRepeatedKeyTests: XCTestCase {
    func testARepeatKeepsTheFirstPlaceAndTheLastValue() throws {
        var reader = PositionedJSONReader(Array(#"{"a": 1, "b": 2, "a": 3}"#.utf8))
        let value = try reader.read()
        let members = try XCTUnwrap(value.members)
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual(members.first?.value.number, 3)
        XCTAssertEqual(value["a"]?.number, 3)
        XCTAssertEqual(reader.repeatedKeys.map(\.key), ["a"])
        XCTAssertEqual(reader.repeatedKeys.first?.position, SourcePosition(line: 1, column: 18))
        XCTAssertEqual(reader.repeatedKeys.first?.first, SourcePosition(line: 1, column: 2))
    }

    /// Past 16 members the reader looks names up in a table: the same result.
    func testALargeObjectFindsRepeatsAsASmallOneDoes() throws {
        let names = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k3\": 99", "\"k39\": 100", "\"k3\": 101"]
        var reader = PositionedJSONReader(Array(("{" + names.joined(separator: ", ") + "}").utf8))
        let value = try reader.read()
        let members = try XCTUnwrap(value.members)
        XCTAssertEqual(members.map(\.key), (0..<40).map { "k\($0)" })
        XCTAssertEqual(value["k3"]?.number, 101)
        XCTAssertEqual(value["k39"]?.number, 100)
        XCTAssertEqual(reader.repeatedKeys.map(\.key), ["k3", "k39", "k3"])
    }

    func testNestedObjectsAreCheckedEachOnTheirOwn() throws {
        let text = #"{"a": {"x": 1}, "b": {"x": 2, "x": 3}, "c": [{"y": 1, "y": 2}]}"#
        var reader = PositionedJSONReader(Array(text.utf8))
        let value = try reader.read()
        XCTAssertEqual(value["b"]?.members?.count, 1)
        XCTAssertEqual(value["c"]?.elements?.first?.members?.count, 1)
        XCTAssertEqual(reader.repeatedKeys.map(\.key), ["x", "y"])
    }
}
