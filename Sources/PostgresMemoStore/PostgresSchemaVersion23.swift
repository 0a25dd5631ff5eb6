import MemoStore

/// The twenty-third schema: a write made on the hub directly (`todo --db postgresql://…`)
/// stamps the fields it changes as a replica's store stamps its own (`SQLiteSchema` 21, 22),
/// by the hub's clock and as the hub (`HubMemos.identity`), in the statement that writes them.
///
/// - A memo made on the hub (added, logged, duplicated, imported, brought back by undo) has
///   every field stamped as it is made: the column's default (`todo_new_stamps`). Before, it
///   had none, and a merge counted its fields as changed at its `updated`, which the client's
///   clock wrote and any later edit of the memo moves. The next occurrence of a recurring memo
///   (`RecurrenceSeries`: uuid version 8) is made alike by every machine, so by none of them:
///   its fields are stamped at second 0. A sync writes the stamps it merged in their place
///   (`store`, `storeShared`), in the same statement for a memo it copies in.
/// - An update stamps each field it changes (version 14's trigger) at the second now is, cut
///   down, where version 14 rounded it up to half a second ahead of the replicas' stamps; and
///   never below the stamp it replaces, one second above one made elsewhere, as a replica's
///   store does, so the hub's edit stays the later of the two wherever they meet.
///
/// Memos stored before keep the stamps they have.
enum PostgresSchemaVersion23 {
    /// The migration's statements.
    static var script: String {
        let template = MemoField.allCases.map { "\($0.name)\\t@\\thub" }.joined(separator: "\\n")
        return """
            CREATE FUNCTION todo_new_stamps(uuid text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
                AS $$ SELECT replace(E'\(template)', '@',
                    CASE WHEN length(uuid) = 36 AND substr(uuid, 15, 1) = '8' AND substr(uuid, 20, 1) IN ('8', '9', 'a', 'b')
                    THEN '0' ELSE floor(extract(epoch FROM now()))::int8::text END) $$;
            ALTER TABLE memos ALTER COLUMN stamps SET DEFAULT todo_new_stamps(NULL);
            CREATE OR REPLACE FUNCTION todo_restamp(stamps text, field text, seconds text) RETURNS text
                LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
                AS $$ SELECT concat_ws(E'\\n',
                    NULLIF((SELECT string_agg(line, E'\\n') FROM unnest(string_to_array(stamps, E'\\n')) AS line
                            WHERE split_part(line, E'\\t', 1) <> field), ''),
                    field || E'\\t' || greatest(seconds::int8, (
                        SELECT max(split_part(line, E'\\t', 2)::int8 + (split_part(line, E'\\t', 3) <> 'hub')::int)
                        FROM unnest(string_to_array(stamps, E'\\n')) AS line
                        WHERE split_part(line, E'\\t', 1) = field AND split_part(line, E'\\t', 2) ~ '^-?[0-9]{1,18}$'
                    ))::text || E'\\thub') $$;
            CREATE OR REPLACE FUNCTION todo_stamp_fields() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE seconds text := floor(extract(epoch FROM now()))::int8::text;
            BEGIN
            \(PostgresSchemaVersion14.checks)
                RETURN NEW;
            END $$;
            """
    }
}
