/// What SQLite's schema version 16 added (the urgency index of scheduled memos), taken away
/// again: with `PRAGMA user_version = 15` after it, a store of today reads as one version 15
/// made. Run it before `SQLiteVersion15Removal`'s statements.
public enum SQLiteVersion16Removal {
    /// The statements, each ended by a semicolon.
    public static let script = "DROP INDEX memos_by_urgency_scheduled;"
}
