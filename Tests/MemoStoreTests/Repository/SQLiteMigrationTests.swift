import CSQLite
import Foundation
@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// A store written before the todo fields opens, keeps every memo, id, uuid and history
/// entry, and gains the new columns.
final class SQLiteMigrationTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var path: String { directory.file("v1.sqlite") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
        try makeVersion1Store()
    }

    override func tearDown() {
        directory = nil
        super.tearDown()
    }

    func test_open_migratesToTheCurrentVersion_keepingEveryMemoIdAndUUID() throws {
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")
        let bob = try store.logIn(userName: "bob")

        XCTAssertEqual(try store.connection.firstRow("PRAGMA user_version") { $0.int64(0) }, Int64(SQLiteSchema.currentVersion))
        var memos: [Memo] = []
        try store.exportMemos(for: alice) { memos.append($0) }
        XCTAssertEqual(memos, [
            Memo(id: 1, uuid: "0190a000-0000-7000-8000-000000000001", title: "Buy milk", body: "oat", isDone: false,
                 created: Timestamp(secondsSince1970: 1_700_000_000), updated: Timestamp(secondsSince1970: 1_700_000_000)),
            // Done before stores kept when: done when it last changed.
            Memo(id: 2, uuid: "0190a000-0000-7000-8000-000000000002", title: "Say \"hi\"", body: "", isDone: true,
                 created: Timestamp(secondsSince1970: 1_700_000_100), updated: Timestamp(secondsSince1970: 1_700_000_300),
                 end: Timestamp(secondsSince1970: 1_700_000_300)),
            Memo(id: 5, uuid: "0190a000-0000-7000-8000-000000000005", title: "Imported", body: "from a file", isDone: false,
                 created: Timestamp(secondsSince1970: 1_600_000_000), updated: Timestamp(secondsSince1970: 1_600_000_000)),
        ])
        XCTAssertEqual(try store.memo(id: 3, for: bob).title, "bob's")
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 2, done: 1))
        XCTAssertEqual(try store.search("milk", limit: 5, for: alice).map(\.id), [1])
        // Both open memos are undated and over a year old: equal urgency, the older first.
        XCTAssertEqual(try store.page(MemoPageRequest(coefficients: .standard), for: alice).memos.map(\.id), [5, 1])
        XCTAssertEqual(try store.connection.rows(
            "SELECT name FROM sqlite_master WHERE name LIKE 'memos_by_urgency%' ORDER BY name") { $0.string(0) },
            ["memos_by_urgency_dated", "memos_by_urgency_scheduled", "memos_by_urgency_undated"])
        XCTAssertEqual(try store.create(MemoDraft(title: "new"), for: alice).id, 7)
    }

    func test_open_keepsHistory_readingVersion1SentencesAsFacts() throws {
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")

        let history = try store.history(limit: 10, for: alice)

        XCTAssertEqual(history.map(\.id), [5, 4, 3, 2, 1])
        XCTAssertEqual(history.map(\.kind), [.rm, .import, .done, .edit, .add])
        XCTAssertEqual(history.map(\.firstMemo), [
            MemoReference(id: 6, title: "Gone"), MemoReference(id: 5, title: "Imported"),
            MemoReference(id: 2, title: "Say \"hi\""), MemoReference(id: 2, title: "Say \"hi\""),
            MemoReference(id: 1, title: "Buy milk"),
        ])
        XCTAssertEqual(history.last?.time, Timestamp(secondsSince1970: 1_700_000_000))
    }

    func test_undo_ofVersion1Entries_takesEachBack() throws {
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")

        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .rm)
        XCTAssertEqual(try store.memo(id: 6, for: alice).uuid, "0190a000-0000-7000-8000-000000000006")
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .import)
        assertThrows(MemoStoreError.memoNotFound(id: 5), try store.memo(id: 5, for: alice))
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .done)
        XCTAssertFalse(try store.memo(id: 2, for: alice).isDone)
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .edit)
        XCTAssertEqual(try store.memo(id: 2, for: alice).title, "Say hi")
        XCTAssertEqual(try store.search("hi", limit: 5, for: alice).map(\.id), [2])
        XCTAssertEqual(try store.undoLastChange(for: alice).kind, .add)
        assertThrows(MemoStoreError.nothingToUndo, try store.undoLastChange(for: alice))
        XCTAssertEqual(try store.counts(for: alice), MemoCounts(open: 2, done: 0))
    }

    func test_migratedMemos_takeTheNewFields() throws {
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")
        let due = Timestamp(secondsSince1970: 1_800_000_000)

        let changed = try store.modify(ids: [1], with: MemoPatch(due: .set(due), project: .set("home"), addedTags: ["shop"]),
                                       for: alice)

        XCTAssertEqual(changed.first?.due, due)
        XCTAssertEqual(try store.page(MemoPageRequest(filter: MemoFilter(requiredTags: ["shop"])), for: alice).memos, changed)
        XCTAssertEqual(try store.projects(for: alice), [NameCount(name: "home", open: 1, done: 0)])
        _ = try store.undoLastChange(for: alice)
        XCTAssertNil(try store.memo(id: 1, for: alice).due)
    }

    func test_version6Store_gainsBlocked_forTheMemosWaitingOnAnOpenOne_andKeepsItInStep() throws {
        // given: a version 6 store where memo 5 waits on open memo 1 and memo 1 on done memo 2
        let connection = try SQLiteConnection(path: path)
        try connection.transaction {
            for migration in SQLiteSchema.migrations[1..<6] {
                try connection.execute(migration.sql())
            }
            try connection.execute("PRAGMA user_version = 6")
        }
        connection.close()
        try rawSQL("""
            UPDATE memos SET depends = '0190a000-0000-7000-8000-000000000001' WHERE id = 5;
            UPDATE memos SET depends = '0190a000-0000-7000-8000-000000000002' WHERE id = 1;
            """)

        // when
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")

        // then: 5 is blocked and lists last although older; done of 1 frees it
        XCTAssertEqual(try store.memo(id: 5, for: alice).isBlocked, true)
        XCTAssertEqual(try store.memo(id: 1, for: alice).isBlocked, false)
        XCTAssertEqual(try store.page(MemoPageRequest(coefficients: .standard), for: alice).memos.map(\.id), [1, 5])
        _ = try store.setDone(true, ids: [1], timeZone: .utc, for: alice)
        XCTAssertEqual(try store.memo(id: 5, for: alice).isBlocked, false)
    }

    func test_version13Store_gainsBlocking_forTheMemosAnOpenOneWaitsOn_andKeepsItInStep() throws {
        // given: a version 13 store where open memo 5 waits on open memo 1
        try makeStore(atVersion: 13)
        try rawSQL("UPDATE memos SET depends = '0190a000-0000-7000-8000-000000000001' WHERE id = 5;")

        // when
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")

        // then: 1 is blocking, scores the blocking term and lists first; done of 5 ends it
        let blocking = try store.memo(id: 1, for: alice)
        XCTAssertTrue(blocking.isBlocking)
        XCTAssertFalse(try store.memo(id: 5, for: alice).isBlocking)
        var unweighed = UrgencyCoefficients.standard
        unweighed.blocking = 0
        let now = Timestamp(secondsSince1970: 1_800_000_000)
        XCTAssertEqual(Urgency.score(of: blocking, at: now, .standard) - Urgency.score(of: blocking, at: now, unweighed), 8)
        XCTAssertEqual(try store.page(MemoPageRequest(coefficients: .standard), for: alice).memos.map(\.id), [1, 5])
        _ = try store.setDone(true, ids: [5], timeZone: .utc, for: alice)
        XCTAssertFalse(try store.memo(id: 1, for: alice).isBlocking)
    }

    func test_version14Store_gainsOwners_withEveryMemoItsUsersOwn() throws {
        // given: a version 14 store
        try makeStore(atVersion: 14)

        // when
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")

        // then every memo is alice's own: none carries an owner, owner:alice keeps them all
        let all = try store.page(MemoPageRequest(filter: MemoFilter(status: .all), limit: 100), for: alice).memos
        XCTAssertFalse(all.isEmpty)
        XCTAssertTrue(all.allSatisfy { $0.owner == nil })
        var own = MemoFilter(status: .all)
        own.owner = "alice"
        XCTAssertEqual(try store.page(MemoPageRequest(filter: own, limit: 100), for: alice).memos.map(\.id), all.map(\.id))
        own.owner = "carol"
        XCTAssertEqual(try store.page(MemoPageRequest(filter: own, limit: 100), for: alice).memos, [])
    }

    func test_version26Store_indexesItsAnnotatedMemosNotes_andKeepsThemInStep() throws {
        // given: a version 26 store where #5 has notes its index does not hold, as version 26 indexed
        try makeStore(atVersion: 26)
        let notes = [MemoAnnotation(entry: Timestamp(secondsSince1970: 1_700_000_000), description: "zebra crossing"),
                     MemoAnnotation(entry: Timestamp(secondsSince1970: 1_700_000_001), description: "bring the map")]
        try rawSQL("UPDATE memos SET annotations = '\(StoredFieldText.text(of: notes))' WHERE id = 5;")

        // when
        let store = try SQLiteMemoRepository(path: path)
        let alice = try store.logIn(userName: "alice")

        // then the notes are found, and the other memos' words are what they were
        XCTAssertEqual(try store.search("zebra", limit: 5, for: alice).map(\.id), [5])
        XCTAssertEqual(try store.search("map file", limit: 5, for: alice).map(\.id), [5])
        XCTAssertEqual(try store.search("milk", limit: 5, for: alice).map(\.id), [1])
        // and removing the memo takes every word of it out of the index, none left behind
        _ = try store.delete(id: 5, for: alice)
        XCTAssertEqual(try store.search("zebra", limit: 5, for: alice), [])
        try store.connection.execute("CREATE VIRTUAL TABLE temp.words USING fts5vocab(main, memo_words, instance)")
        XCTAssertEqual(try store.connection.firstRow("SELECT count(*) FROM temp.words WHERE doc = 5") { $0.int64(0) }, 0)
        XCTAssertGreaterThan(try store.connection.firstRow("SELECT count(*) FROM temp.words WHERE doc = 1") { $0.int64(0) } ?? 0, 0)
        XCTAssertNoThrow(try store.connection.execute("INSERT INTO memo_words(memo_words) VALUES ('integrity-check')"))
    }

    func test_open_whenALaterStepFails_leavesTheFileAtVersion1_byteIdentical() throws {
        // given: a version 1 store holding a table version 3 wants to create, so only its step fails
        try rawSQL("CREATE TABLE memo_words (words TEXT)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        // when
        XCTAssertThrowsError(try SQLiteMemoRepository(path: path))

        // then: version 2's step was taken back with it
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
        try rawSQL("DROP TABLE memo_words")
        XCTAssertEqual(try SQLiteMemoRepository(path: path).connection.firstRow("PRAGMA user_version") { $0.int64(0) },
                       Int64(SQLiteSchema.currentVersion))
    }

    // MARK: - Private

    /// Makes the version 1 store one of version `version`, as that version left it.
    private func makeStore(atVersion version: Int) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.transaction {
            for migration in SQLiteSchema.migrations[1..<version] {
                try connection.execute(migration.sql())
            }
            try connection.execute("PRAGMA user_version = \(version)")
        }
        connection.close()
    }

    private func makeVersion1Store() throws {
        try rawSQL("PRAGMA journal_mode = WAL; BEGIN IMMEDIATE;" + SchemaV1Fixture.schema + SchemaV1Fixture.rows
            + "PRAGMA user_version = 1; COMMIT;")
    }

    /// Runs `script` on the file through SQLite itself, as another program would.
    private func rawSQL(_ script: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else { throw MemoStoreError.cannotOpen(path: path, reason: "") }
        defer { sqlite3_close(handle) }
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, script, nil, nil, &message)
        defer { sqlite3_free(message) }
        XCTAssertEqual(code, SQLITE_OK, message.map { String(cString: $0) } ?? "")
    }
}
