import MemoStore

/// Who last wrote a memo (`changed_by`, filled by the server: `PostgresSchemaVersion22`), for
/// the replicas' history of what a sync brings (`SyncHub.lastWriters`).
extension PostgresMemoRepository {
    public func lastWriters(of uuids: [String], for user: User) throws -> [String: String] {
        guard !uuids.isEmpty else { return [:] }
        return try storeErrors {
            let shares = try received(for: user)
            // By the owners' (user_id, uuid) index. A role reads no other role's `users` row:
            // the name of a share's owner or grantee is read from the share, as undo reads it.
            let rows = try connection.execute(
                """
                SELECT m.uuid, m.user_id, m.project, coalesce((SELECT name FROM users WHERE id = m.changed_by),
                    (SELECT owner_name FROM shares WHERE owner_id = m.changed_by LIMIT 1),
                    (SELECT grantee_name FROM shares WHERE grantee_id = m.changed_by LIMIT 1))
                FROM memos m WHERE m.user_id = ANY($2::int8[]) AND m.uuid = ANY($3::text[]) AND m.changed_by <> $1
                """,
                [String(user.id), Self.idArray([user.id] + shares.map(\.owner.id)), PostgresArray.literal(uuids.map(PostgresText.stored))])
            var writers: [String: String] = [:]
            for row in 0..<rows.rowCount {
                guard let name = rows.optionalString(row, 3).map(PostgresText.read) else { continue }
                let owner = rows.int64(row, 1)
                let project = rows.optionalString(row, 2).map(PostgresText.read)
                // Only the user's own memos, and what a share covers: an owner's others stay theirs.
                guard owner == user.id || shares.contains(where: { $0.owner.id == owner && $0.share.covers(project: project) })
                else { continue }
                writers[PostgresText.read(rows.string(row, 0))] = name
            }
            return writers
        }
    }
}
