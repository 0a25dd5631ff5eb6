import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Text PostgreSQL holds in its own way, read back exactly: tags with array punctuation, and
/// NUL (which a text column cannot hold, so `PostgresText` writes it as U+E000 `0`) beside
/// U+E000 itself. What every engine must do is the contract suites' (MemoStoreTests/Postgres).
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
}
