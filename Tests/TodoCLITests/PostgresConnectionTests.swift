import Foundation
import XCTest

/// What only PostgreSQL has, through the binary: `TODO_DB` selects it by URI, and a server
/// that cannot be used is one line on stderr, exit 1, with no password in it. (Every command
/// on PostgreSQL is covered by the generated copies of the end-to-end suites in Postgres/.)
final class PostgresConnectionTests: XCTestCase {
    private var todo: TodoProcess!

    override func setUpWithError() throws {
        try super.setUpWithError()
        todo = try TodoProcess(engine: .postgresql)
    }

    override func tearDown() {
        todo = nil
        super.tearDown()
    }

    func test_TODO_DB_selectsPostgreSQL() throws {
        let added = try TodoProcess.execute(["--user", "alice", "add", "via env"], environment: ["TODO_DB": todo.db])
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(try todo.run(["list"]).stdout.contains("via env"))
    }

    func test_anUnreachableServer_isOneLineWithoutThePassword() throws {
        let result = try TodoProcess.execute(
            ["--db", "postgresql://alice:hunter2-secret@/todo?host=/nonexistent-dir", "--user", "alice", "add", "x"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("hunter2"), result.stderr)
        XCTAssertFalse(result.stderr.contains("postgresql://"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func test_aDatabaseOfAnotherProgram_isRefusedUntouched() throws {
        let schema = try XCTUnwrap(todo.schema)
        try schema.execute("CREATE TABLE accounts (id int)")
        let before = try todo.storeSnapshot()

        let result = try todo.run(["add", "never"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        XCTAssertEqual(Array(before.keys), ["accounts"])
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }
}
