import CSQLite
import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A page is read from one snapshot of the store. An urgency page runs a statement per arm
/// of the urgency formula, then reads the memos found: a write that another connection
/// commits meanwhile must not be in some of them and not in others.
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

    func test_urgencyPage_whileAnotherConnectionCommitsMidRead_isThePageOfTheStoreBeforeIt() throws {
        // given: open memos in several arms of the urgency formula
        let directory = try TemporaryDirectory()
        let path = directory.file("memos.sqlite")
        let reader = try SQLiteMemoRepository(path: path)
        defer { reader.close() }
        let writer = try SQLiteMemoRepository(path: path)
        defer { writer.close() }
        let user = try reader.logIn(userName: "alice")
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        let priorities: [Priority?] = [nil, .low, .medium, .high]
        var lowest: Int64 = 0
        for index in 0..<24 {
            let due = index % 3 == 0 ? nil : Timestamp(secondsSince1970: now.secondsSince1970 + Int64(index) * 86_400)
            let draft = MemoDraft(
                title: "memo \(index)", due: due, priority: priorities[index % priorities.count], tags: index % 2 == 0 ? ["home"] : [])
            let memo = try writer.create(draft, for: user)
            if index == 0 { lowest = memo.id }
        }
        let request = MemoPageRequest(filter: MemoFilter(now: now), sort: .urgency, limit: 100, coefficients: .standard)
        let before = try reader.page(request, for: user)
        XCTAssertEqual(before.memos.count, 24)

        // when: while the page is read, another connection adds the most urgent memo and
        // takes the least urgent one's tag and priority (moving it to another arm)
        let write = WriteMidRead {
            _ = try writer.create(MemoDraft(title: "added meanwhile", due: now, priority: .high), for: user)
            _ = try writer.modify(ids: [lowest], with: MemoPatch(priority: .set(.high)), as: .modify, for: user)
        }
        let context = Unmanaged.passUnretained(write).toOpaque()
        sqlite3_trace_v2(reader.connection.handle, UInt32(SQLITE_TRACE_STMT), { _, context, _, _ in
            guard let context else { return 0 }
            Unmanaged<WriteMidRead>.fromOpaque(context).takeUnretainedValue().statementStarts()
            return 0
        }, context)
        let during = try reader.page(request, for: user)
        sqlite3_trace_v2(reader.connection.handle, 0, nil, nil)

        // then: the page is the one of before the write, whole; the next page has the write
        XCTAssertTrue(write.hasRun)
        XCTAssertNil(write.failure)
        XCTAssertEqual(during.memos.map(\.id), before.memos.map(\.id))
        XCTAssertEqual(during.memos.map(\.priority), before.memos.map(\.priority))
        let after = try reader.page(request, for: user)
        XCTAssertEqual(after.memos.count, 25)
        XCTAssertEqual(after.memos.first?.title, "added meanwhile")
        XCTAssertEqual(Set(after.memos.map(\.id)).count, 25)
    }
}
