import Foundation
import TestSupport
import XCTest

/// A PostgreSQL server of one test's own: initdb and pg_ctl in a temporary directory, listening
/// only on a Unix socket there (run as nobody when the tests run as root, which initdb
/// refuses), stopped and removed when released. A test may stop and start it, as a restart
/// does, without touching the server every other test shares.
final class OwnPostgresServer {
    /// The URL of its database `postgres` as user `todo` (trusted), which `todo --db` takes.
    var url: String { "postgresql:///postgres?host=\(directory.path)&user=todo" }

    /// Makes and starts the server; skips without PostgreSQL's server programs (fails under `CI=true`).
    init() throws {
        let found = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql"))?
            .sorted { $0.compare($1, options: .numeric) == .orderedAscending }.last
            .map { "/usr/lib/postgresql/\($0)/bin" }
        try Prerequisite.require(
            found.map { FileManager.default.isExecutableFile(atPath: $0 + "/initdb") } ?? false, "no initdb (apt-get install postgresql)")
        programs = found ?? ""
        directory = try TemporaryDirectory()
        if geteuid() == 0 { try FileManager.default.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: directory.path) }
        try run("initdb", ["-D", directory.file("data"), "-U", "todo", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8"])
        try start()
    }

    deinit {
        _ = try? run("pg_ctl", ["-D", directory.file("data"), "-m", "immediate", "-w", "stop"])
    }

    /// Starts the server and returns once it takes connections.
    func start() throws {
        try run("pg_ctl", [
            "-D", directory.file("data"), "-l", directory.file("server.log"), "-w", "start",
            "-o", "-c listen_addresses='' -k \(directory.path) -c fsync=off",
        ])
    }

    /// Stops the server as a restart does (`fast`: every session is ended) and returns once it is down.
    func stop() throws {
        try run("pg_ctl", ["-D", directory.file("data"), "-m", "fast", "-w", "stop"])
    }

    /// A server program that failed (what it said).
    struct Failed: Error { let message: String }

    // MARK: - Private

    private let programs: String
    private let directory: TemporaryDirectory

    /// Runs a server program (as nobody when root) and waits for it. Not `Process`: Foundation
    /// learns a child ended through a descriptor the child inherits, which the server that
    /// `pg_ctl start` leaves running would hold open; so the child gets no descriptor of this
    /// process's, and what it says goes to a file.
    private func run(_ program: String, _ arguments: [String]) throws {
        let asNobody = geteuid() == 0
        let command = (asNobody ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : [])
            + ["\(programs)/\(program)"] + arguments
        let said = directory.file("\(program).out")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, said, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        for descriptor in open where descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = SignalMask.withNoneBlocked { posix_spawn(&pid, command[0], &actions, nil, &argv, environ) }
        guard spawned == 0 else { throw Failed(message: "\(program): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        guard status == 0 else {
            throw Failed(message: "\(program): " + ((try? String(contentsOfFile: said, encoding: .utf8)) ?? "status \(status)"))
        }
    }
}
