import MemoStore

/// An import into a user's first memos does the work of `memos`' insert triggers once, in bulk,
/// instead of once per memo.
///
/// Each trigger evaluated its `WHEN` (a probe of `memo_waits`, a read of `sync_hubs`) for every
/// memo added, and a trigger program made every batch statement keep a statement journal: more
/// than a third of a million-memo import. Dropped and made again inside the import's
/// transaction, so nobody ever sees the store without them, and made again in the order SQLite
/// stored them, so they fire in the same order afterwards. The bulk statements leave exactly the
/// rows the triggers would have: the user had no memos, so nothing stored waits on the new ones
/// or is waited on by them, and `blocked` and `blocking` depend only on the rows at the end.
extension SQLiteMemoRepository {
    /// When `user` has no memos, drops the insert triggers this file knows and returns their
    /// `CREATE TRIGGER` statements, as stored and in their stored order, for
    /// `resumeInsertTriggers`; otherwise drops nothing and returns nothing.
    func suspendInsertTriggersIfNoMemos(of user: User) throws -> [(name: String, sql: String)] {
        guard try connection.firstRow("SELECT 1 FROM memos WHERE user_id = ? LIMIT 1", [.integer(user.id)], { _ in true }) == nil else {
            return []
        }
        return try dropMemosSchemaObjects("TRIGGER", listed: Self.bulkInsertTriggers, dropListed: true)
    }

    /// Drops the indexes or triggers (`kind`) of `memos` made by a statement: those `listed`
    /// (`dropListed`) or every one but those. Returns their names and `CREATE` statements as
    /// stored, in the order SQLite stored them, to make them again.
    func dropMemosSchemaObjects(_ kind: String, listed: [String], dropListed: Bool) throws -> [(name: String, sql: String)] {
        let names = listed.map { "'\($0)'" }.joined(separator: ", ")
        let objects = try connection.rows(
            "SELECT name, sql FROM sqlite_master WHERE type = '\(kind.lowercased())' AND tbl_name = 'memos' AND sql IS NOT NULL"
                + " AND name \(dropListed ? "IN" : "NOT IN") (\(names)) ORDER BY rowid", []
        ) { (name: $0.string(0), sql: $0.string(1)) }
        for object in objects {
            try connection.execute("DROP \(kind) \"\(object.name)\"")
        }
        return objects
    }

    /// Does for the user's memos `first`…`last` (when any was added) what the suspended
    /// triggers would have done for each (an effect whose triggers the store did not have is
    /// left out), then makes the triggers again.
    func resumeInsertTriggers(_ triggers: [(name: String, sql: String)], forMemosOf user: User, from first: Int64?, to last: Int64?) throws {
        guard !triggers.isEmpty else { return }
        if let first, let last {
            let values: [SQLiteValue] = [.integer(user.id), .integer(first), .integer(last)]
            let suspended = Set(triggers.map(\.name))
            for effect in Self.bulkInsertEffects where !suspended.isDisjoint(with: effect.standsFor) {
                try connection.run(effect.sql, values)
            }
        }
        for trigger in triggers {
            try connection.execute(trigger.sql)
        }
        if let first, let last {
            try SQLiteSchema.installDependencyTriggersIfUsed(in: connection, user: user, from: first, to: last)
        }
    }

    // MARK: - Private

    /// The triggers whose effect `bulkInsertEffects` has: the sync hubs' pending uuids
    /// (version 7), `blocked` (8, 10), `memo_waits` and `blocking` (14) and the new memos'
    /// field stamps (22): every insert trigger of `memos`, so the import's inserts may take
    /// `OR FAIL` (which a trigger's own `OR IGNORE` or `OR REPLACE` would otherwise obey).
    /// Where the dependency triggers are not installed, their insert guard (24) stands in for
    /// the three of them, and the resumption installs them if the import brought dependencies.
    private static let bulkInsertTriggers = bulkInsertEffects.reduce(into: Set<String>()) { $0.formUnion($1.standsFor) }.sorted()

    /// Their effect on the memos ?2…?3 of user ?1, who had no others, each with the triggers
    /// it stands for: every new memo pending for each of the user's hubs not syncing; what
    /// each waits on; blocked when one of those is open; blocking when an open one waits on
    /// it; the new memos' field stamps. Only rows that change are updated, as the triggers
    /// did, so the update triggers see the same changes. What each waits on is read from the
    /// index of memos that wait (an import keeps it up: `liveIndexes`), not from every new memo.
    private static let bulkInsertEffects: [(standsFor: Set<String>, sql: String)] = [
        (["memos_pending_after_insert"], """
        INSERT OR IGNORE INTO sync_pending(hub_id, uuid)
        SELECT hubs.id, memos.uuid FROM sync_hubs AS hubs CROSS JOIN memos
        WHERE hubs.user_id = ?1 AND hubs.syncing = 0 AND memos.id BETWEEN ?2 AND ?3 AND +memos.user_id = ?1
        """),
        (dependencyTriggers, """
        INSERT OR IGNORE INTO memo_waits(user_id, uuid, memo_id)
        SELECT memos.user_id, waited.value, memos.id
        FROM memos INDEXED BY memos_by_depends CROSS JOIN \(SQLiteSchema.waitedOn("memos.depends")) AS waited
        WHERE memos.user_id = ?1 AND memos.depends <> '' AND memos.id BETWEEN ?2 AND ?3
        """),
        (dependencyTriggers, """
        UPDATE memos SET blocked = 1
        WHERE id IN (SELECT memo_id FROM memo_waits WHERE user_id = ?1 AND memo_id BETWEEN ?2 AND ?3)
            AND blocked = 0 AND \(SQLiteSchema.isBlocked)
        """),
        // The memos waited on are found by uuid, then updated by id: in the table's order, so
        // each page is changed once (by uuid, they came at random pages).
        (dependencyTriggers, """
        UPDATE memos SET blocking = 1
        WHERE blocking = 0 AND id IN (
            SELECT waited.id FROM memo_waits AS waits CROSS JOIN memos AS waiter ON waiter.id = waits.memo_id
                CROSS JOIN memos AS waited ON waited.user_id = waits.user_id AND waited.uuid = waits.uuid
            WHERE waits.user_id = ?1 AND waiter.done = 0 AND waited.id BETWEEN ?2 AND ?3)
        """),
        (["memos_stamped_on_insert"], """
        INSERT OR REPLACE INTO memo_stamps(memo_id, field, time, replica)
        SELECT memos.id, fields.value, \(SQLiteSchema.newMemoStamp(of: "memos")), ''
        FROM memos CROSS JOIN json_each('\(SQLiteSchema.stampedFields)') AS fields
        WHERE memos.id BETWEEN ?2 AND ?3 AND +memos.user_id = ?1 AND (SELECT max(syncing) FROM sync_hubs) = 0
        """),
    ]

    /// The dependency triggers (or, where they are not installed, the guard standing in).
    private static let dependencyTriggers: Set<String> = [
        "memos_blocker_added", "memos_waits_added", "memos_blocking_added", SQLiteSchema.insertGuardName,
    ]
}
