import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Import (COPY, all or nothing, idempotent by uuid) and export (oldest first).
final class PostgresInterchangeTests: PostgresRepositoryTestCase {
    func test_import_sameFileTwice_addsNothingTheSecondTime() throws {
        let drafts = [
            MemoDraft(uuid: "a", title: "one", body: "tab\there\nnewline \\ back", isDone: true,
                      created: Timestamp(secondsSince1970: 1_600_000_000), updated: Timestamp(secondsSince1970: 1_600_000_500),
                      due: Timestamp(secondsSince1970: 1_700_000_000), priority: .medium, project: "p.q", tags: ["x", "y"],
                      recur: Recurrence("2w")),
            MemoDraft(uuid: "b", title: "two \u{0} nul"),
            MemoDraft(uuid: "a", title: "repeated uuid"),
        ]
        XCTAssertEqual(try importing(drafts), ImportSummary(added: 2, skipped: 1))
        let stored = try allMemos(of: user)
        XCTAssertEqual(stored.map(\.title), ["one", "two \u{0} nul"])
        XCTAssertEqual(stored[0].tags, ["x", "y"])
        XCTAssertEqual(stored[0].recur, Recurrence("2w"))
        XCTAssertEqual(stored[0].created, Timestamp(secondsSince1970: 1_600_000_000))
        XCTAssertEqual(stored[0].body, "tab\there\nnewline \\ back")
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 1))
        XCTAssertEqual(try importing(drafts), ImportSummary(added: 0, skipped: 3))
        XCTAssertEqual(try allMemos(of: user), stored)
        XCTAssertEqual(try store.history(limit: 10, for: user).map(\.kind), [.import])
    }

    func test_import_uuidsAreUniquePerUser_notAcrossUsers() throws {
        _ = try importing([MemoDraft(uuid: "same", title: "alice's")])
        let bob = try store.logIn(userName: "bob")
        var drafts = [MemoDraft(uuid: "same", title: "bob's")].makeIterator()
        XCTAssertEqual(try store.importMemos(for: bob) { drafts.next() }, ImportSummary(added: 1, skipped: 0))
    }

    func test_import_aBadRecord_importsNothing() throws {
        let drafts = [MemoDraft(title: "fine"), MemoDraft(title: "also fine"), MemoDraft(title: "bad", project: "a..b")]
        assertThrows(MemoStoreError.invalidRecord(index: 3, reason: "invalid project: has an empty part between dots"),
                     try importing(drafts))
        XCTAssertEqual(try allMemos(of: user), [])
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 0, done: 0))
        XCTAssertEqual(try store.history(limit: 10, for: user), [])
        // The session is still usable, temporary table and all.
        XCTAssertEqual(try importing([MemoDraft(title: "again")]), ImportSummary(added: 1, skipped: 0))
    }

    func test_import_anErrorFromTheReader_importsNothing() throws {
        struct ReaderFailure: Error {}
        var count = 0
        XCTAssertThrowsError(try store.importMemos(for: user) {
            count += 1
            if count == 3 { throw ReaderFailure() }
            return MemoDraft(title: "memo \(count)")
        }) { XCTAssertTrue($0 is ReaderFailure) }
        XCTAssertEqual(try allMemos(of: user), [])
    }

    func test_export_isOldestFirst_andOnlyTheUsers() throws {
        let bob = try store.logIn(userName: "bob")
        var created: [Memo] = []
        for index in 0..<5 {
            if index == 2 { _ = try store.create(MemoDraft(title: "bob's"), for: bob) }
            created.append(try store.create(MemoDraft(title: "memo \(index)"), for: user))
        }
        _ = try importing((0..<2_500).map { MemoDraft(title: "bulk \($0)") })
        let exported = try allMemos(of: user)
        XCTAssertEqual(exported.count, 2_505)
        XCTAssertEqual(exported.map(\.id), exported.map(\.id).sorted())
        XCTAssertEqual(Array(exported.prefix(5)), created)
        XCTAssertEqual(exported.last?.title, "bulk 2499")
    }

    // MARK: - Private

    private func importing(_ drafts: [MemoDraft]) throws -> ImportSummary {
        var iterator = drafts.makeIterator()
        return try store.importMemos(for: user) { iterator.next() }
    }
}
