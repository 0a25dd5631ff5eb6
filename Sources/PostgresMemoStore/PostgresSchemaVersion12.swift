/// The twelfth schema: a user shares a project (its sub-projects included) with another user
/// of the hub, as reader or writer (issue 34), and row-level security enforces it.
///
/// - `shares` holds one row per owner, project and grantee. Its id is the server's; the owner's
///   and the grantee's names and the grantee's id are filled in by the server from the owner's
///   user and the grantee's name (a trigger), so no role can plant a share that says something
///   else, or name a user that does not exist yet (and could later be made by anyone). Only the
///   owner's role writes its shares (`PostgresRowSecurity`); a grantee's role reads the rows
///   that name it.
/// - `memos` gains policies beside each role's own rows: a grantee reads the shared project's
///   memos; a writer inserts into it and updates them, and the row must still be in a project
///   shared with it as writer afterwards (nothing moves out); nobody but the owner deletes.
/// - What a writer inserts takes its id and its sync number from the server (they must be the
///   ones the row's defaults just drew), so a writer squats no id of the owner's and sets no
///   number the owner's replicas read their changes after. No granted role changes a memo's
///   id or uuid (the store's owner role, trusted with every row, still can).
/// - The triggers that keep the owner's counts and the owner's user check run as the store's
///   owner (pinned to its schema): a writer's change counts where the memo belongs.
enum PostgresSchemaVersion12 {
    /// Brings a version 11 store to version 12.
    static func migrate(_ connection: PostgresConnection) throws {
        let schema = try connection.execute("SELECT quote_ident(current_schema())").string(0, 0)
        try connection.executeScript(script(schema: schema))
    }

    /// A memo row of `memos` is in a project of its user shared with a user of the connected
    /// role, by a share meeting `role` (an SQL condition on `shares`): `project = P`, or
    /// `project` starting with `P.` (compared as text, so no character of a name is a pattern).
    static func sharedWithRole(_ role: String) -> String {
        """
        EXISTS (SELECT 1 FROM shares WHERE shares.owner_id = memos.user_id
            AND shares.grantee_id = ANY (ARRAY(SELECT id FROM users WHERE users.role = current_user))
            AND (memos.project = shares.project OR starts_with(memos.project, shares.project || '.')) AND \(role))
        """
    }

    // MARK: - Private

    private static func script(schema: String) -> String {
        let asOwner = "SECURITY DEFINER SET search_path = \(schema), pg_temp"
        let writable = sharedWithRole("shares.role = 'writer'")
        return """
            CREATE TABLE shares (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                owner_id bigint NOT NULL REFERENCES users(id),
                owner_name text COLLATE "C" NOT NULL DEFAULT '',
                project text COLLATE "C" NOT NULL CHECK (project <> ''),
                grantee_id bigint NOT NULL REFERENCES users(id),
                grantee_name text COLLATE "C" NOT NULL,
                role text COLLATE "C" NOT NULL CHECK (role IN ('reader', 'writer')),
                created timestamptz NOT NULL DEFAULT now(),
                UNIQUE (owner_id, project, grantee_id)
            );
            CREATE INDEX shares_by_grantee ON shares (grantee_id, owner_id);

            CREATE FUNCTION todo_share_named() RETURNS trigger LANGUAGE plpgsql \(asOwner) AS $$
            BEGIN
                NEW.owner_name := (SELECT name FROM users WHERE id = NEW.owner_id);
                NEW.grantee_id := (SELECT id FROM users WHERE name = NEW.grantee_name);
                IF NEW.grantee_id IS NULL THEN
                    RAISE EXCEPTION 'no user % on this hub', NEW.grantee_name USING ERRCODE = 'foreign_key_violation';
                ELSIF NEW.grantee_id = NEW.owner_id THEN
                    RAISE EXCEPTION 'a user does not share with itself' USING ERRCODE = 'check_violation';
                END IF;
                RETURN NEW;
            END $$;
            CREATE TRIGGER shares_named BEFORE INSERT ON shares FOR EACH ROW EXECUTE FUNCTION todo_share_named();
            CREATE FUNCTION todo_share_kept() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE EXCEPTION 'a share changes only its role' USING ERRCODE = 'check_violation';
            END $$;
            CREATE TRIGGER shares_kept BEFORE UPDATE ON shares FOR EACH ROW
                WHEN (NEW.id <> OLD.id OR NEW.owner_id <> OLD.owner_id OR NEW.owner_name <> OLD.owner_name
                      OR NEW.project <> OLD.project OR NEW.grantee_id <> OLD.grantee_id OR NEW.grantee_name <> OLD.grantee_name)
                EXECUTE FUNCTION todo_share_kept();
            CREATE POLICY todo_shared_with_role ON shares FOR SELECT
                USING (grantee_id = ANY (ARRAY(SELECT id FROM users WHERE role = current_user)));

            CREATE FUNCTION todo_last_memo_id() RETURNS bigint LANGUAGE sql VOLATILE \(asOwner)
                AS $$ SELECT currval(pg_get_serial_sequence('memos', 'id')) $$;
            CREATE POLICY todo_shared_read ON memos FOR SELECT USING (\(sharedWithRole("true")));
            CREATE POLICY todo_shared_insert ON memos FOR INSERT WITH CHECK (\(writable)
                AND memos.id = todo_last_memo_id() AND memos.sync_seq = currval('todo_sync_seq'));
            CREATE POLICY todo_shared_update ON memos FOR UPDATE USING (\(writable)) WITH CHECK (\(writable));

            -- For the roles the policies bind: the owner's role (the one-role setup) is trusted with every row.
            CREATE FUNCTION todo_memo_kept() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF row_security_active('memos') THEN
                    RAISE EXCEPTION 'a memo keeps its id and uuid' USING ERRCODE = 'check_violation';
                END IF;
                RETURN NEW;
            END $$;
            CREATE TRIGGER memos_kept BEFORE UPDATE OF id, uuid ON memos FOR EACH ROW
                WHEN (NEW.id <> OLD.id OR NEW.uuid <> OLD.uuid) EXECUTE FUNCTION todo_memo_kept();

            ALTER FUNCTION todo_user_exists() \(asOwner);
            ALTER FUNCTION todo_count_rows() \(asOwner);
            ALTER FUNCTION todo_restand_waiting() \(asOwner);
            """
    }
}
