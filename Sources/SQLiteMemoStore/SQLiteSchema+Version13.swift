import MemoStore

extension SQLiteSchema {
    /// The second version 13 stamps a change with: now by this machine's clock.
    package static let machineClockStamp = "CAST(strftime('%s', 'now') AS INTEGER)"

    /// Each memo keeps when, and on which replica, each of its fields last changed
    /// (`memo_stamps`; an empty replica is this store), and so do the sync's base copies and
    /// outbox (`MemoStamps`' text), so a sync decides a field both sides changed by the later
    /// change of that field. A trigger stamps every field a write changes, whatever wrote it,
    /// at the wall clock, in a store that syncs with something (a store that never does pays
    /// one probe of `sync_hubs` per changed memo); a sync then puts the stamps it merged in
    /// their place. Memos stored before, or changed before the store first synced, have no
    /// stamps: their fields count as changed when the memo last changed.
    ///
    /// Conflicts travel: each has a `key` every replica and the hub know it by, and `shared`
    /// once a hub holds it; the keys of those resolved here wait in `sync_conflicts_resolved`
    /// until a sync tells the hub. A history snapshot names the fields a sync overrode since
    /// its command (`left_alone`), which undo then leaves and names.
    static var version13: String {
        """
            CREATE TABLE memo_stamps (
                memo_id INTEGER NOT NULL REFERENCES memos(id) ON DELETE CASCADE,
                field TEXT NOT NULL,
                time INTEGER NOT NULL,
                replica TEXT NOT NULL,
                PRIMARY KEY (memo_id, field)
            ) WITHOUT ROWID;
            \(fieldStampTrigger(time: machineClockStamp))
            ALTER TABLE sync_base ADD COLUMN stamps TEXT NOT NULL DEFAULT '';
            ALTER TABLE sync_outbox ADD COLUMN stamps TEXT NOT NULL DEFAULT '';
            ALTER TABLE sync_conflicts ADD COLUMN key TEXT NOT NULL DEFAULT '';
            ALTER TABLE sync_conflicts ADD COLUMN shared INTEGER NOT NULL DEFAULT 0;
            UPDATE sync_conflicts SET key = lower(hex(randomblob(16)));
            CREATE UNIQUE INDEX sync_conflicts_by_key ON sync_conflicts(user_id, key);
            ALTER TABLE change_memos ADD COLUMN left_alone TEXT NOT NULL DEFAULT '';
            CREATE TABLE sync_conflicts_resolved (
                user_id INTEGER NOT NULL REFERENCES users(id),
                key TEXT NOT NULL,
                PRIMARY KEY (user_id, key)
            ) WITHOUT ROWID;
            """
    }
}
