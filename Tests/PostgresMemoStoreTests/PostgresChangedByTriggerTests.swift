import MemoStore
import XCTest
@testable import PostgresMemoStore

/// A memo's last writer (`changed_by`) is the user each write names, and the trigger that
/// names it is called only when the row does not already name that user
/// (`PostgresSchemaVersion29`): the server counts the calls (`pg_stat_xact_user_functions`).
/// An import's COPY sends the new memos' field stamps the column's default would give them.
final class PostgresChangedByTriggerTests: PostgresRepositoryTestCase {
    func test_writesThatAlreadyNameTheirWriter_callNoTrigger_andOthersAreNamedAsBefore() throws {
        let bob = try store.logIn(userName: "bob")
        try schema.execute("BEGIN")
        defer { _ = try? schema.execute("ROLLBACK") }
        try schema.execute("SET LOCAL track_functions = 'pl'")
        try named(user)
        // New memos, and updates by the user who wrote them last: nothing to name.
        XCTAssertEqual(try calls(by: """
            INSERT INTO memos(user_id, uuid, title, created, updated, search)
            SELECT \(user.id), 'm' || n, 'memo ' || n, now(), now(), '' FROM generate_series(1, 300) AS n
            """), 0)
        XCTAssertEqual(try calls(by: "UPDATE memos SET title = title || '!' WHERE user_id = \(user.id)"), 0)
        XCTAssertEqual(try writers(), [user.id])
        // Another user's writes, and a row naming someone else: named by the trigger.
        try named(bob)
        XCTAssertEqual(try calls(by: "UPDATE memos SET done = true WHERE user_id = \(user.id) AND uuid < 'm2'"), 111)
        XCTAssertEqual(try writers(), [user.id, bob.id])
        XCTAssertEqual(try calls(by: "UPDATE memos SET changed_by = \(user.id) WHERE user_id = \(user.id)"), 300)
        XCTAssertEqual(try writers(), [bob.id])
        XCTAssertEqual(try calls(by: """
            INSERT INTO memos(user_id, uuid, title, created, updated, search, changed_by)
            VALUES (\(user.id), 'planted', 'planted', now(), now(), '', \(user.id))
            """), 1)
        XCTAssertEqual(try writers(), [bob.id])
    }

    func test_anImportsNewMemos_carryTheStampsTheColumnsDefaultGives() throws {
        // given a default worked out after the import, in a transaction of its own
        var drafts = (1...50).map { MemoDraft(title: "memo \($0)") }.makeIterator()
        let before = try schema.execute("SELECT floor(extract(epoch FROM now()))::int8").int64(0, 0)
        XCTAssertEqual(try store.importMemos(for: user) { drafts.next() }.added, 50)
        let after = try schema.execute("SELECT floor(extract(epoch FROM now()))::int8").int64(0, 0)
        // then every memo holds one stamp a field, all of the import's second, by the hub
        let stamps = try schema.execute("SELECT DISTINCT stamps FROM memos WHERE user_id = $1", [String(user.id)])
        XCTAssertEqual(stamps.rowCount, 1)
        let lines = stamps.string(0, 0).split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        XCTAssertEqual(lines.map { String($0[0]) }, MemoField.allCases.map(\.name))
        XCTAssertEqual(Set(lines.map { String($0[2]) }), ["hub"])
        let seconds = Set(lines.map { Int64($0[1]) ?? -1 })
        XCTAssertEqual(seconds.count, 1)
        XCTAssertTrue((before...after).contains(seconds.first ?? -1), "\(seconds) not within \(before)...\(after)")
        // and exactly what the default gives a memo made in that second
        let made = try schema.execute("SELECT replace(todo_new_stamps(NULL), floor(extract(epoch FROM now()))::int8::text, $1)",
                                      [String(seconds.first ?? -1)]).string(0, 0)
        XCTAssertEqual(stamps.string(0, 0), made)
    }

    // MARK: - Private

    /// Names `user` as the transaction's writer, as a command does.
    private func named(_ user: User) throws {
        try schema.execute("SELECT set_config('todo.user', $1, true)", [String(user.id)])
    }

    /// How many times `sql` called the trigger's function.
    private func calls(by sql: String) throws -> Int64 {
        let counted = "SELECT coalesce(sum(calls), 0)::int8 FROM pg_stat_xact_user_functions WHERE funcname = 'todo_changed_by'"
        let before = try schema.execute(counted).int64(0, 0)
        try schema.execute(sql)
        return try schema.execute(counted).int64(0, 0) - before
    }

    /// The writers the memos name, in order.
    private func writers() throws -> [Int64] {
        let result = try schema.execute("SELECT DISTINCT changed_by FROM memos ORDER BY 1")
        return (0..<result.rowCount).map { result.int64($0, 0) }
    }
}
