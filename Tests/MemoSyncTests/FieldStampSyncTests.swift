import CSQLite
import Foundation
@testable import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// The review's machines: a field goes to its own later change, by the time of that change and
/// then the replica's identity, never by the memo's time or the values.
final class FieldStampSyncTests: XCTestCase {
    func test_theLaterPriorityHolds_thoughTheOtherMachineAnnotatedLater() throws {
        let (stores, desktop, laptop, memo, start) = try priorityLowThenHighTwoSecondsLater()
        var note = MemoPatch()
        note.addedAnnotations = [MemoAnnotation(entry: start, description: "called the landlord")]
        _ = try desktop.store.modify(ids: [memo.id], with: note, for: desktop.user)
        try desktop.stamp(memo.id, .annotations, at: Timestamp(secondsSince1970: start.secondsSince1970 + 3))
        try desktop.sync()
        try laptop.sync()
        try desktop.sync()
        for machine in [desktop, laptop] {
            let merged = try XCTUnwrap(machine.memo(uuid: memo.uuid))
            XCTAssertEqual(merged.priority, .high, "the laptop's priority was set last")
            XCTAssertEqual(merged.annotations.map(\.description), ["called the landlord"])
        }
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
        XCTAssertEqual(try hubContents(stores), try laptop.contents())
    }

    func test_twoChangesInOneSecond_goToTheGreaterReplica_whicheverSyncsFirst() throws {
        for desktopFirst in [true, false] {
            let (_, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
            let second = Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 - 60)
            _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: desktop.user)
            try desktop.stamp(memo.id, .priority, at: second)
            _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.medium)), for: laptop.user)
            try laptop.stamp(there.id, .priority, at: second)
            let laptopWins = try FieldStamp(time: second, replica: laptop.replicaIdentity()) > FieldStamp(time: second, replica: desktop.replicaIdentity())
            let order = desktopFirst ? [desktop, laptop, desktop] : [laptop, desktop, laptop]
            for machine in order { try machine.sync() }
            for machine in [desktop, laptop] {
                XCTAssertEqual(try machine.memo(uuid: memo.uuid)?.priority, laptopWins ? .medium : .low, "desktop first: \(desktopFirst)")
            }
        }
    }

    func test_theHubKeepsTheStampsAReplicaMerged_andStampsItsOwnCommands() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        // A store stamps its edits once it syncs with something: here, once it knows the hub.
        _ = try laptop.replicaIdentity()
        let memo = try laptop.add("Pay rent")
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        let at = Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 - 30)
        try laptop.stamp(memo.id, .priority, at: at)
        try laptop.sync()
        let hub = try stores.hub()
        defer { hub.close() }
        let owner = try hub.logIn(userName: "alice")
        let held = try XCTUnwrap(hub.stampedMemos(uuids: [memo.uuid], for: owner)[memo.uuid])
        XCTAssertEqual(held.stamps[.priority], FieldStamp(time: at, replica: try laptop.replicaIdentity()))
        _ = try hub.modify(ids: [held.memo.id], with: MemoPatch(title: "Pay the rent"), for: owner)
        let after = try XCTUnwrap(hub.stampedMemos(uuids: [memo.uuid], for: owner)[memo.uuid])
        XCTAssertEqual(after.stamps[.title]?.replica, "hub", "a command on the hub stamps what it changed")
        XCTAssertEqual(after.stamps[.priority], held.stamps[.priority], "and leaves the other stamps")
    }

    func test_aStoreThatSyncsWithNothing_keepsNoStamps_untilItKnowsARemote() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let memo = try laptop.add("Pay rent")
        let stamps = { try laptop.store.connection.firstRow("SELECT count(*) FROM memo_stamps", [], { $0.int64(0) }) ?? -1 }

        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        XCTAssertEqual(try stamps(), 0)
        _ = try laptop.replicaIdentity()
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: laptop.user)

        XCTAssertEqual(try stamps(), 1)
    }

    func test_aStoreThatNeverSynced_hasNoStampTriggers_andAfterItsFirstSyncMergesFieldByField() throws {
        // given a memo made on a desktop that has never named a remote: no stamp triggers there
        let stores = try SyncTestStores()
        let desktop = try TestMachine("desktop", in: stores)
        let laptop = try TestMachine("laptop", in: stores)
        let memo = try desktop.add("Pay rent")
        let triggers = "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'memos_stamped%'"
        XCTAssertEqual(try desktop.store.connection.firstRow(triggers) { $0.int64(0) }, 0)
        try desktop.sync()
        try laptop.sync()
        let there = try XCTUnwrap(laptop.memo(uuid: memo.uuid))

        // when each changes a field of it, the desktop's title first, and both sync
        XCTAssertEqual(try desktop.store.connection.firstRow(triggers) { $0.int64(0) }, 2)
        _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(title: "Pay the rent"), for: desktop.user)
        _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        for machine in [laptop, desktop, laptop] { try machine.sync() }

        // then both changes hold everywhere, each by its own stamp
        for machine in [desktop, laptop] {
            let merged = try XCTUnwrap(machine.memo(uuid: memo.uuid))
            XCTAssertEqual(merged.title, "Pay the rent")
            XCTAssertEqual(merged.priority, .high)
        }
        XCTAssertEqual(try hubContents(stores), try desktop.contents())
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
    }

    func test_aVersion11ReplicaAndHub_migrateInPlace_andStampWhatChangesAfter() throws {
        let stores = try SyncTestStores(migrated: false)
        try PostgresSchema.migrate(try PostgresConnection(connectionString: stores.hubURI), to: 11)
        try stores.hubScript(
            """
            INSERT INTO users(name) VALUES ('alice');
            INSERT INTO memos(user_id, uuid, title, done, created, updated, search)
            SELECT id, '0190a000-0000-7000-8000-0000000000b1', 'On the hub', false, to_timestamp(1700000000), to_timestamp(1700000100), ''::tsvector
            FROM users WHERE name = 'alice'
            """)
        // A version 12 file: a store of today without what version 13 adds.
        do {
            let old = try TestMachine("laptop", in: stores)
            try old.add("Here") { $0.uuid = "0190a000-0000-7000-8000-0000000000a1" }
            old.store.close()
        }
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(stores.directory.path + "/laptop.sqlite", &handle), SQLITE_OK)
        let script = SQLiteVersion24Removal.script + SQLiteVersion23Removal.script + SQLiteVersion22Removal.script + SQLiteVersion21Removal.script + SQLiteVersion20Removal.script + SQLiteVersion19Removal.script + SQLiteVersion18Removal.script + SQLiteVersion17Removal.script + SQLiteVersion16Removal.script + SQLiteVersion15Removal.script + SQLiteVersion14Removal.script + SQLiteVersion13Removal.script + "PRAGMA user_version = 12;"
        XCTAssertEqual(sqlite3_exec(handle, script, nil, nil, nil), SQLITE_OK, String(cString: sqlite3_errmsg(handle)))
        sqlite3_close(handle)
        let laptop = try TestMachine("laptop", in: stores)
        try laptop.sync()
        XCTAssertEqual(Set(try laptop.contents().values.map(\.title)), ["On the hub", "Here"])
        XCTAssertEqual(try hubContents(stores), try laptop.contents())
        let here = try XCTUnwrap(laptop.memo(uuid: "0190a000-0000-7000-8000-0000000000a1"))
        _ = try laptop.store.modify(ids: [here.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        try laptop.stamp(here.id, .priority, at: Timestamp(secondsSince1970: 1_800_000_000), memoToo: false)
        try laptop.sync()
        let hub = try stores.hub()
        defer { hub.close() }
        let held = try hub.stampedMemos(uuids: [here.uuid], for: try hub.logIn(userName: "alice"))[here.uuid]
        XCTAssertEqual(held?.stamps[.priority], FieldStamp(time: Timestamp(secondsSince1970: 1_800_000_000), replica: try laptop.replicaIdentity()))
    }

    func test_undoAfterASync_leavesAndNamesTheFieldsThatChangedElsewhereSince() throws {
        let (_, desktop, laptop, memo, _) = try priorityLowThenHighTwoSecondsLater()
        _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(title: "Pay the rent"), for: desktop.user)
        try laptop.sync()
        try desktop.sync()
        XCTAssertEqual(try desktop.memo(memo.id).priority, .high, "the laptop's later priority")
        let undone = try desktop.store.undoLastChange(for: desktop.user)
        XCTAssertEqual(undone.kind, .modify)
        XCTAssertEqual(undone.leftAlone, [], "the retitle changed nothing that came from elsewhere")
        XCTAssertEqual(try desktop.memo(memo.id).title, "Pay rent")
        let priority = try desktop.store.undoLastChange(for: desktop.user)
        XCTAssertEqual(priority.leftAlone, [.priority])
        XCTAssertEqual(try desktop.memo(memo.id).priority, .high, "left as the sync left it")
    }

    func test_undoOnAHubUsedDirectly_namesTheFieldAReplicaChangedSince() throws {
        let (laptop, memo, hub, owner, onHub) = try hubCommandOnALaptopsMemo()
        defer { hub.close() }
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: laptop.user)
        try laptop.stamp(memo.id, .priority, at: Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 + 60))
        try laptop.sync()
        let undone = try hub.undoLastChange(for: owner)
        XCTAssertEqual(undone.leftAlone, [.priority])
        XCTAssertEqual(try hub.memo(id: onHub.id, for: owner).priority, .low)
    }
}
