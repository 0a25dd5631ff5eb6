import MemoStore

/// The conflicts a hub keeps for every replica of a user (`SyncHub.exchangeConflicts`), in
/// `sync_conflicts` of schema version 12.
extension PostgresMemoRepository {
    public func exchangeConflicts(adding: [SyncConflict], resolving: [String], for user: User) throws -> [SyncConflict] {
        try storeErrors {
            for conflict in adding {
                var statement = PostgresStatement()
                let head = [
                    statement.bind(user.id), statement.bind(PostgresText.stored(conflict.key)), statement.bind(PostgresText.stored(conflict.uuid)),
                    statement.bind(conflict.subjectName), statement.bind(conflict.time),
                ].joined(separator: ", ")
                let values = Self.fieldValues(of: conflict.lost, in: &statement)
                statement.sql = "INSERT INTO sync_conflicts(user_id, key, uuid, field, time, \(Self.fieldColumns)) VALUES (\(head), \(values))"
                    + " ON CONFLICT (user_id, key) DO NOTHING"
                try connection.execute(statement.sql, statement.values)
            }
            if !resolving.isEmpty {
                try connection.execute(
                    "DELETE FROM sync_conflicts WHERE user_id = $1 AND key = ANY($2::text[])",
                    [String(user.id), PostgresArray.literal(resolving.map(PostgresText.stored))])
            }
            let rows = try connection.execute(
                """
                SELECT 0, uuid, \(PostgresMemoColumns.select(from: MemoColumn.firstField)), key, field, \(Self.seconds("time"))
                FROM sync_conflicts WHERE user_id = $1 ORDER BY id
                """, [String(user.id)])
            let key = MemoColumn.count  // then field and time
            return (0..<rows.rowCount).compactMap { row in
                let lost = Self.readMemo(rows, row, blocked: false)
                guard let subject = SyncConflict.subject(named: PostgresText.read(rows.string(row, key + 1))) else { return nil }
                return SyncConflict(
                    uuid: lost.uuid, subject: subject, lost: lost, time: Timestamp(secondsSince1970: rows.int64(row, key + 2)),
                    key: PostgresText.read(rows.string(row, key)))
            }
        }
    }
}
