import Foundation
import XCTest

/// Issue 34: the history of a memo in a shared project names who made each entry
/// (`bob: modify`, `"author":"bob"`), for its owner and its writer alike, only while the
/// project is shared; on a hub of roles (read through `todo_others_history`) and on a one-role
/// hub.
final class ShareHistoryTests: XCTestCase {
    func test_historyOfASharedMemo_namesEachEntrysAuthor_whileShared_onAHubOfRoles() throws {
        let shared = try PostgresSharedSchema()
        try checkHistory(try shared.grantingAliceAndBob())
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

    // MARK: - Private

    /// The id of the memo titled `title` among those `list` shows (`export` has only one's own).
    private func listedID(of title: String, in store: TodoProcess) throws -> String {
        let memos = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try store.run(["list", "--json"]).stdout.utf8)) as? [[String: Any]])
        let memo = try XCTUnwrap(memos.first { $0["title"] as? String == title }, "\(title) in \(memos)")
        return try XCTUnwrap(memo["id"] as? NSNumber).stringValue
    }
}

/// Issue 34 through SQLite replicas: what a sync brings names the other user who made it, in
/// the history the replica carries: on bob's replica, alice's change to her shared memo; on
/// alice's, bob's change to it.
final class ShareReplicaHistoryTests: XCTestCase {
    func test_aReplicasHistory_namesTheOtherUserWhoMadeWhatASyncBrought() throws {
        let machines = try SyncMachines()
        func onHub(_ user: String, _ arguments: [String]) throws -> TodoResult {
            machines.hub.user = user
            return try machines.hub.run(arguments)
        }
        // given alice's memo in work, shared with bob as writer, and a replica each
        XCTAssertEqual(try onHub("bob", ["add", "bob's own"]).status, 0)
        let hubID = try onHub("alice", ["add", "Agenda", "project:work"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try onHub("alice", ["share", "project:work", "bob"]).status, 0)
        let (bob, alice) = (try machines.machine(named: "bobs-laptop"), try machines.machine(named: "alices-laptop"))
        (bob.user, alice.user) = ("bob", "alice")
        _ = try SyncMachines.sync(bob, machines.url)
        _ = try SyncMachines.sync(alice, machines.url)

        // when alice changes it on the hub, both sync, bob changes it offline, and both sync
        XCTAssertEqual(try onHub("alice", ["modify", hubID, "pri:H"]).status, 0)
        _ = try SyncMachines.sync(bob)
        _ = try SyncMachines.sync(alice)
        let bobsID = try listedID(of: "Agenda", in: bob)
        XCTAssertEqual(try bob.run(["modify", bobsID, "+bob"]).status, 0)
        _ = try SyncMachines.sync(bob)
        _ = try SyncMachines.sync(alice)

        // then each replica names the other for what arrived from them, and nobody for their own
        let his = try bob.run(["history", bobsID]).stdout
        XCTAssertTrue(his.contains("  alice: from ") && his.contains("\n  priority: none -> H\n"), his)
        XCTAssertTrue(his.contains("  modify\n  tags: none -> bob\n"), his)
        let hers = try alice.run(["history", try SyncMachines.id(of: "Agenda", in: alice), "--json"]).stdout
        XCTAssertTrue(hers.contains("\"fields\":[{\"field\":\"tags\",\"from\":null,\"to\":[\"bob\"]}],\"origin\":"), hers)
        XCTAssertEqual(hers.components(separatedBy: "\"author\":\"bob\"").count - 1, 1, hers)
        XCTAssertFalse(hers.contains("\"author\":\"alice\""), hers)
    }

    // MARK: - Private

    /// The id of the memo titled `title` among those `list` shows (`export` has only one's own).
    private func listedID(of title: String, in store: TodoProcess) throws -> String {
        let memos = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try store.run(["list", "--json"]).stdout.utf8)) as? [[String: Any]])
        let memo = try XCTUnwrap(memos.first { $0["title"] as? String == title }, "\(title) in \(memos)")
        return try XCTUnwrap(memo["id"] as? NSNumber).stringValue
    }
}
