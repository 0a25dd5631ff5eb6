import MemoStore

/// How a replica's conflicts travel (`SyncReplica`): each is kept on the hub under its key,
/// listed by every replica of the user, and forgotten everywhere once one of them resolves it.
extension SQLiteMemoRepository {
    public func conflictsToShare(for user: User) throws -> (unshared: [SyncConflict], resolved: [String]) {
        let shared = try sharedKeys(for: user)
        let unshared = try conflicts(for: user, uuid: nil).filter { !shared.contains($0.key) }
        let resolved = try connection.rows(
            "SELECT key FROM sync_conflicts_resolved WHERE user_id = ? ORDER BY key", [.integer(user.id)]) { $0.string(0) }
        return (unshared, resolved)
    }

    public func noteConflictsShared(_ held: [SyncConflict], sent: [String], resolved: [String], for user: User) throws {
        // Most syncs: nothing sent, nothing resolved, and the hub holds what this replica lists.
        if sent.isEmpty, resolved.isEmpty, try sharedKeys(for: user) == Set(held.map(\.key)) { return }
        try connection.transaction {
            for key in sent {
                try connection.run("UPDATE sync_conflicts SET shared = 1 WHERE user_id = ? AND key = ?", [.integer(user.id), .text(key)])
            }
            for key in resolved {
                try connection.run("DELETE FROM sync_conflicts_resolved WHERE user_id = ? AND key = ?", [.integer(user.id), .text(key)])
            }
            let heldKeys = Set(held.map(\.key))
            let waiting = Set(try connection.rows(
                "SELECT key FROM sync_conflicts_resolved WHERE user_id = ?", [.integer(user.id)]) { $0.string(0) })
            let known = Set(try connection.rows("SELECT key FROM sync_conflicts WHERE user_id = ?", [.integer(user.id)]) { $0.string(0) })
            // Resolved on another replica: the hub no longer holds it.
            for key in try sharedKeys(for: user) where !heldKeys.contains(key) {
                try connection.run("DELETE FROM sync_conflicts WHERE user_id = ? AND key = ?", [.integer(user.id), .text(key)])
            }
            for conflict in held where !known.contains(conflict.key) && !waiting.contains(conflict.key) {
                try insertConflict(conflict, key: conflict.key, shared: true, for: user)
            }
        }
    }

    /// Keeps `conflict` for the user under `key`, as one the hub holds when `shared`.
    func insertConflict(_ conflict: SyncConflict, key: String, shared: Bool, for user: User) throws {
        try connection.run(
            "INSERT OR IGNORE INTO sync_conflicts(user_id, uuid, field, time, key, shared, \(SQLiteMemoRow.fieldColumns))"
                + " VALUES (?, ?, ?, ?, ?, ?, \(SQLiteMemoRow.fieldPlaceholders))",
            [.integer(user.id), .text(conflict.uuid), .text(conflict.subjectName), .integer(conflict.time.secondsSince1970),
             .text(key), .bool(shared)] + SQLiteMemoRow.fieldValues(conflict.lost))
    }

    // MARK: - Private

    private func sharedKeys(for user: User) throws -> Set<String> {
        Set(try connection.rows("SELECT key FROM sync_conflicts WHERE user_id = ? AND shared = 1", [.integer(user.id)]) { $0.string(0) })
    }
}
