import Foundation
import TestSupport
import XCTest
@testable import PostgresMemoStore

/// Issue 32: `todo sync --watch` keeps a replica current. A real process watches; changes are
/// made elsewhere and waited for in the replica with a deadline (which only turns a hang into
/// a failure); SIGTERM ends it with status 0.
final class SyncWatchTests: XCTestCase {
    private var machines: SyncMachines!

    override func setUpWithError() throws {
        try super.setUpWithError()
        machines = try SyncMachines()
    }

    override func tearDown() {
        machines = nil
        super.tearDown()
    }

    func test_aChangeOnTheHub_reachesAWatchingReplica_andSIGTERMEndsItWithStatus0() throws {
        // given a replica watching the hub, with a long interval: only the hub's word wakes it
        let laptop = try machines.machine()
        XCTAssertEqual(try machines.hub.run(["add", "first"]).status, 0)
        let watch = try WatchProcess(laptop, ["sync", machines.url, "--watch", "--interval", "3600"])
        try watch.waitForOutput("the first sync") { $0.hasSuffix("sent 0, received 1\n") }

        // when a memo is added on the hub, then it arrives without another sync being run
        XCTAssertEqual(try machines.hub.run(["add", "from elsewhere"]).status, 0)
        try waitForTitles(["first", "from elsewhere"], in: laptop)

        // when the watch is told to stop, then it stops cleanly and the replica is whole
        let status = try watch.stop()
        XCTAssertEqual(status, 0, watch.stderr)
        XCTAssertEqual(SyncMachines.sqliteRows(laptop.dbPath, "PRAGMA integrity_check"), [["ok"]])
        XCTAssertEqual(SyncMachines.sqliteRows(laptop.dbPath, "SELECT syncing FROM sync_hubs"), [["0"]])
        try SyncMachines.sync(laptop)
        try assertSameMemos([laptop, machines.hub])
    }

    func test_aWatchingReplica_survivesItsHubConnectionEnding_asARestartEndsIt_saysSoOnce_andCarriesOn() throws {
        // given a replica watching the hub through a session named so it can be found
        let name = "todo_watch_" + UUID().uuidString.prefix(8).lowercased()
        let laptop = try machines.machine()
        let watch = try WatchProcess(laptop, ["sync", machines.url + "&application_name=" + name, "--watch", "--interval", "3600"])
        try watch.waitForOutput("the first sync") { $0.hasSuffix("sent 0, received 0\n") }

        // when the server ends its session, as a restart does
        let admin = try PostgresConnection(connectionString: machines.url)
        let ended = try admin.execute(
            "SELECT count(*) FROM (SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = $1) AS t", [name])
        XCTAssertEqual(ended.string(0, 0), "1", "the watch's listening session")
        try watch.waitForErrors("the loss said") { $0.contains("listening to ") }

        // then a change made afterwards still arrives
        XCTAssertEqual(try machines.hub.run(["add", "after the restart"]).status, 0)
        try waitForTitles(["after the restart"], in: laptop)
        XCTAssertEqual(try watch.stop(), 0, watch.stderr)
        let lines = watch.stderr.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("todo: lost ") }.count, 1, watch.stderr)
        XCTAssertEqual(lines.filter { $0.hasPrefix("todo: listening to ") }.count, 1, watch.stderr)
    }

    func test_aWatchingReplica_survivesItsHubRestarting_andAChangeMadeAfterArrivesWithin4sOfItsReturn() throws {
        // given a replica watching a hub of its own, which holds one memo
        let server = try OwnPostgresServer()
        let laptop = try machines.machine()
        let onHub = ["--db", server.url, "--user", laptop.user]
        XCTAssertEqual(try TodoProcess.execute(["add"] + onHub + ["first"]).status, 0)
        let watch = try WatchProcess(laptop, ["sync", server.url, "--watch", "--interval", "3600"])
        try watch.waitForOutput("the first sync") { $0.hasSuffix("sent 0, received 1\n") }

        // when the hub restarts, and a memo is added there once it is back
        try server.stop()
        try watch.waitForErrors("the loss said") { $0.contains("todo: lost ") }
        // The outage itself, not a wait for anything: ten seconds down, so a watch that tried
        // again after 1, 2, 4, 8… seconds would next try 5 s after the hub is back. One that
        // tries every second has 4 s for that, a cold server's first connection and a sync,
        // however loaded the machine.
        Thread.sleep(forTimeInterval: 10)
        try server.start()
        let back = Date()
        XCTAssertEqual(try TodoProcess.execute(["add"] + onHub + ["after the restart"]).status, 0)

        // then the watch brings it within 4 s of the hub's return, and SIGTERM ends it cleanly
        try watch.waitForOutput("the memo added after the restart", within: 4 - Date().timeIntervalSince(back)) {
            $0.components(separatedBy: "sent 0, received 1\n").count == 3
        }
        XCTAssertEqual(Set(try SyncMachines.field("title", of: laptop).values), ["first", "after the restart"])
        XCTAssertEqual(try watch.stop(), 0, watch.stderr)
        XCTAssertEqual(SyncMachines.sqliteRows(laptop.dbPath, "PRAGMA integrity_check"), [["ok"]])
        XCTAssertEqual(SyncMachines.sqliteRows(laptop.dbPath, "SELECT syncing FROM sync_hubs"), [["0"]])
        let lines = watch.stderr.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("todo: listening to ") }.count, 1, watch.stderr)
    }

    func test_interval_withoutWatch_orOutOfRange_isExit2() throws {
        let laptop = try machines.machine()
        for arguments in [["sync", "--interval", "5"], ["sync", "--watch", "--interval", "0"]] {
            let result = try laptop.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("--interval"), result.stderr)
        }
    }

    // MARK: - Private

    /// Waits until `machine` holds a memo of each title (its `list` read again and again, up
    /// to 30 s: a replica that never gets them fails).
    private func waitForTitles(_ titles: Set<String>, in machine: TodoProcess, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(30)
        var seen: Set<String> = []
        while Date() < deadline {
            seen = Set(try SyncMachines.field("title", of: machine).values)
            if titles.isSubset(of: seen) { return }
            usleep(20_000)
        }
        XCTFail("never arrived: \(titles.subtracting(seen)); the replica holds \(seen.sorted())", file: file, line: line)
    }
}
