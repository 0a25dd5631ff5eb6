/// The twenty-ninth schema: the trigger that names a memo's writer in `changed_by`
/// (`PostgresSchemaVersion22`) runs only when the row does not already name the writer it
/// would name.
///
/// For a role the policies do not bind, `todo_writing_user()` is the user the transaction
/// named (`todo.user`), which is also the column's default: a new memo, or an update by the
/// user who wrote the memo last, already holds it, and calling the trigger's function changed
/// nothing but cost a PL/pgSQL call a row (an eighth of a COPY of new memos). Its `WHEN` asks
/// the same question in SQL, without the call. For a role the policies bind, the function
/// works the user out from the role, so it still runs on every row, as before.
enum PostgresSchemaVersion29 {
    /// The migration's statements.
    static var script: String {
        """
        DROP TRIGGER memos_changed_by ON memos;
        CREATE TRIGGER memos_changed_by BEFORE INSERT OR UPDATE OF \(PostgresSchemaVersion22.changedByColumns) ON memos
            FOR EACH ROW
            WHEN (NEW.changed_by IS DISTINCT FROM nullif(current_setting('todo.user', true), '')::int8
                OR row_security_active('users'))
            EXECUTE FUNCTION todo_changed_by();
        """
    }
}
