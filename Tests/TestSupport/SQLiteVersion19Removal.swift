/// What SQLite's schema version 19 added (who made a change that arrived by sync), taken away
/// again: with `PRAGMA user_version = 18` after it, a store of today reads as one version 18
/// made. Run it before `SQLiteVersion18Removal`'s statements.
public enum SQLiteVersion19Removal {
    /// The statements, each ended by a semicolon.
    public static let script = "ALTER TABLE changes DROP COLUMN author;"
}
