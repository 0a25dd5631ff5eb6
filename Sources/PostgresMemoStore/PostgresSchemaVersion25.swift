/// The twenty-fifth schema: the urgency indexes carry `project` too, so the arms of projects
/// shared with a user (`PostgresUrgencyQuery.init(filter:shares:)`, each arm kept to the share's
/// project and those below it) are index-only scans, as the user's own arms are since
/// `PostgresSchemaVersion24`.
///
/// Without it every row a shared arm read was fetched from the table to check its project: a
/// reader's listing of ten shared projects of 100,000 memos took 30 ms where the user's own
/// took 18 (`scripts/bench-postgres`, sharing). The names stay: plans and tests find them by name.
enum PostgresSchemaVersion25 {
    /// The schema version this migration makes.
    static let version = 25

    /// The migration's statements.
    static let script = """
        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        CREATE INDEX memos_by_urgency_dated ON memos (user_id, done, urgency_class, due, created, id)
            INCLUDE (wait, until, scheduled, project) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos (user_id, done, urgency_class, created, id)
            INCLUDE (due, wait, until, scheduled, project) WHERE due IS NULL;
        """
}
