import MemoStore
import XCTest
@testable import PostgresMemoStore

/// A store of an older schema, opened by this binary: migrated forward in one transaction,
/// every memo and every memo saved in the history given the words this version makes.
final class PostgresMigrationTests: XCTestCase {
    private var schema: PostgresTestSchema!

    override func setUpWithError() throws {
        try super.setUpWithError()
        schema = try PostgresTestSchema()
    }

    override func tearDown() {
        schema = nil
        super.tearDown()
    }

    func test_version1Store_isMigrated_andItsMemosAndHistoryGetTheNewWords() throws {
        // given: a version 1 store whose words came from the server's parser
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 1)
        let user = try schema.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        for title in ["全角テストの結果", "Crème brûlée", "removed later"] {
            try schema.execute(
                "INSERT INTO memos(user_id, uuid, title, created, updated, search) VALUES ($1, $2, $2, now(), now(), todo_search($2, '', $1))",
                [String(user), title])
        }
        try schema.execute(
            """
            WITH change AS (INSERT INTO changes(user_id, kind, memo_count, time) VALUES ($1, 'rm', 1, now()) RETURNING id)
            INSERT INTO change_memos(change_id, memo_id, uuid, title, body, done, created, updated, tags)
            SELECT change.id, memos.id, uuid, title, body, done, created, updated, tags FROM change, memos WHERE title = 'removed later'
            """, [String(user)])
        try schema.execute("DELETE FROM memos WHERE title = 'removed later'")
        let alice = User(id: user, name: "alice")
        XCTAssertEqual(try schema.execute("SELECT count(*) FROM memos WHERE search @@ '''テスト'''::tsquery").int64(0, 0), 0)

        // when
        let store = try schema.open()

        // then
        XCTAssertEqual(try schema.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), Int64(PostgresSchema.currentVersion))
        XCTAssertEqual(try store.search("テスト", filter: .all, limit: 5, for: alice).map(\.title), ["全角テストの結果"])
        XCTAssertEqual(try store.search("creme", filter: .all, limit: 5, for: alice).map(\.title), ["Crème brûlée"])
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .rm)
        XCTAssertEqual(try store.search("removed", filter: .all, limit: 5, for: alice).map(\.title), ["removed later"])
        let functions = try schema.execute(
            "SELECT string_agg(proname, ',' ORDER BY proname) FROM pg_proc WHERE pronamespace = $1::regnamespace", [schema.name])
        XCTAssertEqual(functions.string(0, 0), "todo_changed_by,todo_count_rows,todo_last_memo_id,todo_memo_kept,todo_new_stamps,todo_restamp,todo_restand_waited_on,"
            + "todo_restand_waiting,"
            + "todo_share_kept,todo_share_named,todo_stamp_fields,todo_sync_number,todo_sync_tombstones,todo_user_deleted,todo_user_exists,"
            + "todo_user_kept,todo_user_tags,todo_user_updated,todo_writing_user")
    }

    func test_version2Store_isMigrated_andItsTagsAndOrdersAreReadFromTheNewIndexes() throws {
        // given: a version 2 store with a tagged memo, a dated one and a plain one
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 2)
        let user = try schema.execute("INSERT INTO users(name, open_count) VALUES ('alice', 3) RETURNING id").int64(0, 0)
        for (title, due, tags) in [("tagged", "NULL", "{home}"), ("dated", "now() + interval '1 day'", "{}"), ("plain", "NULL", "{}")] {
            try schema.execute(
                "INSERT INTO memos(user_id, uuid, title, created, updated, due, tags, search) VALUES ($1, $2, $2, now(), now(), \(due), $3, '')",
                [String(user), title, tags])
        }

        // when
        let store = try schema.open()
        defer { store.close() }
        let alice = User(id: user, name: "alice")

        // then
        let tagged = try store.page(MemoPageRequest(filter: MemoFilter(requiredTags: ["home"]), limit: 5), for: alice)
        XCTAssertEqual(tagged.memos.map(\.title), ["tagged"])
        let byDue = try store.page(MemoPageRequest(filter: MemoFilter(), sort: .due, limit: 5), for: alice)
        XCTAssertEqual(byDue.memos.map(\.title), ["dated", "plain", "tagged"])
        let byUrgency = try store.page(MemoPageRequest(filter: MemoFilter(), limit: 5, coefficients: .standard), for: alice)
        XCTAssertEqual(byUrgency.memos.map(\.title), ["dated", "tagged", "plain"])
        let indexes = try schema.execute(
            "SELECT string_agg(indexname, ',' ORDER BY indexname) FROM pg_indexes WHERE schemaname = $1 AND tablename = 'memos'", [schema.name])
        XCTAssertEqual(
            indexes.string(0, 0),
            "memos_by_blocking,memos_by_depends,memos_by_due,memos_by_end,memos_by_parent,memos_by_priority,memos_by_project,memos_by_scheduled,"
                + "memos_by_start,memos_by_status,memos_by_sync_seq,memos_by_tags,memos_by_until,memos_by_urgency_dated,"
                + "memos_by_urgency_scheduled_dated,memos_by_urgency_scheduled_undated,memos_by_urgency_undated,memos_by_user_uuid,"
                + "memos_by_waited,memos_by_words,memos_pkey")
    }

    func test_version6Store_isMigrated_itsUsersBelongToTheMigratingRole_andItsMemosKeepTheirUrgencyClass() throws {
        // given: a version 6 store with labels and memos of several urgency classes
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 6)
        for name in ["alice", "bob"] {
            let user = try schema.execute("INSERT INTO users(name) VALUES ($1) RETURNING id", [name]).int64(0, 0)
            try schema.execute(
                """
                INSERT INTO memos(user_id, uuid, title, created, updated, search, priority, project, tags, start)
                VALUES ($1, 'a', 'plain', now(), now(), ''::tsvector, NULL, NULL, '{}', NULL),
                       ($1, 'b', 'urgent', now(), now(), ''::tsvector, 'H', 'work', '{x,y,z,w}', now())
                """, [String(user)])
        }
        // when
        let store = try schema.open()
        defer { store.close() }
        // then
        let role = try schema.execute("SELECT current_user").string(0, 0)
        XCTAssertEqual(try schema.execute("SELECT string_agg(DISTINCT role, ',') FROM users").string(0, 0), role)
        let classes = try schema.execute(
            "SELECT count(*) FILTER (WHERE urgency_class = \(PostgresSchemaVersion8.urgencyClass)), count(*) FROM memos")
        XCTAssertEqual([classes.int64(0, 0), classes.int64(0, 1)], [4, 4])
        let alice = try store.logIn(userName: "alice")
        XCTAssertEqual(try store.page(MemoPageRequest(limit: 5), for: alice).memos.map(\.title), ["urgent", "plain"])
    }

    func test_version9Store_isMigrated_andItsDoneMemosWereDoneWhenTheyLastChanged() throws {
        // given: a version 9 store with an open memo, a done one, and the done one's snapshot
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 9)
        let user = try schema.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        try schema.execute(
            """
            INSERT INTO memos(user_id, uuid, title, done, created, updated, search)
            VALUES ($1, 'a', 'open', false, to_timestamp(1700000000), to_timestamp(1700000100), ''::tsvector),
                   ($1, 'b', 'done', true, to_timestamp(1700000000), to_timestamp(1700000300), ''::tsvector)
            """, [String(user)])
        // when
        let store = try schema.open()
        defer { store.close() }
        // then
        let alice = User(id: user, name: "alice")
        var memos: [Memo] = []
        try store.exportMemos(for: alice) { memos.append($0) }
        XCTAssertEqual(memos.map(\.title), ["open", "done"])
        XCTAssertEqual(memos.map(\.end), [nil, Timestamp(secondsSince1970: 1_700_000_300)])
    }

    func test_version11Store_isMigrated_itsMemosHaveNoParent_andTakeOne() throws {
        // given: a version 11 store with two memos
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 11)
        let user = try schema.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        try schema.execute(
            """
            INSERT INTO memos(user_id, uuid, title, done, created, updated, search)
            VALUES ($1, '0190a000-0000-7000-8000-000000000001', 'parent', false, to_timestamp(1700000000), to_timestamp(1700000000), ''::tsvector),
                   ($1, '0190a000-0000-7000-8000-000000000002', 'child', false, to_timestamp(1700000000), to_timestamp(1700000100), ''::tsvector)
            """, [String(user)])
        // when
        let store = try schema.open()
        defer { store.close() }
        let alice = User(id: user, name: "alice")
        var memos: [Memo] = []
        try store.exportMemos(for: alice) { memos.append($0) }
        var patch = MemoPatch()
        patch.parent = .set(.id(memos[0].id))
        _ = try store.modify(ids: [memos[1].id], with: patch, for: alice)
        // then
        XCTAssertEqual(memos.map(\.parent), [nil, nil])
        XCTAssertEqual(try store.childCounts(of: [memos[0].uuid], for: alice), [memos[0].uuid: ChildCount(open: 1, done: 0)])
        XCTAssertEqual(try store.children(of: [memos[0].uuid], for: alice).map(\.title), ["child"])
    }

    func test_version14Store_isMigrated_theMemoAnOpenOneWaitsOnIsBlocking_untilItIsDone() throws {
        // given: a version 14 store where open "waits" waits on open "blocker"
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 14)
        let user = try schema.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        try schema.execute(
            """
            INSERT INTO memos(user_id, uuid, title, done, created, updated, depends, search)
            VALUES ($1, '0190a000-0000-7000-8000-000000000001', 'blocker', false, to_timestamp(1700000000), to_timestamp(1700000000), '', ''::tsvector),
                   ($1, '0190a000-0000-7000-8000-000000000002', 'waits', false, to_timestamp(1700000000), to_timestamp(1700000100),
                    '0190a000-0000-7000-8000-000000000001', ''::tsvector)
            """, [String(user)])
        // when
        let store = try schema.open()
        defer { store.close() }
        let alice = User(id: user, name: "alice")
        var memos: [Memo] = []
        try store.exportMemos(for: alice) { memos.append($0) }
        // then: the blocker is blocking, lists first, and stops being so once its waiter is done
        XCTAssertEqual(memos.map(\.isBlocking), [true, false])
        XCTAssertEqual(try store.page(MemoPageRequest(coefficients: .standard), for: alice).memos.map(\.id), memos.map(\.id))
        _ = try store.setDone(true, ids: [memos[1].id], timeZone: .utc, for: alice)
        XCTAssertFalse(try store.memo(id: memos[0].id, for: alice).isBlocking)
    }

    func test_version26Store_isMigrated_andItsAnnotatedMemosAndHistoryGetTheirNotesWords() throws {
        // given: a version 26 store with an annotated memo and a removed one saved in the
        // history, their words as version 26 made them (title and body only)
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 26)
        let user = try schema.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        let notes = StoredFieldText.text(of: [MemoAnnotation(entry: Timestamp(secondsSince1970: 1_700_000_000), description: "zebra crossing")])
        for (uuid, title) in [("0190a000-0000-7000-8000-000000000001", "Walk dog"), ("0190a000-0000-7000-8000-000000000002", "removed later")] {
            try schema.execute(
                """
                INSERT INTO memos(user_id, uuid, title, created, updated, annotations, search)
                VALUES ($1, $2, $3, now(), now(), $4, $5::tsvector)
                """, [String(user), uuid, title, notes, PostgresSearchWords.document(title: title, body: "", user: user)])
        }
        try schema.execute(
            """
            WITH change AS (INSERT INTO changes(user_id, kind, memo_count, time) VALUES ($1, 'rm', 1, now()) RETURNING id)
            INSERT INTO change_memos(change_id, memo_id, uuid, title, body, done, created, updated, tags, annotations, search)
            SELECT change.id, memos.id, uuid, title, body, done, created, updated, tags, annotations, search FROM change, memos
            WHERE title = 'removed later'
            """, [String(user)])
        try schema.execute("DELETE FROM memos WHERE title = 'removed later'")
        let alice = User(id: user, name: "alice")

        // when
        let store = try schema.open()
        defer { store.close() }

        // then the notes' words are found, in the memo and in the one undo brings back
        XCTAssertEqual(try store.search("zebra", filter: .all, limit: 5, for: alice).map(\.title), ["Walk dog"])
        XCTAssertEqual(try store.search("dog crossing", filter: .all, limit: 5, for: alice).map(\.title), ["Walk dog"])
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .rm)
        XCTAssertEqual(try store.search("zebra", filter: .all, limit: 5, for: alice).map(\.title), ["removed later", "Walk dog"])
        XCTAssertEqual(try schema.execute("SELECT count(*) FROM memos WHERE search = $1::tsvector",
                                          [PostgresSearchWords.document(title: "Walk dog", body: "", annotations: ["zebra crossing"], user: user)]).int64(0, 0), 1)
    }

    func test_version1Store_failingMidMigration_isLeftAtVersion1() throws {
        // given: a version 1 store with a memo, and a table that will make the migration fail
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 1)
        let user = try schema.execute("INSERT INTO users(name) VALUES ('alice') RETURNING id").int64(0, 0)
        try schema.execute(
            "INSERT INTO memos(user_id, uuid, title, created, updated, search) VALUES ($1, 'u', 'kept', now(), now(), todo_search('kept', '', $1))",
            [String(user)])
        try schema.execute("ALTER TABLE change_memos ADD COLUMN search int")

        // when
        XCTAssertThrowsError(try schema.open())

        // then: nothing of version 2 is there
        XCTAssertEqual(try schema.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), 1)
        XCTAssertEqual(try schema.execute("SELECT search::text FROM memos").string(0, 0), "'#\(user)' 'kept':1")
        // In this test's schema: another test running meanwhile may hold a todo_search of its own.
        XCTAssertEqual(try schema.execute("SELECT count(*) FROM pg_proc WHERE proname = 'todo_search' AND pronamespace = $1::regnamespace",
                                          [schema.name]).int64(0, 0), 1)
        XCTAssertEqual(try schema.execute("SELECT count(*) FROM pg_indexes WHERE indexname = 'memos_by_words' AND schemaname = $1",
                                          [schema.name]).int64(0, 0), 1)
    }

    func test_version1Store_failingInTheLastStep_isLeftAtVersion1_withoutVersion2sChanges() throws {
        // given: a version 1 store holding a function version 3 creates, so only its step fails
        try PostgresSchema.migrate(try PostgresConnection(connectionString: schema.uri), to: 1)
        try schema.execute("CREATE FUNCTION todo_user_tags(bigint, text[]) RETURNS text[] LANGUAGE sql AS 'SELECT $2'")

        // when
        XCTAssertThrowsError(try schema.open())

        // then
        XCTAssertEqual(try schema.execute("SELECT value FROM todo_meta WHERE name = 'schema'").int64(0, 0), 1)
        XCTAssertEqual(try schema.execute(
            "SELECT count(*) FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'change_memos' AND column_name = 'search'",
            [schema.name]).int64(0, 0), 0)
    }
}
