import Foundation
import XCTest

/// Issue 22's "nothing typed is lost without a trace", through the binary: the same field
/// changed on two machines is one conflict, kept on the hub, which `todo conflicts` lists on
/// every machine once it synced, `take N` turns into the memo's value (travelling at the next
/// sync), `dismiss N` forgets; either resolves it on every machine (issue 32).
final class SyncConflictCommandTests: XCTestCase {
    private var machines: SyncMachines!
    private var laptop: TodoProcess!
    private var desktop: TodoProcess!

    override func setUpWithError() throws {
        try super.setUpWithError()
        machines = try SyncMachines()
        (laptop, desktop) = (try machines.machine(named: "laptop"), try machines.machine(named: "desktop"))
        XCTAssertEqual(try laptop.run(["add", "Call the bank", "project:home"]).status, 0)
        try SyncMachines.sync(laptop, machines.url)
        try SyncMachines.sync(desktop, machines.url)
    }

    override func tearDown() {
        (machines, laptop, desktop) = (nil, nil, nil)
        super.tearDown()
    }

    func test_theSameFieldChangedOnBoth_isOneConflict_takeGivesTheLosingValue_andItTravels() throws {
        // given the priority set differently on each machine
        let id = try SyncMachines.id(of: "Call the bank", in: desktop)
        XCTAssertEqual(try laptop.run(["modify", "1", "pri:H"]).status, 0)
        XCTAssertEqual(try desktop.run(["modify", id, "pri:L"]).status, 0)

        // when both sync
        try SyncMachines.sync(laptop)
        let line = try SyncMachines.sync(desktop)

        // then the sync says so, and the desktop lists what lost to what won
        XCTAssertTrue(line.hasSuffix(": sent 0, received 1, 1 conflict kept (todo conflicts)\n")
            || line.hasSuffix(": sent 1, received 0, 1 conflict kept (todo conflicts)\n"), line)
        let won = try XCTUnwrap(SyncMachines.field("priority", of: desktop).values.first)
        let lost = won == "H" ? "L" : "H"
        let listing = try desktop.run(["conflicts"])
        XCTAssertEqual(listing.status, 0, listing.stderr)
        XCTAssertTrue(listing.stdout.hasPrefix("1  #\(id) \"Call the bank\": priority \(lost) lost to \(won) ("), listing.stdout)
        XCTAssertEqual(listing.stdout.filter { $0 == "\n" }.count, 1, listing.stdout)
        try SyncMachines.sync(laptop)
        let elsewhere = try laptop.run(["conflicts"]).stdout
        XCTAssertTrue(elsewhere.hasPrefix("1  #1 \"Call the bank\": priority \(lost) lost to \(won) ("), "the other machine lists it too: \(elsewhere)")

        // when the desktop takes the losing value, and both sync
        let taken = try desktop.run(["conflicts", "take", "1"])
        try SyncMachines.sync(desktop)
        try SyncMachines.sync(laptop)

        // then the memo has it everywhere, and the conflict is gone
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertEqual(taken.stdout, "took the losing priority of #\(id)\n")
        let history = try desktop.run(["history"]).stdout
        XCTAssertTrue(history.contains("  conflicts take #\(id) \"Call the bank\"\n"), "named as what it was: \(history)")
        XCTAssertEqual(try desktop.run(["conflicts"]).stdout, "")
        XCTAssertEqual(try laptop.run(["conflicts"]).stdout, "", "taken on the desktop, resolved on the laptop")
        XCTAssertEqual(try SyncMachines.field("priority", of: laptop).values.first, lost)
        try assertSameMemos([laptop, desktop, machines.hub])
    }

    func test_dismiss_forgetsTheConflict_andTheMemoKeepsWhatWon() throws {
        // given the project set differently on each machine, met by the desktop
        let id = try SyncMachines.id(of: "Call the bank", in: desktop)
        XCTAssertEqual(try laptop.run(["modify", "1", "project:work"]).status, 0)
        XCTAssertEqual(try desktop.run(["modify", id, "project:garden"]).status, 0)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)
        let won = try XCTUnwrap(SyncMachines.field("project", of: desktop).values.first)
        XCTAssertTrue(["work", "garden"].contains(won), won)
        try SyncMachines.sync(laptop)
        XCTAssertEqual(try laptop.run(["conflicts"]).stdout.filter { $0 == "\n" }.count, 1)

        // when
        let dismissed = try desktop.run(["conflicts", "dismiss", "1"])
        try SyncMachines.sync(desktop)
        try SyncMachines.sync(laptop)

        // then
        XCTAssertEqual(dismissed.status, 0, dismissed.stderr)
        XCTAssertEqual(dismissed.stdout, "dismissed conflict 1\n")
        XCTAssertEqual(try desktop.run(["conflicts"]).stdout, "")
        XCTAssertEqual(try laptop.run(["conflicts"]).stdout, "", "dismissed on the desktop, on the laptop too")
        XCTAssertEqual(try SyncMachines.field("project", of: laptop).values.first, won)
        try assertSameMemos([laptop, desktop, machines.hub])
    }

    func test_theShellTakesAndDismissesConflicts_asTheCommandLineDoes() throws {
        // given a priority conflict met by the desktop
        let id = try SyncMachines.id(of: "Call the bank", in: desktop)
        XCTAssertEqual(try laptop.run(["modify", "1", "pri:H"]).status, 0)
        XCTAssertEqual(try desktop.run(["modify", id, "pri:L"]).status, 0)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)
        let won = try XCTUnwrap(SyncMachines.field("priority", of: desktop).values.first)
        let lost = won == "H" ? "L" : "H"

        // when the shell takes it, then is asked for ones nobody has
        let shell = try desktop.run(["shell"], stdin: Data("conflicts take 1\nconflicts\nconflicts dismiss 7\nconflicts take x\n".utf8))

        // then the memo has the losing value, the conflict is gone, and each bad line says why
        XCTAssertEqual(shell.status, 1, shell.stderr)
        XCTAssertTrue(shell.stdout.contains("took the losing priority of #\(id)\nno conflicts\n"), shell.stdout)
        XCTAssertEqual(shell.stderr.split(separator: "\n"), [
            "error: no conflict 7 (todo conflicts lists them)", "usage: conflicts [take N | dismiss N]",
        ])
        XCTAssertEqual(try SyncMachines.field("priority", of: desktop).values.first, lost)
    }

    func test_undoOnTheMachineWhoseChangeLost_namesTheFieldItLeftAlone() throws {
        // given the priority set differently on each machine, and both synced
        let id = try SyncMachines.id(of: "Call the bank", in: desktop)
        XCTAssertEqual(try laptop.run(["modify", "1", "pri:H"]).status, 0)
        XCTAssertEqual(try desktop.run(["modify", id, "pri:L"]).status, 0)
        try SyncMachines.sync(laptop)
        try SyncMachines.sync(desktop)
        try SyncMachines.sync(laptop)
        let won = try XCTUnwrap(SyncMachines.field("priority", of: desktop).values.first)
        let (loser, loserID, winner) = won == "L" ? (laptop!, "1", "desktop") : (desktop!, id, "laptop")

        // when the machine whose priority lost undoes its modify
        let undo = try loser.run(["undo"])

        // then it says why the priority stays what the other machine made it
        XCTAssertEqual(undo.status, 0, undo.stderr)
        XCTAssertEqual(
            undo.stdout,
            "undid modify #\(loserID) \"Call the bank\", your last command; kept what arrived by sync since from \(winner);"
                + " left priority alone: it changed elsewhere since\n")
        XCTAssertEqual(try SyncMachines.field("priority", of: loser).values.first, won)
    }

    func test_aConflictNobodyHas_isOneLineExit1_andBadWordsAreExit2() throws {
        let before = try desktop.storeSnapshot()
        for (words, status) in [(["take", "7"], Int32(1)), (["dismiss", "7"], 1), (["take"], 2), (["take", "x"], 2), (["drop", "1"], 2)] {
            assertOneLineError(try desktop.run(["conflicts"] + words), status: status, words)
        }
        XCTAssertEqual(try desktop.storeSnapshot(), before)
    }
}
