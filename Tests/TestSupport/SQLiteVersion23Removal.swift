import SQLiteMemoStore

/// What SQLite's schema version 23 changed (the field-stamp triggers only in a store that
/// syncs), taken away again: with `PRAGMA user_version = 22` after it, a store of today reads
/// as one version 22 made, which has them whether it syncs or not. Run it before
/// `SQLiteVersion22Removal`'s statements.
public enum SQLiteVersion23Removal {
    /// The statements, each ended by a semicolon.
    public static let script = String(SQLiteSchema.stampTriggers.replacing("CREATE TRIGGER ", with: "CREATE TRIGGER IF NOT EXISTS "))
}
