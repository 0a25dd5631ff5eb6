import Foundation
@testable import MemoStore
import MemoSync
@testable import PostgresMemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// `parent` travels through a hub as a field: set, moved and cleared on one machine, merged on
/// the others; a parent deleted on one machine while a child is added under it on another
/// leaves the child alive and the lost link a conflict, whichever syncs first.
final class SyncParentTests: XCTestCase {
    func test_aTreeMadeOnOneMachine_arrivesOnAnother_andAMoveTravels() throws {
        let stores = try SyncTestStores()
        let laptop = try TestMachine("laptop", in: stores)
        let desktop = try TestMachine("desktop", in: stores)
        let house = try laptop.add("Move house")
        let books = try laptop.add("Pack books") { $0.parent = house.uuid }
        let tape = try laptop.add("Tape boxes") { $0.parent = books.uuid }
        try laptop.sync()
        try desktop.sync()
        XCTAssertEqual(try desktop.memo(uuid: tape.uuid)?.parent, books.uuid)

        let there = try XCTUnwrap(desktop.memo(uuid: tape.uuid))
        var move = MemoPatch()
        move.parent = .set(.uuid(house.uuid))
        _ = try desktop.store.modify(ids: [there.id], with: move, for: desktop.user)
        try desktop.sync()
        try laptop.sync()

        XCTAssertEqual(try laptop.memo(tape.id).parent, house.uuid)
        XCTAssertEqual(try desktop.contents(), try laptop.contents())
        XCTAssertEqual(try laptop.store.conflicts(for: laptop.user, uuid: nil), [])
    }

    func test_aParentDeletedWhileAChildIsAddedElsewhere_keepsTheChild_andTheLostLinkIsAConflict() throws {
        for deleterSyncsFirst in [true, false] {
            let stores = try SyncTestStores()
            let laptop = try TestMachine("laptop", in: stores)
            let desktop = try TestMachine("desktop", in: stores)
            let house = try laptop.add("Move house")
            try laptop.sync()
            try desktop.sync()
            _ = try laptop.store.delete(ids: [house.id], for: laptop.user)
            let child = try desktop.add("Pack books") { $0.parent = house.uuid }

            if deleterSyncsFirst {
                try laptop.sync()
                try desktop.sync()
            } else {
                try desktop.sync()
                try laptop.sync()
            }
            try desktop.sync()
            try laptop.sync()

            for machine in [laptop, desktop] {
                XCTAssertEqual(try machine.memo(uuid: child.uuid)?.title, "Pack books", "the child survives; \(deleterSyncsFirst)")
                XCTAssertNil(try machine.memo(uuid: house.uuid), "\(deleterSyncsFirst)")
                let conflicts = try machine.store.conflicts(for: machine.user, uuid: child.uuid)
                XCTAssertEqual(conflicts.map(\.subject), [.field(.parent)], "seen on every replica, once; \(deleterSyncsFirst)")
                XCTAssertEqual(conflicts.first?.lost.parent, house.uuid)
            }
        }
    }
}
