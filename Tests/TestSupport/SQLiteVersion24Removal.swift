import SQLiteMemoStore

/// What SQLite's schema version 24 took away (the dependency triggers of a store without
/// dependencies, guards in their place), put back: with `PRAGMA user_version = 23` after it, a
/// store of today reads as one version 23 made, whether its triggers were installed or not.
/// Run it before `SQLiteVersion23Removal`'s statements.
public enum SQLiteVersion24Removal {
    /// The statements, each ended by a semicolon.
    public static let script = (SQLiteSchema.dependencyGuardNames + SQLiteSchema.dependencyTriggerNames)
        .map { "DROP TRIGGER IF EXISTS \($0);" }.joined() + SQLiteSchema.dependencyTriggers
}
