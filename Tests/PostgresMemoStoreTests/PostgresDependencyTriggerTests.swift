import MemoStore
import XCTest
@testable import PostgresMemoStore

/// The triggers that keep `blocked` and `blocking` read, for a statement, rows in proportion
/// to what it changed: not every waiting memo of the user, and no memo of another user unless
/// it waits on the same uuid. The server counts the rows (`pg_stat_xact_user_tables`: what the
/// statement's transaction read from `memos`), and the flags each statement leaves are checked
/// against their definitions.
final class PostgresDependencyTriggerTests: PostgresRepositoryTestCase {
    /// Memos of each user. Two of every three wait on the one before; every tenth waits on a
    /// uuid no memo has yet (`uuid(laterTag, n)`), which the statements below add; every fourth
    /// is done.
    private let chainLength = 1_500
    /// The rows a statement of 300 memos may read: 15 for each, and what the statement itself reads.
    private let boundForThreeHundred: Int64 = 15 * 300 + 1_500

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Statistics from ANALYZE only, taken where the test says: the plans are the test's.
        try schema.execute("ALTER TABLE memos SET (autovacuum_enabled = false)")
        try importChains(for: user, tag: 1, laterTag: 9)
        try schema.execute("ANALYZE memos")
    }

    func test_addingOneMemo_readsAFewRows_howeverManyOfTheUsersMemosWait() throws {
        // A memo waiting on an open one; a memo an open one waits on (memo 10 waits on uuid(9, 10)).
        XCTAssertLessThan(try rowsRead(by: insert(1, waitingOn: uuid(1, 1), from: 20)), 20)
        XCTAssertLessThan(try rowsRead(by: insert(1, waitingOn: "", from: 0)), 20)
    }

    func test_statementsOfEverySize_readNoMoreRows_whenAnotherUserHasThousandsOfWaitingMemos() throws {
        let statements = [
            ("one added", insert(1, waitingOn: uuid(1, 7), from: 20)),
            ("300 added", insert(300, waitingOn: uuid(1, 4), from: 0)),
            ("300 added, each waiting on the next", insert(300, waitingOn: nil, from: 0)),
            ("one done", "UPDATE memos SET done = true WHERE user_id = \(user.id) AND uuid = '\(uuid(1, 1))'"),
            ("300 done", "UPDATE memos SET done = true WHERE \(aliceMemos(from: 0))"),
            ("300 deleted", "DELETE FROM memos WHERE \(aliceMemos(from: 300))"),
            ("300 waiting on another", "UPDATE memos SET depends = '\(uuid(1, 9))' WHERE \(aliceMemos(from: 600))"),
            ("300 waiting on another, done or undone", "UPDATE memos SET depends = '\(uuid(1, 9))', done = NOT done WHERE \(aliceMemos(from: 900))"),
        ]
        let alone = try statements.map { try rowsRead(by: $0.1) }
        for (index, statement) in statements.enumerated() where statement.0 != "one added" {
            XCTAssertLessThan(alone[index], boundForThreeHundred, statement.0)
        }
        // Bob's memos wait on uuids of his own.
        try importChains(for: try store.logIn(userName: "bob"), tag: 2, laterTag: 8, length: chainLength * 4)
        try schema.execute("ANALYZE memos")
        for (index, statement) in statements.enumerated() {
            // The same probes; the planner may take another index for some as the table grows.
            XCTAssertLessThanOrEqual(try rowsRead(by: statement.1), alone[index] + alone[index] / 4 + 5, statement.0)
        }
    }

    func test_aUUIDMemosOfTwoUsersWaitOn_changesOnlyTheFlagsOfTheUserWhoseMemoItIs() throws {
        // Bob's memos wait on the same uuids as alice's (the same file imported by both).
        try importChains(for: try store.logIn(userName: "bob"), tag: 2, laterTag: 9)
        try schema.execute("ANALYZE memos")
        for statement in [
            insert(300, waitingOn: uuid(1, 4), from: 0),
            "UPDATE memos SET done = true WHERE \(aliceMemos(from: 0))",
            "DELETE FROM memos WHERE \(aliceMemos(from: 300))",
        ] {
            XCTAssertLessThan(try rowsRead(by: statement), boundForThreeHundred * 2, statement)
        }
    }

    // MARK: - Private

    /// The uuid numbered `number` of the set `tag` (a digit).
    private func uuid(_ tag: Int, _ number: Int) -> String {
        let digits = String(number)
        return "0000000\(tag)-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    /// Imports `length` memos for `owner`, uuids `uuid(tag, 1)`… (see `chainLength`).
    private func importChains(for owner: User, tag: Int, laterTag: Int, length: Int? = nil) throws {
        var drafts = (1...(length ?? chainLength)).map { index -> MemoDraft in
            var depends: [String] = []
            if index % 3 != 0 && index > 1 { depends.append(uuid(tag, index - 1)) }
            if index % 10 == 0 { depends.append(uuid(laterTag, index)) }
            return MemoDraft(uuid: uuid(tag, index), title: "memo \(index)", isDone: index % 4 == 0, depends: depends)
        }.makeIterator()
        _ = try store.importMemos(for: owner) { drafts.next() }
    }

    /// A condition on `memos` for 300 memos of alice in a row, after the first `first`, read
    /// from her part of the primary key.
    private func aliceMemos(from first: Int) -> String {
        "user_id = \(user.id) AND id IN (SELECT id FROM memos WHERE user_id = \(user.id) ORDER BY id LIMIT 300 OFFSET \(first))"
    }

    /// An `INSERT` of `count` open memos of alice, uuids `uuid(9, first + 10)`, `uuid(9, first
    /// + 20)`… (waited on by her memos of the same number), each waiting on `waitingOn`, on
    /// nothing when it is empty, or on the next one added when it is nil.
    private func insert(_ count: Int, waitingOn: String?, from first: Int) -> String {
        let added = { (n: String) in "'00000009-0000-4000-8000-' || lpad((\(first) + 10 * \(n))::text, 12, '0')" }
        return """
            INSERT INTO memos(user_id, uuid, title, created, updated, search, depends)
            SELECT \(user.id), \(added("n")), 'added ' || n, now(), now(), ''::tsvector, \(waitingOn.map { "'\($0)'" } ?? added("(n + 1)"))
            FROM generate_series(1, \(count)) AS n
            """
    }

    /// The rows the statement `sql` read from `memos`, its triggers' included, in a transaction
    /// rolled back after. Asserts every memo's `blocked` and `blocking` are what their
    /// definitions give after the statement.
    private func rowsRead(by sql: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int64 {
        // The counts are the backend's not yet reported, which may hold earlier transactions'
        // too; none is reported within a transaction, so the difference is the statement's.
        // Index-only scans count only the rows they read from the table: `memos` is never
        // vacuumed here, so none of its pages is known all visible and every row is read.
        let counted = "SELECT coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0) FROM pg_stat_xact_user_tables WHERE relid = 'memos'::regclass"
        try schema.execute("BEGIN")
        defer { _ = try? schema.execute("ROLLBACK") }
        // A few thousand memos are cheaper to read whole than by index: as in a large store,
        // the plan must use what the indexes can do (`PostgresQueryPlanTests` does the same).
        try schema.execute("SET LOCAL enable_seqscan = off")
        let before = try schema.execute(counted).int64(0, 0)
        try schema.execute(sql)
        let read = try schema.execute(counted).int64(0, 0) - before
        let wrong = try schema.execute("""
            WITH waits AS (
                SELECT DISTINCT w.user_id, waited AS uuid FROM memos AS w, unnest(string_to_array(w.depends, ' ')) AS waited
                WHERE w.depends <> '' AND NOT w.done)
            SELECT count(*) FROM memos AS m LEFT JOIN waits ON waits.user_id = m.user_id AND waits.uuid = m.uuid
            WHERE m.blocking <> (waits.uuid IS NOT NULL)
                OR m.blocked <> (m.depends <> '' AND EXISTS (SELECT 1 FROM memos AS b
                    WHERE b.user_id = m.user_id AND NOT b.done AND b.uuid = ANY (string_to_array(m.depends, ' '))))
            """).int64(0, 0)
        XCTAssertEqual(wrong, 0, "memos whose blocked or blocking is wrong after: \(sql)", file: file, line: line)
        return read
    }
}
