import MemoStore

/// The replica's side of sync (`SyncReplica`): remembered hubs, pending uuids, base copies and
/// conflicts, in the tables of schema version 7. Pending uuids are marked by triggers on
/// `memos`, so no write path can forget one.
extension SQLiteMemoRepository: SyncReplica {
    public func remotes(for user: User) throws -> [SyncRemote] {
        try connection.rows(
            "SELECT \(Self.remoteColumns) FROM sync_hubs WHERE user_id = ? ORDER BY id", [.integer(user.id)], Self.readRemote)
    }

    public func remember(url: String, for user: User) throws -> SyncRemote {
        try connection.transaction {
            try connection.run(
                "INSERT INTO sync_hubs(user_id, url, replica) VALUES (?, ?, ?) ON CONFLICT (user_id, url) DO NOTHING",
                [.integer(user.id), .text(url), .text(UUIDGenerator.next())])
            if connection.changes == 1 {
                // A new hub: the first sync offers every memo the user has.
                try connection.run(
                    "INSERT INTO sync_pending(hub_id, uuid) SELECT ?, uuid FROM memos WHERE user_id = ?",
                    [.integer(connection.lastInsertedRowID), .integer(user.id)])
                // Changes are stamped from now on, in a store that has a remote (version 23).
                try SQLiteSchema.makeStampTriggersIfSyncing(connection)
            }
            guard let remote = try connection.firstRow(
                "SELECT \(Self.remoteColumns) FROM sync_hubs WHERE user_id = ? AND url = ?",
                [.integer(user.id), .text(url)], Self.readRemote)
            else { throw MemoStoreError.invalidField(name: "hub", reason: "could not be remembered") }
            return remote
        }
    }

    public func forget(_ remote: SyncRemote) throws {
        try connection.transaction {
            for table in ["sync_pending", "sync_base", "sync_outbox", "sync_resources"] {
                try connection.run("DELETE FROM \(table) WHERE hub_id = ?", [.integer(remote.id)])
            }
            try connection.run("DELETE FROM sync_hubs WHERE id = ?", [.integer(remote.id)])
        }
    }

    public func syncTransaction<T>(
        with remote: SyncRemote, beginningWhen body: (_ begin: () throws -> Void) throws -> T
    ) throws -> T {
        // A statement's journal (the pages it changes, kept to roll it back alone) in memory,
        // freed as it ends: in a temporary file, a first receive of 100,000 memos made a
        // million write calls to it.
        try connection.execute("PRAGMA temp_store = MEMORY")
        defer { try? connection.execute("PRAGMA temp_store = DEFAULT") }
        var syncing = false
        return try connection.transaction(beginningWhen: { begin in
            // `body` is the only caller of `begin`, and neither outlives this call.
            let result = try withoutActuallyEscaping(begin) { begin in
                try body {
                    guard !syncing else { return }
                    try begin()
                    syncing = true
                    arrivalEntries = [:]
                    try connection.run("UPDATE sync_hubs SET syncing = 1 WHERE id = ?", [.integer(remote.id)])
                }
            }
            if syncing { try connection.run("UPDATE sync_hubs SET syncing = 0 WHERE id = ?", [.integer(remote.id)]) }
            return result
        })
    }

    public func pendingUUIDs(for remote: SyncRemote, after uuid: String?, limit: Int) throws -> [String] {
        try connection.rows(
            "SELECT uuid FROM sync_pending WHERE hub_id = ? AND uuid > ? ORDER BY uuid LIMIT ?",
            [.integer(remote.id), .text(uuid ?? ""), .integer(Int64(limit))]) { $0.string(0) }
    }

    public func entries(uuids: [String], for remote: SyncRemote, user: User) throws -> [String: SyncEntry] {
        guard !uuids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: uuids.count).joined(separator: ", ")
        let keys = uuids.map(SQLiteValue.text)
        let locals = try connection.rows(
            "SELECT \(SQLiteMemoRow.columns) FROM memos WHERE user_id = ? AND uuid IN (\(marks))",
            [.integer(user.id)] + keys, SQLiteMemoRow.read)
        let bases = try connection.rows(
            "SELECT memo_id, uuid, \(SQLiteMemoRow.fieldColumns), deleted, stamps FROM sync_base WHERE hub_id = ? AND uuid IN (\(marks))",
            [.integer(remote.id)] + keys
        ) { row in
            (memo: SQLiteMemoRow.readSnapshot(row), deleted: row.bool(SQLiteMemoRow.snapshotWidth),
             stamps: MemoStamps(text: row.string(SQLiteMemoRow.snapshotWidth + 1)))
        }
        let stamps = try localStamps(ids: locals.map(\.id))
        var entries: [String: SyncEntry] = [:]
        let localByUUID = Dictionary(locals.map { ($0.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        let baseByUUID = Dictionary(bases.map { ($0.memo.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        for uuid in Set(localByUUID.keys).union(baseByUUID.keys) {
            let base = baseByUUID[uuid]
            let local = localByUUID[uuid]
            entries[uuid] = SyncEntry(
                local: local, base: base?.deleted == false ? base?.memo : nil, localID: local?.id ?? base?.memo.id,
                localStamps: local.flatMap { stamps[$0.id] }?.naming(local: remote.replica) ?? MemoStamps(),
                baseStamps: base?.deleted == false ? base?.stamps ?? MemoStamps() : MemoStamps())
        }
        return entries
    }

    public func apply(_ page: [SyncOutcome], for remote: SyncRemote, user: User) throws {
        // Memos new to this replica are indexed for search together, as an import's are: one
        // statement for the page instead of one full-text flush per memo.
        var added: (first: Int64, last: Int64, open: Int, done: Int)?
        var arrivals: [Arrival] = []
        for outcome in page {
            if let id = try apply(outcome, for: remote, user: user, arrivals: &arrivals) {
                let done = outcome.merged?.isDone == true ? 1 : 0
                added = (added?.first ?? id, id, (added?.open ?? 0) + 1 - done, (added?.done ?? 0) + done)
            }
        }
        if let added {
            try didAdd(ofUser: user, idsFrom: added.first, to: added.last, open: added.open, done: added.done)
        }
        try note(arrivals, from: remote, for: user)
    }

    /// Applies one outcome, adding what changed here to `arrivals`; returns the id of a memo
    /// inserted under a new id, whose full-text entry and counts the caller owes.
    private func apply(_ outcome: SyncOutcome, for remote: SyncRemote, user: User, arrivals: inout [Arrival]) throws -> Int64? {
        let (uuid, entry) = (outcome.uuid, outcome.entry)
        try connection.run("DELETE FROM sync_pending WHERE hub_id = ? AND uuid = ?", [.integer(remote.id), .text(uuid)])
        guard let merged = outcome.merged else {
            if let local = entry.local {
                try connection.run("DELETE FROM memos WHERE id = ? AND user_id = ?", [.integer(local.id), .integer(user.id)])
                try didRemove(local, for: user)
                arrivals.append(Arrival(before: local, after: nil, isNew: false, origin: outcome.origin, author: outcome.author))
            }
            if let last = entry.base ?? entry.local, let id = entry.localID {
                try storeBase(last.withID(id), deleted: true, stamps: MemoStamps(), for: remote)
            }
            return nil
        }
        var newID: Int64?
        let stored: Memo
        if let local = entry.local {
            stored = merged.withID(local.id)
            if stored != local {
                try write(stored, replacing: local, for: user)
                arrivals.append(Arrival(before: local, after: stored, isNew: false, origin: outcome.origin, author: outcome.author))
            }
        } else if let id = entry.localID, try connection.firstRow("SELECT 1 FROM memos WHERE id = ?", [.integer(id)], { _ in true }) == nil {
            // Back under the id this replica showed for it before it was deleted.
            stored = merged.withID(id)
            try insertRow(stored, for: user)
            try didAdd(stored, for: user)
            arrivals.append(Arrival(before: nil, after: stored, isNew: false, origin: outcome.origin, author: outcome.author))
        } else {
            stored = try insert(merged, for: user)
            try indexTags(of: stored, for: user)
            newID = stored.id
            arrivals.append(Arrival(before: nil, after: stored, isNew: true, origin: outcome.origin, author: outcome.author))
        }
        // Whose it is: another user's memo, shared with the user, keeps its owner's name.
        if merged.owner != nil || entry.local?.owner != nil, merged.owner != entry.local?.owner {
            try setOwner(merged.owner, ofMemo: stored.id)
        }
        // The merged stamps replace those the write gave the fields it changed.
        // A memo new here has no stamps to replace.
        if entry.local.map({ $0 != stored || entry.localStamps != outcome.stamps }) ?? !outcome.stamps.isEmpty {
            try setLocalStamps(outcome.stamps, of: stored.id, replacing: newID == nil)
        }
        if entry.base != stored || entry.baseStamps != outcome.stamps {
            try storeBase(stored, deleted: false, stamps: outcome.stamps, for: remote)
        }
        return newID
    }

    public func record(_ conflicts: [SyncConflict], for user: User) throws {
        for conflict in conflicts {
            try insertConflict(conflict, key: conflict.key.isEmpty ? UUIDGenerator.next() : conflict.key, shared: false, for: user)
        }
    }

    public func finish(_ remote: SyncRemote, seenThrough: Int64, at time: Timestamp) throws {
        try connection.run("DELETE FROM sync_pending WHERE hub_id = ?", [.integer(remote.id)])
        try connection.run("DELETE FROM sync_outbox WHERE hub_id = ?", [.integer(remote.id)])
        try connection.run(
            "UPDATE sync_hubs SET seen_through = ?, synced = ?, outbox_token = NULL WHERE id = ?",
            [.integer(seenThrough), .integer(time.secondsSince1970), .integer(remote.id)])
    }

    public func keep(_ entries: [SyncOutboxEntry], overEarlier: Bool, for remote: SyncRemote) throws {
        guard overEarlier else {
            for entry in entries {
                if let before = entry.before { try keepSide(0, before, entry.beforeStamps, uuid: entry.uuid, for: remote) }
                if let merged = entry.merged { try keepSide(1, merged, entry.mergedStamps, uuid: entry.uuid, for: remote) }
            }
            return
        }
        for entry in entries {
            let kept = try connection.firstRow(
                "SELECT 1 FROM sync_outbox WHERE hub_id = ? AND uuid = ? LIMIT 1", [.integer(remote.id), .text(entry.uuid)]) { _ in true }
            if kept == nil, let before = entry.before {
                try keepSide(0, before, entry.beforeStamps, uuid: entry.uuid, for: remote)
            }
            try connection.run(
                "DELETE FROM sync_outbox WHERE hub_id = ? AND uuid = ? AND side = 1", [.integer(remote.id), .text(entry.uuid)])
            if let merged = entry.merged {
                try keepSide(1, merged, entry.mergedStamps, uuid: entry.uuid, for: remote)
            }
        }
    }

    public func settle(_ remote: SyncRemote, seenThrough: Int64) throws {
        try connection.transaction {
            try connection.run("DELETE FROM sync_outbox WHERE hub_id = ?", [.integer(remote.id)])
            try connection.run(
                "UPDATE sync_hubs SET outbox_token = NULL, seen_through = max(seen_through, ?) WHERE id = ?",
                [.integer(seenThrough), .integer(remote.id)])
        }
    }

    public func noteClockOffset(_ milliseconds: Int64, for remote: SyncRemote) throws {
        try connection.run("UPDATE sync_hubs SET clock_offset = ? WHERE id = ?", [.integer(milliseconds), .integer(remote.id)])
    }

    public func outboxToken(for remote: SyncRemote) throws -> String? {
        try connection.firstRow("SELECT outbox_token FROM sync_hubs WHERE id = ?", [.integer(remote.id)]) {
            $0.optionalString(0)
        } ?? nil
    }

    public func outbox(for remote: SyncRemote, after uuid: String?, limit: Int) throws -> [SyncOutboxEntry] {
        let rows = try connection.rows(
            """
            SELECT 0, uuid, \(SQLiteMemoRow.fieldColumns), side, stamps FROM sync_outbox
            WHERE hub_id = ? AND uuid IN (SELECT DISTINCT uuid FROM sync_outbox WHERE hub_id = ? AND uuid > ? ORDER BY uuid LIMIT ?)
            ORDER BY uuid, side
            """,
            [.integer(remote.id), .integer(remote.id), .text(uuid ?? ""), .integer(Int64(limit))]
        ) { row in
            (memo: SQLiteMemoRow.readSnapshot(row), side: row.int64(SQLiteMemoRow.snapshotWidth),
             stamps: MemoStamps(text: row.string(SQLiteMemoRow.snapshotWidth + 1)))
        }
        var entries: [SyncOutboxEntry] = []
        for (uuid, sides) in Dictionary(grouping: rows, by: \.memo.uuid).sorted(by: { $0.key < $1.key }) {
            let (before, merged) = (sides.first { $0.side == 0 }, sides.first { $0.side == 1 })
            entries.append(SyncOutboxEntry(
                uuid: uuid, before: before?.memo, merged: merged?.memo,
                beforeStamps: before?.stamps ?? MemoStamps(), mergedStamps: merged?.stamps ?? MemoStamps()))
        }
        return entries
    }

    public func markAllPending(for remote: SyncRemote, user: User) throws {
        try connection.run(
            "INSERT OR IGNORE INTO sync_pending(hub_id, uuid) SELECT hub_id, uuid FROM sync_base WHERE hub_id = ?",
            [.integer(remote.id)])
    }

    public func contextBase(for remote: SyncRemote) throws -> [MemoContext] {
        let text = try connection.firstRow("SELECT contexts FROM sync_hubs WHERE id = ?", [.integer(remote.id)]) { $0.string(0) } ?? ""
        let items = StoredFieldText.words(text)
        return stride(from: 0, to: items.count - items.count % 2, by: 2).map {
            MemoContext(name: items[$0], filterWords: StoredFieldText.words(items[$0 + 1]))
        }
    }

    public func setContextBase(_ contexts: [MemoContext], for remote: SyncRemote) throws {
        let text = StoredFieldText.text(ofWords: contexts.flatMap { [$0.name, StoredFieldText.text(ofWords: $0.filterWords)] })
        try connection.transaction {
            try connection.run("UPDATE sync_hubs SET contexts = ? WHERE id = ?", [.text(text), .integer(remote.id)])
        }
    }

    public func conflicts(for user: User, uuid: String?) throws -> [SyncConflict] {
        let columns = "0, uuid, \(SQLiteMemoRow.fieldColumns), id, field, time, key"
        let (sql, values): (String, [SQLiteValue]) = uuid.map {
            ("SELECT \(columns) FROM sync_conflicts WHERE user_id = ? AND uuid = ? ORDER BY id", [.integer(user.id), .text($0)])
        } ?? ("SELECT \(columns) FROM sync_conflicts WHERE user_id = ? ORDER BY id", [.integer(user.id)])
        return try connection.rows(sql, values) { row in
            let lost = SQLiteMemoRow.readSnapshot(row)
            return SyncConflict(
                id: row.int64(SQLiteMemoRow.snapshotWidth), uuid: lost.uuid, subject: SyncConflict.subject(named: row.string(SQLiteMemoRow.snapshotWidth + 1)) ?? .deletion,
                lost: lost, time: Timestamp(secondsSince1970: row.int64(SQLiteMemoRow.snapshotWidth + 2)),
                key: row.string(SQLiteMemoRow.snapshotWidth + 3))
        }
    }

    public func dismissConflict(id: Int64, for user: User) throws {
        try connection.transaction {
            // The hub learns at the next sync, and forgets it for every replica.
            try connection.run(
                "INSERT OR IGNORE INTO sync_conflicts_resolved(user_id, key) SELECT user_id, key FROM sync_conflicts WHERE id = ? AND user_id = ?",
                [.integer(id), .integer(user.id)])
            try connection.run("DELETE FROM sync_conflicts WHERE id = ? AND user_id = ?", [.integer(id), .integer(user.id)])
            guard connection.changes == 1 else { throw MemoStoreError.invalidField(name: "conflict", reason: "no conflict \(id)") }
        }
    }

    // MARK: - Private

    private static let remoteColumns = "id, url, replica, seen_through, synced, shares, clock_offset"

    private static func readRemote(_ row: SQLiteStatement) -> SyncRemote {
        var remote = SyncRemote(
            id: row.int64(0), url: row.string(1), replica: row.string(2), seenThrough: row.int64(3),
            lastSync: row.optionalTimestamp(4))
        remote.shares = ProjectShare.list(fromText: row.string(5), grantee: "")
        remote.clockOffset = row.optionalInt64(6)
        return remote
    }

    private func keepSide(_ side: Int64, _ memo: Memo, _ stamps: MemoStamps, uuid: String, for remote: SyncRemote) throws {
        try connection.run(
            "INSERT INTO sync_outbox(hub_id, uuid, side, stamps, \(SQLiteMemoRow.fieldColumns)) VALUES (?, ?, ?, ?, \(SQLiteMemoRow.fieldPlaceholders))",
            [.integer(remote.id), .text(uuid), .integer(side), .text(stamps.text)] + SQLiteMemoRow.fieldValues(memo))
    }

    func storeBase(_ memo: Memo, deleted: Bool, stamps: MemoStamps, for remote: SyncRemote) throws {
        try connection.run(
            "INSERT OR REPLACE INTO sync_base(hub_id, uuid, memo_id, deleted, stamps, \(SQLiteMemoRow.fieldColumns))"
                + " VALUES (?, ?, ?, ?, ?, \(SQLiteMemoRow.fieldPlaceholders))",
            [.integer(remote.id), .text(memo.uuid), .integer(memo.id), .bool(deleted), .text(stamps.text)] + SQLiteMemoRow.fieldValues(memo))
    }
}
