/// What SQLite's schema version 15 added (each memo's `owner`, a hub's shares, the shared
/// memos' numbers), taken away again: with `PRAGMA user_version = 14` after it, a store of
/// today reads as one version 14 made. Run it before `SQLiteVersion14Removal`'s statements.
public enum SQLiteVersion15Removal {
    /// The statements, each ended by a semicolon.
    public static let script = """
        DROP TABLE sync_shared; ALTER TABLE sync_hubs DROP COLUMN shares; ALTER TABLE memos DROP COLUMN owner;
        """
}
