/// The fifteenth schema: a memo an open memo waits on (`+blocking`) lists above the others
/// by urgency, as Taskwarrior's +8 `blocking` term has it (`UrgencyClass`), so whether it is
/// blocking becomes a column, part of the stored urgency class, as `blocked` did in version 8.
///
/// It changes with the memos that wait on it, so statement triggers (as version 8's) work it
/// out again for the memos a waiter added, deleted, done or undone waits on, for those whose
/// waiter's `depends` changed, and for a memo added (imported, restored) after one that waits
/// on it. As version 12 made `todo_restand_waiting`, the function runs as the store's owner:
/// a writer a project is shared with changes what the owner's memos wait on. The class column is made again with the new term (PostgreSQL 15 cannot change a
/// generated column's expression), so `memos` is rewritten once and its urgency indexes too.
enum PostgresSchemaVersion15 {
    /// A memo's `UrgencyClass.code`, the stored `urgency_class`.
    static let urgencyClass = "((CASE priority WHEN 'H' THEN 3 WHEN 'M' THEN 2 WHEN 'L' THEN 1 ELSE 0 END)"
        + " + 4 * (start IS NOT NULL)::int + 8 * (project IS NOT NULL)::int + 16 * least(cardinality(tags), 3)"
        + " + 64 * (annotations <> '')::int + 128 * blocked::int + 256 * (blocking AND NOT done)::int)"

    static func migrate(_ connection: PostgresConnection) throws {
        let schema = try connection.execute("SELECT quote_ident(current_schema())").string(0, 0)
        try connection.executeScript(script + "ALTER FUNCTION todo_restand_waited_on() SECURITY DEFINER SET search_path = \(schema), pg_temp;")
    }

    // MARK: - Private

    private static let script = """
        ALTER TABLE memos ADD COLUMN blocking boolean NOT NULL DEFAULT false;
        UPDATE memos SET blocking = true WHERE \(isBlocking);

        \(restandWaitedOn("CREATE FUNCTION", insert: restandingInserted))
        CREATE TRIGGER memos_waited_on_insert AFTER INSERT ON memos REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_restand_waited_on();
        CREATE TRIGGER memos_waited_on_update AFTER UPDATE ON memos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_restand_waited_on();
        CREATE TRIGGER memos_waited_on_delete AFTER DELETE ON memos REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_restand_waited_on();

        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        ALTER TABLE memos DROP COLUMN urgency_class;
        ALTER TABLE memos ADD COLUMN urgency_class int4 NOT NULL GENERATED ALWAYS AS \(urgencyClass) STORED;
        CREATE INDEX memos_by_urgency_dated ON memos (user_id, done, urgency_class, due, created, id)
            INCLUDE (wait) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos (user_id, done, urgency_class, created, id)
            INCLUDE (wait) WHERE due IS NULL;
        """

    /// The function of the statement triggers that keep `blocking`, made by `verb` (`CREATE
    /// FUNCTION`, or `CREATE OR REPLACE FUNCTION` for a later version), with `insert` the
    /// statements for the rows an `INSERT` added (`new_rows`). One text for both versions.
    static func restandWaitedOn(_ verb: String, insert: String) -> String {
        """
        \(verb) todo_restand_waited_on() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            -- The statement below fires this again: nothing more to work out then.
            IF pg_trigger_depth() > 1 THEN
                RETURN NULL;
            END IF;
            -- As todo_restand_waiting: a user none of whose memos waits on another has nothing
            -- to work out (each test in a branch of its own, for its operation's tables).
            IF TG_OP = 'INSERT' THEN
                IF \(nothingToWorkOut.insert) THEN
                    RETURN NULL;
                END IF;
        \(insert)
            ELSIF TG_OP = 'UPDATE' THEN
                IF \(nothingToWorkOut.update) THEN
                    RETURN NULL;
                END IF;
                UPDATE memos SET blocking = \(isBlocking) FROM (\(waitedOn("""
                    SELECT n.user_id, n.depends FROM new_rows n JOIN old_rows o ON o.id = n.id \
                    WHERE (n.depends <> o.depends OR n.done <> o.done) AND n.depends <> '' \
                    UNION SELECT o.user_id, o.depends FROM new_rows n JOIN old_rows o ON o.id = n.id \
                    WHERE n.depends <> o.depends AND o.depends <> ''
                    """))) AS touched
                WHERE memos.id = touched.id AND memos.blocking <> \(isBlocking);
            ELSE
                UPDATE memos SET blocking = \(isBlocking)
                    FROM (\(waitedOn("SELECT user_id, depends FROM old_rows WHERE NOT done AND depends <> ''"))) AS touched
                WHERE memos.id = touched.id AND memos.blocking <> \(isBlocking);
            END IF;
            RETURN NULL;
        END $$;
        """
    }

    /// The tests that end `todo_restand_waited_on` at once, for an `INSERT` and an `UPDATE`:
    /// true when the statement's users have no memo waiting on another, or when it changed no
    /// waiting memo's dependencies or status. Versions 21 and 28 keep them.
    static let nothingToWorkOut = (
        insert: "NOT EXISTS (SELECT 1 FROM memos AS w WHERE w.depends <> '' AND w.user_id IN (SELECT DISTINCT user_id FROM new_rows))",
        update: "NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id"
            + " WHERE (n.depends <> o.depends OR n.done <> o.done) AND (n.depends <> '' OR o.depends <> ''))"
    )

    /// This version's statements for an `INSERT`: every memo added, and every memo an added
    /// open one waits on, worked out again.
    private static let restandingInserted = """
                UPDATE memos SET blocking = \(isBlocking) FROM (
                    SELECT id FROM new_rows
                    UNION \(waitedOn("SELECT user_id, depends FROM new_rows WHERE NOT done AND depends <> ''"))) AS touched
                WHERE memos.id = touched.id AND memos.blocking <> \(isBlocking);
        """

    /// Whether an open memo of its user waits on the memo of the row `memos`: one scan of
    /// `memos_by_waited`.
    private static let isBlocking = "EXISTS (SELECT 1 FROM memos AS waiter WHERE waiter.depends <> '' AND waiter.user_id = memos.user_id"
        + " AND NOT waiter.done AND string_to_array(waiter.depends, ' ') @> ARRAY[memos.uuid::text])"

    /// The ids of the memos the rows `waiters` selects (user_id, depends) wait on: one lookup
    /// of (user, uuid) for each uuid.
    static func waitedOn(_ waiters: String) -> String {
        "SELECT waited.id FROM (\(waiters)) AS waiter CROSS JOIN LATERAL unnest(string_to_array(waiter.depends, ' ')) AS waited_on(uuid)"
            + " JOIN memos AS waited ON waited.user_id = waiter.user_id AND waited.uuid = waited_on.uuid"
    }
}
