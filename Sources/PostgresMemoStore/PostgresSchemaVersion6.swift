/// The sixth schema: the memos that wait on others (`depends`) get an index of their own that
/// holds the uuids they wait on, so `+blocking` reads the uuids the user's open memos wait on
/// from it, once, instead of every open memo for each candidate. A memo that waits on none
/// costs no entry.
enum PostgresSchemaVersion6 {
    static let script = """
        CREATE INDEX memos_by_depends ON memos (user_id, done) INCLUDE (depends) WHERE depends <> '';
        """
}
