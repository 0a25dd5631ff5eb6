import Foundation
import XCTest
@testable import PostgresMemoStore

/// The shell interface on a PostgreSQL store, end to end through the `todo` binary:
/// `--db postgresql://…` and `TODO_DB` select it, every command works as on SQLite, and a
/// server that cannot be used is one line on stderr, exit 1, with no password in it.
final class PostgresCommandTests: XCTestCase {
    private var server: String!
    private var schema: String!
    private var admin: PostgresConnection!
    private var db: String { server + (server.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let environment = ProcessInfo.processInfo.environment
        guard let uri = environment["TODO_TEST_POSTGRES_URI"], !uri.isEmpty else {
            if environment["CI"] == "true" { XCTFail("CI=true but TODO_TEST_POSTGRES_URI is not set") }
            throw XCTSkip("no PostgreSQL server: set TODO_TEST_POSTGRES_URI (as .ci/run does) to run these tests")
        }
        server = uri
        schema = "todo_cli_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        admin = try PostgresConnection(connectionString: uri)
        try admin.execute("CREATE SCHEMA \(schema!)")
    }

    override func tearDown() {
        _ = try? admin?.execute("DROP SCHEMA \(schema!) CASCADE")
        super.tearDown()
    }

    func test_everyCommand_worksOnPostgreSQL() throws {
        XCTAssertEqual(try todo("add", "Buy", "milk", "due:2030-01-02", "pri:H", "+home").stdout, "1\n")
        XCTAssertEqual(try todo("add", "Pay tax", "project:work.q4").stdout, "2\n")
        XCTAssertTrue(try todo("list").stdout.contains("Buy milk"))
        XCTAssertTrue(try todo("search", "milk").stdout.contains("Buy milk"))
        XCTAssertTrue(try todo("show", "2", "--json").stdout.contains("\"title\":\"Pay tax\""))
        XCTAssertEqual(try todo("done", "1", "2").status, 0)
        XCTAssertFalse(try todo("list").stdout.contains("Pay tax"))
        XCTAssertEqual(try todo("undo").status, 0)
        XCTAssertTrue(try todo("list").stdout.contains("Pay tax"))
        XCTAssertTrue(try todo("projects").stdout.contains("work.q4"))
        XCTAssertTrue(try todo("tags").stdout.contains("home"))
        XCTAssertEqual(try todo("rm", "2").status, 0)
        XCTAssertEqual(try todo("undo").status, 0)
        XCTAssertTrue(try todo("show", "2").stdout.contains("Pay tax"))
        XCTAssertTrue(try todo("history").stdout.contains("add"))
        XCTAssertEqual(try todo("show", "99").status, 1)
    }

    func test_exportThenImportTwice_addsNothingTheSecondTime() throws {
        _ = try todo("add", "one")
        _ = try todo("add", "two")
        let export = try todo("export").stdout
        XCTAssertEqual(try todo("import", "-", user: "bob", stdin: export).status, 0)
        XCTAssertEqual(try todo("import", "-", user: "bob", stdin: export).status, 0)
        XCTAssertEqual(try todo("export", user: "bob").stdout.split(separator: "\n").count, 2)
        XCTAssertEqual(try todo("export", user: "bob").stdout, export.replacingOccurrences(of: "\"id\":1,", with: "\"id\":3,")
            .replacingOccurrences(of: "\"id\":2,", with: "\"id\":4,"))
    }

    func test_TODO_DB_selectsPostgreSQL() throws {
        let added = try TodoProcess.execute(["--user", "alice", "add", "via env"], environment: ["TODO_DB": db])
        XCTAssertEqual(added.status, 0, added.stderr)
        XCTAssertTrue(try todo("list").stdout.contains("via env"))
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
        try admin.execute("CREATE TABLE \(schema!).accounts (id int)")
        let result = try todo("add", "never")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        let tables = try admin.execute("SELECT string_agg(tablename, ',') FROM pg_tables WHERE schemaname = $1", [schema])
        XCTAssertEqual(tables.string(0, 0), "accounts")
    }

    // MARK: - Private

    private func todo(_ arguments: String..., user: String = "alice", stdin: String? = nil) throws -> TodoResult {
        try TodoProcess.execute(["--db", db, "--user", user] + arguments, stdin: stdin.map { Data($0.utf8) })
    }
}
