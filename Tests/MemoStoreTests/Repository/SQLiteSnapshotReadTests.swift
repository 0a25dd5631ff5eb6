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
    /// Runs `write` once, when the reading connection starts its second `SELECT` (SQLite's
    /// statement trace): a read has begun before it, so the write commits mid-read.
    private final class WriteMidRead {
        init(_ write: @escaping () throws -> Void) {
            self.write = write
        }

        let write: () throws -> Void
        var selectsStarted = 0
        var hasRun = false
        var failure: Error?

        /// Traces `repository`'s statements while `read` runs.
        func during<T>(_ read: () throws -> T, of repository: SQLiteMemoRepository) rethrows -> T {
            sqlite3_trace_v2(repository.connection.handle, UInt32(SQLITE_TRACE_STMT), { _, context, _, sql in
                guard let context, let sql, strncmp(sql.assumingMemoryBound(to: CChar.self), "SELECT", 6) == 0 else { return 0 }
                Unmanaged<WriteMidRead>.fromOpaque(context).takeUnretainedValue().selectStarts()
                return 0
            }, Unmanaged.passUnretained(self).toOpaque())
            defer { sqlite3_trace_v2(repository.connection.handle, 0, nil, nil) }
            return try read()
        }

        private func selectStarts() {
            selectsStarted += 1
            guard selectsStarted == 2 else { return }
            hasRun = true
            do { try write() } catch { failure = error }
        }
    }

    func test_urgencyPageByArms_whileAnotherConnectionCommitsMidRead_isThePageOfTheStoreBeforeIt() throws {
        // given: more open memos than are read whole, in many arms (priorities, tags, dates)
        let directory = try TemporaryDirectory()
        let (reader, writer) = try twoConnections(to: directory)
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
        let during = try write.during({ try reader.page(request, for: user) }, of: reader)

        // then: the page is the one of before the write, whole; the next read has the write
        XCTAssertTrue(write.hasRun)
        XCTAssertNil(write.failure)
        XCTAssertGreaterThan(write.selectsStarted, 10, "the page was read by arms")
        XCTAssertEqual(during.memos.map(\.id), before.memos.map(\.id))
        XCTAssertEqual(during.memos.map(\.priority), before.memos.map(\.priority))
        XCTAssertEqual(during.more, before.more)
        let after = try reader.page(request, for: user)
        XCTAssertEqual(after.memos.first?.title, "added meanwhile")
        XCTAssertFalse(after.memos.contains { $0.id == first.id })
        XCTAssertEqual(after.more, count + 1 - 10)
    }

    func test_memoHistory_whileAnotherConnectionCommitsMidRead_holdsTheMemoAsItsEntriesLeaveIt() throws {
        // given: a memo added, then retitled
        let directory = try TemporaryDirectory()
        let (reader, writer) = try twoConnections(to: directory)
        let user = try reader.logIn(userName: "alice")
        let memo = try writer.create(MemoDraft(title: "first title"), for: user)
        _ = try writer.modify(ids: [memo.id], with: MemoPatch(title: "second title"), as: .edit, for: user)
        let before = try reader.memoHistory(id: memo.id, for: user)
        XCTAssertEqual(before.entries.count, 2)

        // when: another connection retitles it again while its history is read
        let write = WriteMidRead {
            _ = try writer.modify(ids: [memo.id], with: MemoPatch(title: "third title"), as: .edit, for: user)
        }
        let during = try write.during({ try reader.memoHistory(id: memo.id, for: user) }, of: reader)

        // then: the memo as it is now is the one its last entry left, not a later one
        XCTAssertTrue(write.hasRun)
        XCTAssertNil(write.failure)
        XCTAssertEqual(during.entries.count, 2)
        XCTAssertEqual(during.current?.title, "second title")
        XCTAssertEqual(try reader.memoHistory(id: memo.id, for: user).current?.title, "third title")
    }

    /// The store in `directory` opened twice: by the connection that reads and by the one
    /// that writes meanwhile.
    private func twoConnections(to directory: TemporaryDirectory) throws -> (SQLiteMemoRepository, SQLiteMemoRepository) {
        (try directory.openSQLite(), try directory.openSQLite())
    }
}
