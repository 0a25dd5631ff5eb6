import Foundation
import XCTest

/// Issue 34's replicas: bob's SQLite replica carries the project alice shares with him on a
/// hub, marks each of its memos as hers, sends what a writer changed offline, keeps what a
/// reader may not change as a conflict, and lets the memos go when the share is taken back.
final class SharedReplicaTests: XCTestCase {
    private var machines: SyncMachines!
    private var bob: TodoProcess!

    override func setUpWithError() throws {
        try super.setUpWithError()
        machines = try SyncMachines()
        bob = try machines.machine()
        bob.user = "bob"
        // alice's project work (and a memo of hers it does not hold), shared with bob as writer
        XCTAssertEqual(try hub("bob", ["add", "bob on the hub"]).status, 0)
        for words in [["Draft agenda", "project:work", "pri:L"], ["Book room", "project:work.q4"], ["Private", "project:home"]] {
            XCTAssertEqual(try hub("alice", ["add"] + words).status, 0)
        }
        XCTAssertEqual(try hub("alice", ["share", "project:work", "bob"]).status, 0)
        XCTAssertEqual(try bob.run(["add", "bob's laptop"]).status, 0)
        _ = try SyncMachines.sync(bob, machines.url)
    }

    override func tearDown() {
        (machines, bob) = (nil, nil)
        super.tearDown()
    }

    func test_aReplica_listsSharedMemos_markedAsTheOwners_filteredByOwner_andWithOwnerInJSON() throws {
        let listed = try bob.run(["list"]).stdout
        XCTAssertTrue(listed.contains("Draft agenda  @alice"), listed)
        XCTAssertTrue(listed.contains("Book room  @alice"), listed)
        XCTAssertFalse(listed.contains("Private"), listed)
        XCTAssertTrue(listed.contains("bob on the hub") && listed.contains("bob's laptop"), listed)
        XCTAssertEqual(titles(try bob.run(["list", "owner:alice", "--json"])), ["Book room", "Draft agenda"])
        XCTAssertEqual(titles(try bob.run(["list", "owner:bob", "--json"])), ["bob on the hub", "bob's laptop"])
        let json = try bob.run(["list", "project:work", "--json", "--sort", "created"]).stdout
        XCTAssertTrue(json.contains("\"owner\":\"alice\""), json)
        XCTAssertEqual(titles(try bob.run(["search", "agenda", "--json"])), ["Draft agenda"])
        // an export is bob's own memos only, as the hub's is
        XCTAssertFalse(try bob.run(["export"]).stdout.contains("alice"))
    }

    func test_stats_countOnlyTheUsersOwnMemos_theSharedOnesLeftOut_onTheReplicaAndTheHub() throws {
        func total(_ result: TodoResult) -> Int? {
            ((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any])?["total"] as? Int
        }
        // bob's replica lists alice's two shared memos beside his own two
        XCTAssertEqual(titles(try bob.run(["list", "--json"])).count, 4)
        for run in [{ try self.bob.run($0) }, { try self.hub("bob", $0) }] as [([String]) throws -> TodoResult] {
            XCTAssertEqual(total(try run(["stats", "--json"])), 2, "every memo: his own")
            XCTAssertEqual(total(try run(["stats", "-nothing", "--json"])), 2, "through a filter: his own")
            XCTAssertEqual(total(try run(["stats", "project:work", "--json"])), 0, "alice's project holds none of his")
        }
        XCTAssertEqual(total(try hub("alice", ["stats", "--json"])), 3)
    }

    func test_aWritersOfflineChange_syncs_besideTheOwnersChangeOfAnotherField() throws {
        let id = try localID("Draft agenda")
        XCTAssertEqual(try bob.run(["modify", id, "pri:H", "+bob"]).status, 0)
        XCTAssertEqual(try hub("alice", ["modify", try hubID("Draft agenda"), "due:2030-01-01"]).status, 0)
        _ = try SyncMachines.sync(bob)
        for shown in [try hub("alice", ["show", try hubID("Draft agenda"), "--json"]).stdout, try bob.run(["show", id, "--json"]).stdout] {
            XCTAssertTrue(shown.contains("\"priority\":\"H\"") && shown.contains("\"tags\":[\"bob\"]") && shown.contains("\"due\":\"2030-01-01"), shown)
        }
        // a writer's add into the project is alice's on the hub
        XCTAssertEqual(try bob.run(["add", "Print handouts", "project:work"]).status, 0)
        _ = try SyncMachines.sync(bob)
        XCTAssertTrue(try hub("alice", ["list", "project:work"]).stdout.contains("Print handouts"))
    }

    func test_aReadersOfflineChange_isRefusedAtSync_keptAsAConflict_andNothingIsLost() throws {
        // given bob changed the memo as writer (synced, then synced again), and changed it
        // again offline, as alice made him a reader meanwhile
        let id = try localID("Draft agenda")
        XCTAssertEqual(try bob.run(["modify", id, "pri:H"]).status, 0)
        _ = try SyncMachines.sync(bob)
        _ = try SyncMachines.sync(bob)
        XCTAssertEqual(try bob.run(["modify", id, "pri:M"]).status, 0)
        XCTAssertEqual(try hub("alice", ["share", "project:work", "bob", "--role", "reader"]).status, 0)

        // when bob syncs
        let line = try SyncMachines.sync(bob)

        // then the hub keeps alice's memo as it was, bob's replica shows it so, and bob's
        // change is listed as what lost
        XCTAssertTrue(line.contains("1 conflict kept"), line)
        XCTAssertTrue(try hub("alice", ["show", try hubID("Draft agenda"), "--json"]).stdout.contains("\"priority\":\"H\""))
        XCTAssertTrue(try bob.run(["show", id, "--json"]).stdout.contains("\"priority\":\"H\""))
        let conflicts = try bob.run(["conflicts"]).stdout
        XCTAssertTrue(conflicts.contains("Draft agenda") && conflicts.contains("priority M"), conflicts)
        // and now the replica knows: a change is refused at once, naming alice and the role
        let refused = try bob.run(["modify", id, "pri:L"])
        assertOneLineError(refused, status: 1, "reader's modify")
        XCTAssertTrue(refused.stderr.contains("@alice") && refused.stderr.contains("reader"), refused.stderr)
    }

    func test_unshare_takesTheMemosOutAtTheNextSync_inOneLine_andAReshareBringsThemBackUnderTheirIds() throws {
        let ids = [try localID("Draft agenda"), try localID("Book room")]
        XCTAssertEqual(try hub("alice", ["unshare", "project:work", "bob"]).status, 0)

        let left = try bob.run(["sync"])
        XCTAssertEqual(left.status, 0, left.stderr)
        XCTAssertEqual(left.stdout.split(separator: "\n").last, "2 memos of alice's project work left: no longer shared")
        XCTAssertFalse(try bob.run(["list"]).stdout.contains("@alice"))
        XCTAssertEqual(try bob.run(["show", ids[0]]).status, 1)

        XCTAssertEqual(try hub("alice", ["share", "project:work", "bob", "--role", "reader"]).status, 0)
        XCTAssertTrue(try SyncMachines.sync(bob).contains("received 2"))
        XCTAssertEqual([try localID("Draft agenda"), try localID("Book room")], ids)
    }

    func test_aMemoAddedOffline_toAProjectNoLongerShared_becomesTheWritersOwn() throws {
        // given bob adds to work offline, as alice takes the share back
        XCTAssertEqual(try bob.run(["add", "Late idea", "project:work"]).status, 0)
        XCTAssertTrue(try bob.run(["list"]).stdout.contains("Late idea  @alice"))
        XCTAssertEqual(try hub("alice", ["unshare", "project:work", "bob"]).status, 0)

        // when bob syncs twice
        XCTAssertEqual(try bob.run(["sync"]).status, 0)
        _ = try SyncMachines.sync(bob)

        // then the memo is bob's own, here and on the hub, and alice never got it
        XCTAssertEqual(titles(try bob.run(["list", "owner:bob", "--json"])), ["Late idea", "bob on the hub", "bob's laptop"])
        XCTAssertTrue(try hub("bob", ["list", "project:work"]).stdout.contains("Late idea"))
        XCTAssertFalse(try hub("alice", ["list", "project:work"]).stdout.contains("Late idea"))
    }

    func test_aSyncWithNothingNew_writesNothingAnywhere_once_aWritersChangeIsMergedAgain() throws {
        // given bob's change of alice's memo, sent, and merged again by the sync after
        XCTAssertEqual(try bob.run(["modify", try localID("Draft agenda"), "pri:H"]).status, 0)
        _ = try SyncMachines.sync(bob)
        XCTAssertTrue(try SyncMachines.sync(bob).hasSuffix("sent 0, received 0\n"), "merged again: both sides agree")

        // when bob syncs with nothing new anywhere
        let (replica, hub) = (try bob.storeSnapshot(), try machines.hub.storeSnapshot())
        XCTAssertTrue(try SyncMachines.sync(bob).hasSuffix("sent 0, received 0\n"))

        // then neither side was written
        XCTAssertEqual(try bob.storeSnapshot(), replica)
        XCTAssertEqual(try machines.hub.storeSnapshot(), hub)
    }

    // MARK: - Private

    private func hub(_ user: String, _ arguments: [String]) throws -> TodoResult {
        machines.hub.user = user
        return try machines.hub.run(arguments)
    }

    private func titles(_ result: TodoResult) -> [String] {
        let memos = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [[String: Any]] ?? []
        return memos.compactMap { $0["title"] as? String }.sorted()
    }

    private func id(of title: String, in result: TodoResult) throws -> String {
        let memos = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [[String: Any]] ?? []
        let memo = try XCTUnwrap(memos.first { $0["title"] as? String == title }, "\(title) in \(result.stdout)")
        return try XCTUnwrap(memo["id"] as? NSNumber).stringValue
    }

    private func localID(_ title: String) throws -> String {
        try id(of: title, in: try bob.run(["list", "--all", "--json"]))
    }

    private func hubID(_ title: String) throws -> String {
        try id(of: title, in: try hub("alice", ["list", "--all", "--json"]))
    }
}
