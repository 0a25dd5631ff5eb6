import Foundation
import TestSupport
import XCTest

/// Issue 32: "the later change wins" by the hub's clock, whatever each machine's says. One
/// replica runs every command under a clock minutes ahead (Debian's `faketime`, which moves
/// the binary's own clock and SQLite's 'now' alike); the later edit in real time still wins.
final class SyncClockTests: XCTestCase {
    func test_aReplicaWhoseClockIsMinutesAhead_losesToAnEditMadeLaterOnAnother() throws {
        // given a memo on two replicas, one of them four minutes ahead (within what todo once
        // tolerated: its edits then went to the stamp four minutes ahead, and won)
        try Prerequisite.require(FileManager.default.isExecutableFile(atPath: Self.faketime), "no \(Self.faketime) (apt-get install faketime)")
        let machines = try SyncMachines()
        let ahead = try machines.machine(named: "ahead")
        let right = try machines.machine(named: "right")
        XCTAssertEqual(try machines.hub.run(["add", "Pay rent"]).status, 0)
        XCTAssertEqual(try run(ahead, ["sync", machines.url]).status, 0)
        try SyncMachines.sync(right, machines.url)
        let since = Int64(Date().timeIntervalSince1970)
        let skewed = try XCTUnwrap(Int64(try launch(["/bin/date", "+%s"], for: ahead).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertGreaterThanOrEqual(skewed - since, 200, "faketime moves the clock the replica's commands run by")

        // when the replica ahead sets the priority, and the other sets it a second later in real time
        let id = try SyncMachines.id(of: "Pay rent", in: ahead)
        XCTAssertEqual(try run(ahead, ["modify", id, "pri:L"]).status, 0)
        let stamp = try XCTUnwrap(Int64(SyncMachines.sqliteRows(ahead.dbPath, "SELECT time FROM memo_stamps WHERE field = 'priority'").first?.first ?? ""))
        XCTAssertLessThan(abs(stamp - Int64(Date().timeIntervalSince1970)), 60, "stamped by the hub's clock, not four minutes ahead")
        try waitForTheSecondAfter(stamp)
        XCTAssertEqual(try right.run(["modify", try SyncMachines.id(of: "Pay rent", in: right), "pri:H"]).status, 0)

        // then after both sync, the later edit holds everywhere
        XCTAssertEqual(try run(ahead, ["sync"]).status, 0)
        try SyncMachines.sync(right)
        XCTAssertEqual(try run(ahead, ["sync"]).status, 0)
        for machine in [ahead, right, machines.hub] {
            XCTAssertEqual(try SyncMachines.field("priority", of: machine).values.first, "H")
        }
    }

    func test_aNextOccurrenceMadeOnAReplicaAhead_losesToAnEditOfItMadeElsewhere() throws {
        // given a recurring memo on two replicas, one of them four minutes ahead
        try Prerequisite.require(FileManager.default.isExecutableFile(atPath: Self.faketime), "no \(Self.faketime) (apt-get install faketime)")
        let machines = try SyncMachines()
        let ahead = try machines.machine(named: "ahead")
        let right = try machines.machine(named: "right")
        XCTAssertEqual(try machines.hub.run(["add", "Water plants", "recur:daily", "due:2026-12-01"]).status, 0)
        XCTAssertEqual(try run(ahead, ["sync", machines.url]).status, 0)
        try SyncMachines.sync(right, machines.url)

        // when both mark it done, each making the same next occurrence (the one ahead syncs
        // first: its next memo's `updated` is four minutes ahead), and the other then sets the
        // next one's priority
        XCTAssertEqual(try run(ahead, ["done", try SyncMachines.id(of: "Water plants", in: ahead)]).status, 0)
        XCTAssertEqual(try run(ahead, ["sync"]).status, 0)
        let done = try right.run(["done", try SyncMachines.id(of: "Water plants", in: right)])
        let next = try XCTUnwrap(done.stdout.components(separatedBy: "next #").last?.split(separator: " ").first, done.stdout)
        XCTAssertEqual(try right.run(["modify", String(next), "pri:H"]).status, 0)

        // then after both sync, the edit holds everywhere: the next memo as made counts as
        // changed at no time, not at the clock of the machine that made it
        try SyncMachines.sync(right)
        XCTAssertEqual(try run(ahead, ["sync"]).status, 0)
        for machine in [ahead, right, machines.hub] {
            let open = try SyncMachines.fields(of: machine).values.filter { $0["done"] == "0" }
            XCTAssertEqual(open.map { $0["priority"] }, ["H"])
        }
    }

    // MARK: - Private

    private static let faketime = "/usr/bin/faketime"

    /// Runs `todo` on `machine`'s store four minutes ahead of this clock.
    private func run(_ machine: TodoProcess, _ arguments: [String]) throws -> TodoResult {
        try launch([TodoProcess.binary.path, arguments[0], "--db", machine.db, "--user", machine.user] + arguments.dropFirst(), for: machine)
    }

    /// Runs `command` in `machine`'s environment, four minutes ahead of this clock. `faketime`
    /// itself starts it: it makes the shared memory libfaketime reads, which libfaketime
    /// otherwise makes with `setenv` as the process starts, and Swift's runtime then loses the
    /// arguments.
    private func launch(_ command: [String], for machine: TodoProcess) throws -> TodoResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.faketime)
        process.arguments = ["-f", "+240s"] + command
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["XDG_CONFIG_HOME"] = "/nonexistent/todo-tests-config"
        environment["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
        environment.merge(machine.environment) { _, own in own }
        process.environment = environment
        return try ProcessPipes.run(process, stdin: nil)
    }

    /// Returns once this machine's clock (the hub's: both run here) is past the second
    /// `stamp`: it waits on the clock itself, failing after five seconds.
    private func waitForTheSecondAfter(_ stamp: Int64) throws {
        let deadline = Date().addingTimeInterval(5)
        while Int64(Date().timeIntervalSince1970) <= stamp {
            guard Date() < deadline else { return XCTFail("the clock never passed \(stamp)") }
            usleep(10_000)
        }
    }
}
