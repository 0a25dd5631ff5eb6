import Foundation
@testable import MemoStore
import MemoSync
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A conflict is kept on the hub: every replica of the user lists it, and resolving it on one
/// resolves it on all.
final class ConflictTravelTests: XCTestCase {
    func test_theMachineWhoseEditLost_listsTheConflict_withTheSameKeyAsTheOne() throws {
        let (stores, desktop, laptop, memo) = try priorityConflict()
        try desktop.sync()
        let found = try laptop.store.conflicts(for: laptop.user, uuid: nil)
        let listed = try desktop.store.conflicts(for: desktop.user, uuid: nil)
        XCTAssertEqual(listed.map(\.lost.priority), [.low], "the desktop's priority lost, and the desktop says so")
        XCTAssertEqual(listed.map(\.key), found.map(\.key))
        XCTAssertEqual(listed.map(\.uuid), [memo.uuid])
        try desktop.sync()
        XCTAssertEqual(try desktop.store.conflicts(for: desktop.user, uuid: nil).count, 1, "listed once")
        XCTAssertEqual(try exchangedWithHub(stores).count, 1)
    }

    func test_aConflictResolvedOnOneMachine_isGoneFromTheOthersAndTheHub() throws {
        let (stores, desktop, laptop, _) = try priorityConflict()
        try desktop.sync()
        let onDesktop = try XCTUnwrap(desktop.store.conflicts(for: desktop.user, uuid: nil).first)
        try desktop.store.dismissConflict(id: onDesktop.id, for: desktop.user)
        try desktop.sync()
        XCTAssertEqual(try exchangedWithHub(stores).count, 0)
        try laptop.sync()
        XCTAssertEqual(try laptop.store.conflicts(for: laptop.user, uuid: nil), [])
        XCTAssertEqual(try desktop.store.conflicts(for: desktop.user, uuid: nil), [])
    }

    func test_aThirdMachineThatNeverMetTheConflict_listsItAtItsFirstSync() throws {
        let (stores, _, _, memo) = try priorityConflict()
        let phone = try TestMachine("third", in: stores)
        try phone.sync()
        XCTAssertEqual(try phone.store.conflicts(for: phone.user, uuid: nil).map(\.uuid), [memo.uuid])
    }

    // MARK: - Private

    /// A memo whose priority the desktop set to L and the laptop to H two seconds later: the
    /// laptop's sync, after the desktop's, found the conflict.
    private func priorityConflict() throws -> (SyncTestStores, TestMachine, TestMachine, Memo) {
        let (stores, desktop, laptop, memo, _) = try priorityLowThenHighTwoSecondsLater()
        try desktop.sync()
        XCTAssertEqual(try laptop.sync().conflicts, 1)
        XCTAssertEqual(try desktop.store.conflicts(for: desktop.user, uuid: nil), [], "not yet synced since")
        return (stores, desktop, laptop, memo)
    }

    /// The conflicts the hub keeps for alice.
    private func exchangedWithHub(_ stores: SyncTestStores) throws -> [SyncConflict] {
        let hub = try stores.hub()
        defer { hub.close() }
        return try hub.exchangeConflicts(adding: [], resolving: [], for: try hub.logIn(userName: "alice"))
    }
}
