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
        CREATE TRIGGER memos_waits_added AFTER INSERT ON memos WHEN NEW.depends <> '' BEGIN
            INSERT OR IGNORE INTO memo_waits(user_id, uuid, memo_id)
                SELECT NEW.user_id, waited.value, NEW.id FROM \(waitedOn("NEW.depends")) AS waited;
            UPDATE memos SET blocked = \(isBlocked) WHERE id = NEW.id;
        END;
        CREATE TRIGGER memos_waits_changed AFTER UPDATE OF depends ON memos WHEN OLD.depends IS NOT NEW.depends BEGIN
            DELETE FROM memo_waits WHERE OLD.depends <> '' AND user_id = OLD.user_id AND memo_id = OLD.id
                AND uuid IN (SELECT value FROM \(waitedOn("OLD.depends")));
            INSERT OR IGNORE INTO memo_waits(user_id, uuid, memo_id)
                SELECT NEW.user_id, waited.value, NEW.id FROM \(waitedOn("NEW.depends")) AS waited WHERE NEW.depends <> '';
            UPDATE memos SET blocked = \(isBlocked) WHERE id = NEW.id;
        END;
        CREATE TRIGGER memos_waits_removed AFTER DELETE ON memos WHEN OLD.depends <> '' BEGIN
            DELETE FROM memo_waits WHERE user_id = OLD.user_id AND memo_id = OLD.id
                AND uuid IN (SELECT value FROM \(waitedOn("OLD.depends")));
        END;
        CREATE INDEX memos_by_urgency_dated ON memos(user_id, done, \(urgencyClass), due, created, id, wait) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos(user_id, done, \(urgencyClass), created, id, wait) WHERE due IS NULL;
        """

    // MARK: - Private

    /// Version 8's urgency class, before `blocking`.
    private static let urgencyClass = "(priority + 4 * (start IS NOT NULL) + 8 * (project IS NOT NULL)"
        + " + 16 * (CASE WHEN tags = '' THEN 0 ELSE min(3, length(tags) - length(replace(tags, ' ', '')) + 1) END)"
        + " + 64 * (annotations <> '') + 128 * blocked)"

    private static let isBlocked = "(memos.depends <> '' AND EXISTS (SELECT 1 FROM \(waitedOn("memos.depends")) AS waited"
        + " CROSS JOIN memos AS blocker ON blocker.user_id = memos.user_id AND blocker.uuid = waited.value WHERE blocker.done = 0))"

    private static func waitedOn(_ text: String) -> String {
        "json_each('[\"' || replace(\(text), ' ', '\",\"') || '\"]')"
    }
}
