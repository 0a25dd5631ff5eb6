extension SQLiteSchema {
    /// A replica carries the memos other users of a hub share with its user (issue 34): each
    /// is a row of `memos` under the user, with `owner` naming whose it is (`NULL`: the user's
    /// own), so every listing, filter and report reads it as it reads the user's own. The hub
    /// remembers the shares the last sync found (`sync_hubs.shares`, `ProjectShare.text(of:)`),
    /// which say what the user may do with them offline; `sync_shared` holds, for each shared
    /// memo, the hub's number for it when it was last taken (0: to merge again), so a sync
    /// finds what changed, and what left, by comparing numbers.
    static let version17 = """
        ALTER TABLE memos ADD COLUMN owner TEXT;
        ALTER TABLE sync_hubs ADD COLUMN shares TEXT NOT NULL DEFAULT '';
        CREATE TABLE sync_shared (
            hub_id INTEGER NOT NULL REFERENCES sync_hubs(id) ON DELETE CASCADE,
            uuid TEXT NOT NULL,
            owner TEXT NOT NULL,
            number INTEGER NOT NULL,
            PRIMARY KEY (hub_id, uuid)
        ) WITHOUT ROWID;
        """
}
