import MemoStore
import XCTest
@testable import PostgresMemoStore

/// Issue 34: a memo's history names who made each entry. Connected as their own roles, with
/// psql's kind of connection, alice (owner) and bob (writer of her `work`) read each other's
/// entries of the shared memos, only while the share holds; carol, granted the store but shared
/// nothing, reads none; and no role makes an entry, or a memo's last writer, name someone else.
final class PostgresShareHistorySecurityTests: XCTestCase {
    private var shared: PostgresSharedStore!
    private var alice: PostgresMemoRepository!
    private var alicesUser: User!
    private var (work, home): (Int64, Int64) = (0, 0)

    override func setUpWithError() throws {
        try super.setUpWithError()
        shared = try PostgresSharedStore()
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        for role in [shared.alice, shared.bob, shared.carol] {
            _ = try owner.grantAccess(toRole: role)
        }
        alice = try shared.open(as: shared.alice)
        alicesUser = try alice.logIn(userName: "alice")
        work = try alice.create(MemoDraft(title: "in work", project: "work"), for: alicesUser).id
        home = try alice.create(MemoDraft(title: "in home", project: "home"), for: alicesUser).id
        let bobsStore = try shared.open(as: shared.bob)
        defer { bobsStore.close() }
        let bob = try bobsStore.logIn(userName: "bob")
        _ = try bobsStore.create(MemoDraft(title: "bob's own"), for: bob)
        let carolsStore = try shared.open(as: shared.carol)
        defer { carolsStore.close() }
        _ = try carolsStore.create(MemoDraft(title: "carol's own"), for: try carolsStore.logIn(userName: "carol"))
        _ = try alice.share(project: "work", with: "bob", as: .writer, for: alicesUser)
        var patch = MemoPatch()
        patch.priority = .set(.high)
        _ = try alice.modify(ids: [work, home], with: patch, as: .modify, for: alicesUser)
        patch.priority = .set(.low)
        _ = try bobsStore.modify(ids: [work], with: patch, as: .modify, for: bob)
    }

    override func tearDown() {
        alice?.close()
        alice = nil
        shared = nil
        super.tearDown()
    }

    func test_ownerAndWriter_readEachOthersEntriesOfTheSharedMemo_andNothingOfAnotherProject() throws {
        XCTAssertEqual(try others(seenBy: shared.bob), ["alice add \(work)", "alice modify \(work)"])
        XCTAssertEqual(try others(seenBy: shared.alice), ["bob modify \(work)"])
        // neither the title of the command's other memo, nor its snapshot, is in the view
        let bob = try shared.connect(as: shared.bob)
        XCTAssertEqual(try bob.execute("SELECT count(*) FROM todo_others_history WHERE title = 'in home' OR shown_id = $1",
                                       [String(home)]).int64(0, 0), 0)
        XCTAssertEqual(try bob.execute("SELECT first_memo_title FROM changes WHERE user_id = $1", [String(alicesUser.id)]).rowCount, 0)
    }

    func test_aStranger_aRevokedShare_andARevokedRole_readNoHistory() throws {
        XCTAssertEqual(try others(seenBy: shared.carol), [])
        let carol = try shared.connect(as: shared.carol)
        XCTAssertEqual(try carol.execute("SELECT count(*) FROM todo_others_history WHERE viewer_id = $1",
                                         [String(alicesUser.id)]).int64(0, 0), 0, "another role's user is not carol's to read as")
        _ = try alice.unshare(project: "work", with: "bob", for: alicesUser)
        XCTAssertEqual(try others(seenBy: shared.bob), [])
        XCTAssertEqual(try others(seenBy: shared.alice), [], "a grantee's entries go with the share")
        _ = try alice.share(project: "work", with: "bob", as: .writer, for: alicesUser)
        XCTAssertEqual(try others(seenBy: shared.bob).count, 2, "a share made again shows them again")
        let owner = try shared.open(as: shared.owner)
        defer { owner.close() }
        XCTAssertTrue(try owner.revokeAccess(fromRole: shared.bob))
        // the schema itself is out of his reach now
        XCTAssertThrowsError(try shared.connect(as: shared.bob).execute("SELECT * FROM todo_others_history")) {
            XCTAssertTrue(["42501", "42P01"].contains(($0 as? PostgresError)?.sqlState), "\($0)")
        }
    }

    func test_noRole_makesAnEntry_orAMemosLastWriter_nameSomeoneElse() throws {
        let bob = try shared.connect(as: shared.bob)
        let alicesID = String(alicesUser.id)
        let bobsID = try bob.execute("SELECT id FROM users").string(0, 0)
        let alicesEntry = try shared.execute("SELECT min(id) FROM changes WHERE user_id = $1", [alicesID]).string(0, 0)
        for sql in [
            "INSERT INTO changes(user_id, kind, memo_count, time) VALUES (\(alicesID), 'modify', 1, now())",
            "INSERT INTO change_memos(change_id, memo_id) VALUES (\(alicesEntry), \(work))",
            "UPDATE changes SET user_id = \(alicesID)",
        ] {
            assertRefused(try bob.execute(sql), sql)
        }
        // a writer naming alice as the transaction's user, or as the memo's last writer, is named himself
        try bob.execute("SELECT set_config('todo.user', $1, false)", [alicesID])
        for sql in [
            "UPDATE memos SET title = 'by whom?' WHERE id = \(work)",
            "UPDATE memos SET changed_by = \(alicesID) WHERE id = \(work)",
            "INSERT INTO memos(user_id, uuid, title, project, created, updated, search, changed_by)"
                + " VALUES (\(alicesID), 'u', 'planted', 'work', now(), now(), '', \(alicesID))",
        ] {
            try bob.execute(sql)
            let writers = try shared.execute("SELECT DISTINCT changed_by FROM memos WHERE project = 'work'")
            XCTAssertEqual((0..<writers.rowCount).map { writers.string($0, 0) }, [bobsID], sql)
        }
    }

    // MARK: - Private

    /// The entries of others the role's view shows, `author kind memo`, by entry.
    private func others(seenBy role: String) throws -> [String] {
        let result = try shared.connect(as: role).execute("SELECT author, kind, shown_id FROM todo_others_history ORDER BY change_id")
        return (0..<result.rowCount).map { "\(result.string($0, 0)) \(result.string($0, 1)) \(result.string($0, 2))" }
    }

    private func assertRefused<T>(_ expression: @autoclosure () throws -> T, _ message: String = "", line: UInt = #line) {
        XCTAssertThrowsError(try expression(), message, line: line) {
            XCTAssertEqual(($0 as? PostgresError)?.sqlState, "42501", "\(message): \($0)", line: line)
        }
    }
}
