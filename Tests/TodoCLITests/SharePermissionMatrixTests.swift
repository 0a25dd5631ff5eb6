import Foundation
import XCTest

/// Issue 34's matrix: alice shares project:work with bob (writer), carol (reader) and dave
/// (revoked afterwards); erin is a stranger. Each of them runs list, show, add, modify, done,
/// rm and share against alice's memos, through the hub directly, through a replica of their
/// own synced before and after each command (online), and through a replica synced once
/// before and once after (offline, then synced); on a hub whose users are PostgreSQL roles
/// (the server enforces every cell) and on a one-role hub of `--user` labels (todo enforces
/// them). Every cell is what README's "who can do what" table says.
final class SharePermissionMatrixTests: XCTestCase {
    func test_everyCell_onAHubOfRoles() throws {
        let shared = try rolesHub()
        try checkMatrix(ShareRoute.hub { user, arguments in
            try TodoProcess.execute(["--db", shared.db(as: shared.role(of: user)), "--user", user] + arguments)
        })
    }

    func test_everyCell_onAOneRoleHubOfLabels() throws {
        let todo = try TodoProcess(engine: .postgresql)
        try checkMatrix(ShareRoute.hub { user, arguments in
            todo.user = user
            return try todo.run(arguments)
        })
    }

    func test_everyCell_throughReplicasOnline_onAHubOfRoles() throws {
        let shared = try rolesHub()
        try checkMatrix(ShareReplicaRoute(online: true, hubURL: { shared.db(as: shared.role(of: $0)) }).route)
    }

    func test_everyCell_throughReplicasOfflineThenSynced_onAHubOfRoles() throws {
        let shared = try rolesHub()
        try checkMatrix(ShareReplicaRoute(online: false, hubURL: { shared.db(as: shared.role(of: $0)) }).route)
    }

    func test_everyCell_throughReplicasOnline_onAOneRoleHubOfLabels() throws {
        let hub = try TodoProcess(engine: .postgresql)
        try checkMatrix(ShareReplicaRoute(online: true, hubURL: { _ in hub.db }).route)
    }

    func test_everyCell_throughReplicasOfflineThenSynced_onAOneRoleHubOfLabels() throws {
        let hub = try TodoProcess(engine: .postgresql)
        try checkMatrix(ShareReplicaRoute(online: false, hubURL: { _ in hub.db }).route)
    }

    func test_share_onASQLiteStore_isAUsageError_andMakesNoFile() throws {
        let todo = try TodoProcess()
        for arguments in [["share", "project:work", "bob"], ["unshare", "project:work", "bob"], ["shares"]] {
            let result = try todo.run(arguments)
            assertOneLineError(result, status: 2, arguments)
            XCTAssertTrue(result.stderr.contains("PostgreSQL"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: todo.dbPath))
        assertOneLineError(try todo.run(["share", "bob"]), status: 2, "no project")
        assertOneLineError(try todo.run(["share", "project:work", "bob", "--role", "admin"]), status: 2, "unknown role")
    }

    // MARK: - Private

    /// The actors, and what each may do with a memo of alice's shared project.
    private enum Actor: String, CaseIterable {
        case owner = "alice", writer = "bob", reader = "carol", revoked = "dave", stranger = "erin"

        var reads: Bool { self == .owner || self == .writer || self == .reader }
        var changes: Bool { self == .owner || self == .writer }
    }

    /// A hub of PostgreSQL roles, each actor's role granted the store.
    private func rolesHub() throws -> PostgresSharedSchema {
        let shared = try PostgresSharedSchema()
        for actor in Actor.allCases {
            XCTAssertEqual(try TodoProcess.execute(["--db", shared.db(as: shared.owner), "admin", "grant", shared.role(of: actor.rawValue)]).status, 0)
        }
        return shared
    }

    private func checkMatrix(_ route: ShareRoute) throws {
        let run = route.hub
        // given everyone has used the hub, and alice's memos: one for each actor to act on
        for actor in Actor.allCases {
            XCTAssertEqual(try run(actor.rawValue, ["add", "\(actor.rawValue)'s own"]).status, 0)
        }
        var target: [Actor: String] = [:]
        for actor in Actor.allCases {
            for action in ["modify", "done", "rm"] {
                let added = try run("alice", ["add", "\(action) by \(actor.rawValue)", "project:work.\(action)"])
                XCTAssertEqual(added.status, 0, added.stderr)
                target[actor, default: ""] += (target[actor] == nil ? "" : " ") + added.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        for (user, role) in [("bob", "writer"), ("carol", "reader"), ("dave", "writer")] {
            XCTAssertEqual(try run("alice", ["share", "project:work", user, "--role", role]).status, 0)
        }
        XCTAssertEqual(try run("alice", ["unshare", "project:work", "dave"]).status, 0)
        try route.prepare(Actor.allCases.map(\.rawValue))

        for actor in Actor.allCases {
            let ids = target[actor]!.split(separator: " ").map(String.init)
            let name = actor.rawValue
            // list and show
            let listed = try route.act(name, ["list"])
            XCTAssertEqual(listed.stdout.contains("modify by \(name)"), actor.reads, "\(name) list: \(listed.stdout)")
            XCTAssertEqual(listed.stdout.contains("@alice"), actor.reads && actor != .owner, "\(name) list: \(listed.stdout)")
            XCTAssertTrue(listed.stdout.contains("\(name)'s own"), "\(name) keeps their own: \(listed.stdout)")
            let shown = try route.act(name, ["show", ids[0]])
            XCTAssertEqual(shown.status, actor.reads ? 0 : 1, "\(name) show: \(shown.stderr)")
            // add to the project: a writer's memo is alice's; a reader is refused; others add their own
            let added = try route.act(name, ["add", "added by \(name)", "project:work"])
            XCTAssertEqual(added.status, actor == .reader ? 1 : 0, "\(name) add: \(added.stderr)")
            let alicesList = try run("alice", ["list", "project:work"]).stdout
            XCTAssertEqual(alicesList.contains("added by \(name)"), actor.changes, "\(name) add, as alice sees it: \(alicesList)")
            // modify, done
            for (offset, command) in [["modify", ids[0], "pri:H"], ["done", ids[1]]].enumerated() {
                let result = try route.act(name, command)
                if actor.changes {
                    XCTAssertEqual(result.status, 0, "\(name) \(command): \(result.stderr)")
                } else {
                    assertOneLineError(result, status: 1, "\(name) \(command)")
                    XCTAssertEqual(result.stderr.contains("@alice") && result.stderr.contains("reader"), actor == .reader, result.stderr)
                }
                let after = try run("alice", ["show", ids[offset], "--json"]).stdout
                XCTAssertEqual(after.contains(offset == 0 ? "\"priority\":\"H\"" : "\"done\":true"), actor.changes, "\(name) \(command): \(after)")
            }
            // rm: only the owner
            let removed = try route.act(name, ["rm", ids[2]])
            if actor == .owner {
                XCTAssertEqual(removed.status, 0, removed.stderr)
            } else {
                assertOneLineError(removed, status: 1, "\(name) rm")
                XCTAssertEqual(removed.stderr.contains("@alice"), actor.reads, removed.stderr)
            }
            XCTAssertEqual(try run("alice", ["show", ids[2]]).status, actor == .owner ? 1 : 0, "\(name) rm")
            // share: the owner shares; a grantee is told whose the project is; anyone else's
            // `project:work` is a project of their own
            let shared = try route.act(name, actor == .owner ? ["share", "project:home", "erin"] : ["share", "project:work.modify", "alice"])
            if !route.reachesHub {
                // A replica has no other users: sharing is done on the hub, for everyone.
                assertOneLineError(shared, status: 2, "\(name) share through a replica")
                XCTAssertTrue(shared.stderr.contains("PostgreSQL"), shared.stderr)
            } else if actor == .writer || actor == .reader {
                assertOneLineError(shared, status: 1, "\(name) share")
                XCTAssertTrue(shared.stderr.contains("@alice") && shared.stderr.contains(actor == .writer ? "writer" : "reader"), shared.stderr)
            } else {
                XCTAssertEqual(shared.status, 0, "\(name) share: \(shared.stderr)")
            }
        }
        // and the stranger was given only what alice shared with her afterwards
        if route.reachesHub {
            XCTAssertEqual(try run("erin", ["shares"]).stdout, "project:work.modify → alice writer\nproject:home ← @alice writer\n")
        }
    }
}
