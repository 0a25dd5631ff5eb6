import XCTest
@testable import PostgresMemoStore

/// `text[]` literals as a sync binds them (uuids, stamps texts): quotes and backslashes
/// escaped, any other byte as it is, and read back as the same elements.
final class PostgresArrayTests: XCTestCase {
    func test_elementsWithQuotesBackslashesAndAnyScript_readBackAsTheSame() {
        // given elements with a quote, a backslash, a comma, braces, non-ASCII, an empty one and a line break
        let elements = ["a\"b", "c\\d", "e,f", "{g}", "é-ü-漢字-🙂", "", "h\ni\tj"]

        // when written as a literal
        let literal = PostgresArray.literal(elements)

        // then each is quoted, only quote and backslash escaped, and it reads back whole
        XCTAssertEqual(literal, "{\"a\\\"b\",\"c\\\\d\",\"e,f\",\"{g}\",\"é-ü-漢字-🙂\",\"\",\"h\ni\tj\"}")
        XCTAssertEqual(PostgresArray.elements(literal), elements)
        XCTAssertEqual(PostgresArray.literal([]), "{}")
    }
}
