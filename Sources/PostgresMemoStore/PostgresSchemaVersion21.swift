/// The twenty-first schema: what an `INSERT` makes blocking is worked out by sets, not memo by
/// memo. Version 15's trigger worked out `blocking` again for every memo added, each an
/// `EXISTS` over the user's waiting memos that the planner read through `memos_by_depends`, so
/// an import of n memos cost n times the user's waiting ones (20,000 memos 6 s, 60,000 60 s).
/// Adding memos only ever makes memos blocking: those an added open memo waits on, and added
/// memos an open one waits on, found by one scan of `memos_by_waited` for all the added uuids
/// together. The updates and deletes keep version 15's statements.
enum PostgresSchemaVersion21 {
    static func migrate(_ connection: PostgresConnection) throws {
        let schema = try connection.execute("SELECT quote_ident(current_schema())").string(0, 0)
        try connection.executeScript(PostgresSchemaVersion15.restandWaitedOn("CREATE OR REPLACE FUNCTION", insert: restandingInserted)
            + "\nALTER FUNCTION todo_restand_waited_on() SECURITY DEFINER SET search_path = \(schema), pg_temp;")
    }

    // MARK: - Private

    private static let restandingInserted = """
                UPDATE memos SET blocking = true FROM (
                    \(PostgresSchemaVersion15.waitedOn("SELECT user_id, depends FROM new_rows WHERE NOT done AND depends <> ''"))
                    UNION SELECT added.id FROM new_rows AS added JOIN (
                        SELECT waiter.user_id, unnest(string_to_array(waiter.depends, ' ')) AS uuid FROM memos AS waiter
                        WHERE waiter.depends <> '' AND NOT waiter.done
                        AND string_to_array(waiter.depends, ' ') && ARRAY(SELECT uuid::text FROM new_rows)
                    ) AS waits ON waits.user_id = added.user_id AND waits.uuid = added.uuid::text) AS touched
                WHERE memos.id = touched.id AND NOT memos.blocking;
        """
}
