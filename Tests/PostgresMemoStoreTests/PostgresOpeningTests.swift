import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Opening a store: migrating once under many clients, refusing what is not ours or is
/// newer untouched, and never showing a password.
final class PostgresOpeningTests: XCTestCase {
    private var schema: PostgresTestSchema!

    override func setUpWithError() throws {
        try super.setUpWithError()
        schema = try PostgresTestSchema()
    }

    override func tearDown() {
        schema = nil
        super.tearDown()
    }

    func test_open_severalClientsAtOnceOnAnEmptySchema_allSucceed() throws {
        let uri = schema.uri
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            do {
                let repository = try PostgresMemoRepository(connectionString: uri)
                defer { repository.close() }
                let user = try repository.logIn(userName: "user \(index % 2)")
                _ = try repository.create(MemoDraft(title: "memo \(index)"), for: user)
                outcomes.add(nil)
            } catch {
                outcomes.add("\(error)")
            }
        }
        XCTAssertEqual(outcomes.errors, [])
        XCTAssertEqual(outcomes.count, 6)
        XCTAssertEqual(try schema.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), Int64(PostgresSchema.currentVersion))
        XCTAssertEqual(try schema.execute("SELECT count(*) FROM memos").int64(0, 0), 6)
    }

    func test_open_aNewerSchema_isRefusedUntouched() throws {
        try schema.open().close()
        try schema.execute("UPDATE todo_meta SET value = 99 WHERE name = 'schema'")
        XCTAssertThrowsError(try schema.open()) {
            guard case .newerSchema(_, let found, let supported)? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
            XCTAssertEqual([found, supported], [99, PostgresSchema.currentVersion])
        }
        XCTAssertEqual(try schema.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), 99)
    }

    func test_open_tablesOfAnotherProgram_areRefusedUntouched() throws {
        try schema.execute("CREATE TABLE accounts (id int PRIMARY KEY, owner text)")
        try schema.execute("INSERT INTO accounts VALUES (1, 'someone')")
        XCTAssertThrowsError(try schema.open()) {
            guard case .notADatabase? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
        }
        let tables = try schema.execute(
            "SELECT string_agg(tablename, ',') FROM pg_tables WHERE schemaname = $1", [schema.name])
        XCTAssertEqual(tables.string(0, 0), "accounts")
    }

    func test_open_aTodoMetaOfAnotherProgram_isRefused() throws {
        try schema.execute("CREATE TABLE todo_meta (key text)")
        XCTAssertThrowsError(try schema.open()) {
            guard case .notADatabase? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
        }
    }

    func test_open_aLoginWithoutPrivilegesOnTheTables_isToldPermission_notThatItIsNoStore() throws {
        // given a store, and a role that may enter its schema but not read its tables
        _ = try schema.open()
        let role = "todo_noperm_" + UUID().uuidString.lowercased().filter(\.isHexDigit).prefix(12)
        try schema.execute("CREATE ROLE \(role) LOGIN")
        defer { _ = try? schema.execute("DROP OWNED BY \(role); DROP ROLE \(role)") }
        try schema.execute("GRANT USAGE ON SCHEMA \(schema.name) TO \(role)")
        // when it opens the store, for writing or for reading only
        for open in [{ try PostgresMemoRepository(connectionString: $0) },
                     { try PostgresMemoRepository(readingExistingStoreAt: $0) }] as [(String) throws -> PostgresMemoRepository] {
            XCTAssertThrowsError(try open(schema.uri + "&user=" + role)) {
                // then
                guard case .permissionDenied? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
                XCTAssertTrue("\($0)".contains("permission denied"), "\($0)")
            }
        }
    }

    func test_open_unreachableServer_saysSoOnOneLineWithoutThePassword() {
        assertRefused("postgresql://alice:hunter2-secret@/todo?host=/nonexistent-todo-socket-dir", hiding: "hunter2-secret")
    }

    func test_open_anUnreadablePassword_isNotRepeated() {
        assertRefused("postgresql://alice:s3cr%zzet@/todo?host=/tmp", hiding: "s3cr")
    }

    func test_open_aPasswordWhoseKeyIsPercentEncoded_isNotRepeated() {
        // libpq reads `pass%77ord` as `password`, and repeats the value it cannot decode.
        assertRefused("postgresql:///todo?host=/tmp&pass%77ord=s3cr%zzet", hiding: "s3cr")
        assertRefused("postgresql:///todo?host=/tmp&%70assword=s3cr%zzet", hiding: "s3cr")
    }

    func test_open_aRefusedLogin_saysSoWithoutThePassword() throws {
        let server = try PostgresTestServer.uri()
        let uri = server + (server.contains("?") ? "&" : "?") + "user=nobody_todo_x&password=pass%20word"
        assertRefused(uri, hiding: "pass word")
    }

    func test_redaction_hidesEverySpellingOfThePassword() {
        let redaction = PostgresRedaction(connectionString: "postgres://me:p%40ss@host/db?password=other&sslmode=disable")
        XCTAssertEqual(redaction.clean("a p%40ss b p@ss c other\n\td"), "a *** b *** c *** d")
        XCTAssertEqual(PostgresRedaction(connectionString: "host=x password='a b' user=me").clean("x a b y"), "x *** y")
    }

    // MARK: - Private

    private func assertRefused(_ uri: String, hiding secret: String, line: UInt = #line) {
        XCTAssertThrowsError(try PostgresMemoRepository(connectionString: uri), line: line) {
            let text = "\($0)"
            guard case .cannotOpen? = $0 as? MemoStoreError else { return XCTFail(text, line: line) }
            XCTAssertFalse(text.contains(secret), text, line: line)
            XCTAssertFalse(text.contains("\n"), text, line: line)
        }
    }
}

/// What several threads opening stores ended with.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [String?] = []

    var errors: [String] { lock.withLock { all.compactMap { $0 } } }
    var count: Int { lock.withLock { all.count } }

    func add(_ error: String?) {
        lock.withLock { all.append(error) }
    }
}

/// Opening for reading only, as shell completion does.
final class PostgresReadOnlyOpeningTests: PostgresRepositoryTestCase {
    func test_readingOnly_seesMemos_andWritesNothing() throws {
        let memo = try store.create(MemoDraft(title: "kept"), for: user)
        let reader = try PostgresMemoRepository(readingExistingStoreAt: schema.uri)
        defer { reader.close() }
        XCTAssertEqual(try reader.memo(id: memo.id, for: try reader.logIn(userName: "alice")), memo)
        assertThrows(MemoStoreError.readOnly(path: "PostgreSQL database \"\(try databaseName())\""),
                     try reader.logIn(userName: "newcomer"))
        XCTAssertThrowsError(try reader.create(MemoDraft(title: "never"), for: user))
        XCTAssertEqual(try allMemos(of: user), [memo])
    }

    func test_readingOnly_anEmptySchema_isNotAStore_andStaysEmpty() throws {
        let empty = try PostgresTestSchema()
        XCTAssertThrowsError(try PostgresMemoRepository(readingExistingStoreAt: empty.uri)) {
            guard case .notADatabase? = $0 as? MemoStoreError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(try empty.execute("SELECT count(*) FROM pg_tables WHERE schemaname = $1", [empty.name]).int64(0, 0), 0)
    }

    private func databaseName() throws -> String {
        try schema.execute("SELECT current_database()").string(0, 0)
    }
}
