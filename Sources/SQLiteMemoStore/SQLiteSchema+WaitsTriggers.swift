extension SQLiteSchema {
    /// The triggers that keep `memo_waits` and each memo's `blocked` in step with its
    /// `depends` as a memo is added, changes what it waits on, or is deleted: version 8's, and,
    /// `keepingBlocking`, version 14's, which also work out `blocking` for the memos a waiter
    /// starts or stops waiting on. One text for both, so the two versions differ only there.
    package static func waitsTriggers(keepingBlocking: Bool) -> String {
        let blocking = { (statements: String) in keepingBlocking ? statements : "" }
        return """
            CREATE TRIGGER memos_waits_added AFTER INSERT ON memos WHEN NEW.depends <> '' BEGIN
                INSERT OR IGNORE INTO memo_waits(user_id, uuid, memo_id)
                    SELECT NEW.user_id, waited.value, NEW.id FROM \(waitedOn("NEW.depends")) AS waited;
                UPDATE memos SET blocked = \(isBlocked) WHERE id = NEW.id;
            \(blocking("UPDATE memos SET blocking = 1 WHERE NEW.done = 0 AND blocking = 0 AND \(waitedOnBy("NEW"));"))
            END;
            CREATE TRIGGER memos_waits_changed AFTER UPDATE OF depends ON memos WHEN OLD.depends IS NOT NEW.depends BEGIN
                DELETE FROM memo_waits WHERE OLD.depends <> '' AND user_id = OLD.user_id AND memo_id = OLD.id
                    AND uuid IN (SELECT value FROM \(waitedOn("OLD.depends")));
                INSERT OR IGNORE INTO memo_waits(user_id, uuid, memo_id)
                    SELECT NEW.user_id, waited.value, NEW.id FROM \(waitedOn("NEW.depends")) AS waited WHERE NEW.depends <> '';
                UPDATE memos SET blocked = \(isBlocked) WHERE id = NEW.id;
            \(blocking("""
                UPDATE memos SET blocking = \(isBlocking) WHERE OLD.depends <> '' AND \(waitedOnBy("OLD"));
                UPDATE memos SET blocking = \(isBlocking) WHERE NEW.depends <> '' AND \(waitedOnBy("NEW"));
                """))
            END;
            CREATE TRIGGER memos_waits_removed AFTER DELETE ON memos WHEN OLD.depends <> '' BEGIN
                DELETE FROM memo_waits WHERE user_id = OLD.user_id AND memo_id = OLD.id
                    AND uuid IN (SELECT value FROM \(waitedOn("OLD.depends")));
            \(blocking("UPDATE memos SET blocking = \(isBlocking) WHERE OLD.done = 0 AND \(waitedOnBy("OLD"));"))
            END;
            """
    }
}
