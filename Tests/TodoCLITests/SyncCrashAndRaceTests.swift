import Foundation
import TestSupport
import XCTest
@testable import PostgresMemoStore

/// Issue 22's "nothing lost or doubled by a crash" and "several replicas syncing at the same
/// moment all succeed and converge", through the binary: `todo sync` killed with SIGKILL at
/// random moments, two processes syncing one replica, and replicas syncing at once.
final class SyncCrashAndRaceTests: XCTestCase {
    private var machines: SyncMachines!

    override func setUpWithError() throws {
        try super.setUpWithError()
        machines = try SyncMachines()
    }

    override func tearDown() {
        machines = nil
        super.tearDown()
    }

    func test_killMinus9OfSync_atRandomMoments_thenASync_appliesEveryChangeExactlyOnce() throws {
        let seed = UInt64(Date().timeIntervalSince1970 * 1000)
        var random = SeededRandom(seed: seed)
        let (laptop, desktop) = (try machines.machine(), try machines.machine())
        var expected = Set((0..<2500).map { "laptop \($0)" })
        try importTitles(expected.sorted(), into: laptop)
        let hub = try PostgresConnection(connectionString: machines.url)
        var estimate = 0.5
        var (interrupted, insideTheTransaction) = (0, 0)
        for round in 0..<4 {
            let context = "round \(round), seed \(seed)"
            // given changes on every side: new memos, tags added, memos removed and annotated
            let laptopMemos = try SyncMachines.fields(of: laptop)
            let (laptopTitles, laptopIDs) = (laptopMemos.compactMapValues { $0["title"] }, laptopMemos.compactMapValues { $0["id"] })
            let ids = laptopIDs.keys.filter { laptopTitles[$0]?.hasPrefix("laptop") == true }.sorted().shuffled(using: &random)
            let (tagged, removed, annotated) = (Array(ids[0..<200]), Array(ids[200..<230]), Array(ids[230..<235]))
            XCTAssertEqual(try laptop.run(["modify"] + tagged.compactMap { laptopIDs[$0] } + ["+r\(round)"]).status, 0)
            XCTAssertEqual(try laptop.run(["rm"] + removed.compactMap { laptopIDs[$0] }).status, 0)
            for uuid in annotated {
                XCTAssertEqual(try laptop.run(["annotate", try XCTUnwrap(laptopIDs[uuid]), "note r\(round)"]).status, 0)
            }
            let added = (0..<400).map { "laptop r\(round) \($0)" } + (0..<20).map { "desktop r\(round) \($0)" }
            try importTitles(Array(added.prefix(400)), into: laptop)
            if round > 0 { try importTitles(Array(added.suffix(20)), into: desktop) }
            for index in 0..<5 { XCTAssertEqual(try machines.hub.run(["add", "hub r\(round) \(index)"]).status, 0) }
            expected.formUnion(added.prefix(round > 0 ? 420 : 400) + (0..<5).map { "hub r\(round) \($0)" })
            expected.subtract(removed.compactMap { laptopTitles[$0] })

            // when a sync (the laptop's, sending; the desktop's, receiving) is killed at a random
            // moment; each machine's first sync names the hub. The last round, if no kill has
            // landed inside a sync's transaction yet, waits for one to open.
            let victim = round % 2 == 0 ? laptop : desktop
            let url = round < 2 ? [machines.url] : []
            let delay = Double.random(in: 0...1, using: &random) * estimate
            let landing = try killedSync(victim, url, at: round == 3 && insideTheTransaction == 0 ? nil : delay, hub: hub)
            let wasRunning = landing != .afterTheSyncEnded
            insideTheTransaction += landing == .insideTheHubTransaction ? 1 : 0
            let started = Date()
            try SyncMachines.sync(victim, url.first)
            // The next kill aims within a whole sync: what the one after an early kill took.
            estimate = wasRunning ? max(0.1, Date().timeIntervalSince(started)) : estimate / 2
            interrupted += wasRunning ? 1 : 0

            // then the next syncs bring every store to every change, each applied once
            let stores: [TodoProcess] = round == 0 ? [laptop, machines.hub] : [laptop, desktop, machines.hub]
            for machine in [laptop, desktop, laptop] where stores.contains(where: { $0 === machine }) {
                try SyncMachines.sync(machine)
            }
            try assertSameMemos(stores, context)
            let hubMemos = try SyncMachines.fields(of: machines.hub)
            let titles = hubMemos.compactMapValues { $0["title"] }
            XCTAssertEqual(titles.count, expected.count, context)
            XCTAssertEqual(Set(titles.values), expected, context)
            let tags = hubMemos.compactMapValues { $0["tags"] }
            XCTAssertEqual(Set(tags.filter { $0.value.contains("\"r\(round)\"") }.keys), Set(tagged), context)
            let annotations = hubMemos.compactMapValues { $0["annotations"] }
            for uuid in annotated {
                XCTAssertEqual(annotations[uuid]?.components(separatedBy: "note r\(round)").count, 2, "\(context): \(uuid)")
            }
        }
        print("kill -9 of sync: \(interrupted) of 4 interrupted a running sync, \(insideTheTransaction) inside its transaction (seed \(seed))")
        XCTAssertGreaterThan(insideTheTransaction, 0, "no kill landed while a sync had its hub transaction open (seed \(seed))")
    }

    func test_twoProcessesSyncingOneReplicaAtOnce_bothSucceed_andEachMemoIsSentOnce() throws {
        // given a replica with 300 memos the hub has not seen
        let (laptop, desktop) = (try machines.machine(), try machines.machine())
        try importTitles((0..<300).map { "memo \($0)" }, into: laptop)

        // when two processes sync it at the same moment
        let results = try runAtOnce([laptop, laptop].map { ["sync", "--db", $0.db, "--user", $0.user, machines.url] })

        // then both succeed, between them sending each memo once, and every store agrees
        for result in results {
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stdout.filter { $0 == "\n" }.count, 1, result.stdout)
        }
        XCTAssertEqual(results.map { sent($0.stdout) }.reduce(0, +), 300, results.map(\.stdout).joined())
        try SyncMachines.sync(desktop, machines.url)
        try assertSameMemos([laptop, desktop, machines.hub])
        XCTAssertEqual(try SyncMachines.field("title", of: machines.hub).count, 300)
    }

    func test_severalReplicasSyncingAtOnce_allSucceed_andConverge() throws {
        // given five replicas, each with memos of its own
        let replicas = try (0..<5).map { _ in try machines.machine() }
        for (index, replica) in replicas.enumerated() {
            try importTitles((0..<100).map { "replica \(index) memo \($0)" }, into: replica)
        }

        // when all sync at once, each change some of what it received, and all sync at once again
        for result in try runAtOnce(replicas.map { ["sync", "--db", $0.db, "--user", $0.user, machines.url] }) {
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        for (index, replica) in replicas.enumerated() {
            XCTAssertEqual(try replica.run(["modify"] + (1...20).map(String.init) + ["+seen\(index)"]).status, 0)
            XCTAssertEqual(try replica.run(["add", "replica \(index) later"]).status, 0)
        }
        for result in try runAtOnce(replicas.map { ["sync", "--db", $0.db, "--user", $0.user] }) {
            XCTAssertEqual(result.status, 0, result.stderr)
        }

        // then one more sync each, in turn, brings all of them to the same memos
        for replica in replicas { try SyncMachines.sync(replica) }
        try assertSameMemos(replicas + [machines.hub])
        XCTAssertEqual(try SyncMachines.field("title", of: machines.hub).count, 505)
        let tags = try SyncMachines.field("tags", of: replicas[0]).values.joined()
        for index in 0..<5 { XCTAssertEqual(tags.components(separatedBy: "\"seen\(index)\"").count, 21, "seen\(index)") }
    }

    func test_aSyncWaitingForTheHubsLock_keepsNoWriterOfItsReplicaWaiting() throws {
        // given a replica with a change to send, and the user's lock on the hub held elsewhere
        let laptop = try machines.machine()
        XCTAssertEqual(try laptop.run(["add", "before"]).status, 0)
        try SyncMachines.sync(laptop, machines.url)
        XCTAssertEqual(try laptop.run(["add", "sent when the lock is free"]).status, 0)
        let holder = try PostgresConnection(connectionString: machines.url)
        _ = try holder.execute("BEGIN")
        _ = try holder.execute("UPDATE users SET generation = generation + 1 WHERE name = $1", [laptop.user])

        // when its sync waits for that lock
        let name = "todo_waiting_" + UUID().uuidString.prefix(8).lowercased()
        let sync = Process()
        sync.executableURL = TodoProcess.binary
        sync.arguments = ["sync", "--db", laptop.db, "--user", laptop.user]
        sync.environment = ProcessInfo.processInfo.environment.merging(
            ["NO_COLOR": "1", "XDG_CONFIG_HOME": "/nonexistent/todo-tests-config", "PGAPPNAME": name]) { $1 }
        sync.standardOutput = FileHandle.nullDevice
        let syncExit = ProcessExit(of: sync)
        try sync.run()
        // (asked on a connection of its own: inside a transaction pg_stat_activity stays as first read)
        let watcher = try PostgresConnection(connectionString: machines.url)
        var waiting = false
        while !waiting && sync.isRunning {
            usleep(5_000)
            waiting = try watcher.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'", [name]
            ).int64(0, 0) > 0
        }
        XCTAssertTrue(waiting, "the sync never waited for the user's lock")

        // then a command writing the replica meanwhile is not kept waiting for it (SQLite's
        // busy timeout would fail it), and once the lock is free the sync sends both changes
        let add = try laptop.run(["add", "made while the sync waits"])
        XCTAssertEqual(add.status, 0, add.stderr)
        _ = try holder.execute("ROLLBACK")
        syncExit.wait()
        XCTAssertEqual(sync.terminationStatus, 0)
        try SyncMachines.sync(laptop)
        XCTAssertEqual(
            Set(try SyncMachines.field("title", of: machines.hub).values),
            ["before", "sent when the lock is free", "made while the sync waits"])
    }

    // MARK: - Private

    private func importTitles(_ titles: [String], into machine: TodoProcess) throws {
        let file = machine.directory.appendingPathComponent("import-\(UUID().uuidString).jsonl")
        try titles.map { "{\"title\":\"\($0)\"}\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        let result = try machine.run(["import", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// Where a kill of a sync landed.
    private enum KillLanding {
        /// The sync had ended (or failed) before the kill.
        case afterTheSyncEnded
        /// The sync was running, but had no transaction open on the hub: it was starting, or
        /// settling after the hub's commit.
        case outsideTheHubTransaction
        /// Mid-sync: its transaction on the hub was open, holding the user's lock.
        case insideTheHubTransaction
    }

    /// Starts `todo sync` on `machine` and kills it with SIGKILL after `delay` seconds, or
    /// (with nil) as soon as its transaction on the hub is open; where the kill landed. The
    /// sync is stopped (SIGSTOP) while `hub` is asked about its session, so the answer holds
    /// at the moment of the kill.
    private func killedSync(_ machine: TodoProcess, _ url: [String], at delay: Double?, hub: PostgresConnection) throws -> KillLanding {
        let name = "todo_killed_" + UUID().uuidString.prefix(8).lowercased()
        let process = Process()
        process.executableURL = TodoProcess.binary
        process.arguments = ["sync", "--db", machine.db, "--user", machine.user] + url
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["NO_COLOR": "1", "XDG_CONFIG_HOME": "/nonexistent/todo-tests-config", "PGAPPNAME": name]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exit = ProcessExit(of: process)
        try process.run()
        let stoppedInside = { () throws -> Bool in
            kill(process.processIdentifier, SIGSTOP)
            let open = try hub.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND xact_start IS NOT NULL", [name])
            return open.int64(0, 0) > 0
        }
        var inside: Bool
        if let delay {
            Thread.sleep(forTimeInterval: delay)
            inside = try stoppedInside()
        } else {
            inside = try stoppedInside()
            while !inside && process.isRunning {
                kill(process.processIdentifier, SIGCONT)
                usleep(2_000)
                inside = try stoppedInside()
            }
        }
        kill(process.processIdentifier, SIGKILL)
        exit.wait()
        guard process.terminationReason == .uncaughtSignal else { return .afterTheSyncEnded }
        return inside ? .insideTheHubTransaction : .outsideTheHubTransaction
    }

    /// Runs the binary with each of `commands` at the same moment, each from a thread of its
    /// own; their results in order.
    private func runAtOnce(_ commands: [[String]]) throws -> [TodoResult] {
        let results = Results(count: commands.count)
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            results.set(index, Result { try TodoProcess.execute(commands[index]) })
        }
        return try results.all.map { try XCTUnwrap($0).get() }
    }

    /// The number a sync's line says it sent.
    private func sent(_ line: String) -> Int {
        line.firstRange(of: "sent ").flatMap { Int(line[$0.upperBound...].prefix { $0.isNumber }) } ?? -1
    }

    /// Results filled from several threads.
    private final class Results: @unchecked Sendable {
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: Result<TodoResult, Error>) { lock.withLock { values[index] = value } }
        var all: [Result<TodoResult, Error>?] { lock.withLock { values } }
        private let lock = NSLock()
        private var values: [Result<TodoResult, Error>?]
    }
}
