/// What SQLite's schema version 18 added (the index of done memos by when they were done),
/// taken away again: with `PRAGMA user_version = 17` after it, a store of today reads as one
/// version 17 made. Run it before `SQLiteVersion17Removal`'s statements.
public enum SQLiteVersion18Removal {
    /// The statements, each ended by a semicolon.
    public static let script = "DROP INDEX memos_by_end;"
}
