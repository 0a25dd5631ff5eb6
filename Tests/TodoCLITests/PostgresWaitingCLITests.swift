import Foundation
import TestSupport
import XCTest
@testable import PostgresMemoStore

/// Issue 25, through the binary on PostgreSQL: a lock held elsewhere ends in "locked by
/// another process; try again" (exit 1) after the lock timeout, completion against a server
/// that never answers gives up printing nothing, and a shell whose session the server
/// dropped carries on. Each run has a generous kill-after, only so a hang fails the test.
final class PostgresWaitingCLITests: XCTestCase {
    private var todo: TodoProcess!

    override func setUpWithError() throws {
        try super.setUpWithError()
        todo = try TodoProcess(engine: .postgresql)
        XCTAssertEqual(try todo.run(["add", "first"]).status, 0)
    }

    override func tearDown() {
        todo = nil
        super.tearDown()
    }

    func test_listAndAdd_whileAnotherSessionLocksTheTable_sayItIsLocked() throws {
        // given another session holding the memos table locked
        let other = try PostgresConnection(connectionString: todo.db)
        try other.execute("BEGIN")
        try other.execute("LOCK TABLE memos IN ACCESS EXCLUSIVE MODE")
        defer { _ = try? other.execute("ROLLBACK") }
        for command in [["list"], ["add", "second"]] {
            // when
            let result = try run(command)
            // then
            assertOneLineError(result, status: 1, command)
            XCTAssertTrue(result.stderr.hasSuffix("is locked by another process; try again\n"), result.stderr)
        }
    }

    func test_add_whileAnotherWriterHoldsTheUsersLock_saysItIsLocked() throws {
        // given a write of the same user under way and paused (as a stopped `todo import`)
        let other = try PostgresConnection(connectionString: todo.db)
        let user = try other.execute("SELECT id FROM users WHERE name = 'alice'").string(0, 0)
        try other.execute("BEGIN")
        try other.execute("SELECT id FROM users WHERE id = $1 FOR UPDATE", [user])
        defer { _ = try? other.execute("ROLLBACK") }
        // when
        let result = try run(["add", "second"])
        // then
        assertOneLineError(result, status: 1, "add")
        XCTAssertTrue(result.stderr.hasSuffix("is locked by another process; try again\n"), result.stderr)
    }

    func test_completion_againstAServerThatNeverAnswers_offersNothing_andEnds() throws {
        // given a server that completes the handshake and then stays silent
        let server = try SilentPostgresServer()
        // when Tab asks for ids there
        let result = try TodoProcess.execute(
            ["---completion", "show", "--", "positional@0", "5", "0", "todo", "show", "--db", server.uri, "--user", "alice", ""],
            killAfter: 30)
        // then it gives up, offering nothing
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n"), [])
        XCTAssertEqual(result.stderr, "")
    }

    func test_shell_afterTheServerDroppedItsSession_reconnects() throws {
        // given a shell on the store, its session named so it can be found
        let name = "todo_shell_" + UUID().uuidString.prefix(8).lowercased()
        let command = "env -u TODO_DB -u TODO_USER NO_COLOR=1 XDG_STATE_HOME='\(todo.directory.path)/state' '\(TodoProcess.binary.path)'"
            + " shell --db '\(todo.db)&application_name=\(name)' --user alice"
        let session = try TerminalSession(running: command, in: todo.directory, prompt: "todo> ")
        session.type("add one")
        session.press("Enter")
        session.waitForLine("added #2 one")
        // when the server ends that session, as a restart does
        let admin = try PostgresConnection(connectionString: todo.db)
        let ended = try admin.execute(
            "SELECT count(*) FROM (SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE application_name = $1) AS t", [name])
        XCTAssertEqual(ended.string(0, 0), "1")
        session.type("add two")
        session.press("Enter")
        // then the next command works on a new session
        session.waitUntil("the second add") { $0.contains { $0.hasPrefix("added #") && $0.hasSuffix(" two") } }
    }

    func test_shellTab_whileAnotherSessionLocksTheTable_givesUp_andTheShellCarriesOn() throws {
        // given a shell on the store, then another session locking the memos table
        let command = "env -u TODO_DB -u TODO_USER NO_COLOR=1 XDG_STATE_HOME='\(todo.directory.path)/state' '\(TodoProcess.binary.path)'"
            + " shell --db '\(todo.db)' --user alice"
        let session = try TerminalSession(running: command, in: todo.directory, prompt: "todo> ")
        let other = try PostgresConnection(connectionString: todo.db)
        try other.execute("BEGIN")
        try other.execute("LOCK TABLE memos IN ACCESS EXCLUSIVE MODE")
        // when Tab asks for ids, then it gives up and the keys typed after it arrive
        session.type("show ")
        session.press("Tab")
        session.type("1")
        session.waitForLastLine("todo> show 1")
        // and once the lock is gone, the command runs
        try other.execute("ROLLBACK")
        session.press("Enter")
        session.waitUntil("the memo shown") { $0.contains { $0.contains("first") } }
    }

    // MARK: - Private

    private func run(_ arguments: [String]) throws -> TodoResult {
        try TodoProcess.execute(
            [arguments[0], "--db", todo.db, "--user", todo.user] + arguments.dropFirst(), killAfter: 60)
    }
}
