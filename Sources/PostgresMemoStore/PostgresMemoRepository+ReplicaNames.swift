import MemoStore

/// The names replicas give themselves at the hub (`replica_names`, schema version 18), so a
/// replica names the machine a change it receives was made on.
extension PostgresMemoRepository {
    public func nameReplica(_ replica: String, as name: String, for user: User) throws {
        try storeErrors {
            // Unchanged, the row is left alone: a sync writes nothing it need not.
            _ = try connection.execute(
                """
                INSERT INTO replica_names(user_id, replica, name) VALUES ($1, $2, $3)
                ON CONFLICT (user_id, replica) DO UPDATE SET name = excluded.name
                WHERE replica_names.name IS DISTINCT FROM excluded.name
                """,
                [String(user.id), PostgresText.stored(replica), PostgresText.stored(name)])
        }
    }

    public func replicaNames(_ replicas: [String], for user: User) throws -> [String: String] {
        guard !replicas.isEmpty else { return [:] }
        return try storeErrors {
            let rows = try connection.execute(
                "SELECT replica, name FROM replica_names WHERE user_id = $1 AND replica = ANY($2::text[])",
                [String(user.id), PostgresArray.literal(replicas.map(PostgresText.stored))])
            var names: [String: String] = [:]
            for row in 0..<rows.rowCount {
                names[PostgresText.read(rows.string(row, 0))] = PostgresText.read(rows.string(row, 1))
            }
            return names
        }
    }
}
