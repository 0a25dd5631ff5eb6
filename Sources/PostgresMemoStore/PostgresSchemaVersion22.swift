import MemoStore

/// The twenty-second schema: the history of a memo in a project shared between two users
/// names who made each entry (issue 34), and nobody can make it name someone else.
///
/// - `todo_others_history` is a view of the history entries other users made on a memo, for
///   each user of the connected role (`viewer_id`) who may see the memo: its owner, or a grantee
///   of a share covering its project. It shows only the entries of the memo's owner and of the
///   current writers of such a share, and of each entry only what concerns this memo (not the
///   title of the command's first memo, nor its other memos). The view reads the tables as
///   their owner, past the policies, and keeps its rows to `current_user`'s users itself
///   (`security_barrier`: no function of the caller sees the rows it leaves out); the owner
///   role, trusted with every row, reads every user's, and the query's `viewer_id` keeps
///   them apart, as on a one-role hub.
///   The share is read at every query: a revoked grantee, or a stranger, reads nothing.
/// - An entry's author is its `user_id`, which the policies already keep to the inserting
///   role's own users; a memo's `changed_by` (who wrote it last, what a replica's history
///   names) is now the server's too: on every insert and every update of a field or of
///   `changed_by` itself, it is the user the transaction named (`todo.user`); for a role the
///   policies bind, only a user of that role (one of its users when it named another, or none).
/// - `change_memos_by_memo` finds the entries that saved a memo, whoever made them.
enum PostgresSchemaVersion22 {
    /// The schema version this migration makes.
    static let version = 22

    /// The view every granted role may read (`PostgresRowSecurity.granting`).
    static let view = "todo_others_history"

    /// The columns whose update names the writer in `changed_by`: every field, and
    /// `changed_by` itself.
    static var changedByColumns: String {
        (MemoField.allCases.map { MemoColumn($0).name } + ["changed_by"]).joined(separator: ", ")
    }

    /// The migration's statements.
    static var script: String {
        let snapshot = (["memo_id", "uuid"] + PostgresMemoRepository.fieldColumns.split(separator: ",").map {
            String($0.drop { $0 == " " })
        }).map { "saved.\($0)" }.joined(separator: ", ")
        return """
            CREATE INDEX change_memos_by_memo ON change_memos (memo_id);

            CREATE FUNCTION todo_writing_user() RETURNS bigint LANGUAGE plpgsql STABLE AS $$
            DECLARE named bigint := nullif(current_setting('todo.user', true), '')::int8;
            BEGIN
                -- A role the policies bind names one of its own users, whatever it set.
                IF row_security_active('users') THEN
                    RETURN coalesce((SELECT id FROM users WHERE id = named AND role = current_user),
                                    (SELECT min(id) FROM users WHERE role = current_user));
                END IF;
                RETURN named;
            END $$;
            CREATE OR REPLACE FUNCTION todo_changed_by() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                NEW.changed_by := todo_writing_user();
                RETURN NEW;
            END $$;
            DROP TRIGGER memos_changed_by ON memos;
            CREATE TRIGGER memos_changed_by BEFORE INSERT OR UPDATE OF \(changedByColumns) ON memos
                FOR EACH ROW EXECUTE FUNCTION todo_changed_by();

            CREATE VIEW \(view) WITH (security_barrier) AS
                SELECT viewer.id AS viewer_id, shown.id AS shown_id, entry.id AS change_id, entry.kind, entry.time,
                    entry.origin, author.name AS author, saved.memo_id IS NOT NULL AND NOT saved.created_by_change AS saved,
                    \(snapshot)
                FROM users AS viewer
                JOIN memos AS shown ON shown.user_id = viewer.id OR \(covered("shown", by: "viewer.id", role: "true"))
                CROSS JOIN LATERAL (
                    SELECT change_id FROM change_memos WHERE change_memos.memo_id = shown.id
                    UNION SELECT id FROM changes WHERE changes.user_id = shown.user_id AND shown.id BETWEEN added_from AND added_to
                ) AS touched
                JOIN changes AS entry ON entry.id = touched.change_id AND entry.user_id <> viewer.id
                JOIN users AS author ON author.id = entry.user_id
                LEFT JOIN change_memos AS saved ON saved.change_id = entry.id AND saved.memo_id = shown.id
                WHERE (viewer.role = current_user OR NOT row_security_active('memos'))
                AND (entry.user_id = shown.user_id OR \(covered("shown", by: "entry.user_id", role: "shares.role = 'writer'")));
            DO $$ DECLARE grantee text; BEGIN
                FOR grantee IN \(PostgresRowSecurity.earlierGrantees) LOOP
                    EXECUTE format('GRANT SELECT ON \(view) TO %I', grantee);
                END LOOP;
            END $$;
            """
    }

    // MARK: - Private

    /// `memo` lies in a project its user shares with the user `grantee` (an SQL expression),
    /// by a share meeting `role`.
    private static func covered(_ memo: String, by grantee: String, role: String) -> String {
        """
        EXISTS (SELECT 1 FROM shares WHERE shares.owner_id = \(memo).user_id AND shares.grantee_id = \(grantee)
            AND (\(memo).project = shares.project OR starts_with(\(memo).project, shares.project || '.')) AND \(role))
        """
    }
}
