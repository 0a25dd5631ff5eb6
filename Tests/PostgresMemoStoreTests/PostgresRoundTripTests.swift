import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Creating, reading, changing and deleting memos, every field, every user apart.
final class PostgresRoundTripTests: PostgresRepositoryTestCase {
    private let due = Timestamp(secondsSince1970: 1_800_000_000)

    func test_create_everyField_readsBackTheSame() throws {
        // given
        let draft = MemoDraft(
            uuid: "u-1", title: "Pay tax", body: "line one\nline\ttwo \\ \"quoted\"", isDone: false,
            created: Timestamp(secondsSince1970: 1_700_000_000), updated: Timestamp(secondsSince1970: 1_700_000_100),
            due: due, wait: Timestamp(secondsSince1970: 1_799_000_000), priority: .high, project: "work.q4",
            tags: ["zeta", "alpha", "a,b", "{x}", "alpha"], recur: Recurrence("monthly"))
        // when
        let memo = try store.create(draft, for: user)
        // then
        XCTAssertEqual(memo.tags, ["a,b", "alpha", "zeta", "{x}"])
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
        XCTAssertEqual(memo.uuid, "u-1")
        XCTAssertEqual(memo.priority, .high)
        XCTAssertEqual(memo.recur, Recurrence("monthly"))
        XCTAssertEqual(try store.counts(for: user), MemoCounts(open: 1, done: 0))
    }

    func test_create_textWithNULAndPrivateUseCharacters_survives() throws {
        let title = "a\u{0}b \u{E000}0 \u{E000}\u{E000}"
        let memo = try store.create(MemoDraft(title: title, body: "\u{0}"), for: user)
        XCTAssertEqual(try store.memo(id: memo.id, for: user).title, title)
        XCTAssertEqual(try store.memo(id: memo.id, for: user).body, "\u{0}")
    }

    func test_create_withoutUUID_givesDistinctOnes() throws {
        let first = try store.create(MemoDraft(title: "one"), for: user)
        let second = try store.create(MemoDraft(title: "two"), for: user)
        XCTAssertNotEqual(first.uuid, second.uuid)
        XCTAssertEqual(first.uuid.count, 36)
    }

    func test_create_badFields_writesNothing() throws {
        assertThrows(MemoStoreError.invalidTitle("only whitespace"), try store.create(MemoDraft(title: "  "), for: user))
        assertStoreError(try store.create(MemoDraft(title: "t", project: "a b"), for: user), contains: "invalid project: contains whitespace")
        assertStoreError(try store.create(MemoDraft(title: "t", tags: ["+x"]), for: user), contains: "invalid tags")
        assertStoreError(try store.create(MemoDraft(title: "t", recur: Recurrence("daily")), for: user), contains: "invalid recur: needs a due date")
        XCTAssertEqual(try allMemos(of: user), [])
        XCTAssertEqual(try store.history(limit: 10, for: user), [])
    }

    func test_anotherUsersMemo_answersAsMissing() throws {
        let memo = try store.create(MemoDraft(title: "mine"), for: user)
        let bob = try store.logIn(userName: "bob")
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try store.memo(id: memo.id, for: bob))
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try store.delete(ids: [memo.id], for: bob))
        assertThrows(MemoStoreError.memoNotFound(id: memo.id), try store.setDone(true, ids: [memo.id], timeZone: .utc, for: bob))
        XCTAssertEqual(try store.page(MemoPageRequest(filter: .all), for: bob).memos, [])
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
    }

    func test_logIn_sameName_sameUser_andBadNameRefused() throws {
        XCTAssertEqual(try store.logIn(userName: "alice"), user)
        XCTAssertNotEqual(try store.logIn(userName: "bob").id, user.id)
        assertThrows(MemoStoreError.invalidUserName("empty"), try store.logIn(userName: " "))
    }

    func test_modify_titleOnly_isAnEdit_andAMissingIdChangesNothing() throws {
        let a = try store.create(oldDraft("a"), for: user)
        XCTAssertEqual(try store.modify(ids: [a.id], with: MemoPatch(title: "A"), for: user).first?.title, "A")
        XCTAssertEqual(try store.history(limit: 1, for: user).first?.kind, .edit)
        assertThrows(MemoStoreError.memoNotFound(id: a.id + 100),
                     try store.modify(ids: [a.id, a.id + 100], with: MemoPatch(title: "B"), for: user))
        XCTAssertEqual(try store.memo(id: a.id, for: user).title, "A")
    }

    func test_modify_clearingDueOfARecurringMemo_isRefused() throws {
        let memo = try store.create(MemoDraft(title: "r", due: due, recur: Recurrence("weekly")), for: user)
        assertStoreError(try store.modify(ids: [memo.id], with: MemoPatch(due: .clear), for: user), contains: "needs a due date")
        XCTAssertEqual(try store.memo(id: memo.id, for: user), memo)
    }

    func test_setDone_alreadyDone_recordsNothing() throws {
        let memo = try store.create(MemoDraft(title: "done", isDone: true), for: user)
        let completion = try store.setDone(true, ids: [memo.id], timeZone: .utc, for: user)
        XCTAssertEqual(completion.memos, [memo])
        XCTAssertEqual(try store.history(limit: 10, for: user).map(\.kind), [.add])
    }

    func test_changeToken_changesWithEveryCommitFromAnotherConnection() throws {
        let other = try makeRepository()
        defer { other.close() }
        let before = try store.changeToken()
        XCTAssertEqual(try store.changeToken(), before)
        _ = try other.create(MemoDraft(title: "elsewhere"), for: user)
        XCTAssertNotEqual(try store.changeToken(), before)
    }
}
