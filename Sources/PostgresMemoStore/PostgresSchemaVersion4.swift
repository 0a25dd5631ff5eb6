/// The fourth schema: memos gain Taskwarrior's fields, and so do the snapshots undo restores.
/// Moments are `timestamptz` as `due` is; the list fields are texts (`StoredFieldText`), empty
/// for none. `start`, `scheduled` and `until` get partial indexes, so a memo without them costs
/// no index entry. Users gain their contexts and the one selected.
enum PostgresSchemaVersion4 {
    static let script = """
        ALTER TABLE memos ADD COLUMN start timestamptz, ADD COLUMN scheduled timestamptz, ADD COLUMN until timestamptz,
            ADD COLUMN depends text NOT NULL DEFAULT '', ADD COLUMN annotations text NOT NULL DEFAULT '',
            ADD COLUMN extra text NOT NULL DEFAULT '';
        CREATE INDEX memos_by_start ON memos (user_id, done, start) WHERE start IS NOT NULL;
        CREATE INDEX memos_by_scheduled ON memos (user_id, done, scheduled) WHERE scheduled IS NOT NULL;
        CREATE INDEX memos_by_until ON memos (user_id, until) WHERE until IS NOT NULL;
        CREATE TABLE contexts (
            user_id int8 NOT NULL REFERENCES users(id),
            name text COLLATE "C" NOT NULL,
            filter text NOT NULL,
            PRIMARY KEY (user_id, name)
        );
        ALTER TABLE users ADD COLUMN context text COLLATE "C";
        ALTER TABLE change_memos ADD COLUMN start timestamptz, ADD COLUMN scheduled timestamptz,
            ADD COLUMN until timestamptz, ADD COLUMN depends text NOT NULL DEFAULT '',
            ADD COLUMN annotations text NOT NULL DEFAULT '', ADD COLUMN extra text NOT NULL DEFAULT '';
        """
}
