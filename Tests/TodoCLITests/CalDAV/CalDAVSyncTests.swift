import Foundation
import XCTest

/// Issue 20's two-way sync through the binary against a real Radicale, with Python's `caldav`
/// as the phone: what todo sends the phone sees, what the phone does todo sees, deletions and
/// undo travel, and two machines with one phone end with the same tasks.
final class CalDAVSyncTests: CalDAVTestCase {
    func test_aMemoWithEveryField_reachesThePhone_asOneVTODOResourceNamedByItsUUID() throws {
        // given a memo with the fields people use
        let laptop = try machine()
        try add(laptop, ["pay rent", "due:2026-12-01", "pri:H", "+bills", "+home", "project:flat", "recur:monthly",
                         "scheduled:2026-11-28", "--body", "standing order failed"])
        let uuid = try XCTUnwrap(try memo("pay rent", of: laptop)["uuid"] as? String)

        // when it syncs
        let line = try sync(laptop, collection)

        // then the phone sees each field as its app shows it
        assertSynced(line, collection, sent: 1, received: 0)
        let task = try account.task("pay rent", in: collection)
        XCTAssertEqual(task.uid?.lowercased(), uuid.lowercased())
        XCTAssertEqual(task.href, URL(string: collection)!.path + "/" + uuid + ".ics")
        XCTAssertEqual(task.components, 1)
        XCTAssertEqual(task.due, "2026-12-01")
        XCTAssertEqual(task.dtstart, "2026-11-28")
        XCTAssertEqual(task.priority, 1)
        XCTAssertEqual(Set(task.categories), ["bills", "home"])
        XCTAssertEqual(task.project, "flat")
        XCTAssertEqual(task.rrule, "FREQ=MONTHLY")
        XCTAssertEqual(task.status, "NEEDS-ACTION")
        XCTAssertEqual(task.description, "standing order failed")
    }

    func test_whatThePhoneAddsEditsCompletesAndDeletes_reachesTodo() throws {
        // given three tasks made on the phone
        let laptop = try machine()
        try account.add("buy milk", ["due=2026-12-02", "priority=1", "categories=errand,shop", "description=two litres"], to: collection)
        let bank = try account.add("call the bank", to: collection)
        let scrap = try account.add("scrap", to: collection)
        assertSynced(try sync(laptop, collection), collection, sent: 0, received: 3)
        let milk = try memo("buy milk", of: laptop)
        XCTAssertEqual((milk["due"] as? String)?.prefix(10), "2026-12-02")
        XCTAssertEqual(milk["priority"] as? String, "H")
        XCTAssertEqual(Set(milk["tags"] as? [String] ?? []), ["errand", "shop"])
        XCTAssertEqual(milk["body"] as? String, "two litres")

        // when the phone edits one, completes one and deletes one
        let milkUID = try account.task("buy milk", in: collection).uid!
        try account.phone(["edit", collection, milkUID, "summary=buy oat milk", "priority=9", "due=2026-12-03"])
        try account.phone(["complete", collection, bank])
        try account.phone(["delete", collection, scrap])
        let line = try sync(laptop)

        // then todo has each change
        assertSynced(line, collection, sent: 0, received: 3)
        let oat = try memo("buy oat milk", of: laptop)
        XCTAssertEqual(oat["priority"] as? String, "L")
        XCTAssertEqual((oat["due"] as? String)?.prefix(10), "2026-12-03")
        XCTAssertEqual(try memo("call the bank", of: laptop)["done"] as? Bool, true)
        XCTAssertEqual(try memos(titled: "scrap", of: laptop).count, 0)
        XCTAssertEqual(try memos(of: laptop).count, 2)
        assertSynced(try sync(laptop), collection, sent: 0, received: 0)
    }

    func test_whatTodoDoesNotKnow_anAlarmAndAnAppsProperty_survivesAChangeMadeInTodo() throws {
        // given a task with an alarm and an app's own property, as an iPhone writes it
        let laptop = try machine()
        let uid = "E3B1F1C2-5D4A-4F7B-9C1E-2A6B8D0F1A23"
        let ics = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Apple Inc.//iOS 17//EN", "BEGIN:VTODO", "UID:\(uid)",
            "DTSTAMP:20261120T080000Z", "SUMMARY:renew passport", "DUE;VALUE=DATE:20261215", "X-APPLE-SORT-ORDER:42",
            "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Reminder", "TRIGGER:-PT1H", "END:VALARM",
            "END:VTODO", "END:VCALENDAR", "",
        ].joined(separator: "\r\n")
        let file = homes.file("passport.ics")
        try Data(ics.utf8).write(to: URL(fileURLWithPath: file))
        try account.phone(["put", collection, uid + ".ics", file])
        try sync(laptop, collection)

        // when todo changes its priority and syncs
        try succeed(laptop, ["modify", try SyncMachines.id(of: "renew passport", in: laptop), "pri:H"])
        assertSynced(try sync(laptop), collection, sent: 1, received: 0)

        // then the phone has the change, the alarm and its property, under the same UID
        let text = try account.phone(["get", collection, uid])
        for line in ["UID:\(uid)", "PRIORITY:1", "X-APPLE-SORT-ORDER:42", "BEGIN:VALARM", "TRIGGER:-PT1H", "END:VALARM"] {
            XCTAssertTrue(text.contains(line), "\(line) in \(text)")
        }
        XCTAssertEqual(try account.tasks(in: collection).count, 1)
    }

    func test_twoMachinesAndAPhone_changeInTurns_andEndWithTheSameTasks() throws {
        // given a laptop's memos on the server, and a desktop that syncs the same collection
        let (laptop, desktop) = (try machine(), try machine())
        try add(laptop, ["water plants", "+home"])
        try add(laptop, ["file taxes", "due:2026-12-15", "pri:M"])
        try sync(laptop, collection)
        assertSynced(try sync(desktop, collection), collection, sent: 0, received: 2)

        // when each of the three changes something, and the machines sync in turns
        try succeed(laptop, ["modify", try SyncMachines.id(of: "file taxes", in: laptop), "+papers"])
        try add(desktop, ["book dentist"])
        let plants = try account.task("water plants", in: collection).uid!
        try account.phone(["complete", collection, plants])
        try account.add("from the phone", to: collection)
        try sync(laptop)
        try sync(desktop)
        try sync(laptop)

        // then both machines and the phone hold the same tasks with every change
        try assertSameMemos([laptop, desktop])
        XCTAssertEqual(Set(try account.tasks(in: collection).compactMap(\.summary)),
                       ["water plants", "file taxes", "book dentist", "from the phone"])
        XCTAssertEqual(try memo("water plants", of: desktop)["done"] as? Bool, true)
        XCTAssertEqual(Set(try memo("file taxes", of: desktop)["tags"] as? [String] ?? []), ["papers"])
        XCTAssertEqual(try account.task("file taxes", in: collection).categories, ["papers"])
        XCTAssertEqual(try account.task("water plants", in: collection).status, "COMPLETED")
        assertSynced(try sync(laptop), collection, sent: 0, received: 0)
        assertSynced(try sync(desktop), collection, sent: 0, received: 0)
    }

    func test_rm_deletesTheTaskOnTheServer_andUndoPutsItBack() throws {
        // given a memo on the server
        let laptop = try machine()
        let id = try add(laptop, ["call mum", "pri:M"])
        try sync(laptop, collection)
        let uid = try account.task("call mum", in: collection).uid

        // when it is removed here, then the removal is undone
        try succeed(laptop, ["rm", id])
        assertSynced(try sync(laptop), collection, sent: 1, received: 0)
        let afterRemoval = try account.tasks(in: collection)
        try succeed(laptop, ["undo"])
        assertSynced(try sync(laptop), collection, sent: 1, received: 0)

        // then the server lost the task, and got it back with the same UID
        XCTAssertEqual(afterRemoval, [])
        let back = try account.task("call mum", in: collection)
        XCTAssertEqual(back.uid, uid)
        XCTAssertEqual(back.priority, 5)
        assertSynced(try sync(laptop), collection, sent: 0, received: 0)
    }

    func test_aTaskDeletedOnTheServer_isDeletedHere_andOnAnotherMachine() throws {
        // given a memo both machines have
        let (laptop, desktop) = (try machine(), try machine())
        try add(laptop, ["old task"])
        try add(laptop, ["kept task"])
        try sync(laptop, collection)
        try sync(desktop, collection)

        // when the phone deletes it
        try account.phone(["delete", collection, try account.task("old task", in: collection).uid!])
        let laptopLine = try sync(laptop)
        try sync(desktop)

        // then neither machine has it any more
        assertSynced(laptopLine, collection, sent: 0, received: 1)
        for store in [laptop, desktop] {
            XCTAssertEqual(try memos(of: store).compactMap { $0["title"] as? String }, ["kept task"])
        }
    }

    func test_aSyncWithNothingToDo_sendsAndReceivesNothing_andChangesNothing() throws {
        // given a store synced with the collection
        let laptop = try machine()
        try add(laptop, ["one"])
        try account.add("two", to: collection)
        try sync(laptop, collection)
        let before = try SyncMachines.memos(of: laptop)
        let server = try account.tasks(in: collection)

        // when it syncs again, twice
        let lines = [try sync(laptop), try sync(laptop, collection)]

        // then
        for line in lines { assertSynced(line, collection, sent: 0, received: 0) }
        XCTAssertEqual(try SyncMachines.memos(of: laptop), before)
        XCTAssertEqual(try account.tasks(in: collection), server)
    }

    func test_syncAlone_syncsWithEveryRememberedCollection_andEachEndsWithEveryMemo() throws {
        // given a store that synced with two collections
        let laptop = try machine()
        let other = try account.makeCollection()
        try sync(laptop, collection)
        try sync(laptop, other)

        // when the phone adds a task to each, and `todo sync` runs without a URL, twice
        try account.add("for the first", to: collection)
        try account.add("for the second", to: other)
        let first = try todo(laptop, ["sync"])
        let second = try todo(laptop, ["sync"])

        // then the first synced with both, one line each, receiving each task once; the store,
        // as with any two remotes, sends each collection what the other gave it
        XCTAssertEqual(first.status, 0, first.stderr)
        let lines = first.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, first.stdout)
        XCTAssertEqual(Set(lines.map { $0.components(separatedBy: ": ")[0] }), ["synced with \(collection!)", "synced with \(other)"])
        XCTAssertTrue(lines.allSatisfy { $0.hasSuffix(", received 1") }, first.stdout)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(Set(try memos(of: laptop).compactMap { $0["title"] as? String }), ["for the first", "for the second"])
        XCTAssertEqual(try memos(of: laptop).count, 2)
        for url in [collection!, other] {
            XCTAssertEqual(Set(try account.tasks(in: url).compactMap(\.summary)), ["for the first", "for the second"], url)
        }
        let third = try todo(laptop, ["sync"])
        XCTAssertEqual(Set(third.stdout.split(separator: "\n").map(String.init)), [
            "synced with \(collection!): sent 0, received 0", "synced with \(other): sent 0, received 0",
        ])
    }

    func test_aMemoMadeOnAPostgreSQLHub_reachesThePhone_andThePhonesEditReachesTheHub() throws {
        // given a hub, and a laptop that syncs with it and with the collection
        let hub = try TodoProcess(engine: .postgresql)
        let laptop = try machine()
        try succeed(hub, ["add", "made on the hub", "pri:L"])
        try sync(laptop, hub.db)
        try sync(laptop, collection)
        XCTAssertEqual(try account.task("made on the hub", in: collection).priority, 9)

        // when the phone changes it, and the laptop syncs with everything twice
        let uid = try account.task("made on the hub", in: collection).uid!
        try account.phone(["edit", collection, uid, "summary=changed on the phone", "priority=1"])
        for _ in 0..<2 { XCTAssertEqual(try todo(laptop, ["sync"]).status, 0) }

        // then the hub has the phone's change on the same memo
        let onHub = try memo("changed on the phone", of: hub)
        XCTAssertEqual(onHub["priority"] as? String, "H")
        XCTAssertEqual((onHub["uuid"] as? String)?.lowercased(), uid.lowercased())
        XCTAssertEqual(try memos(of: hub).count, 1)
        XCTAssertEqual(try account.tasks(in: collection).count, 1)
    }
}
