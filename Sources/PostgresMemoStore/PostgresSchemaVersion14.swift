import MemoStore

/// The fourteenth schema: each memo keeps when, and on which replica, each of its fields last
/// changed (`stamps`, `MemoStamps`' text), so a sync decides a field both sides changed by the
/// later change of that field. A sync writes the stamps it merged; any other write (a command
/// run on the hub, undo, import) stamps the fields it changed as the hub's, now. Memos stored
/// before have no stamps: their fields count as changed when the memo last changed.
///
/// Conflicts travel: the hub keeps each one a replica found (`sync_conflicts`, by the key every
/// replica knows it by, with the memo that lost) until a replica resolves it. Its ids are the
/// server's (`GENERATED ALWAYS`, and no role may insert one); its rows are their user's, as
/// every table's are (`PostgresRowSecurity`). A history snapshot names the fields a sync
/// overrode since its command (`left_alone`), which undo then leaves and names.
enum PostgresSchemaVersion14 {
    /// The trigger's statements that stamp each field an update changed (version 23 keeps them).
    static var checks: String {
        MemoField.allCases.map { field in
            let column = MemoColumn(field).name
            return "    IF NEW.\(column) IS DISTINCT FROM OLD.\(column) THEN NEW.stamps := todo_restamp(NEW.stamps, '\(field.name)', seconds); END IF;"
        }.joined(separator: "\n")
    }

    static var script: String {
        """
            ALTER TABLE memos ADD COLUMN stamps text NOT NULL DEFAULT '';
            CREATE FUNCTION todo_restamp(stamps text, field text, seconds text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
                AS $$ SELECT concat_ws(E'\\n',
                    NULLIF((SELECT string_agg(line, E'\\n') FROM unnest(string_to_array(stamps, E'\\n')) AS line
                            WHERE split_part(line, E'\\t', 1) <> field), ''),
                    field || E'\\t' || seconds || E'\\thub') $$;
            CREATE FUNCTION todo_stamp_fields() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE seconds text := extract(epoch FROM now())::int8::text;
            BEGIN
            \(checks)
                RETURN NEW;
            END $$;
            CREATE TRIGGER memos_stamped_on_update BEFORE UPDATE ON memos
                FOR EACH ROW EXECUTE FUNCTION todo_stamp_fields();
            ALTER TABLE change_memos ADD COLUMN left_alone text NOT NULL DEFAULT '';
            CREATE TABLE sync_conflicts (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id bigint NOT NULL REFERENCES users(id),
                key text NOT NULL,
                uuid text NOT NULL,
                field text NOT NULL,
                time timestamptz NOT NULL,
                title text NOT NULL, body text NOT NULL, done boolean NOT NULL, created timestamptz NOT NULL,
                updated timestamptz NOT NULL, due timestamptz, wait timestamptz, priority todo_priority,
                project text COLLATE "C", tags text[] COLLATE "C" NOT NULL DEFAULT '{}', recur text, start timestamptz,
                scheduled timestamptz, until timestamptz, depends text NOT NULL DEFAULT '', annotations text NOT NULL DEFAULT '',
                extra text NOT NULL DEFAULT '', ended timestamptz, parent text COLLATE "C",
                UNIQUE (user_id, key)
            );
            """
    }
}
