extension SQLiteSchema {
    /// A memo an open memo waits on (`+blocking`) lists above the others by urgency, as
    /// Taskwarrior's +8 `blocking` term has it (`UrgencyClass`), so whether it is blocking
    /// becomes a column, part of the urgency class the listing's indexes hold, as `blocked`
    /// did in version 8. It changes with the memos that wait on it, so `memo_waits`' own
    /// triggers (made again, so they update `memo_waits` first) work it out again for the
    /// memos a waiter starts or stops waiting on, or waits on when it is added or deleted;
    /// one more trigger does for those of a waiter done or undone, and one for a memo added
    /// (imported, restored) after a memo that waits on it. Blocking memos are few, so a
    /// listing reads them from an index of their own rather than by class.
    static let version14 = """
        ALTER TABLE memos ADD COLUMN blocking INTEGER NOT NULL DEFAULT 0;
        UPDATE memos SET blocking = 1 WHERE \(isBlocking);
        CREATE INDEX memos_blocking ON memos(user_id, done) WHERE blocking = 1;

        DROP TRIGGER memos_waits_added;
        DROP TRIGGER memos_waits_changed;
        DROP TRIGGER memos_waits_removed;
        \(waitsTriggers(keepingBlocking: true))
        \(waiterAndBlockingTriggers)

        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        CREATE INDEX memos_by_urgency_dated ON memos(user_id, done, \(urgencyClassVersion14), due, created, id, wait)
            WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos(user_id, done, \(urgencyClassVersion14), created, id, wait)
            WHERE due IS NULL;
        """

    /// Version 14's triggers for `blocking` of the memos a waiter done or undone waits on, and
    /// of a memo added after a memo that waits on it.
    static var waiterAndBlockingTriggers: String {
        """
        CREATE TRIGGER memos_waiter_done AFTER UPDATE OF done ON memos
            WHEN OLD.done IS NOT NEW.done AND NEW.depends <> '' BEGIN
            UPDATE memos SET blocking = \(isBlocking) WHERE \(waitedOnBy("NEW"));
        END;
        CREATE TRIGGER memos_blocking_added AFTER INSERT ON memos
            WHEN EXISTS (SELECT 1 FROM memo_waits WHERE user_id = NEW.user_id AND uuid = NEW.uuid) BEGIN
            UPDATE memos SET blocking = \(isBlocking) WHERE id = NEW.id;
        END;
        """
    }

    /// Whether an open memo of its user waits on the memo of the row `memos`: one range of
    /// `memo_waits`, and one lookup of each waiter.
    static let isBlocking = "EXISTS (SELECT 1 FROM memo_waits AS waits CROSS JOIN memos AS waiter ON waiter.id = waits.memo_id"
        + " WHERE waits.user_id = memos.user_id AND waits.uuid = memos.uuid AND waiter.done = 0)"

    /// Whether the memo of the row `memos` is one the trigger row `row` (`NEW`, `OLD`) waits
    /// on; its `depends` must not be empty.
    static func waitedOnBy(_ row: String) -> String {
        "user_id = \(row).user_id AND uuid IN (SELECT value FROM \(waitedOn("\(row).depends")))"
    }
}
