import Foundation
import XCTest

/// Issue 22 through the binary: two machines with SQLite replicas of one user and a
/// PostgreSQL hub, as a person uses them (`todo sync URL`, then `todo sync`).
final class SyncCommandTests: XCTestCase {
    private var machines: SyncMachines!

    override func setUpWithError() throws {
        try super.setUpWithError()
        machines = try SyncMachines()
    }

    override func tearDown() {
        machines = nil
        super.tearDown()
    }

    func test_sync_printsOneLine_ofWhatItSentAndReceived() throws {
        // given a laptop with two memos and a desktop with one
        let (laptop, desktop) = (try machines.machine(), try machines.machine())
        XCTAssertEqual(try laptop.run(["add", "buy milk"]).status, 0)
        XCTAssertEqual(try laptop.run(["add", "call the bank"]).status, 0)
        XCTAssertEqual(try desktop.run(["add", "water plants"]).status, 0)

        // when each syncs in turn, then both again
        let lines = try [(laptop, machines.url), (desktop, machines.url), (laptop, nil), (desktop, nil)].map {
            try SyncMachines.sync($0.0, $0.1)
        }

        // then each line says what went which way, naming the hub as given
        let hub = machines.url
        XCTAssertEqual(lines, [
            "synced with \(hub): sent 2, received 0\n",
            "synced with \(hub): sent 1, received 2\n",
            "synced with \(hub): sent 0, received 1\n",
            "synced with \(hub): sent 0, received 0\n",
        ])
    }

    func test_twoMachines_addModifyDoneRemoveOnEach_syncingInTurns_endWithTheSameMemos() throws {
        // given memos made on both machines before they ever met
        let (laptop, desktop) = (try machines.machine(), try machines.machine())
        for title in ["buy milk", "call the bank", "plan the trip", "laptop scrap"] {
            XCTAssertEqual(try laptop.run(["add", title]).status, 0)
        }
        for title in ["desk memo", "desktop scrap"] {
            XCTAssertEqual(try desktop.run(["add", title]).status, 0)
        }
        try SyncMachines.sync(laptop, machines.url)
        try SyncMachines.sync(desktop, machines.url)
        try SyncMachines.sync(laptop)

        // when each changes different fields and memos, then they sync in turns
        let id = { (title: String, machine: TodoProcess) in try SyncMachines.id(of: title, in: machine) }
        XCTAssertEqual(try laptop.run(["modify", try id("buy milk", laptop), "pri:H"]).status, 0)
        XCTAssertEqual(try laptop.run(["done", try id("call the bank", laptop)]).status, 0)
        XCTAssertEqual(try laptop.run(["rm", try id("desktop scrap", laptop)]).status, 0)
        XCTAssertEqual(try laptop.run(["add", "laptop memo", "project:home"]).status, 0)
        XCTAssertEqual(try desktop.run(["modify", try id("buy milk", desktop), "+errand", "due:2026-12-24"]).status, 0)
        XCTAssertEqual(try desktop.run(["annotate", try id("plan the trip", desktop), "book the flights"]).status, 0)
        XCTAssertEqual(try desktop.run(["done", try id("desk memo", desktop)]).status, 0)
        XCTAssertEqual(try desktop.run(["rm", try id("laptop scrap", desktop)]).status, 0)
        try SyncMachines.sync(desktop)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)

        // then both machines and the hub hold the same memos, with every change of both
        try assertSameMemos([laptop, desktop, machines.hub])
        let titles = try SyncMachines.field("title", of: laptop).values.sorted()
        XCTAssertEqual(titles, ["buy milk", "call the bank", "desk memo", "laptop memo", "plan the trip"])
        let milk = try desktop.run(["show", try id("buy milk", desktop), "--json"]).stdout
        for field in ["\"priority\":\"H\"", "\"tags\":[\"errand\"]", "\"due\":\"2026-12-24"] {
            XCTAssertTrue(milk.contains(field), "\(field) in \(milk)")
        }
        let trip = try laptop.run(["show", try id("plan the trip", laptop), "--json"]).stdout
        XCTAssertTrue(trip.contains("book the flights"), trip)
        let done = try SyncMachines.field("done", of: laptop)
        let titlesByUUID = try SyncMachines.field("title", of: laptop)
        XCTAssertEqual(Set(done.filter { $0.value == "1" }.compactMap { titlesByUUID[$0.key] }), ["call the bank", "desk memo"])
    }

    func test_theHub_listsTheSameMemos_asTheReplicas() throws {
        // given a replica's memos synced to the hub
        let laptop = try machines.machine()
        for title in ["buy milk", "call the bank", "water plants"] {
            XCTAssertEqual(try laptop.run(["add", title]).status, 0)
        }
        XCTAssertEqual(try laptop.run(["done", "2"]).status, 0)
        try SyncMachines.sync(laptop, machines.url)

        // when the hub is used directly, as a machine always online does
        let list = try machines.hub.run(["list"])
        XCTAssertEqual(list.status, 0, list.stderr)
        XCTAssertEqual(try machines.hub.run(["add", "added on the hub"]).status, 0)
        try SyncMachines.sync(laptop)

        // then it lists the open memos, and what it added reaches the replica
        let titles = list.stdout.split(separator: "\n").map { String($0.drop { $0 != "]" }.dropFirst(2)) }
        XCTAssertEqual(Set(titles), ["buy milk", "water plants"], list.stdout)
        XCTAssertTrue(try laptop.run(["list"]).stdout.contains("added on the hub"))
        try assertSameMemos([laptop, machines.hub])
    }

    func test_idsStayStable_onEachReplica_acrossSyncs_andAMemoBackFromADeletion_getsItsOldID() throws {
        // given each machine's memos and the ids it showed for them
        let (laptop, desktop) = (try machines.machine(), try machines.machine())
        for title in ["one", "two", "three"] { XCTAssertEqual(try laptop.run(["add", title]).status, 0) }
        for title in ["four", "five"] { XCTAssertEqual(try desktop.run(["add", title]).status, 0) }
        try SyncMachines.sync(laptop, machines.url)
        try SyncMachines.sync(desktop, machines.url)
        try SyncMachines.sync(laptop)
        let laptopIDs = try SyncMachines.field("id", of: laptop)
        let desktopIDs = try SyncMachines.field("id", of: desktop)
        XCTAssertEqual(laptopIDs.count, 5)
        XCTAssertEqual(desktopIDs.count, 5)

        // when the laptop deletes "two" while the desktop changes it, and both sync again
        XCTAssertEqual(try laptop.run(["rm", try SyncMachines.id(of: "two", in: laptop)]).status, 0)
        XCTAssertEqual(try desktop.run(["modify", try SyncMachines.id(of: "two", in: desktop), "pri:M"]).status, 0)
        XCTAssertEqual(try desktop.run(["add", "six"]).status, 0)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)
        try SyncMachines.sync(laptop)

        // then every id each machine showed still means the same memo there; "two" came back
        // changed under the laptop's old id
        let laptopAfter = try SyncMachines.field("id", of: laptop)
        let desktopAfter = try SyncMachines.field("id", of: desktop)
        XCTAssertEqual(laptopAfter.filter { laptopIDs[$0.key] != nil }, laptopIDs)
        XCTAssertEqual(desktopAfter.filter { desktopIDs[$0.key] != nil }, desktopIDs)
        XCTAssertEqual(laptopAfter.count, 6)
        XCTAssertEqual(Set(laptopAfter.values).count, 6, "ids are unique")
        try assertSameMemos([laptop, desktop, machines.hub])
    }
}
