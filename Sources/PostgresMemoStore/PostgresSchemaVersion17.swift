import MemoStore

/// The seventeenth schema: each memo names the user whose command (or sync) last wrote one of
/// its fields (`changed_by`, a user id), so `undo` takes back only the user's own changes: a
/// memo another user changed since the command (a writer of a shared project, or its owner)
/// is left as it is, and the undo is refused, naming them.
///
/// Every write is a transaction that names its user first (`write(for:)` sets `todo.user`),
/// and the column's default and an update trigger take it from there, whatever the write: a
/// command, a sync, an undo. The trigger fires only on the fields' columns, so what the store
/// keeps in step itself (`blocked`, `blocking`, stamps, numbers) names nobody. Memos written
/// before name nobody, and name nobody until written again.
enum PostgresSchemaVersion17 {
    static var script: String {
        let columns = MemoField.allCases.map { MemoColumn($0).name }.joined(separator: ", ")
        return """
            ALTER TABLE memos ADD COLUMN changed_by bigint DEFAULT nullif(current_setting('todo.user', true), '')::int8;
            CREATE FUNCTION todo_changed_by() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                NEW.changed_by := nullif(current_setting('todo.user', true), '')::int8;
                RETURN NEW;
            END $$;
            CREATE TRIGGER memos_changed_by BEFORE UPDATE OF \(columns) ON memos
                FOR EACH ROW EXECUTE FUNCTION todo_changed_by();
            """
    }
}
