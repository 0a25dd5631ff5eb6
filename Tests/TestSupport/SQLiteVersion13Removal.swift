/// What SQLite's schema version 13 added (field stamps, travelling conflicts, the fields undo
/// left alone), taken away again: with `PRAGMA user_version = 12` after it, a store of today
/// reads as one version 12 made, which tests then open to see it migrate.
public enum SQLiteVersion13Removal {
    /// The statements, each ended by a semicolon.
    public static let script = """
        DROP TRIGGER memos_stamped_on_update; DROP TABLE memo_stamps;
        ALTER TABLE sync_base DROP COLUMN stamps; ALTER TABLE sync_outbox DROP COLUMN stamps;
        DROP INDEX sync_conflicts_by_key; ALTER TABLE sync_conflicts DROP COLUMN key; ALTER TABLE sync_conflicts DROP COLUMN shared;
        DROP TABLE sync_conflicts_resolved; ALTER TABLE change_memos DROP COLUMN left_alone;
        """
}

/// What SQLite's schema version 12 added (each memo's parent), taken away again, after
/// `SQLiteVersion13Removal`'s statements (version 13's trigger names the column).
public enum SQLiteVersion12Removal {
    /// The statements, each ended by a semicolon.
    public static let script = "DROP INDEX memos_by_parent;"
        + ["memos", "change_memos", "sync_base", "sync_outbox", "sync_conflicts"].map { "ALTER TABLE \($0) DROP COLUMN parent;" }.joined()
}
