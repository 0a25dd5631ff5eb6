/// The eighth schema: a memo that waits on an open memo (`+blocked`) lists below the others
/// by urgency (`UrgencyClass`), so whether it is blocked becomes a column, part of the urgency
/// class the listing's indexes hold.
///
/// It depends on other rows, so it is kept in step where they change: statement triggers (with
/// transition tables, as the counts are) work it out again for the memos whose own `depends`
/// changed, and for the ones waiting on a memo that was added, deleted, done or undone, found
/// through a GIN index of the uuids each memo waits on. Triggers rather than the repository's
/// own statements: every path that writes memos (commands, undo, imports, psql) keeps it right.
enum PostgresSchemaVersion8 {
    /// A memo's `UrgencyClass.code`, spelled exactly as the indexes list it so the planner
    /// matches the queries to them.
    static let urgencyClass = "((CASE priority WHEN 'H' THEN 3 WHEN 'M' THEN 2 WHEN 'L' THEN 1 ELSE 0 END)"
        + " + 4 * (start IS NOT NULL)::int + 8 * (project IS NOT NULL)::int + 16 * least(cardinality(tags), 3)"
        + " + 64 * (annotations <> '')::int + 128 * blocked::int)"

    static let script = """
        ALTER TABLE memos ADD COLUMN blocked boolean NOT NULL DEFAULT false;
        UPDATE memos SET blocked = true WHERE \(isBlocked);
        CREATE INDEX memos_by_waited ON memos USING gin ((string_to_array(depends, ' '))) WHERE depends <> '';

        CREATE FUNCTION todo_restand_waiting() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            -- The statement below fires this again: nothing more to work out then.
            IF pg_trigger_depth() > 1 THEN
                RETURN NULL;
            END IF;
            -- Most statements touch users none of whose memos waits on another, or change no
            -- memo's dependencies or status: one probe of memos_by_depends, and nothing to do.
            -- (Each test in a branch of its own: a transition table exists only for its operation.)
            IF TG_OP = 'INSERT' THEN
                IF \(nothingToWorkOut.insert) THEN
                    RETURN NULL;
                END IF;
            ELSIF TG_OP = 'UPDATE' THEN
                IF \(nothingToWorkOut.update) THEN
                    RETURN NULL;
                END IF;
            ELSIF \(nothingToWorkOut.delete) THEN
                RETURN NULL;
            END IF;
            IF TG_OP = 'INSERT' THEN
                UPDATE memos SET blocked = \(isBlocked) FROM (
                    SELECT id FROM new_rows WHERE depends <> ''
                    UNION \(waiting("SELECT uuid FROM new_rows WHERE NOT done"))) AS touched
                WHERE memos.id = touched.id AND memos.blocked <> \(isBlocked);
            ELSIF TG_OP = 'UPDATE' THEN
                UPDATE memos SET blocked = \(isBlocked) FROM (
                    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.depends <> o.depends
                    UNION \(waiting("SELECT n.uuid FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.done <> o.done"))) AS touched
                WHERE memos.id = touched.id AND memos.blocked <> \(isBlocked);
            ELSE
                UPDATE memos SET blocked = \(isBlocked) FROM (\(waiting("SELECT uuid FROM old_rows WHERE NOT done"))) AS touched
                WHERE memos.id = touched.id AND memos.blocked <> \(isBlocked);
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER memos_restand_on_insert AFTER INSERT ON memos REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_restand_waiting();
        CREATE TRIGGER memos_restand_on_update AFTER UPDATE ON memos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_restand_waiting();
        CREATE TRIGGER memos_restand_on_delete AFTER DELETE ON memos REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_restand_waiting();

        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        CREATE INDEX memos_by_urgency_dated ON memos (user_id, done, \(urgencyClass), due, created, id)
            INCLUDE (wait) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos (user_id, done, \(urgencyClass), created, id)
            INCLUDE (wait) WHERE due IS NULL;
        """

    /// The tests that end `todo_restand_waiting` at once, by operation: true when the statement
    /// changed no memo's dependencies or status, or touched users none of whose memos waits on
    /// another (one probe of `memos_by_depends`). Version 28's function keeps them.
    static let nothingToWorkOut = (
        insert: "NOT EXISTS (SELECT 1 FROM new_rows WHERE depends <> '') AND NOT EXISTS ("
            + "SELECT 1 FROM memos AS w WHERE w.depends <> '' AND w.user_id IN (SELECT DISTINCT user_id FROM new_rows))",
        update: "NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.depends <> o.depends OR (n.done <> o.done"
            + " AND EXISTS (SELECT 1 FROM memos AS w WHERE w.depends <> '' AND w.user_id = n.user_id)))",
        delete: "NOT EXISTS (SELECT 1 FROM memos AS w WHERE w.depends <> '' AND w.user_id IN (SELECT DISTINCT user_id FROM old_rows))"
    )

    /// Whether the memo of the row `memos` waits on an open memo of its user: each uuid
    /// waited on is one lookup in the (user, uuid) index.
    static let isBlocked = "(memos.depends <> '' AND EXISTS (SELECT 1 FROM memos AS blocker WHERE blocker.user_id = memos.user_id"
        + " AND NOT blocker.done AND blocker.uuid = ANY (string_to_array(memos.depends, ' '))))"

    // MARK: - Private

    /// The ids of the memos that wait on any uuid `uuids` selects: one scan of `memos_by_waited`
    /// for them all (whoever's they are: each is worked out again for its own user).
    private static func waiting(_ uuids: String) -> String {
        "SELECT waiting.id FROM memos AS waiting WHERE waiting.depends <> ''"
            + " AND string_to_array(waiting.depends, ' ') && ARRAY(SELECT uuid::text FROM (\(uuids)) AS waited_on)"
    }
}
