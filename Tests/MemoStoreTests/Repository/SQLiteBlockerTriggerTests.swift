@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// The triggers that work `blocked` out again for the memos waiting on a memo first check that
/// some memo waits on it (schema version 10): without the check, adding, finishing or
/// deleting any memo ran their UPDATE, which built a temporary table each time.
final class SQLiteBlockerTriggerTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var path: String { directory.file("store.sqlite") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    func test_newStore_hasNoBlockerTriggers_untilAMemoWaits_thenOnesRunOnlyForAMemoOthersWaitOn() throws {
        let store = try SQLiteMemoRepository(path: path)
        let user = try store.logIn(userName: "alice")
        let blocker = try store.create(MemoDraft(title: "blocker"), for: user)
        XCTAssertEqual(try guardedTriggers(store), [])

        var draft = MemoDraft(title: "waits")
        draft.dependencies = [.id(blocker.id)]
        let waits = try store.create(draft, for: user)

        XCTAssertEqual(try guardedTriggers(store), Self.triggers)
        XCTAssertTrue(try store.memo(id: waits.id, for: user).isBlocked)
    }

    func test_version9Store_migrated_guardsItsTriggers_andStillFreesTheWaitingMemo() throws {
        // given: a store of version 9, with version 8's unguarded triggers and a blocked memo
        var store = try SQLiteMemoRepository(path: path)
        let user = try store.logIn(userName: "alice")
        let blocker = try store.create(MemoDraft(title: "blocker"), for: user)
        var draft = MemoDraft(title: "waits")
        draft.dependencies = [.id(blocker.id)]
        let waits = try store.create(draft, for: user)
        // Versions 11's `ended`, 12's `parent`, 13's and 14's additions go too, so every later version migrates again.
        let version11 = ["memos", "change_memos", "sync_base", "sync_outbox", "sync_conflicts"]
            .map { "ALTER TABLE \($0) DROP COLUMN ended;" }.joined()
        try store.connection.execute(
            SQLiteVersion24Removal.script + SQLiteVersion23Removal.script + SQLiteVersion22Removal.script + SQLiteVersion21Removal.script + SQLiteVersion20Removal.script + SQLiteVersion19Removal.script + SQLiteVersion18Removal.script + SQLiteVersion17Removal.script + SQLiteVersion16Removal.script + SQLiteVersion15Removal.script + SQLiteVersion14Removal.script + SQLiteVersion13Removal.script + SQLiteVersion12Removal.script + Self.triggers.map { "DROP TRIGGER \($0);" }.joined()
                + SQLiteSchema.blockerTriggers(onlyWhenWaitedOn: false) + version11 + "PRAGMA user_version = 9;")
        XCTAssertEqual(try guardedTriggers(store), [])
        store.close()

        // when
        store = try SQLiteMemoRepository(path: path)

        // then
        XCTAssertEqual(try guardedTriggers(store), Self.triggers)
        XCTAssertTrue(try store.memo(id: waits.id, for: user).isBlocked)
        _ = try store.setDone(true, ids: [blocker.id], timeZone: .utc, for: user)
        XCTAssertFalse(try store.memo(id: waits.id, for: user).isBlocked)
        _ = try store.setDone(false, ids: [blocker.id], timeZone: .utc, for: user)
        XCTAssertTrue(try store.memo(id: waits.id, for: user).isBlocked)
        _ = try store.delete(ids: [blocker.id], for: user)
        XCTAssertFalse(try store.memo(id: waits.id, for: user).isBlocked)
    }

    func test_version23Store_migrated_dropsTheTriggersWithoutDependencies_andKeepsThemWithSome() throws {
        // given two version 23 stores, one with a memo waiting on another
        var plain = try SQLiteMemoRepository(path: directory.file("plain.sqlite"))
        let alice = try plain.logIn(userName: "alice")
        let memo = try plain.create(MemoDraft(title: "alone"), for: alice)
        try plain.connection.execute(SQLiteVersion24Removal.script + "PRAGMA user_version = 23;")
        plain.close()
        var waiting = try SQLiteMemoRepository(path: path)
        let user = try waiting.logIn(userName: "alice")
        let blocker = try waiting.create(MemoDraft(title: "blocker"), for: user)
        var draft = MemoDraft(title: "waits")
        draft.dependencies = [.id(blocker.id)]
        let waits = try waiting.create(draft, for: user)
        try waiting.connection.execute(SQLiteVersion24Removal.script + "PRAGMA user_version = 23;")
        waiting.close()

        // when both are opened
        plain = try SQLiteMemoRepository(path: directory.file("plain.sqlite"))
        waiting = try SQLiteMemoRepository(path: path)

        // then only the store with dependencies keeps the triggers; the other refuses a raw
        // write of a dependency (the sqlite3 shell's) rather than leave it unblocked
        XCTAssertEqual(try dependencyTriggers(plain), [])
        XCTAssertThrowsError(try plain.connection.execute("UPDATE memos SET depends = 'x' WHERE id = \(memo.id)")) {
            XCTAssertTrue("\($0)".contains(SQLiteSchema.dependencyGuardMessage), "\($0)")
        }
        XCTAssertEqual(try dependencyTriggers(waiting), SQLiteSchema.dependencyTriggerNames.sorted())
        XCTAssertTrue(try waiting.memo(id: waits.id, for: user).isBlocked)
        _ = try waiting.setDone(true, ids: [blocker.id], timeZone: .utc, for: user)
        XCTAssertFalse(try waiting.memo(id: waits.id, for: user).isBlocked)
        plain.close()
        waiting.close()
    }

    // MARK: - Private

    /// The store's dependency triggers, by name.
    private func dependencyTriggers(_ store: SQLiteMemoRepository) throws -> [String] {
        let names = SQLiteSchema.dependencyTriggerNames.map { "'\($0)'" }.joined(separator: ", ")
        return try store.connection.rows(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name IN (\(names)) ORDER BY name") { $0.string(0) }
    }

    private static let triggers = ["memos_blocker_added", "memos_blocker_done", "memos_blocker_removed"]

    /// The blocker triggers whose WHEN first looks the memo's uuid up in `memo_waits`.
    private func guardedTriggers(_ store: SQLiteMemoRepository) throws -> [String] {
        try store.connection.rows(
            """
            SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'memos_blocker_%'
            AND sql LIKE '%WHEN % AND EXISTS (SELECT 1 FROM memo_waits WHERE user_id = ___.user_id AND uuid = ___.uuid) BEGIN%'
            ORDER BY name
            """) { $0.string(0) }
    }
}
