import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import XCTest

/// Issue 32's "from laptop": what a sync brings is named, in the history of the replica that
/// takes it, by the machines whose changes won the fields it changes, as they named themselves
/// at the hub; where one of them is not known, by the hub as the replica remembers it.
final class ArrivalMachineTests: XCTestCase {
    func test_aPriorityMadeOnTheLaptop_isNamedLaptop_inTheDesktopsHistory() throws {
        // given the laptop's priority, synced
        let (_, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        try change(there.id, on: laptop, MemoPatch(priority: .set(.low)))
        // when the desktop syncs
        try desktop.sync()
        // then its entry names the laptop
        let arrived = try XCTUnwrap(desktop.store.memoHistory(id: memo.id, for: desktop.user).steps.last)
        XCTAssertEqual(arrived.change.kind, .sync)
        XCTAssertEqual(arrived.change.origin, "laptop")
        XCTAssertEqual(arrived.differences.map(\.field), [.priority])
    }

    func test_fieldsMadeOnTwoMachines_areOneEntryNamingBoth() throws {
        // given the laptop's priority, then the tablet's title of the same memo
        let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        let tablet = try TestMachine("tablet", in: stores)
        try tablet.sync()
        try change(there.id, on: laptop, MemoPatch(priority: .set(.low)))
        let onTablet = try XCTUnwrap(tablet.memo(uuid: memo.uuid))
        try change(onTablet.id, on: tablet, MemoPatch(title: "Pay the rent"))
        // when the desktop syncs
        try desktop.sync()
        // then one entry brings both fields, naming both machines
        let steps = try desktop.store.memoHistory(id: memo.id, for: desktop.user).steps
        XCTAssertEqual(steps.filter { $0.change.kind == .sync }.count, 1)
        XCTAssertEqual(steps.last?.change.origin, "laptop, tablet")
        XCTAssertEqual(steps.last?.differences.map(\.field), [.title, .priority])
        // and the tablet named the laptop for the priority it took
        XCTAssertEqual(try lastOrigin(of: onTablet.id, on: tablet), "laptop")
    }

    func test_memosMadeOnTwoMachines_inOneSync_areAnEntryForEachMachine() throws {
        // given one memo changed on the laptop, another on the tablet
        let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        let other = try desktop.add("Water the plants")
        try desktop.sync()
        let tablet = try TestMachine("tablet", in: stores)
        try tablet.sync()
        try change(there.id, on: laptop, MemoPatch(priority: .set(.low)))
        try change(try XCTUnwrap(tablet.memo(uuid: other.uuid)).id, on: tablet, MemoPatch(project: .set("garden")))
        // when the desktop syncs both at once
        try desktop.sync()
        // then each memo's entry names the machine that changed it
        XCTAssertEqual(try lastOrigin(of: memo.id, on: desktop), "laptop")
        XCTAssertEqual(try lastOrigin(of: other.id, on: desktop), "tablet")
        XCTAssertEqual(Set(try desktop.store.history(limit: 2, for: desktop.user).map(\.origin)), ["laptop", "tablet"])
    }

    func test_aRenamedMachine_isNamedByItsNewName() throws {
        let (_, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        laptop.name = "work laptop"
        try change(there.id, on: laptop, MemoPatch(priority: .set(.low)))
        try desktop.sync()
        XCTAssertEqual(try lastOrigin(of: memo.id, on: desktop), "work laptop")
    }

    func test_aMachineThatNeverNamedItself_orTheHubsOwnCommand_namesTheHubAsBefore() throws {
        // given the laptop's change, from a replica the hub has no name for
        let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        try change(there.id, on: laptop, MemoPatch(priority: .set(.low)))
        try stores.hubSQL("DELETE FROM replica_names")
        // when the desktop syncs, then the arrival names the hub
        try desktop.sync()
        let remote = try XCTUnwrap(desktop.store.remotes(for: desktop.user).first?.url)
        XCTAssertEqual(try lastOrigin(of: memo.id, on: desktop), remote)
        // and a command run on the hub itself is the hub's
        let hub = try stores.hub()
        defer { hub.close() }
        let owner = try hub.logIn(userName: "alice")
        let onHub = try XCTUnwrap(hub.memos(uuids: [memo.uuid], for: owner)[memo.uuid])
        _ = try hub.modify(ids: [onHub.id], with: MemoPatch(title: "Pay rent today"), for: owner)
        try desktop.sync()
        let steps = try desktop.store.memoHistory(id: memo.id, for: desktop.user).steps
        XCTAssertEqual(steps.last?.differences.map(\.field), [.title])
        XCTAssertEqual(steps.last?.change.origin, remote)
    }

    func test_aHubFromBeforeNames_migratesInPlace_namesTheHubForOlderChanges_thenTheMachines() throws {
        // given the laptop's change on a hub of schema 17, which kept no names
        let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        try change(there.id, on: laptop, MemoPatch(priority: .set(.low)))
        // (and without what versions 19, 20, 22 and 23 added after it: the done memos' and the
        // scheduled memos' indexes, the others' history and its index, the server's writer, the
        // new memos' stamps)
        try stores.hubScript("""
            DROP TABLE replica_names; DROP INDEX memos_by_end; DROP INDEX memos_by_urgency_scheduled_dated;
            DROP INDEX memos_by_urgency_scheduled_undated; DROP INDEX memos_by_blocking;
            DROP VIEW todo_others_history; DROP INDEX change_memos_by_memo; DROP FUNCTION todo_writing_user();
            ALTER TABLE memos ALTER COLUMN stamps SET DEFAULT ''; DROP FUNCTION todo_new_stamps(text);
            UPDATE todo_meta SET value = '17' WHERE name = 'schema';
            """)
        // when the desktop syncs, then the hub is migrated and the arrival names the hub
        try desktop.sync()
        XCTAssertEqual(try lastOrigin(of: memo.id, on: desktop), try desktop.store.remotes(for: desktop.user).first?.url)
        XCTAssertEqual(try stores.hubSQL("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), Int64(PostgresSchema.currentVersion))
        // and once the laptop syncs again, its changes are the laptop's
        try change(there.id, on: laptop, MemoPatch(priority: .set(.high)))
        try desktop.sync()
        XCTAssertEqual(try lastOrigin(of: memo.id, on: desktop), "laptop")
    }

    // MARK: - Private

    /// Changes the memo `id` of `machine` by `patch`, then syncs it.
    private func change(_ id: Int64, on machine: TestMachine, _ patch: MemoPatch) throws {
        _ = try machine.store.modify(ids: [id], with: patch, for: machine.user)
        try machine.sync()
    }

    /// Where the latest entry of the memo `id`'s history on `machine` came from.
    private func lastOrigin(of id: Int64, on machine: TestMachine) throws -> String? {
        try machine.store.memoHistory(id: id, for: machine.user).steps.last?.change.origin
    }
}
