@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A row's columns read each by one look-up (`optionalString`, `optionalInt64`) say what
/// SQLite's own calls for them say: NULL is nil, empty text is empty, text comes back byte for
/// byte (bytes that are not UTF-8 repaired as `String(decoding:)` repairs them), and an
/// integer stored as text or as a number reads as that integer.
final class SQLiteColumnReadTests: XCTestCase {
    func test_oneLookUpReads_sayWhatSQLitesOwnCallsSay_forEveryKindOfValue() throws {
        // given
        let directory = try TemporaryDirectory()
        let store = try directory.openSQLite()
        let sql = "SELECT NULL, '', 'x', 'Ünïcödé 東京 🎉', CAST(X'61FF62' AS TEXT), 42, '12', -7, 3.5"
        // when
        let read = try store.connection.firstRow(sql, []) { row in
            (0..<9).map { column in (row.optionalString(column), row.string(column), row.optionalInt64(column), row.isNull(column)) }
        }
        // then
        let columns = try XCTUnwrap(read)
        XCTAssertEqual(columns.map(\.0), [nil, "", "x", "Ünïcödé 東京 🎉", "a\u{FFFD}b", "42", "12", "-7", "3.5"])
        XCTAssertEqual(columns.map(\.1), ["", "", "x", "Ünïcödé 東京 🎉", "a\u{FFFD}b", "42", "12", "-7", "3.5"])
        XCTAssertEqual(columns.map(\.2), [nil, 0, 0, 0, 0, 42, 12, -7, 3])
        XCTAssertEqual(columns.map(\.3), [true, false, false, false, false, false, false, false, false])
    }
}
