import Foundation
import XCTest

/// How the share matrix reaches a cell: the command an actor runs, and the hub itself, where
/// the matrix sets the scene up and checks what an action did. Ids are the hub's throughout.
struct ShareRoute {
    /// Runs a command of the user named first on the hub.
    let hub: (String, [String]) throws -> TodoResult
    /// Runs an actor's command the way this route does.
    let act: (String, [String]) throws -> TodoResult
    /// Called once the scene is set, with every actor's name.
    let prepare: ([String]) throws -> Void
    /// Whether `share` reaches the hub (a replica has no other users: it refuses them, exit 2).
    let reachesHub: Bool

    /// Every command straight to the hub.
    static func hub(_ run: @escaping (String, [String]) throws -> TodoResult) -> ShareRoute {
        ShareRoute(hub: run, act: run, prepare: { _ in }, reachesHub: true)
    }
}

/// Each actor's commands through a SQLite replica of their own, synced with the hub as that
/// actor: online (synced before and after each command), or offline then synced (synced once
/// when the scene is set, then after each command). An id of the hub is given to a replica as
/// the replica's own id of the same memo (by uuid), or as an id it has no memo with.
final class ShareReplicaRoute {
    init(online: Bool, hubURL: @escaping (String) -> String) {
        self.online = online
        self.hubURL = hubURL
    }

    var route: ShareRoute {
        ShareRoute(
            // The route holds the replicas for as long as the matrix runs.
            hub: { [self] user, arguments in try onHub(user, arguments) },
            act: { [self] user, arguments in try act(user, arguments) },
            prepare: { [self] users in for user in users { try sync(user) } },
            reachesHub: false)
    }

    // MARK: - Private

    private let online: Bool
    private let hubURL: (String) -> String
    private var replicas: [String: TodoProcess] = [:]

    private func onHub(_ user: String, _ arguments: [String]) throws -> TodoResult {
        try TodoProcess.execute(["--db", hubURL(user), "--user", user] + arguments)
    }

    private func act(_ user: String, _ arguments: [String]) throws -> TodoResult {
        if online { try sync(user) }
        let replica = try self.replica(user)
        var local = arguments
        for (index, word) in arguments.enumerated().dropFirst() where Int64(word) != nil {
            local[index] = try localID(of: word, on: replica, as: user)
        }
        let result = try replica.run(local)
        try sync(user)
        return result
    }

    private func replica(_ user: String) throws -> TodoProcess {
        if let replica = replicas[user] { return replica }
        let replica = try TodoProcess()
        replica.user = user
        replicas[user] = replica
        return replica
    }

    private func sync(_ user: String) throws {
        let replica = try self.replica(user)
        let result = try replica.run(["sync", hubURL(user)])
        XCTAssertEqual(result.status, 0, "\(user) sync: \(result.stderr)")
    }

    /// The replica's id of the memo the hub knows as `hubID` (its owner alice reads it there),
    /// or an id the replica has no memo with.
    private func localID(of hubID: String, on replica: TodoProcess, as user: String) throws -> String {
        let shown = try onHub("alice", ["show", hubID, "--json"])
        guard shown.status == 0, let memo = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any],
              let uuid = memo["uuid"] as? String else { return "999999" }
        let listed = try replica.run(["list", "--all", "--json", "--limit", "1000"])
        let memos = (try? JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))) as? [[String: Any]] ?? []
        return memos.first { $0["uuid"] as? String == uuid }.flatMap { ($0["id"] as? NSNumber)?.stringValue } ?? "999999"
    }
}
