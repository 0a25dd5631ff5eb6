/// The triggers that keep `blocked` in step where a memo others wait on changes (versions 8 and 10).
extension SQLiteSchema {
    /// Version 8's triggers for a memo others may wait on ran their UPDATE for every memo
    /// added open, done, undone or deleted open, and its `id IN (SELECT …)` built a temporary
    /// table each time, waiting memos or not: a quarter of an import's instructions. They now
    /// run only when a memo waits on that uuid, which one seek of `memo_waits` tells.
    static let version10 = """
        DROP TRIGGER memos_blocker_added;
        DROP TRIGGER memos_blocker_done;
        DROP TRIGGER memos_blocker_removed;
        \(blockerTriggers(onlyWhenWaitedOn: true))
        """

    /// The triggers that work `blocked` out again for the memos waiting on a memo that was
    /// added, done or undone, or deleted; with `onlyWhenWaitedOn`, each first checks that
    /// some memo waits on it.
    static func blockerTriggers(onlyWhenWaitedOn: Bool) -> String {
        let waitedOn = { (row: String) in
            onlyWhenWaitedOn ? " AND EXISTS (SELECT 1 FROM memo_waits WHERE user_id = \(row).user_id AND uuid = \(row).uuid)" : ""
        }
        return """
            CREATE TRIGGER memos_blocker_added AFTER INSERT ON memos WHEN NEW.done = 0\(waitedOn("NEW")) BEGIN
                UPDATE memos SET blocked = 1
                    WHERE id IN (SELECT memo_id FROM memo_waits WHERE user_id = NEW.user_id AND uuid = NEW.uuid) AND blocked = 0;
            END;
            CREATE TRIGGER memos_blocker_done AFTER UPDATE OF done ON memos WHEN OLD.done IS NOT NEW.done\(waitedOn("NEW")) BEGIN
                UPDATE memos SET blocked = \(isBlocked)
                    WHERE id IN (SELECT memo_id FROM memo_waits WHERE user_id = NEW.user_id AND uuid = NEW.uuid);
            END;
            CREATE TRIGGER memos_blocker_removed AFTER DELETE ON memos WHEN OLD.done = 0\(waitedOn("OLD")) BEGIN
                UPDATE memos SET blocked = \(isBlocked)
                    WHERE id IN (SELECT memo_id FROM memo_waits WHERE user_id = OLD.user_id AND uuid = OLD.uuid);
            END;
            """
    }
}
