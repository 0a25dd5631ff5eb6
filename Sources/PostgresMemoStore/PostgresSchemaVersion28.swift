/// The twenty-eighth schema: the triggers that keep `blocked` and `blocking` find what a
/// statement changed through index probes, one for each memo it changed and each uuid such a
/// memo names, so their work grows with the statement, not with the user's other memos or
/// other users'.
///
/// Versions 8 and 21 found the memos waiting on a statement's memos with
/// `string_to_array(depends, ' ') && ARRAY(…uuid…)`, and version 15 worked out `blocking` with
/// `@> ARRAY[uuid]`. The uuids carry `memos.uuid`'s collation ("C") while the GIN index of what
/// memos wait on is built in the default one, so the planner could never use that index:
/// versions 8 and 21 read every waiting memo of every user and compared each with the whole
/// array, and version 15 read the user's waiting memos for each memo it worked out. The memos
/// found were then updated by `id` alone, which leads no index (the primary key is `(user_id,
/// id)`). One `add` for a user with dependencies in a hub of 300,000 memos took 130 ms; an
/// import of 100,000 such lines, 38 s.
///
/// Now each probe is a `LATERAL` subquery the planner cannot merge into a join: of the GIN
/// index, for the memos waiting on a memo (its uuid in the index's collation), kept to its
/// user; of `memos_by_user_uuid`, for the memos a memo waits on. The memos found are updated by
/// `(user_id, id)`. The GIN index holds no user: a uuid that memos of two users wait on (the
/// same file imported by both) is read for both and kept to the one. The index takes new
/// entries straight into its tree: with a pending list, every probe also read the whole list
/// (1.5 ms each after a large import). The early returns of versions 8 and 15 stay as they were.
enum PostgresSchemaVersion28 {
    /// Brings a version 27 store to version 28.
    static func migrate(_ connection: PostgresConnection) throws {
        let schema = try connection.execute("SELECT quote_ident(current_schema())").string(0, 0)
        let asOwner = "SECURITY DEFINER SET search_path = \(schema), pg_temp"
        try connection.executeScript(
            script
                + "\nALTER FUNCTION todo_restand_waiting() \(asOwner);"
                + "\nALTER FUNCTION todo_restand_waited_on() \(asOwner);")
    }

    // MARK: - Private

    /// The GIN index without its pending list (the list flushed into its tree), and both
    /// functions again; `migrate` makes them run as the store's owner, as before.
    private static let script = """
        ALTER INDEX memos_by_waited SET (fastupdate = off);
        SELECT gin_clean_pending_list('memos_by_waited'::regclass);

        CREATE OR REPLACE FUNCTION todo_restand_waiting() RETURNS trigger LANGUAGE plpgsql AS $$
        \(opening)
            IF TG_OP = 'INSERT' THEN
                IF \(PostgresSchemaVersion8.nothingToWorkOut.insert) THEN
                    RETURN NULL;
                END IF;
                user_ids := ARRAY(SELECT DISTINCT user_id FROM new_rows);
                touched := ARRAY(SELECT id FROM new_rows WHERE depends <> ''
                    UNION ALL \(waiting(on: "SELECT user_id, uuid FROM new_rows WHERE NOT done")));
            ELSIF TG_OP = 'UPDATE' THEN
                IF \(PostgresSchemaVersion8.nothingToWorkOut.update) THEN
                    RETURN NULL;
                END IF;
                user_ids := ARRAY(SELECT DISTINCT user_id FROM new_rows);
                touched := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.depends <> o.depends
                    UNION ALL \(waiting(on: "SELECT n.user_id, n.uuid FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.done <> o.done")));
            ELSE
                IF \(PostgresSchemaVersion8.nothingToWorkOut.delete) THEN
                    RETURN NULL;
                END IF;
                user_ids := ARRAY(SELECT DISTINCT user_id FROM old_rows);
                touched := ARRAY(\(waiting(on: "SELECT user_id, uuid FROM old_rows WHERE NOT done")));
            END IF;
            UPDATE memos SET blocked = \(PostgresSchemaVersion8.isBlocked)
            WHERE user_id = ANY (user_ids) AND id = ANY (touched) AND blocked <> \(PostgresSchemaVersion8.isBlocked);
            RETURN NULL;
        END $$;

        CREATE OR REPLACE FUNCTION todo_restand_waited_on() RETURNS trigger LANGUAGE plpgsql AS $$
        \(opening)
            IF TG_OP = 'INSERT' THEN
                IF \(PostgresSchemaVersion15.nothingToWorkOut.insert) THEN
                    RETURN NULL;
                END IF;
                -- Adding memos only makes memos blocking: those an added open memo waits on,
                -- and added memos an open one waits on.
                user_ids := ARRAY(SELECT DISTINCT user_id FROM new_rows);
                touched := ARRAY(\(waitedOn(by: "SELECT user_id, depends FROM new_rows WHERE NOT done AND depends <> ''"))
                    UNION ALL SELECT added.id FROM new_rows AS added CROSS JOIN LATERAL (\(openWaiters(of: "added")) OFFSET 0) AS waiting);
                UPDATE memos SET blocking = true WHERE user_id = ANY (user_ids) AND id = ANY (touched) AND NOT blocking;
                RETURN NULL;
            ELSIF TG_OP = 'UPDATE' THEN
                IF \(PostgresSchemaVersion15.nothingToWorkOut.update) THEN
                    RETURN NULL;
                END IF;
                user_ids := ARRAY(SELECT DISTINCT user_id FROM new_rows);
                touched := ARRAY(\(waitedOn(by: """
                    SELECT n.user_id, n.depends FROM new_rows n JOIN old_rows o ON o.id = n.id \
                    WHERE (n.depends <> o.depends OR n.done <> o.done) AND n.depends <> '' \
                    UNION SELECT o.user_id, o.depends FROM new_rows n JOIN old_rows o ON o.id = n.id \
                    WHERE n.depends <> o.depends AND o.depends <> ''
                    """)));
            ELSE
                user_ids := ARRAY(SELECT DISTINCT user_id FROM old_rows);
                touched := ARRAY(\(waitedOn(by: "SELECT user_id, depends FROM old_rows WHERE NOT done AND depends <> ''")));
            END IF;
            UPDATE memos SET blocking = EXISTS (\(openWaiters(of: "memos")))
            WHERE user_id = ANY (user_ids) AND id = ANY (touched) AND blocking <> EXISTS (\(openWaiters(of: "memos")));
            RETURN NULL;
        END $$;
        """

    /// What both functions open with: their variables, and the return when the statements in
    /// them fire them again.
    private static let opening = """
        DECLARE
            user_ids int8[];
            touched int8[];
        BEGIN
            IF pg_trigger_depth() > 1 THEN
                RETURN NULL;
            END IF;
        """

    /// The ids of the memos waiting on the memos `changed` selects (`user_id`, `uuid`), of
    /// their users: one probe of the GIN index `memos_by_waited` for each.
    private static func waiting(on changed: String) -> String {
        "SELECT waiting.id FROM (\(changed)) AS changed CROSS JOIN LATERAL ("
            + "SELECT waiting.id FROM memos AS waiting WHERE waiting.depends <> '' AND waiting.user_id = changed.user_id"
            + " AND string_to_array(waiting.depends, ' ') @> ARRAY[changed.uuid COLLATE \"default\"] OFFSET 0) AS waiting"
    }

    /// The ids of the memos the rows `waiters` selects (`user_id`, `depends`) wait on: one
    /// probe of `memos_by_user_uuid` for each uuid.
    private static func waitedOn(by waiters: String) -> String {
        "SELECT waited.id FROM (\(waiters)) AS waiter"
            + " CROSS JOIN LATERAL unnest(string_to_array(waiter.depends, ' ')) AS waited_on(uuid) CROSS JOIN LATERAL ("
            + "SELECT waited.id FROM memos AS waited WHERE waited.user_id = waiter.user_id AND waited.uuid = waited_on.uuid OFFSET 0) AS waited"
    }

    /// The open memos of the user of the row `row` that wait on it (a probe of `memos_by_waited`).
    private static func openWaiters(of row: String) -> String {
        "SELECT 1 FROM memos AS waiter WHERE waiter.depends <> '' AND NOT waiter.done AND waiter.user_id = \(row).user_id"
            + " AND string_to_array(waiter.depends, ' ') @> ARRAY[\(row).uuid COLLATE \"default\"]"
    }
}
