extension SQLiteSchema {
    /// A memo tagged `+next` lists above the others by Taskwarrior's `next` term (+15), part of
    /// the urgency class (`UrgencyTerm.next`), so the three indexes that hold the class are
    /// made again with it. Its expression reads the tags column the row already has: no column
    /// is added, and nothing is written but the indexes.
    static let version26 = """
        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        DROP INDEX memos_by_urgency_scheduled;
        CREATE INDEX memos_by_urgency_dated ON memos(user_id, done, \(urgencyClassVersion26), due, created, id, wait)
            WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos(user_id, done, \(urgencyClassVersion26), created, id, wait)
            WHERE due IS NULL;
        CREATE INDEX memos_by_urgency_scheduled ON memos(user_id, done, \(urgencyClassVersion26), due, created, id, wait, scheduled)
            WHERE scheduled IS NOT NULL;
        """
}
