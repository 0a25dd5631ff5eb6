import Foundation
import XCTest

/// Issue 34: on a hub, undo takes back only the user's own changes. A command whose memo
/// another user changed since (a writer of the project, or its owner) is not undone, and the
/// refusal names them; with nobody else's change in between, undo works as ever. On a hub of
/// roles (where the other user's name is read through the share) and on a one-role hub.
final class ShareUndoTests: XCTestCase {
    func test_undo_ofAChangeAnotherUserChangedSince_isRefusedNamingThem_onAHubOfRoles() throws {
        let shared = try PostgresSharedSchema()
        try checkUndo(try shared.grantingAliceAndBob())
    }

    func test_undo_ofAChangeAnotherUserChangedSince_isRefusedNamingThem_onAOneRoleHub() throws {
        let hub = try TodoProcess(engine: .postgresql)
        try checkUndo { user, arguments in
            hub.user = user
            return try hub.run(arguments)
        }
    }

    // MARK: - Private

    private func checkUndo(_ run: (String, [String]) throws -> TodoResult) throws {
        // given alice's memo in work, shared with bob as writer
        XCTAssertEqual(try run("bob", ["add", "bob's own"]).status, 0)
        let id = try run("alice", ["add", "Agenda", "project:work"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(try run("alice", ["share", "project:work", "bob"]).status, 0)

        // bob's change, then alice's: bob's undo is refused, naming alice, and changes nothing
        XCTAssertEqual(try run("bob", ["modify", id, "pri:H"]).status, 0)
        XCTAssertEqual(try run("alice", ["modify", id, "+urgent"]).status, 0)
        let refused = try run("bob", ["undo"])
        assertOneLineError(refused, status: 1, "bob's undo after alice's change")
        XCTAssertTrue(refused.stderr.contains("@alice") && refused.stderr.contains("memo \(id)"), refused.stderr)
        var shown = try run("alice", ["show", id, "--json"]).stdout
        XCTAssertTrue(shown.contains("\"priority\":\"H\"") && shown.contains("\"tags\":[\"urgent\"]"), shown)

        // alice's change, then bob's: alice's undo is refused, naming bob
        XCTAssertEqual(try run("bob", ["modify", id, "pri:L"]).status, 0)
        let hers = try run("alice", ["undo"])
        assertOneLineError(hers, status: 1, "alice's undo after bob's change")
        XCTAssertTrue(hers.stderr.contains("@bob"), hers.stderr)

        // bob's own latest change, with nobody's after it, is undone
        XCTAssertEqual(try run("bob", ["undo"]).status, 0)
        shown = try run("alice", ["show", id, "--json"]).stdout
        XCTAssertTrue(shown.contains("\"priority\":\"H\"") && shown.contains("\"tags\":[\"urgent\"]"), shown)
    }
}
