import Foundation
import XCTest

/// Issue 34: the history of a memo in a shared project names who made each entry
/// (`bob: modify`, `"author":"bob"`), for its owner and its writer alike, only while the
/// project is shared; on a hub of roles (read through `todo_others_history`) and on a one-role
/// hub.
final class ShareHistoryTests: XCTestCase {
    func test_historyOfASharedMemo_namesEachEntrysAuthor_whileShared_onAHubOfRoles() throws {
        let shared = try PostgresSharedSchema()
        for role in [shared.alice, shared.bob] {
            XCTAssertEqual(try TodoProcess.execute(["--db", shared.db(as: shared.owner), "admin", "grant", role]).status, 0)
        }
        try checkHistory { user, arguments in
            try TodoProcess.execute(["--db", shared.db(as: shared.role(of: user)), "--user", user] + arguments)
        }
    }

    func test_historyOfASharedMemo_namesEachEntrysAuthor_whileShared_onAOneRoleHub() throws {
        let hub = try TodoProcess(engine: .postgresql)
        try checkHistory { user, arguments in
            hub.user = user
            return try hub.run(arguments)
        }
    }

    // MARK: - Private

    private func checkHistory(_ run: (String, [String]) throws -> TodoResult) throws {
        // given alice's memo in work, shared with bob as writer, changed by each of them
        XCTAssertEqual(try run("bob", ["add", "bob's own"]).status, 0)
        let id = try run("alice", ["add", "Agenda", "project:work"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try run("alice", ["add", "Private", "project:home"]).status, 0)
        XCTAssertEqual(try run("alice", ["share", "project:work", "bob"]).status, 0)
        XCTAssertEqual(try run("bob", ["modify", id, "pri:H"]).status, 0)
        XCTAssertEqual(try run("alice", ["modify", id, "+urgent"]).status, 0)

        // then each reads the other's entries by name, and their own as before
        let hers = try run("alice", ["history", id]).stdout
        XCTAssertTrue(hers.contains("  add\n") && hers.contains("  bob: modify\n  priority: none -> H\n")
                      && hers.contains("  modify\n  tags: none -> urgent\n"), hers)
        let his = try run("bob", ["history", id]).stdout
        XCTAssertTrue(his.contains("  alice: add\n  title: \"Agenda\"") && his.contains("  modify\n  priority: none -> H\n")
                      && his.contains("  alice: modify\n  tags: none -> urgent\n"), his)
        let json = try run("bob", ["history", id, "--json"]).stdout
        XCTAssertEqual(json.components(separatedBy: "\"author\":\"alice\"").count - 1, 2, json)
        XCTAssertEqual(json.components(separatedBy: "\"author\":null").count - 1, 1, json)

        // once the share is taken back, bob reads only his own entry, alice only hers
        XCTAssertEqual(try run("alice", ["unshare", "project:work", "bob"]).status, 0)
        XCTAssertFalse(try run("bob", ["history", id]).stdout.contains("alice"))
        XCTAssertFalse(try run("alice", ["history", id]).stdout.contains("bob"))
    }
}
