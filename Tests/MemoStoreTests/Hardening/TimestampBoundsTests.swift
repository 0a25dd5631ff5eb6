import CSQLite
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Issue 13, item 5: every time is within the years 1…9999, what ISO 8601 with four digits
/// can write, so what export writes import reads back.
final class TimestampBoundsTests: XCTestCase {
    func test_leapSecond_isRefused() {
        XCTAssertNil(Timestamp(iso8601: "9999-12-31T23:59:60Z"))
        XCTAssertNil(Timestamp(iso8601: "2016-12-31T23:59:60Z"))
    }

    func test_yearZero_andOffsetsPushingOutsideTheYears1To9999_areRefused() {
        XCTAssertNil(Timestamp(iso8601: "0000-06-01"))
        XCTAssertNil(Timestamp(iso8601: "0000-12-31T23:00:00-23:59"))
        XCTAssertNil(Timestamp(iso8601: "0001-01-01T00:00:00+23:59"))
        XCTAssertNil(Timestamp(iso8601: "0001-01-01T00:00:00+00:01"))
        XCTAssertNil(Timestamp(iso8601: "9999-12-31T23:59:59-00:01"))
        XCTAssertNil(Timestamp(iso8601: "9999-12-31T12:00:00-23:59"))
    }

    func test_theBoundsThemselves_parseAndRender() {
        XCTAssertEqual(Timestamp(iso8601: "0001-01-01T00:00:00Z")?.secondsSince1970, Timestamp.earliest)
        XCTAssertEqual(Timestamp(iso8601: "9999-12-31T23:59:59Z")?.secondsSince1970, Timestamp.latest)
        XCTAssertEqual(Timestamp(iso8601: "0001-01-01T23:59:00+23:59")?.secondsSince1970, Timestamp.earliest)
        XCTAssertEqual(Timestamp(secondsSince1970: Timestamp.earliest).iso8601, "0001-01-01T00:00:00Z")
        XCTAssertEqual(Timestamp(secondsSince1970: Timestamp.latest).iso8601, "9999-12-31T23:59:59Z")
    }

    func test_anyStoredInteger_evenInt64Extremes_isClampedAndRenders() {
        XCTAssertEqual(Timestamp(secondsSince1970: .min).iso8601, "0001-01-01T00:00:00Z")
        XCTAssertEqual(Timestamp(secondsSince1970: .max).iso8601, "9999-12-31T23:59:59Z")
        XCTAssertNil(Timestamp(exactly: .min))
        XCTAssertNil(Timestamp(exactly: Timestamp.latest + 1))
    }

    func test_whatIsRendered_parsesBackToTheSameSecond_forExtremesAndRandomValues() {
        var generator = SystemRandomNumberGenerator()
        var values: [Int64] = [.min, .max, Timestamp.earliest, Timestamp.latest, 0, -1, 1, 951_782_400, -62_135_596_801]
        for _ in 0..<2_000 { values.append(Int64.random(in: .min ... .max, using: &generator)) }
        for _ in 0..<2_000 { values.append(Int64.random(in: Timestamp.earliest...Timestamp.latest, using: &generator)) }
        for value in values {
            let time = Timestamp(secondsSince1970: value)
            XCTAssertEqual(time.iso8601.utf8.count, 20, "\(value)")
            XCTAssertEqual(Timestamp(iso8601: time.iso8601), time, "\(value) as \(time.iso8601)")
        }
    }

    func test_storedInt64Min_readsWithoutTrapping() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("memos.sqlite")
        let store = try SQLiteMemoRepository(path: path)
        defer { store.close() }
        let alice = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "odd times"), for: alice)
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        XCTAssertEqual(sqlite3_exec(handle, "UPDATE memos SET created = -9223372036854775808, updated = 9223372036854775807", nil, nil, nil), SQLITE_OK)
        sqlite3_close(handle)

        let read = try store.memo(id: memo.id, for: alice)

        XCTAssertEqual(read.created.iso8601, "0001-01-01T00:00:00Z")
        XCTAssertEqual(read.updated.iso8601, "9999-12-31T23:59:59Z")
    }
}
