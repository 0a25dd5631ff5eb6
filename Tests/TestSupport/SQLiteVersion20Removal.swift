/// What SQLite's schema version 20 added (the index of shared memos to merge again), taken away
/// again: with `PRAGMA user_version = 19` after it, a store of today reads as one version 19
/// made. Run it before `SQLiteVersion19Removal`'s statements.
public enum SQLiteVersion20Removal {
    /// The statements, each ended by a semicolon.
    public static let script = "DROP INDEX sync_shared_to_merge;"
}
