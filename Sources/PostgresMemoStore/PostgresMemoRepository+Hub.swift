import MemoStore

/// The hub's side of sync (`SyncHub`), on the numbering of schema version 7. Every write of the
/// store holds the user's row lock (`write(for:)`), so a user's numbers grow in commit
/// order and a sync that holds the lock sees every number up to the sequence's last.
extension PostgresMemoRepository: SyncHub {
    public func clockMilliseconds() throws -> Int64 {
        try storeErrors { try connection.execute("SELECT (extract(epoch FROM clock_timestamp()) * 1000)::int8").int64(0, 0) }
    }

    public func syncTransaction<T>(for user: User, _ body: () throws -> T) throws -> T {
        try write(for: user, body)
    }

    public func syncPosition(for user: User) throws -> (current: Int64, compactedThrough: Int64, shares: [ProjectShare]) {
        try storeErrors {
            let row = try connection.execute(
                // A sequence not yet used reads its start value: no number has been given then.
                // The shares received ride along: a user with none pays one probe of their index.
                "SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM todo_sync_seq), sync_compacted,"
                    + " (SELECT string_agg(owner_name || E'\\t' || project || E'\\t' || role, E'\\n' ORDER BY owner_name, project)"
                    + " FROM shares WHERE grantee_id = $1) FROM users WHERE id = $1", [String(user.id)])
            guard row.rowCount == 1 else { return (0, 0, []) }
            let shares = row.optionalString(0, 2).map { ProjectShare.list(fromText: PostgresText.read($0), grantee: user.name) } ?? []
            return (row.int64(0, 0), row.int64(0, 1), shares)
        }
    }

    public func changes(for user: User, after: Int64, through: Int64, limit: Int) throws -> [(uuid: String, number: Int64)] {
        try storeErrors {
            let rows = try connection.execute(
                """
                SELECT uuid, sync_seq FROM (
                    (SELECT uuid, sync_seq FROM memos WHERE user_id = $1 AND sync_seq > $2 AND sync_seq <= $3
                     ORDER BY sync_seq LIMIT $4)
                    UNION ALL
                    (SELECT uuid, sync_seq FROM memo_tombstones WHERE user_id = $1 AND sync_seq > $2 AND sync_seq <= $3
                     ORDER BY sync_seq LIMIT $4)
                ) changed ORDER BY sync_seq LIMIT $4
                """,
                [String(user.id), String(after), String(through), String(limit)])
            return (0..<rows.rowCount).map { (PostgresText.read(rows.string($0, 0)), rows.int64($0, 1)) }
        }
    }

    public func memos(uuids: [String], for user: User) throws -> [String: Memo] {
        guard !uuids.isEmpty else { return [:] }
        return try storeErrors {
            let rows = try connection.execute(
                "SELECT \(Self.memoColumns) FROM memos WHERE user_id = $1 AND uuid = ANY($2::text[])",
                [String(user.id), PostgresArray.literal(uuids.map(PostgresText.stored))])
            return Dictionary(Self.readMemos(rows).map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    public func stampedMemos(uuids: [String], for user: User) throws -> [String: (memo: Memo, stamps: MemoStamps)] {
        guard !uuids.isEmpty else { return [:] }
        return try storeErrors {
            let rows = try connection.execute(
                Self.stampedMemosSQL, [String(user.id), PostgresArray.literal(uuids.map(PostgresText.stored))])
            var held: [String: (memo: Memo, stamps: MemoStamps)] = [:]
            for row in 0..<rows.rowCount {
                let memo = Self.readMemo(rows, row, from: 1)
                if held[memo.uuid] == nil { held[memo.uuid] = (memo, MemoStamps(text: PostgresText.read(rows.string(row, 0)))) }
            }
            return held
        }
    }

    public func store(_ memos: [Memo], stamps: [String: MemoStamps], deleting deletions: [String], from origin: String, for user: User) throws {
        for memo in memos { try MemoValidation.check(memo) }
        try storeErrors {
            // One lookup for the page: the memos the hub has, with their ids.
            let stored = try self.memos(uuids: memos.map(\.uuid), for: user)
            // Where the hub is used directly, what a sync changes of the memos its history holds
            // (one query finds them) is an entry of its own, saved before it is written.
            let gone = deletions.isEmpty ? [:] : try self.memos(uuids: deletions, for: user)
            let changed = memos.compactMap { memo in stored[memo.uuid].flatMap { $0.withID(0) == memo.withID(0) ? nil : $0 } }
            let inHistory = try memosInHistory(ids: (changed + gone.values).map(\.id), for: user)
            let arrived = (changed + gone.values).filter { inHistory.contains($0.id) }.sorted { $0.id < $1.id }
            if var first = arrived.first {
                first.title = memos.first { $0.uuid == first.uuid }?.title ?? first.title
                try record(.sync, count: arrived.count, first: first, for: user, saving: arrived, origin: origin)
            }
            try updateByUUID(memos.compactMap { memo in stored[memo.uuid].map { memo.withID($0.id) } }, for: user)
            let added = memos.filter { stored[$0.uuid] == nil }
            // New memos in one COPY: a first sync sends a whole store. (A role bound by row-level
            // security may not COPY: one INSERT each.)
            // Each with the stamps merged (none: none), not those of a memo made on the hub.
            if try isBoundByRowSecurity() {
                for memo in added { _ = try insert(memo, for: user, stamps: stamps[memo.uuid] ?? MemoStamps()) }
            } else if !added.isEmpty {
                var rows = PostgresImportRows(user: user, now: Timestamp.now())
                try connection.copyIn("COPY memos(\(Self.importColumns), stamps) FROM STDIN (FORMAT binary)") { writer in
                    for memo in added {
                        try rows.write(memo, to: writer) { $0.text(PostgresText.stored((stamps[memo.uuid] ?? MemoStamps()).text)) }
                    }
                }
                let done = added.filter(\.isDone).count
                try adjustCounts(of: user, open: added.count - done, done: done)
                copiedBySync += Int64(added.count)
                try analyzeIfGrown(user, by: added.count, ofCopied: copiedBySync)
            }
            // Last, so the stamps given replace those the hub gave the fields the writes changed.
            let stamped = memos.compactMap { memo in
                stamps[memo.uuid].flatMap { stored[memo.uuid] != nil ? (memo.uuid, $0.text) : nil }
            }
            if !stamped.isEmpty {
                try connection.execute(
                    """
                    UPDATE memos m SET stamps = s.stamps FROM unnest($2::text[], $3::text[]) AS s(uuid, stamps)
                    WHERE m.user_id = $1 AND m.uuid = s.uuid AND m.stamps IS DISTINCT FROM s.stamps
                    """,
                    [String(user.id), PostgresArray.literal(stamped.map { PostgresText.stored($0.0) }),
                     PostgresArray.literal(stamped.map { PostgresText.stored($0.1) })])
            }
            if !deletions.isEmpty {
                try connection.execute(
                    "DELETE FROM memos WHERE user_id = $1 AND uuid = ANY($2::text[])",
                    [String(user.id), PostgresArray.literal(deletions.map(PostgresText.stored))])
            }
        }
    }

    public func replicaToken(_ replica: String, for user: User) throws -> String? {
        try storeErrors {
            let row = try connection.execute(
                "SELECT token FROM sync_replicas WHERE user_id = $1 AND replica = $2", [String(user.id), PostgresText.stored(replica)])
            return row.rowCount == 1 ? row.optionalString(0, 0) : nil
        }
    }

    public func replicaSeen(_ replica: String, for user: User) throws -> (seenThrough: Int64, at: Timestamp)? {
        try storeErrors {
            let row = try connection.execute(
                "SELECT seen_through, extract(epoch FROM seen)::int8 FROM sync_replicas WHERE user_id = $1 AND replica = $2",
                [String(user.id), PostgresText.stored(replica)])
            return row.rowCount == 1 ? (row.int64(0, 0), Timestamp(secondsSince1970: row.int64(0, 1))) : nil
        }
    }

    public func noteReplica(_ replica: String, seenThrough number: Int64, token: String, for user: User) throws {
        try storeErrors {
            try connection.execute(
                """
                INSERT INTO sync_replicas(user_id, replica, seen_through, seen, token) VALUES ($1, $2, $3, now(), $4)
                ON CONFLICT (user_id, replica) DO UPDATE
                SET seen_through = excluded.seen_through, seen = excluded.seen, token = excluded.token
                """,
                [String(user.id), PostgresText.stored(replica), String(number), PostgresText.stored(token)])
            // Tombstones every replica seen lately has read are dropped; one that comes back
            // after longer compares everything (`users.sync_compacted`).
            try connection.execute(
                """
                WITH horizon AS (
                    SELECT min(seen_through) AS number FROM sync_replicas
                    WHERE user_id = $1 AND seen > now() - interval '\(Self.replicaLifetimeDays) days'),
                dropped AS (
                    DELETE FROM memo_tombstones WHERE user_id = $1 AND sync_seq <= (SELECT number FROM horizon)
                    RETURNING sync_seq)
                UPDATE users SET sync_compacted = (SELECT max(sync_seq) FROM dropped)
                WHERE id = $1 AND EXISTS (SELECT 1 FROM dropped) AND sync_compacted < (SELECT max(sync_seq) FROM dropped)
                """,
                [String(user.id)])
        }
    }

    /// Which of the memos `ids` the user's undo history holds snapshots of.
    private func memosInHistory(ids: [Int64], for user: User) throws -> Set<Int64> {
        guard !ids.isEmpty else { return [] }
        let rows = try connection.execute(
            """
            SELECT DISTINCT m.memo_id FROM changes c JOIN change_memos m ON m.change_id = c.id
            WHERE c.user_id = $1 AND m.memo_id = ANY($2::int8[]) AND NOT m.created_by_change
            """, [String(user.id), Self.idArray(ids)])
        return Set((0..<rows.rowCount).map { rows.int64($0, 0) })
    }

    /// How long a replica that stopped syncing holds back the compaction of tombstones.
    static let replicaLifetimeDays = 90

    /// The memos of user `$1` whose uuids are in `$2`, each with its stamps first.
    static let stampedMemosSQL = "SELECT stamps, \(memoColumns) FROM memos WHERE user_id = $1 AND uuid = ANY($2::text[])"
}
