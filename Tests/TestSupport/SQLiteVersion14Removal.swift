import SQLiteMemoStore

/// What SQLite's schema version 14 added (each memo's `blocking`, the triggers that keep it,
/// its bit of the urgency indexes), taken away again, version 8's `memo_waits` triggers and
/// urgency indexes put back: with `PRAGMA user_version = 13` after it, a store of today reads
/// as one version 13 made. Run it before `SQLiteVersion13Removal`'s statements.
public enum SQLiteVersion14Removal {
    /// The statements, each ended by a semicolon.
    public static let script = """
        DROP TRIGGER memos_waiter_done; DROP TRIGGER memos_blocking_added;
        DROP TRIGGER memos_waits_added; DROP TRIGGER memos_waits_changed; DROP TRIGGER memos_waits_removed;
        DROP INDEX memos_by_urgency_dated; DROP INDEX memos_by_urgency_undated; DROP INDEX memos_blocking;
        ALTER TABLE memos DROP COLUMN blocking;
        \(SQLiteSchema.waitsTriggers(keepingBlocking: false))
        CREATE INDEX memos_by_urgency_dated ON memos(user_id, done, \(SQLiteSchema.urgencyClassVersion8), due, created, id, wait) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos(user_id, done, \(SQLiteSchema.urgencyClassVersion8), created, id, wait) WHERE due IS NULL;
        """
}
