import Foundation
@testable import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

final class SyncSessionTests: XCTestCase {
    func test_aReplicaSendsItsMemosAndAnotherReceivesThem() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        try laptop.add("Buy milk") { $0.priority = .high; $0.tags = ["shop"] }
        try laptop.add("Call the bank") { $0.annotations = [MemoAnnotation(entry: Timestamp(secondsSince1970: 1_800_000_000), description: "closed on Monday")] }
        XCTAssertEqual(try laptop.sync(), report(sent: 2, received: 0))
        XCTAssertEqual(try desktop.sync(), report(sent: 0, received: 2))
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
        XCTAssertEqual(try hubContents(stores), try laptop.contents())
        XCTAssertEqual(try laptop.sync(), report(sent: 0, received: 0), "nothing left to do")
    }

    func test_aReplicaThatMetAnEmptyHubStillReceivesTheFirstMemoSent() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        try desktop.sync()
        let memo = try laptop.add("The hub's first memo")
        try laptop.sync()
        try desktop.sync()
        XCTAssertNotNil(try desktop.memo(uuid: memo.uuid))
    }

    func test_changesToDifferentFieldsOnTwoMachinesBothSurvive() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let memo = try laptop.add("Pay rent") { $0.tags = ["home"] }
        try laptop.sync()
        try desktop.sync()
        let there = try XCTUnwrap(desktop.memo(uuid: memo.uuid))
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high), addedTags: ["x"]), for: laptop.user)
        _ = try desktop.store.modify(
            ids: [there.id], with: MemoPatch(due: .set(Timestamp(secondsSince1970: 1_900_000_000)), addedTags: ["y"], removedTags: ["home"]),
            for: desktop.user)
        try laptop.sync()
        try desktop.sync()
        try laptop.sync()
        let merged = try laptop.memo(memo.id)
        XCTAssertEqual(merged.priority, .high)
        XCTAssertEqual(merged.due, Timestamp(secondsSince1970: 1_900_000_000))
        XCTAssertEqual(merged.tags, ["x", "y"])
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
        XCTAssertEqual(try laptop.store.conflicts(for: laptop.user, uuid: nil), [])
        XCTAssertEqual(try desktop.store.conflicts(for: desktop.user, uuid: nil), [])
    }

    func test_theSameFieldChangedOnBothHasOneWinnerAndTheLoserIsKept() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let memo = try laptop.add("Pay rent")
        try laptop.sync()
        try desktop.sync()
        let there = try XCTUnwrap(desktop.memo(uuid: memo.uuid))
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(title: "Pay the rent"), for: laptop.user)
        _ = try desktop.store.modify(ids: [there.id], with: MemoPatch(title: "Pay rent today"), for: desktop.user)
        try laptop.sync()
        XCTAssertEqual(try desktop.sync().conflicts, 1)
        try laptop.sync()
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
        let winner = try laptop.memo(memo.id).title
        let conflict = try XCTUnwrap(desktop.store.conflicts(for: desktop.user, uuid: memo.uuid).first)
        XCTAssertEqual(conflict.subject, .field(.title))
        XCTAssertEqual(Set([winner, conflict.lost.title]), ["Pay the rent", "Pay rent today"], "the loser is kept")
    }

    func test_aDeletionAgainstAChangeKeepsTheMemoEverywhere() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let memo = try laptop.add("Pay rent")
        try laptop.sync()
        try desktop.sync()
        let there = try XCTUnwrap(desktop.memo(uuid: memo.uuid))
        _ = try laptop.store.delete(ids: [memo.id], for: laptop.user)
        _ = try desktop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.medium)), for: desktop.user)
        try laptop.sync()
        XCTAssertEqual(try desktop.sync().conflicts, 1)
        try laptop.sync()
        XCTAssertEqual(try laptop.memo(memo.id).priority, .medium, "back under the id the laptop showed")
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
    }

    func test_aRecurringMemoDoneOnTwoMachinesMakesOneNextMemo() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let memo = try laptop.add("Water the plants") {
            $0.due = Timestamp(secondsSince1970: 1_800_000_000)
            $0.recur = Recurrence("weekly")
        }
        try laptop.sync()
        try desktop.sync()
        let there = try XCTUnwrap(desktop.memo(uuid: memo.uuid))
        XCTAssertEqual(try laptop.store.setDone(true, ids: [memo.id], timeZone: .utc, for: laptop.user).created.count, 1)
        XCTAssertEqual(try desktop.store.setDone(true, ids: [there.id], timeZone: .utc, for: desktop.user).created.count, 1)
        try laptop.sync()
        try desktop.sync()
        try laptop.sync()
        for machine in [laptop, desktop] {
            let memos = try machine.contents().values
            XCTAssertEqual(memos.count, 2, "the done memo and one next memo")
            XCTAssertEqual(memos.filter { !$0.isDone }.count, 1)
        }
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
    }

    func test_undoAfterASyncTravelsAsAChange() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let kept = try laptop.add("Keep me")
        try laptop.sync()
        let memo = try laptop.add("Take me back")
        try laptop.sync()
        try desktop.sync()
        XCTAssertNotNil(try desktop.memo(uuid: memo.uuid))
        _ = try laptop.store.undoLastChange(for: laptop.user)
        try laptop.sync()
        try desktop.sync()
        XCTAssertNil(try desktop.memo(uuid: memo.uuid))
        XCTAssertNotNil(try desktop.memo(uuid: kept.uuid))
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
    }

    func test_undoAfterASyncTakesBackOnlyTheUsersOwnCommand() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let memo = try laptop.add("Pay rent") { $0.tags = ["home"] }
        try laptop.sync()
        try desktop.sync()
        let there = try XCTUnwrap(desktop.memo(uuid: memo.uuid))
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high), addedTags: ["x"]), for: laptop.user)
        let due = Timestamp(secondsSince1970: 1_900_000_000)
        _ = try desktop.store.modify(ids: [there.id], with: MemoPatch(due: .set(due), addedTags: ["y"]), for: desktop.user)
        try desktop.sync()
        try laptop.sync()
        XCTAssertEqual(try laptop.store.undoLastChange(for: laptop.user).kind, .modify)
        let undone = try laptop.memo(memo.id)
        XCTAssertNil(undone.priority, "the user's own change is taken back")
        XCTAssertEqual(undone.due, due, "the desktop's change stays")
        XCTAssertEqual(undone.tags, ["home", "y"])
        try laptop.sync()
        try desktop.sync()
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
    }

    func test_undoOnAHubUsedDirectlyTakesBackItsOwnCommandOnly() throws {
        let (laptop, memo, hub, owner, onHub) = try hubCommandOnALaptopsMemo()
        defer { hub.close() }
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(title: "Pay the rent"), for: laptop.user)
        try laptop.sync()
        XCTAssertEqual(try hub.undoLastChange(for: owner).kind, .modify)
        let undone = try hub.memo(id: onHub.id, for: owner)
        XCTAssertNil(undone.priority, "the hub's own command is taken back")
        XCTAssertEqual(undone.title, "Pay the rent", "the laptop's change stays")
    }

    func test_undoOfAChangeToAMemoASyncDeletedLeavesItDeleted() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let memo = try laptop.add("Pay rent")
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        try laptop.sync()
        try desktop.sync()
        _ = try desktop.store.delete(ids: [try XCTUnwrap(desktop.memo(uuid: memo.uuid)).id], for: desktop.user)
        try desktop.sync()
        try laptop.sync()
        XCTAssertEqual(try laptop.store.undoLastChange(for: laptop.user).kind, .modify)
        XCTAssertNil(try laptop.memo(uuid: memo.uuid))
        XCTAssertEqual(try laptop.store.undoLastChange(for: laptop.user).kind, .add, "the history goes on")
    }

    func test_idsStayLocalAndStable() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        try desktop.add("Made on the desktop first")
        let first = try laptop.add("First")
        let second = try laptop.add("Second")
        try laptop.sync()
        try desktop.sync()
        try laptop.sync()
        XCTAssertEqual(try laptop.memo(first.id).uuid, first.uuid)
        XCTAssertEqual(try laptop.memo(second.id).uuid, second.uuid)
        // Deleted on the desktop, then brought back by its undo: the laptop shows it under its old id.
        let there = try XCTUnwrap(desktop.memo(uuid: second.uuid))
        _ = try desktop.store.delete(ids: [there.id], for: desktop.user)
        try desktop.sync()
        try laptop.sync()
        XCTAssertThrowsError(try laptop.memo(second.id))
        _ = try desktop.store.undoLastChange(for: desktop.user)
        try desktop.sync()
        try laptop.sync()
        XCTAssertEqual(try laptop.memo(second.id).uuid, second.uuid)
        XCTAssertEqual(try desktop.memo(there.id).uuid, second.uuid)
    }

    func test_onlyTheSameUsersMemosTravel() throws {
        let stores = try SyncTestStores()
        let alice = try TestMachine("shared", user: "alice", in: stores)
        let bob = try TestMachine("shared", user: "bob", in: stores)
        try alice.add("Alice's")
        try bob.add("Bob's")
        try alice.sync()
        XCTAssertEqual(try hubContents(stores, user: "alice").values.map(\.title), ["Alice's"])
        XCTAssertEqual(try hubContents(stores, user: "bob"), [:])
        let hub = try stores.hub()
        _ = try hub.create(MemoDraft(title: "Carol's"), for: try hub.logIn(userName: "carol"))
        hub.close()
        try alice.sync()
        XCTAssertEqual(try alice.contents().values.map(\.title), ["Alice's"])
        XCTAssertEqual(try bob.contents().values.map(\.title), ["Bob's"])
    }

    func test_contextsTravel() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        try laptop.store.defineContext(MemoContext(name: "work", filterWords: ["project:work"]), for: laptop.user)
        try desktop.store.defineContext(MemoContext(name: "home", filterWords: ["+home"]), for: desktop.user)
        try laptop.sync()
        try desktop.sync()
        try laptop.sync()
        XCTAssertEqual(try laptop.store.contexts(for: laptop.user).all.map(\.name), ["home", "work"])
        try desktop.store.deleteContext(named: "work", for: desktop.user)
        try desktop.sync()
        try laptop.sync()
        XCTAssertEqual(try laptop.store.contexts(for: laptop.user).all.map(\.name), ["home"])
        XCTAssertEqual(try desktop.store.contexts(for: desktop.user).all, try laptop.store.contexts(for: laptop.user).all)
    }

    func test_aHubThatFailsToCommitGetsTheChangesAtTheNextSync_mergedWithWhatOthersDidMeanwhile() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let kept = try laptop.add("Kept")
        try laptop.sync()
        try desktop.sync()
        let fresh = try laptop.add("Created offline")
        _ = try laptop.store.modify(ids: [kept.id], with: MemoPatch(priority: .set(.high), addedTags: ["x"]), for: laptop.user)
        // The hub dies before it commits: the laptop has committed its side, and its outbox.
        try stores.hubScript("""
            CREATE FUNCTION todo_test_die() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the hub died'; END $$;
            CREATE TRIGGER todo_test_die BEFORE INSERT OR UPDATE ON sync_replicas FOR EACH ROW EXECUTE FUNCTION todo_test_die();
            """)
        XCTAssertThrowsError(try laptop.sync())
        try stores.hubSQL("DROP TRIGGER todo_test_die ON sync_replicas")
        XCTAssertEqual(try hubContents(stores).count, 1, "nothing of that sync on the hub")
        // Meanwhile the desktop changes the memo the laptop's lost sync changed.
        let there = try XCTUnwrap(desktop.memo(uuid: kept.uuid))
        _ = try desktop.store.modify(ids: [there.id], with: MemoPatch(title: "Kept, renamed"), for: desktop.user)
        try desktop.sync()
        // The laptop's next sync writes its outbox again and takes the desktop's change.
        try laptop.sync()
        try desktop.sync()
        let merged = try XCTUnwrap(laptop.memo(uuid: kept.uuid))
        XCTAssertEqual(merged.title, "Kept, renamed")
        XCTAssertEqual(merged.priority, .high)
        XCTAssertEqual(merged.tags, ["x"])
        XCTAssertNotNil(try desktop.memo(uuid: fresh.uuid))
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
        XCTAssertEqual(try hubContents(stores), try laptop.contents())
    }

    func test_anOutboxTheHubCommittedIsNotWrittenAgain() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let memo = try laptop.add("Pay rent") { $0.tags = ["home"] }
        try laptop.sync()
        try desktop.sync()
        // The laptop is killed after the hub committed its last sync, before it settled: its
        // outbox still holds that sync's write, under the token the hub recorded.
        let token = try XCTUnwrap(stores.hubSQL("SELECT token FROM sync_replicas WHERE token IS NOT NULL LIMIT 1").optionalString(0, 0))
        let path = stores.directory.path + "/laptop.sqlite"
        laptop.store.close()
        let raw = try SQLiteMemoRepository(path: path)
        defer { raw.close() }
        try raw.connection.execute("""
            UPDATE sync_hubs SET outbox_token = '\(token.replacingOccurrences(of: "'", with: "''"))';
            INSERT INTO sync_outbox(hub_id, uuid, side, title, body, done, created, updated, tags)
            VALUES (1, '\(memo.uuid)', 1, 'Pay rent', '', 0, \(memo.created.secondsSince1970), \(memo.updated.secondsSince1970), 'home');
            """)
        // The desktop then removes the tag; the laptop's next sync must not put it back.
        let there = try XCTUnwrap(desktop.memo(uuid: memo.uuid))
        _ = try desktop.store.modify(ids: [there.id], with: MemoPatch(removedTags: ["home"]), for: desktop.user)
        try desktop.sync()
        let again = try TestMachine("laptop", in: stores)
        try again.sync()
        XCTAssertEqual(try again.memo(uuid: memo.uuid)?.tags, [])
        XCTAssertEqual(try hubContents(stores).values.first?.tags, [])
    }

    func test_aSync_keepsHowFarTheHubsClockIsAhead_andAChangeHereIsStampedByTheHubsClock() throws {
        // given a replica that synced once: the hub runs on this machine, so their clocks agree
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let memo = try laptop.add("Pay rent")
        try laptop.sync()
        let measured = try XCTUnwrap(try laptop.store.remember(url: "hub", for: laptop.user).clockOffset)
        XCTAssertLessThan(abs(measured), 2_000, "a hub on this machine is not seconds off")

        // when the hub's clock is said to be ten minutes ahead of this machine's, and a field changes
        try laptop.store.connection.run("UPDATE sync_hubs SET clock_offset = 600000")
        let before = Timestamp.now().secondsSince1970
        _ = try laptop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        let after = Timestamp.now().secondsSince1970

        // then it is stamped ten minutes ahead: by the hub's clock, not this machine's
        let stamp = try XCTUnwrap(try laptop.store.localStamps(ids: [memo.id])[memo.id]?[.priority]).time.secondsSince1970
        XCTAssertTrue((before + 600...after + 600).contains(stamp), "\(stamp - before)")

        // and the next sync measures the offset again, finding it moved, and keeps it
        try laptop.sync()
        let again = try XCTUnwrap(try laptop.store.remember(url: "hub", for: laptop.user).clockOffset)
        XCTAssertLessThan(abs(again), 2_000)
    }

    func test_aChangeAfterSeeingAnotherFromElsewhere_isStampedAfterIt_whateverTheClocks() throws {
        // given a priority the laptop took from the desktop, stamped a minute ahead of this clock
        let (_, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.low)), for: desktop.user)
        let ahead = Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 + 60)
        try desktop.stamp(memo.id, .priority, at: ahead)
        try desktop.sync()
        try laptop.sync()
        XCTAssertEqual(try laptop.memo(there.id).priority, .low)

        // when the laptop changes it after seeing that
        _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)

        // then its stamp is the next second after the one it saw, and its change wins everywhere
        XCTAssertEqual(try laptop.store.localStamps(ids: [there.id])[there.id]?[.priority]?.time.secondsSince1970, ahead.secondsSince1970 + 1)
        try laptop.sync()
        try desktop.sync()
        XCTAssertEqual(try desktop.memo(memo.id).priority, .high)
    }

    func test_tombstonesEveryReplicaHasSeenAreDroppedAndALaggingReplicaCatchesUp() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let lagging = try TestMachine("old-phone", in: stores)
        let memos = try (0..<5).map { try laptop.add("Memo \($0)") }
        for machine in [laptop, desktop, lagging] { try machine.sync() }
        _ = try laptop.store.delete(ids: [memos[0].id, memos[1].id], for: laptop.user)
        try laptop.sync()
        XCTAssertEqual(try stores.hubSQL("SELECT count(*) FROM memo_tombstones").int64(0, 0), 2)
        try desktop.sync()
        try lagging.sync()
        XCTAssertEqual(try stores.hubSQL("SELECT count(*) FROM memo_tombstones").int64(0, 0), 0, "every replica has seen them")
        // A replica gone quiet for longer than the hub waits no longer holds compaction back.
        _ = try laptop.store.delete(ids: [memos[2].id], for: laptop.user)
        try laptop.sync()
        try stores.hubSQL("UPDATE sync_replicas SET seen = now() - interval '1 year' WHERE seen_through < (SELECT max(seen_through) FROM sync_replicas)")
        try desktop.sync()
        XCTAssertEqual(try stores.hubSQL("SELECT count(*) FROM memo_tombstones").int64(0, 0), 0)
        // Coming back, it compares everything and still learns of the deletion.
        try lagging.sync()
        XCTAssertEqual(try lagging.contents(), try laptop.contents())
        XCTAssertEqual(try lagging.contents().count, 2)
    }

    func test_replicasSyncingAtTheSameMomentAllSucceedAndConverge() throws {
        let stores = try SyncTestStores()
        let names = (0..<6).map { "machine-\($0)" }
        for name in names {
            let machine = try TestMachine(name, in: stores)
            for index in 0..<30 { try machine.add("\(name) memo \(index)") }
            machine.store.close()
        }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            do {
                let machine = try TestMachine(names[index], in: stores)
                defer { machine.store.close() }
                try machine.sync()
            } catch {
                failures.append("\(names[index]): \(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
        let machines = try names.map { try TestMachine($0, in: stores) }
        for machine in machines { try machine.sync() }
        let hub = try hubContents(stores)
        XCTAssertEqual(hub.count, 180)
        for machine in machines { XCTAssertEqual(try machine.contents(), hub) }
    }

    // MARK: - Private

    private func report(sent: Int, received: Int, conflicts: Int = 0) -> SyncReport {
        var report = SyncReport()
        report.sent = sent
        report.received = received
        report.conflicts = conflicts
        return report
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ failure: String) {
        lock.lock()
        list.append(failure)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}
