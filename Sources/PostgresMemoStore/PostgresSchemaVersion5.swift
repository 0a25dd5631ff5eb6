/// The fifth schema: the default order becomes urgency (`Urgency`). A page merges, for each
/// urgency class (`UrgencyClass`, an expression of the row, so nothing is stored and every
/// memo of an older store is kept as it is), the dated memos by due date and the undated ones
/// by creation time (`PostgresUrgencyQuery`); each has an index led by (user_id, done, class),
/// `wait` included so the default listing's waiting condition is read from the index. The old
/// urgency index (due, priority) is no longer read and goes.
enum PostgresSchemaVersion5 {
    /// A memo's `UrgencyClass.code`, spelled exactly as the indexes list it so the planner
    /// matches the queries to them.
    static let urgencyClass = "((CASE priority WHEN 'H' THEN 3 WHEN 'M' THEN 2 WHEN 'L' THEN 1 ELSE 0 END)"
        + " + 4 * (start IS NOT NULL)::int + 8 * (project IS NOT NULL)::int + 16 * least(cardinality(tags), 3)"
        + " + 64 * (annotations <> '')::int)"

    static let script = """
        DROP INDEX memos_by_urgency;
        CREATE INDEX memos_by_urgency_dated ON memos (user_id, done, \(urgencyClass), due, created, id)
            INCLUDE (wait) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos (user_id, done, \(urgencyClass), created, id)
            INCLUDE (wait) WHERE due IS NULL;
        """
}
