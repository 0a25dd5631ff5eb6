/// The twenty-sixth schema: a memo tagged `+next` lists above the others by Taskwarrior's `next`
/// term (+15), part of the urgency class (`UrgencyTerm.next`). The class column is made again
/// with the new term (PostgreSQL cannot change a generated column's expression, as
/// `PostgresSchemaVersion15` found), so `memos` is rewritten once, and the four indexes that hold
/// the class are made again as versions 20 and 25 made them. The names stay: plans and tests
/// find them by name.
enum PostgresSchemaVersion26 {
    /// A memo's `UrgencyClass.code`, the stored `urgency_class`.
    static let urgencyClass = "((CASE priority WHEN 'H' THEN 3 WHEN 'M' THEN 2 WHEN 'L' THEN 1 ELSE 0 END)"
        + " + 4 * (start IS NOT NULL)::int + 8 * (project IS NOT NULL)::int + 16 * least(cardinality(tags), 3)"
        + " + 64 * (annotations <> '')::int + 128 * blocked::int + 256 * (blocking AND NOT done)::int"
        + " + 512 * ('next' = ANY(tags))::int)"

    /// The migration's statements.
    static let script = """
        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        DROP INDEX memos_by_urgency_scheduled_dated;
        DROP INDEX memos_by_urgency_scheduled_undated;
        ALTER TABLE memos DROP COLUMN urgency_class;
        ALTER TABLE memos ADD COLUMN urgency_class int4 NOT NULL GENERATED ALWAYS AS \(urgencyClass) STORED;
        CREATE INDEX memos_by_urgency_dated ON memos (user_id, done, urgency_class, due, created, id)
            INCLUDE (wait, until, scheduled, project) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos (user_id, done, urgency_class, created, id)
            INCLUDE (due, wait, until, scheduled, project) WHERE due IS NULL;
        CREATE INDEX memos_by_urgency_scheduled_dated ON memos (user_id, done, urgency_class, due, created, id, scheduled)
            INCLUDE (wait) WHERE scheduled IS NOT NULL AND due IS NOT NULL;
        CREATE INDEX memos_by_urgency_scheduled_undated ON memos (user_id, done, urgency_class, created, id, scheduled)
            INCLUDE (wait) WHERE scheduled IS NOT NULL AND due IS NULL;
        """
}
