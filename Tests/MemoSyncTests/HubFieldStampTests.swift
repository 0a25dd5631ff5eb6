@testable import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import XCTest

/// A command run on the hub itself stamps the fields it writes, by the hub's clock and as the
/// hub, as a replica's store stamps its own: a merge then decides each field by its own later
/// write, wherever it was made.
final class HubFieldStampTests: XCTestCase {
    func test_aReplicasPriorityThenTheHubsProject_eachHoldsOverAnOlderEditOfBoth_inAHubMigratedInPlace() throws {
        for hubFirst in [false, true] {
            // given a hub made by version 22, a memo both replicas have, and an older edit of
            // priority and project on the laptop that it has not synced
            let stores = try SyncTestStores(migrated: false)
            try PostgresSchema.migrate(try PostgresConnection(connectionString: stores.hubURI), to: 22)
            let (desktop, laptop) = (try TestMachine("desktop", in: stores), try TestMachine("laptop", in: stores))
            let memo = try desktop.add("Pay rent")
            try desktop.sync()
            try laptop.sync()
            let there = try XCTUnwrap(laptop.memo(uuid: memo.uuid))
            let now = Timestamp.now().secondsSince1970
            _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.low), project: .set("flat")), for: laptop.user)
            try laptop.stamp(there.id, .priority, at: Timestamp(secondsSince1970: now - 120))
            try laptop.stamp(there.id, .project, at: Timestamp(secondsSince1970: now - 120))

            // when the desktop sets the priority and a command on the hub the project, in either order
            let editOnHub = { try self.modifyOnHub(memo.uuid, MemoPatch(project: .set("house")), in: stores) }
            if hubFirst { try editOnHub() }
            _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.high)), for: desktop.user)
            try desktop.stamp(memo.id, .priority, at: Timestamp(secondsSince1970: now - 60))
            try desktop.sync()
            if !hubFirst { try editOnHub() }
            for machine in [laptop, desktop] { try machine.sync() }

            // then each field holds its newest write everywhere
            for machine in [desktop, laptop] {
                let merged = try XCTUnwrap(machine.memo(uuid: memo.uuid))
                XCTAssertEqual(merged.priority, .high, "hub first: \(hubFirst)")
                XCTAssertEqual(merged.project, "house", "hub first: \(hubFirst)")
            }
            XCTAssertEqual(try hubContents(stores), try laptop.contents())
        }
    }

    func test_aMemoAddedOnTheHub_hasItsFieldsStampedThere_andMergesFieldByFieldWithAReplicasLaterEdit() throws {
        // given a memo added on the hub: stamped by the hub's clock, whatever the client's, which
        // is ten minutes ahead in the `updated` its later change of the project writes
        let stores = try SyncTestStores()
        let hub = try stores.hub()
        defer { hub.close() }
        let owner = try hub.logIn(userName: "alice")
        let added = try hub.create(MemoDraft(title: "Pay rent", priority: .low, project: "flat"), for: owner)
        let now = Timestamp.now().secondsSince1970
        let stamps = try XCTUnwrap(hub.stampedMemos(uuids: [added.uuid], for: owner)[added.uuid]).stamps
        for field in MemoField.allCases {
            XCTAssertEqual(stamps[field]?.replica, "hub", "\(field)")
            XCTAssertLessThanOrEqual(abs((stamps[field]?.time.secondsSince1970 ?? 0) - now), 5, "\(field)")
        }

        // when a laptop that has the same memo (imported from an export) sets its priority a
        // minute later, and syncs for the first time
        let laptop = try TestMachine("laptop", in: stores)
        _ = try laptop.replicaIdentity()
        let copy = try laptop.add("Pay rent") {
            $0.uuid = added.uuid
            $0.priority = .low
            $0.project = "flat"
        }
        _ = try laptop.store.modify(ids: [copy.id], with: MemoPatch(priority: .set(.high)), for: laptop.user)
        try laptop.stamp(copy.id, .priority, at: Timestamp(secondsSince1970: now + 60))
        try laptop.stamp(copy.id, .project, at: Timestamp(secondsSince1970: now - 60), memoToo: false)
        try modifyOnHub(added.uuid, MemoPatch(project: .set("house")), in: stores)
        try stores.hubSQL("UPDATE memos SET updated = now() + interval '10 minutes'")
        try laptop.sync()

        // then the laptop's later priority holds, and the hub's later project
        let merged = try XCTUnwrap(laptop.memo(uuid: added.uuid))
        XCTAssertEqual(merged.priority, .high)
        XCTAssertEqual(merged.project, "house")
        XCTAssertEqual(try hubContents(stores), try laptop.contents())
    }

    func test_aHubCommandOverAFieldStampedAhead_isStampedAfterIt_soAnEditMadeBeforeItLoses() throws {
        // given a laptop's priority stamped a minute ahead of the hub's clock, on the hub
        let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        let ahead = Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 + 60)
        _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(priority: .set(.low)), for: laptop.user)
        try laptop.stamp(there.id, .priority, at: ahead)
        try laptop.sync()
        _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(priority: .set(.medium)), for: desktop.user)
        try desktop.stamp(memo.id, .priority, at: Timestamp(secondsSince1970: ahead.secondsSince1970 - 30))

        // when a command on the hub then sets it
        try modifyOnHub(memo.uuid, MemoPatch(priority: .set(.high)), in: stores)
        let hub = try stores.hub()
        defer { hub.close() }
        let stamp = try XCTUnwrap(hub.stampedMemos(uuids: [memo.uuid], for: try hub.logIn(userName: "alice"))[memo.uuid]?.stamps[.priority])

        // then it is stamped after the stamp it replaced, and holds over the desktop's older edit
        XCTAssertEqual(stamp, FieldStamp(time: Timestamp(secondsSince1970: ahead.secondsSince1970 + 1), replica: "hub"))
        try desktop.sync()
        try laptop.sync()
        for machine in [desktop, laptop] { XCTAssertEqual(try machine.memo(uuid: memo.uuid)?.priority, .high) }
    }

    // MARK: - Private

    /// Runs `modify` on the hub itself, as `todo --db postgresql://…` does, on the memo `uuid`.
    private func modifyOnHub(_ uuid: String, _ patch: MemoPatch, in stores: SyncTestStores) throws {
        let hub = try stores.hub()
        defer { hub.close() }
        let owner = try hub.logIn(userName: "alice")
        let memo = try XCTUnwrap(hub.memos(uuids: [uuid], for: owner)[uuid])
        _ = try hub.modify(ids: [memo.id], with: patch, for: owner)
    }
}
