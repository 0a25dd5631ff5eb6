import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Binary COPY rows, read by the server: every type an import writes arrives as the same
/// value its text form gives, at the edges of what each holds.
final class PostgresCopyWriterTests: XCTestCase {
    private var schema: PostgresTestSchema!
    private var connection: PostgresConnection!

    override func setUpWithError() throws {
        try super.setUpWithError()
        schema = try PostgresTestSchema()
        connection = try PostgresConnection(connectionString: schema.uri)
        try connection.execute("CREATE TYPE level AS ENUM ('L', 'M', 'H')")
        try connection.execute(
            """
            CREATE TABLE copied (n int8, t text, b bool, at timestamptz, label level, tags text[] COLLATE "C", words tsvector)
            """)
    }

    override func tearDown() {
        connection = nil
        schema = nil
        super.tearDown()
    }

    func test_rows_arriveAsTheirTextFormsWouldGiveThem() throws {
        // given
        let rows: [(Int64, String?, Bool, Timestamp?, String?, [String])] = [
            (Int64.min, "plain", true, Timestamp(secondsSince1970: 0), "H", []),
            (Int64.max, "tab\tnew\nline \\ quote' \u{E000}0 ü 우유", false, Timestamp(secondsSince1970: Timestamp.earliest), nil, ["a", "b c", "\"q\"", "back\\slash", "{x,y}"]),
            (0, nil, false, Timestamp(secondsSince1970: Timestamp.latest), "L", ["only"]),
            (-1, "", true, nil, "M", ["", "NULL"]),
        ]

        // when
        try connection.copyIn("COPY copied FROM STDIN (FORMAT binary)") { writer in
            var words = PostgresSearchDocument()
            for (number, text, flag, time, label, tags) in rows {
                writer.int64(number)
                writer.optionalText(text)
                writer.bool(flag)
                writer.optionalTimestamp(time)
                writer.optionalText(label)
                writer.textArray(tags)
                words.fill(title: text ?? "", body: "", user: number)
                writer.searchWords(words)
                try writer.endRow()
            }
        }

        // then
        let stored = try connection.execute("SELECT n, t, b, extract(epoch FROM at)::int8, label, tags, words::text FROM copied")
        XCTAssertEqual(stored.rowCount, rows.count)
        for (row, (number, text, flag, time, label, tags)) in rows.enumerated() {
            XCTAssertEqual(stored.int64(row, 0), number)
            XCTAssertEqual(stored.isNull(row, 1) ? nil : stored.string(row, 1), text)
            XCTAssertEqual(stored.bool(row, 2), flag)
            XCTAssertEqual(stored.isNull(row, 3) ? nil : stored.int64(row, 3), time?.secondsSince1970)
            XCTAssertEqual(stored.isNull(row, 4) ? nil : stored.string(row, 4), label)
            XCTAssertEqual(PostgresArray.elements(stored.string(row, 5)), tags)
            XCTAssertEqual(stored.string(row, 6), PostgresSearchWords.document(title: text ?? "", body: "", user: number))
        }
    }

    func test_searchWords_areWhatTheServerMakesOfTheirLiteral_forRepeatsAndFarPositions() throws {
        // given: a lexeme repeated past the 256 positions a tsvector keeps, positions past
        // 16383, words differing only in length, and quotes and backslashes
        let texts = [
            Array(repeating: "milk", count: 300).joined(separator: " "),
            (0..<17_000).map { $0 % 5 == 0 ? "tea" : "w\($0 % 7)" }.joined(separator: " ") + " last",
            "a ab abc a ab b ba bab it's back\\slash Café CAFE café",
            "",
        ]
        var literals: [String] = []

        // when
        try connection.copyIn("COPY copied (n, words) FROM STDIN (FORMAT binary)") { writer in
            var words = PostgresSearchDocument()
            for (index, text) in texts.enumerated() {
                writer.int64(Int64(index))
                words.fill(title: text, body: text, user: 42)
                writer.searchWords(words)
                var literal: [UInt8] = []
                words.appendLiteral(to: &literal)
                literals.append(String(decoding: literal, as: UTF8.self))
                try writer.endRow()
            }
        }

        // then: the binary value equals the literal read by the server, and the literal is
        // already in the form the server writes (sorted, merged, cut as it cuts)
        for (index, literal) in literals.enumerated() {
            let check = try connection.execute(
                "SELECT words = $2::tsvector, $2::tsvector::text FROM copied WHERE n = $1", [String(index), literal])
            XCTAssertTrue(check.bool(0, 0), "row \(index)")
            XCTAssertEqual(check.string(0, 1), literal, "row \(index)")
        }
        let milk = try connection.execute(
            "SELECT array_length(positions, 1), positions[256] FROM copied, unnest(words) WHERE n = 0 AND lexeme = 'milk'")
        XCTAssertEqual(milk.int64(0, 0), 256)
        XCTAssertEqual(milk.int64(0, 1), 256)
    }
}
