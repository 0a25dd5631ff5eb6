/// The twenty-fourth schema: the urgency indexes cover every column an arm of the urgency walk
/// reads (`PostgresUrgencyQuery.candidates`), so a page is read by index-only scans.
///
/// An arm's rows are (id, class, due, created, scheduled), kept to those not waiting and not
/// past their `until`; the indexes of `PostgresSchemaVersion9` held `wait` only, so each of a
/// page's rows was a heap fetch too (at 100,000 memos, `G`'s 688 rows took 11 ms to read, and
/// 1.3 ms from these). The undated index carries `due` as well, always null there, because a
/// row the scan returns names the column. The names stay: plans and tests find them by name.
enum PostgresSchemaVersion24 {
    /// The schema version this migration makes.
    static let version = 24

    /// The migration's statements.
    static let script = """
        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        CREATE INDEX memos_by_urgency_dated ON memos (user_id, done, urgency_class, due, created, id)
            INCLUDE (wait, until, scheduled) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos (user_id, done, urgency_class, created, id)
            INCLUDE (due, wait, until, scheduled) WHERE due IS NULL;
        """
}
