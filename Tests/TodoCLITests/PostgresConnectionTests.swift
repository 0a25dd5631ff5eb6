import Foundation
import XCTest

/// What only PostgreSQL has, through the binary: `TODO_DB` selects it by URI, and a server
/// that cannot be used is one line on stderr, exit 1, with no password in it. (Every command
/// on PostgreSQL is covered by the end-to-end suites, which run on both engines:
/// `@Test(arguments: TodoEngine.allCases)`.)
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

    func test_theSchemeInAnyCase_selectsPostgreSQL() throws {
        // given the store's URI with its scheme capitalised, run from an empty directory
        let uri = "PostgreSQL" + todo.db.drop { $0 != ":" }
        let script = "cd \"$DIR\" && \"$TODO\" --user alice add upper && \"$TODO\" --user alice list"
        // when
        let result = try TodoProcess.execute(
            sh: script, environment: ["TODO": TodoProcess.binary.path, "DIR": todo.directory.path, "TODO_DB": uri])
        // then the memo went to PostgreSQL, and no file was made for it
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try todo.run(["list"]).stdout.contains("upper"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: todo.directory.path), [])
    }

    func test_aKeywordValueString_selectsPostgreSQL() throws {
        // given the store named the way libpq's key=value strings do
        let settings = try XCTUnwrap(Self.keywordValueString(of: todo.db), todo.db)
        let script = "cd \"$DIR\" && \"$TODO\" --user alice add keywords"
        // when
        let result = try TodoProcess.execute(
            sh: script, environment: ["TODO": TodoProcess.binary.path, "DIR": todo.directory.path, "TODO_DB": settings])
        // then
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try todo.run(["list"]).stdout.contains("keywords"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: todo.directory.path), [])
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
        let todo = try TodoProcess(engine: .postgresql, withoutStore: true)
        let schema = try XCTUnwrap(todo.schema)
        try schema.execute("CREATE TABLE accounts (id int)")
        let before = try todo.storeSnapshot()

        let result = try todo.run(["add", "never"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
        XCTAssertEqual(Array(before.keys), ["accounts"])
        XCTAssertEqual(try todo.storeSnapshot(), before)
    }

    func test_commandsThatOnlyRead_makeNoStoreInAnEmptyDatabase_andSaySo_asOnAMissingPath() throws {
        // given a database (here, a schema) where no store is yet
        let todo = try TodoProcess(engine: .postgresql, withoutStore: true)
        for (arguments, status, stdout) in [(["list", "--json"], Int32(0), "[]\n"), (["count"], 0, "0\n"), (["export"], 0, ""),
                                            (["show", "1"], 1, ""), (["history"], 0, ""), (["+home", "info"], 1, "")] {
            // when a command that only reads runs there
            let result = try todo.run(arguments)

            // then it answers as on a path where no store is, and the database stays empty
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, stdout, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix("todo: no store at PostgreSQL database "), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix(" (the first add or import creates it)\n"), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(arguments): \(result.stderr)")
            XCTAssertEqual(try todo.storeSnapshot(), [:], "\(arguments)")
        }
        // and the first add makes it
        XCTAssertEqual(try todo.run(["add", "first"]).status, 0)
        XCTAssertEqual(try todo.run(["count"]).stdout, "1\n")
    }

    // MARK: - Private

    /// `postgresql://[user@][host][:port]/[db][?key=value&…]` as `key='value' …` (what the tests' URIs use).
    private static func keywordValueString(of uri: String) -> String? {
        guard let rest = uri.firstRange(of: "://").map({ uri[$0.upperBound...] }) else { return nil }
        let (location, query) = rest.firstIndex(of: "?").map { (rest[..<$0], rest[rest.index(after: $0)...]) } ?? (rest, "")
        var pairs: [(String, String)] = []
        let authority = location.prefix { $0 != "/" }
        let database = location.dropFirst(authority.count).dropFirst()
        var hostPart = Substring(authority)
        if let at = authority.lastIndex(of: "@") {
            pairs.append(("user", String(authority[..<at])))
            hostPart = authority[authority.index(after: at)...]
        }
        if let colon = hostPart.lastIndex(of: ":") {
            pairs.append(("port", String(hostPart[hostPart.index(after: colon)...])))
            hostPart = hostPart[..<colon]
        }
        if !hostPart.isEmpty { pairs.append(("host", String(hostPart))) }
        if !database.isEmpty { pairs.append(("dbname", String(database))) }
        for pair in query.split(separator: "&") {
            guard let equals = pair.firstIndex(of: "=") else { return nil }
            pairs.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
        }
        return pairs.map { key, value in
            let decoded = value.removingPercentEncoding ?? value
            return "\(key)='" + decoded.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }.joined(separator: " ")
    }
}
