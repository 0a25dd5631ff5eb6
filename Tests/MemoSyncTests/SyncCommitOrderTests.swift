import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import XCTest

/// The hub commits a sync before the replica writes what it took (`SyncSession`): a replica
/// that dies in between still has everything pending, and its next sync converges with nothing
/// lost, sent twice or kept twice.
final class SyncCommitOrderTests: XCTestCase {
    func test_aReplicaThatDiesAfterTheHubCommitted_takesItAllAtTheNextSync_sendingNothingTwice() throws {
        // given a laptop and a desktop that share a memo, and changes on both since
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let kept = try laptop.add("Kept")
        try laptop.sync()
        try desktop.sync()
        let fromDesktop = try desktop.add("From desktop")
        let there = try XCTUnwrap(desktop.memo(uuid: kept.uuid))
        _ = try desktop.store.modify(ids: [there.id], with: MemoPatch(title: "Kept, renamed"), for: desktop.user)
        try desktop.sync()
        let fromLaptop = try laptop.add("From laptop")
        _ = try laptop.store.modify(ids: [kept.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)

        // when the laptop dies writing what it merged, after the hub committed
        try dieWritingBases(laptop)
        XCTAssertThrowsError(try laptop.sync())
        try laptop.store.connection.execute("DROP TRIGGER todo_test_die")

        // then the hub holds the laptop's changes, and the laptop nothing of that sync
        XCTAssertEqual(try hubContents(stores)[fromLaptop.uuid]?.title, "From laptop")
        XCTAssertEqual(try hubContents(stores)[kept.uuid]?.priority, .high)
        XCTAssertNil(try laptop.memo(uuid: fromDesktop.uuid))
        XCTAssertEqual(try laptop.memo(kept.id).title, "Kept")

        // and its next sync takes what it missed and sends nothing again
        let report = try laptop.sync()
        XCTAssertEqual(report.sent, 0, "the hub has it all")
        try desktop.sync()
        XCTAssertEqual(try laptop.memo(kept.id).title, "Kept, renamed")
        XCTAssertEqual(try laptop.memo(kept.id).priority, .high)
        XCTAssertNotNil(try laptop.memo(uuid: fromDesktop.uuid))
        XCTAssertEqual(try hubContents(stores).count, 3, "nothing doubled")
        XCTAssertEqual(try laptop.contents(), try hubContents(stores))
        XCTAssertEqual(try desktop.contents(), try hubContents(stores))
        XCTAssertEqual(try laptop.sync().sent + laptop.sync().received, 0, "quiet after")
    }

    func test_aConflictFoundAgainAfterTheReplicaDied_isKeptOnce() throws {
        // given the laptop's change of a priority, older than the desktop's, which the hub has
        let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        let start = Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 - 60)
        _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        try laptop.stamp(there.id, .priority, at: start)
        _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: desktop.user)
        try desktop.stamp(memo.id, .priority, at: Timestamp(secondsSince1970: start.secondsSince1970 + 2))
        try desktop.sync()

        // when the laptop finds the conflict, dies after the hub kept it, and finds it again
        try dieWritingBases(laptop)
        XCTAssertThrowsError(try laptop.sync())
        try laptop.store.connection.execute("DROP TRIGGER todo_test_die")
        XCTAssertEqual(try hubConflicts(stores).count, 1, "kept by the hub that committed")
        try laptop.sync()
        try desktop.sync()

        // then it is one conflict everywhere, the laptop's lost high priority
        XCTAssertEqual(try hubConflicts(stores).map(\.lost.priority), [.high])
        XCTAssertEqual(try laptop.store.conflicts(for: laptop.user, uuid: nil).map(\.lost.priority), [.high])
        XCTAssertEqual(try desktop.store.conflicts(for: desktop.user, uuid: nil).map(\.lost.priority), [.high])
        XCTAssertEqual(try laptop.memo(there.id).priority, .low)
    }

    func test_aSyncTakingMoreThanItHoldsForTheHubsCommit_writesEveryMemoOnce() throws {
        // given more memos on the hub than a sync holds back (`HeldOutcomes.limit`), and some
        // of the laptop's own, never synced
        let stores = try SyncTestStores()
        let desktop = try TestMachine("desktop", in: stores)
        let laptop = try TestMachine("laptop", in: stores)
        var made = 0
        _ = try desktop.store.importMemos(for: desktop.user) {
            made += 1
            return made <= 2_050 ? MemoDraft(title: "Memo \(made)") : nil
        }
        try desktop.sync()
        for index in 1...60 { try laptop.add("Laptop \(index)") }

        // when the laptop syncs: the first 2,050 are written under the lock, its own after
        let report = try laptop.sync()

        // then every memo is on both sides once, and nothing waits to be merged again
        XCTAssertEqual(report.received, 2_050)
        XCTAssertEqual(report.sent, 60)
        XCTAssertEqual(try laptop.contents().count, 2_110)
        XCTAssertEqual(try laptop.contents(), try hubContents(stores))
        let again = try laptop.sync()
        XCTAssertEqual(again.sent + again.received, 0)
    }

    // MARK: - Private

    /// Makes `machine`'s next write of a base fail: it dies writing what its sync merged.
    private func dieWritingBases(_ machine: TestMachine) throws {
        try machine.store.connection.execute(
            "CREATE TRIGGER todo_test_die BEFORE INSERT ON sync_base BEGIN SELECT RAISE(ABORT, 'the replica died'); END")
    }

    /// The conflicts the hub keeps for alice.
    private func hubConflicts(_ stores: SyncTestStores) throws -> [SyncConflict] {
        let hub = try stores.hub()
        defer { hub.close() }
        return try hub.exchangeConflicts(adding: [], resolving: [], for: hub.logIn(userName: "alice"))
    }
}
