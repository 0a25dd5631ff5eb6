import CSQLite
import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A page is read from one snapshot of the store. An urgency page of a user with more memos
/// than are read whole (`SQLiteUrgencyQuery.wholeReadLimit`) runs a statement per arm of the
/// urgency formula, reads the memos found by id, then counts what follows: a write another
/// connection commits meanwhile must be in all of that or in none of it.
final class SQLiteSnapshotReadTests: XCTestCase {
    /// Runs `write` once, when the reading connection starts its third statement (SQLite's
    /// statement trace): a read has begun before it, so the write commits mid-read.
    private final class WriteMidRead {
        init(_ write: @escaping () throws -> Void) {
            self.write = write
        }

        let write: () throws -> Void
        var statementsStarted = 0
        var hasRun = false
        var failure: Error?

        func statementStarts() {
            statementsStarted += 1
            guard statementsStarted == 3 else { return }
            hasRun = true
            do { try write() } catch { failure = error }
        }
    }

    func test_urgencyPageByArms_whileAnotherConnectionCommitsMidRead_isThePageOfTheStoreBeforeIt() throws {
        // given: more open memos than are read whole, in many arms (priorities, tags, dates)
        let directory = try TemporaryDirectory()
        let reader = try directory.openSQLite()
        defer { reader.close() }
        let writer = try directory.openSQLite()
        defer { writer.close() }
        let user = try reader.logIn(userName: "alice")
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        // Past the whole read, yet what follows a page is under `MemoPage.moreCountLimit`: counted exactly.
        let count = SQLiteUrgencyQuery.wholeReadLimit + 5
        let priorities: [Priority?] = [nil, .low, .medium, .high]
        var index = 0
        _ = try writer.importMemos(for: user) {
            guard index < count else { return nil }
            defer { index += 1 }
            let due = index % 3 == 0 ? nil : Timestamp(secondsSince1970: now.secondsSince1970 + Int64(index % 40) * 86_400)
            return MemoDraft(
                title: "memo \(index)", created: Timestamp(secondsSince1970: now.secondsSince1970 - Int64(index) * 3_600),
                due: due, priority: priorities[index % priorities.count], tags: index % 2 == 0 ? ["home"] : [])
        }
        let request = MemoPageRequest(filter: MemoFilter(now: now), sort: .urgency, limit: 10, coefficients: .standard)
        let before = try reader.page(request, for: user)
        XCTAssertEqual(before.memos.count, 10)
        XCTAssertEqual(before.more, count - 10)

        // when: while the page is read, another connection adds a memo more urgent than any
        // and makes the page's first memo the least urgent (moving it to another arm)
        let first = try XCTUnwrap(before.memos.first)
        let write = WriteMidRead {
            _ = try writer.create(MemoDraft(title: "added meanwhile", due: now, priority: .high, tags: ["a", "b", "c"]), for: user)
            _ = try writer.modify(ids: [first.id], with: MemoPatch(due: .clear, priority: .clear, removedTags: ["home"]), as: .modify, for: user)
        }
        let context = Unmanaged.passUnretained(write).toOpaque()
        sqlite3_trace_v2(reader.connection.handle, UInt32(SQLITE_TRACE_STMT), { _, context, _, _ in
            guard let context else { return 0 }
            Unmanaged<WriteMidRead>.fromOpaque(context).takeUnretainedValue().statementStarts()
            return 0
        }, context)
        let during = try reader.page(request, for: user)
        sqlite3_trace_v2(reader.connection.handle, 0, nil, nil)

        // then: the page is the one of before the write, whole; the next read has the write
        XCTAssertTrue(write.hasRun)
        XCTAssertNil(write.failure)
        XCTAssertGreaterThan(write.statementsStarted, 10, "the page was read by arms")
        XCTAssertEqual(during.memos.map(\.id), before.memos.map(\.id))
        XCTAssertEqual(during.memos.map(\.priority), before.memos.map(\.priority))
        XCTAssertEqual(during.more, before.more)
        let after = try reader.page(request, for: user)
        XCTAssertEqual(after.memos.first?.title, "added meanwhile")
        XCTAssertFalse(after.memos.contains { $0.id == first.id })
        XCTAssertEqual(after.more, count + 1 - 10)
    }
}
