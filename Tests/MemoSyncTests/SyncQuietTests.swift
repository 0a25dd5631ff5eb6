import Foundation
import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A sync that finds nothing changed on either side writes nothing anywhere (issue 32), and
/// one right after a change elsewhere, which may take no number on the hub, still brings it.
final class SyncQuietTests: XCTestCase {
    func test_aSyncWithNothingToDoWritesNothingOnTheHubOrTheReplica() throws {
        let (stores, desktop, laptop, _, _) = try twoMachinesSharingAMemo()
        try laptop.store.defineContext(MemoContext(name: "work", filterWords: ["project:work"]), for: laptop.user)
        try laptop.sync()
        try desktop.sync()
        let hubBefore = try replicaRows(stores)
        let remoteBefore = try XCTUnwrap(laptop.store.remotes(for: laptop.user).first)
        // A minute later: a sync that wrote would move the replica's last sync and the hub's note.
        XCTAssertEqual(try laptop.sync(at: Timestamp(secondsSince1970: Timestamp.now().secondsSince1970 + 60)), SyncReport())
        XCTAssertEqual(try replicaRows(stores), hubBefore, "the hub's note of the replica is as it was")
        let remoteAfter = try XCTUnwrap(laptop.store.remotes(for: laptop.user).first)
        XCTAssertEqual(remoteAfter.lastSync, remoteBefore.lastSync)
        XCTAssertEqual(remoteAfter.seenThrough, remoteBefore.seenThrough)
    }

    func test_aSyncRightAfterAChangeElsewhereBringsIt() throws {
        let (stores, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        try laptop.sync()
        _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(title: "Pay the rent"), for: desktop.user)
        try desktop.sync()
        XCTAssertEqual(try laptop.sync().received, 1)
        XCTAssertEqual(try laptop.memo(there.id).title, "Pay the rent")
        // A context defined on the hub itself takes no number in the change sequence.
        let hub = try stores.hub()
        defer { hub.close() }
        try hub.defineContext(MemoContext(name: "home", filterWords: ["+home"]), for: try hub.logIn(userName: "alice"))
        XCTAssertEqual(try laptop.sync().received, 1)
        XCTAssertEqual(try laptop.store.contexts(for: laptop.user).all.map(\.name), ["home"])
    }

    func test_aConflictDismissedElsewhereIsForgottenByTheNextSync() throws {
        let (_, desktop, laptop, memo, there) = try twoMachinesSharingAMemo()
        _ = try desktop.store.modify(ids: [memo.id], with: MemoPatch(title: "Pay the rent"), for: desktop.user)
        _ = try laptop.store.modify(ids: [there.id], with: MemoPatch(title: "Pay rent today"), for: laptop.user)
        try desktop.sync()
        try laptop.sync()
        try desktop.sync()
        try laptop.sync()
        let conflict = try XCTUnwrap(desktop.store.conflicts(for: desktop.user, uuid: nil).first)
        XCTAssertEqual(try laptop.store.conflicts(for: laptop.user, uuid: nil).map(\.key), [conflict.key])
        try desktop.store.dismissConflict(id: conflict.id, for: desktop.user)
        try desktop.sync()  // the hub forgets it; no memo changed
        try laptop.sync()
        XCTAssertEqual(try laptop.store.conflicts(for: laptop.user, uuid: nil), [])
    }

    func test_aReplicaTheHubNotedLongAgoIsNotedAgain() throws {
        let (stores, _, laptop, _, _) = try twoMachinesSharingAMemo()
        let identity = try laptop.replicaIdentity()
        try stores.hubSQL("UPDATE sync_replicas SET seen = now() - interval '2 days' WHERE replica = '\(identity)'")
        let before = try replicaRows(stores)
        XCTAssertEqual(try laptop.sync(), SyncReport())
        XCTAssertNotEqual(try replicaRows(stores)[identity], before[identity], "noted again, so tombstones wait for it")
    }

    /// Every replica the hub notes, with what it noted, and the row's version (`xmin`); and
    /// under "users", the generation of every user (which every hub transaction of a user moves).
    private func replicaRows(_ stores: SyncTestStores) throws -> [String: String] {
        let rows = try stores.hubSQL(
            "SELECT replica, concat_ws(' ', seen_through, seen, token, xmin) FROM sync_replicas"
                + " UNION ALL SELECT 'users', string_agg(name || ' ' || generation, ' ' ORDER BY id) FROM users")
        return Dictionary(uniqueKeysWithValues: (0..<rows.rowCount).map { (rows.string($0, 0), rows.string($0, 1)) })
    }
}
