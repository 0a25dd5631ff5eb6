import Foundation
import XCTest

/// `todo share`, `shares` and `unshare` on a PostgreSQL hub, and what the receiving user sees:
/// shared memos beside their own, named by owner, in text and JSON; gone at once after
/// `unshare`, back after a new share.
final class ShareCommandTests: XCTestCase {
    private var todo: TodoProcess!

    override func setUpWithError() throws {
        try super.setUpWithError()
        todo = try TodoProcess(engine: .postgresql)
        try run("bob", ["add", "bob's errand"])
        try run("alice", ["add", "plan the offsite", "project:work.q4"])
        try run("alice", ["add", "alice's secret", "project:home"])
    }

    // XCTest keeps every test case object until the run ends: without this, each test's
    // directory and hub schema outlived it.
    override func tearDown() {
        todo = nil
        super.tearDown()
    }

    func test_share_printsWhatItDid_andShares_listsBothSides_inTextAndJSON() throws {
        XCTAssertEqual(try run("alice", ["share", "project:work", "bob"]).stdout, "shared project:work with bob as writer\n")
        XCTAssertEqual(try run("alice", ["share", "project:work", "bob", "--role", "reader"]).stdout,
                       "shared project:work with bob now as reader, was writer\n")
        XCTAssertEqual(try run("alice", ["shares"]).stdout, "project:work → bob reader\n")
        XCTAssertEqual(try run("bob", ["shares"]).stdout, "project:work ← @alice reader\n")
        XCTAssertEqual(try run("bob", ["shares", "--json"]).stdout,
                       "[{\"owner\":\"alice\",\"project\":\"work\",\"grantee\":\"bob\",\"role\":\"reader\"}]\n")
        let none = try run("carol", ["shares"])
        XCTAssertEqual([none.stdout, none.stderr], ["", "no shares\n"])
        assertOneLineError(try run("alice", ["share", "project:work", "nobody"]), status: 1, "no such user")
        assertOneLineError(try run("alice", ["share", "project:work", "alice"]), status: 2, "with oneself")
    }

    func test_theReceivingUser_seesSharedMemosBesideTheirOwn_namedByOwner_andNothingUnshared() throws {
        try run("alice", ["share", "project:work", "bob"])
        let listed = try run("bob", ["list"]).stdout
        XCTAssertTrue(listed.contains("plan the offsite  @alice project:work.q4"), listed)
        XCTAssertTrue(listed.contains("bob's errand"), listed)
        XCTAssertFalse(listed.contains("secret"), listed)
        let json = try run("bob", ["list", "--json"]).stdout
        XCTAssertTrue(json.contains("\"owner\":\"alice\""), json)
        XCTAssertEqual(json.components(separatedBy: "\"owner\"").count, 2, "only alice's memo names its owner: \(json)")
        XCTAssertTrue(try run("bob", ["search", "offsite"]).stdout.contains("@alice"))
        XCTAssertEqual(try run("bob", ["search", "secret"]).stdout, "")
    }

    func test_ownerFilter_keepsOneUsersMemos_onTheHubAndOnSQLite() throws {
        try run("alice", ["share", "project:work", "bob"])
        let alices = try run("bob", ["list", "owner:alice"]).stdout
        XCTAssertTrue(alices.contains("offsite") && !alices.contains("errand"), alices)
        let bobs = try run("bob", ["list", "owner:bob"]).stdout
        XCTAssertTrue(bobs.contains("errand") && !bobs.contains("offsite"), bobs)
        XCTAssertEqual(try run("bob", ["search", "offsite", "owner:bob"]).stdout, "")
        let sqlite = try TodoProcess()
        sqlite.user = "bob"
        try sqlite.run(["add", "kept"])
        XCTAssertTrue(try sqlite.run(["list", "owner:bob"]).stdout.contains("kept"))
        XCTAssertEqual(try sqlite.run(["list", "owner:alice"]).stdout, "")
    }

    func test_unshare_takesThemAwayAtOnce_andAShareAgainBringsThemBack() throws {
        try run("alice", ["share", "project:work", "bob"])
        XCTAssertEqual(try run("alice", ["unshare", "project:work", "bob"]).stdout,
                       "unshared project:work with bob: its memos leave their view\n")
        XCTAssertFalse(try run("bob", ["list"]).stdout.contains("offsite"))
        assertOneLineError(try run("alice", ["unshare", "project:work", "bob"]), status: 1, "not shared")
        try run("alice", ["share", "project:work", "bob"])
        XCTAssertTrue(try run("bob", ["list"]).stdout.contains("offsite"))
    }

    func test_aWritersUndo_putsBackTheSharedMemo_andTouchesNothingElse() throws {
        try run("alice", ["share", "project:work", "bob"])
        let id = try run("alice", ["list", "project:work", "--json"]).stdout.split(separator: ":")[1].split(separator: ",")[0]
        try run("bob", ["modify", String(id), "pri:H"])
        try run("alice", ["add", "alice later"])
        XCTAssertTrue(try run("bob", ["history"]).stdout.contains("modify #\(id)"))
        XCTAssertEqual(try run("bob", ["undo"]).status, 0)
        XCTAssertTrue(try run("alice", ["show", String(id), "--json"]).stdout.contains("\"priority\":null"))
        XCTAssertTrue(try run("alice", ["list"]).stdout.contains("alice later"), "alice's own change stays")
    }

    // MARK: - Private

    @discardableResult
    private func run(_ user: String, _ arguments: [String]) throws -> TodoResult {
        todo.user = user
        return try todo.run(arguments)
    }
}
