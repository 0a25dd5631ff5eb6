import SQLiteMemoStore

/// What SQLite's schema version 21 added (stamps by the hub's clock), taken away again: with
/// `PRAGMA user_version = 20` after it, a store of today reads as one version 20 made. Run it
/// before `SQLiteVersion20Removal`'s statements.
public enum SQLiteVersion21Removal {
    /// The statements, each ended by a semicolon: version 13's trigger, stamping by this
    /// machine's clock, comes back.
    public static let script = "DROP TRIGGER memos_stamped_on_update;"
        + SQLiteSchema.fieldStampTrigger(time: SQLiteSchema.machineClockStamp)
        + "ALTER TABLE sync_hubs DROP COLUMN clock_offset;"
}
