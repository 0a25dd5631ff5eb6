/// The nineteenth schema: the `completed` report lists done memos earliest done first, as
/// Taskwarrior's does (`end+`), from an index of the memos that keep when they were done, in
/// that order, so a page of them is one range read in order, however many are done.
enum PostgresSchemaVersion19 {
    /// The schema version this migration makes.
    static let version = 19

    /// The migration's statements.
    static let script = """
        CREATE INDEX memos_by_end ON memos (user_id, done, ended, id DESC) WHERE ended IS NOT NULL;
        """
}
