@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// Issue 36: the field-stamp triggers (schema 21, 22) are in a store only once it remembers a
/// remote (schema 23), so a store that never syncs neither parses them at open nor runs them
/// in `add`; one that syncs stamps as it did, but not the updates a sync makes itself (25).
final class SQLiteStampTriggerTests: XCTestCase {
    func test_aStoreWithoutARemote_hasNoStampTriggers_andItsFirstRemoteMakesThem() throws {
        // given a store that never knew a remote, with a memo
        let directory = try TemporaryDirectory()
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        let before = try store.create(MemoDraft(title: "made before"), for: user)
        XCTAssertEqual(try stampTriggers(store), [])
        XCTAssertEqual(try stampCount(store), 0)

        // when it remembers a hub, then a CalDAV collection
        _ = try store.remember(url: "postgresql:///hub", for: user)
        _ = try store.remember(url: "https://dav.example/tasks/", for: user)

        // then the triggers are there once, the memo made before stays unstamped, and a new
        // memo has every field stamped, an edit its field
        XCTAssertEqual(try stampTriggers(store), ["memos_stamped_on_insert", "memos_stamped_on_update"])
        XCTAssertEqual(try stampCount(store), 0)
        let after = try store.create(MemoDraft(title: "made after"), for: user)
        XCTAssertEqual(try stampCount(store, memo: after.id), Int64(MemoField.allCases.count))
        _ = try store.modify(ids: [before.id], with: MemoPatch(priority: .set(.high)), for: user)
        XCTAssertEqual(try stampCount(store, memo: before.id), 1)
    }

    func test_aVersion22Store_keepsTheTriggersOnlyWhenItHasARemote() throws {
        // given two stores of version 22, which has the triggers in every store: one with a hub
        let directory = try TemporaryDirectory()
        for (name, remembers) in [("alone.sqlite", false), ("syncing.sqlite", true)] {
            var store = try directory.openSQLite(name)
            let user = try store.logIn(userName: "alice")
            if remembers { _ = try store.remember(url: "postgresql:///hub", for: user) }
            try store.connection.execute(SQLiteVersion24Removal.script + SQLiteVersion23Removal.script + "PRAGMA user_version = 22;")
            XCTAssertEqual(try stampTriggers(store).count, 2, name)
            store.close()

            // when it is opened by this version
            store = try directory.openSQLite(name)

            // then the store without a remote has lost them, the other keeps them and stamps
            XCTAssertEqual(try store.connection.firstRow("PRAGMA user_version") { $0.int64(0) }, Int64(SQLiteSchema.currentVersion))
            XCTAssertEqual(try stampTriggers(store).count, remembers ? 2 : 0, name)
            let memo = try store.create(MemoDraft(title: "new"), for: user)
            XCTAssertEqual(try stampCount(store, memo: memo.id), remembers ? Int64(MemoField.allCases.count) : 0, name)
            store.close()
        }
    }

    func test_anUpdateWhileASyncWrites_isNotStamped_andOneAfterIs() throws {
        // given a store with a hub and a memo made before it (so without stamps)
        let directory = try TemporaryDirectory()
        let store = try directory.openSQLite()
        let user = try store.logIn(userName: "alice")
        let memo = try store.create(MemoDraft(title: "made before"), for: user)
        let remote = try store.remember(url: "postgresql:///hub", for: user)

        // when a sync's transaction updates a field, as `apply` does, and then a command does
        try store.syncTransaction(with: remote) {
            try store.connection.run("UPDATE memos SET priority = 3 WHERE id = ?", [.integer(memo.id)])
        }
        let duringSync = try stampCount(store, memo: memo.id)
        _ = try store.modify(ids: [memo.id], with: MemoPatch(project: .set("home")), for: user)

        // then the sync's update left the stamps to the sync (version 25), the command's stamped its field
        XCTAssertEqual(duringSync, 0)
        XCTAssertEqual(try stampCount(store, memo: memo.id), 1)
    }

    func test_aVersion24Store_getsTheUpdateTriggerThatSyncsLeaveAlone() throws {
        // given two stores of version 24, whose update trigger stamps a sync's writes too: one with a hub
        let directory = try TemporaryDirectory()
        for (name, remembers) in [("alone.sqlite", false), ("syncing.sqlite", true)] {
            var store = try directory.openSQLite(name)
            let user = try store.logIn(userName: "alice")
            let memo = try store.create(MemoDraft(title: "made before"), for: user)
            let remote = remembers ? try store.remember(url: "postgresql:///hub", for: user) : nil
            try store.connection.execute(SQLiteVersion25Removal.script(hasTrigger: remembers) + "PRAGMA user_version = 24;")
            store.close()

            // when it is opened by this version and a sync updates the memo
            store = try directory.openSQLite(name)
            if let remote {
                try store.syncTransaction(with: remote) {
                    try store.connection.run("UPDATE memos SET priority = 3 WHERE id = ?", [.integer(memo.id)])
                }
            }

            // then the store without a hub still has no trigger; the other's stamps nothing in the sync
            XCTAssertEqual(try store.connection.firstRow("PRAGMA user_version") { $0.int64(0) }, Int64(SQLiteSchema.currentVersion))
            XCTAssertEqual(try stampTriggers(store).count, remembers ? 2 : 0, name)
            XCTAssertEqual(try stampCount(store, memo: memo.id), 0, name)
            store.close()
        }
    }

    // MARK: - Private

    private func stampTriggers(_ store: SQLiteMemoRepository) throws -> [String] {
        try store.connection.rows("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'memos_stamped%' ORDER BY name") {
            $0.string(0)
        }
    }

    private func stampCount(_ store: SQLiteMemoRepository, memo: Int64? = nil) throws -> Int64 {
        try store.connection.firstRow(
            "SELECT count(*) FROM memo_stamps WHERE memo_id = coalesce(?, memo_id)", [memo.map(SQLiteValue.integer) ?? .null]
        ) { $0.int64(0) } ?? -1
    }
}
