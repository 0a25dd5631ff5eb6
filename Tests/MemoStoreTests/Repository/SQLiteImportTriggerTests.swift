@testable import MemoStore
@testable import SQLiteMemoStore
import TestSupport
import XCTest

/// An import into a user's first memos does the insert triggers' work once at the end: what it
/// leaves must be what the triggers leave, row by row, when they fire.
final class SQLiteImportTriggerTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = try TemporaryDirectory()
    }

    override func tearDownWithError() throws {
        directory = nil
        try super.tearDownWithError()
    }

    func test_importIntoAUserWithoutMemos_leavesWhatTheRowByRowTriggersLeave() throws {
        // given the same drafts imported by a user without memos (bulk) and by one with a memo (triggers)
        let bulk = try importedStore("bulk.sqlite", withMemoBefore: false)
        let triggered = try importedStore("triggered.sqlite", withMemoBefore: true)
        // then
        for query in Self.derivedRows {
            XCTAssertEqual(try rows(query, in: bulk), try rows(query, in: triggered), query)
        }
        // the drafts block and are waited on, or the comparison would prove little
        XCTAssertEqual(try rows("SELECT sum(blocked) > 0 AND sum(blocking) > 0 AND sum(blocked) < 40 FROM memos", in: bulk), ["1"])
        XCTAssertEqual(try rows("SELECT count(*) FROM sync_pending WHERE uuid <> '\(SQLiteImportTriggerTests.uuid(98))'", in: bulk), ["40"])
        XCTAssertEqual(try rows("SELECT count(DISTINCT memo_id) FROM memo_stamps", in: bulk), ["40"])
    }

    func test_importIntoAUserWithoutMemos_putsTheTriggersBackAsTheyWere() throws {
        let store = try directory.openSQLite("store.sqlite")
        let user = try store.logIn(userName: "alice")
        _ = try store.remember(url: "postgresql:///hub", for: user)
        let before = try rows(Self.triggers, in: store)
        let insertOrder = try rows(Self.insertTriggerOrder, in: store)
        _ = try store.importMemos(for: user, from: feed(Self.drafts().map { var draft = $0; draft.depends = []; return draft }))
        XCTAssertEqual(try rows(Self.triggers, in: store), before)
        XCTAssertEqual(try rows(Self.insertTriggerOrder, in: store), insertOrder)
        XCTAssertEqual(insertOrder.count, 2)
        XCTAssertEqual(try store.connection.firstRow("PRAGMA integrity_check") { $0.string(0) }, "ok")
    }

    func test_importOfDependencies_intoAUserWithoutMemos_installsTheTriggersAWriteOneByOneWould() throws {
        // given a store whose dependency triggers a write one by one installed, and one without them
        let triggered = try importedStore("triggered.sqlite", withMemoBefore: true)
        let store = try directory.openSQLite("store.sqlite")
        let user = try store.logIn(userName: "alice")
        _ = try store.remember(url: "postgresql:///hub", for: user)
        XCTAssertEqual(try rows(Self.insertTriggerOrder, in: store).count, 2)
        // when memos with dependencies are imported in bulk
        _ = try store.importMemos(for: user, from: feed(Self.drafts()))
        // then it has the same triggers
        XCTAssertEqual(try rows(Self.triggers, in: store), try rows(Self.triggers, in: triggered))
        XCTAssertEqual(try rows(Self.insertTriggerOrder, in: store).count, 5)
        XCTAssertEqual(try store.connection.firstRow("PRAGMA integrity_check") { $0.string(0) }, "ok")
        // and they fire again: a memo added later that a stored memo waits on makes it blocked
        _ = try store.create(MemoDraft(uuid: Self.uuid(97), title: "late"), for: user)
        let waiting = try store.create(MemoDraft(title: "waits", depends: [Self.uuid(97)]), for: user)
        XCTAssertEqual(try rows("SELECT blocked FROM memos WHERE id = \(waiting.id)", in: store), ["1"])
    }

    // MARK: - Private

    private static let triggers = "SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
    /// The order SQLite fires them in follows the order they are stored in.
    private static let insertTriggerOrder =
        "SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%AFTER INSERT ON memos%' ORDER BY rowid"

    /// What the insert triggers derive, by uuid, leaving out the memo stored before.
    private static let derivedRows = [
        "SELECT uuid || ' ' || blocked || ' ' || blocking FROM memos WHERE uuid <> '\(SQLiteImportTriggerTests.uuid(98))' ORDER BY uuid",
        "SELECT waits.uuid || ' <- ' || waiter.uuid FROM memo_waits AS waits JOIN memos AS waiter ON waiter.id = waits.memo_id ORDER BY 1",
        "SELECT uuid FROM sync_pending WHERE uuid <> '\(SQLiteImportTriggerTests.uuid(98))' ORDER BY uuid",
        """
        SELECT memos.uuid || ' ' || stamps.field || ' ' || (stamps.time > 0) || ' ' || stamps.replica
        FROM memo_stamps AS stamps JOIN memos ON memos.id = stamps.memo_id
        WHERE memos.uuid <> '\(SQLiteImportTriggerTests.uuid(98))' ORDER BY 1
        """,
    ]

    /// Forty memos, every fourth done, waiting on earlier memos, later ones and
    /// memos that do not exist.
    private static func drafts() -> [MemoDraft] {
        (0..<40).map { index in
            var depends: [String] = []
            if index % 3 == 1 { depends.append(uuid(index - 1)) }
            if index % 5 == 2 && index + 3 < 40 { depends.append(uuid(index + 3)) }
            if index == 11 { depends.append(uuid(99)) }
            return MemoDraft(uuid: uuid(index), title: "memo \(index)", isDone: index % 4 == 0,
                             tags: index % 6 == 0 ? ["six"] : [], depends: depends)
        }
    }

    /// A valid uuid made from `index`; 97 is a memo added later, 98 the memo stored before, 99 one nobody has.
    private static func uuid(_ index: Int) -> String {
        let digits = String(index)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }

    private func importedStore(_ name: String, withMemoBefore: Bool) throws -> SQLiteMemoRepository {
        let store = try directory.openSQLite(name)
        let user = try store.logIn(userName: "alice")
        // Remembered as `todo sync URL` does: the stamp triggers come with it (version 23).
        _ = try store.remember(url: "postgresql:///hub", for: user)
        if withMemoBefore {
            _ = try store.create(MemoDraft(uuid: Self.uuid(98), title: "before"), for: user)
        }
        XCTAssertEqual(try store.importMemos(for: user, from: feed(Self.drafts())).added, 40)
        return store
    }

    private func rows(_ query: String, in store: SQLiteMemoRepository) throws -> [String] {
        try store.connection.rows(query) { $0.string(0) }
    }

    private func feed(_ drafts: [MemoDraft]) -> () -> MemoDraft? {
        var remaining = drafts[...]
        return { remaining.popFirst() }
    }
}
