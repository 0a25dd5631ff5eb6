/// The twentieth schema: a memo whose scheduled date has passed lists above its class by the
/// `scheduled` term, so when a user has many such memos a listing in urgency order reads them
/// class by class too (`PostgresUrgencyQuery`), from indexes of the scheduled memos alone in
/// each class's order: reading every one of them on each listing grew with their number.
/// `scheduled` is the last key column, so whether it has passed is checked in the index,
/// before any row is fetched; dated and undated memos have an index each, as the class
/// indexes do, so each arm reads its rows in the order it pages them.
///
/// `+blocking` is answered by the memo's `blocking` column (`PostgresSchemaVersion15`) where it
/// read the uuids every open memo waits on; the few blocking memos have an index of their own,
/// so counting what follows a page, or any order but urgency, reads only them.
enum PostgresSchemaVersion20 {
    /// The migration's statements.
    static let script = """
        CREATE INDEX memos_by_urgency_scheduled_dated ON memos (user_id, done, urgency_class, due, created, id, scheduled)
            INCLUDE (wait) WHERE scheduled IS NOT NULL AND due IS NOT NULL;
        CREATE INDEX memos_by_urgency_scheduled_undated ON memos (user_id, done, urgency_class, created, id, scheduled)
            INCLUDE (wait) WHERE scheduled IS NOT NULL AND due IS NULL;
        CREATE INDEX memos_by_blocking ON memos (user_id, done) WHERE blocking;
        """
}
