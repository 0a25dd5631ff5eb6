/// What SQLite's schema version 17 added (the index of done memos by when they were done),
/// taken away again: with `PRAGMA user_version = 16` after it, a store of today reads as one
/// version 16 made. Run it before `SQLiteVersion16Removal`'s statements.
public enum SQLiteVersion17Removal {
    /// The statements, each ended by a semicolon.
    public static let script = "DROP INDEX memos_by_end;"
}
