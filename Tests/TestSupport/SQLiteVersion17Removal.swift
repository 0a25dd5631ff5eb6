/// What SQLite's schema version 17 added (each memo's `owner`, a hub's shares, the shared
/// memos' numbers), taken away again: with `PRAGMA user_version = 16` after it, a store of
/// today reads as one version 16 made. Run it before `SQLiteVersion16Removal`'s statements.
public enum SQLiteVersion17Removal {
    /// The statements, each ended by a semicolon.
    public static let script = """
        DROP TABLE sync_shared; ALTER TABLE sync_hubs DROP COLUMN shares; ALTER TABLE memos DROP COLUMN owner;
        """
}
