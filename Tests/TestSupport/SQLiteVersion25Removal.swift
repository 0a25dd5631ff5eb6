import SQLiteMemoStore

/// What SQLite's schema version 25 changed (the update stamp trigger idle while a sync writes),
/// taken away again: with `PRAGMA user_version = 24` after it, a store of today reads as one
/// version 24 made. Run it before `SQLiteVersion24Removal`'s statements.
public enum SQLiteVersion25Removal {
    /// The statements, each ended by a semicolon; a store without the trigger stays without.
    public static func script(hasTrigger: Bool) -> String {
        hasTrigger ? "DROP TRIGGER memos_stamped_on_update;" + SQLiteSchema.fieldStampTrigger(time: SQLiteSchema.hubClockStamp) : ""
    }
}
