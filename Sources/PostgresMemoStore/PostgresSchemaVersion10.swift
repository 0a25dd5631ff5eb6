/// The tenth schema: on a shared hub, no role can pick a value that another role's rows
/// compete for or that every write needs (issue 30).
///
/// - Ids of users and history entries become `GENERATED ALWAYS`, and a granted role may not
///   insert them (`PostgresRowSecurity.privileges(on:)`). Rows planted ahead of either identity
///   before this version are stepped over, so they block nobody's next insert.
/// - The change token was one shared row every write updated: a role could set it to the
///   largest bigint (every write then failed), set it back, or hold its lock. Now each user has
///   its own (`users.generation`), which every update of the user's row raises by one whatever
///   the update says (a trigger), so nobody chooses it. A write takes its user's row lock by
///   raising it; `changeToken` adds up the tokens the connected role sees. The row lock
///   replaces an advisory lock, which any role could take on another user's key: row-level
///   security hides other roles' users, so a role can lock only its own.
/// - Every table keyed by user refers to an existing user: `sync_replicas` by a foreign key;
///   `memos` and `memo_tombstones`, which take a million rows in one import, by one check per
///   statement (a foreign key, checked row by row, made a million-row COPY take 13 s longer;
///   this check did not show above the noise at 300,000 rows), and their rows never change user. A user is never deleted while rows refer to it, and never
///   changes id. Rows whose user was deleted through SQL before this version get a user of the
///   migrating role named `orphaned-ID`, past which the identity moves on: nobody's next user
///   takes them over.
/// - Roles granted before get the narrower privileges of `PostgresRowSecurity`.
enum PostgresSchemaVersion10 {
    /// Brings a version 9 store to version 10.
    static func migrate(_ connection: PostgresConnection) throws {
        try connection.executeScript(script)
        let grantees = try connection.execute(
            "SELECT quote_ident(rolname), quote_ident(current_schema()) FROM (\(PostgresRowSecurity.earlierGrantees)) AS grantee")
        for row in 0..<grantees.rowCount {
            let (role, schema) = (grantees.string(row, 0), grantees.string(row, 1))
            let revoked = PostgresRowSecurity.revoking(from: role, schema: schema, throughVersion: 10)
            for statement in revoked + PostgresRowSecurity.granting(to: role, schema: schema, throughVersion: 10) {
                try connection.execute(statement)
            }
        }
    }

    // MARK: - Private

    private static let script = """
        ALTER TABLE users ALTER COLUMN id SET GENERATED ALWAYS;
        ALTER TABLE changes ALTER COLUMN id SET GENERATED ALWAYS;

        INSERT INTO users(id, name) OVERRIDING SYSTEM VALUE
        SELECT user_id, CASE WHEN EXISTS (SELECT 1 FROM users WHERE name = 'orphaned-' || user_id)
                             THEN 'orphaned-' || user_id || '-' || md5(random()::text) ELSE 'orphaned-' || user_id END
        FROM (SELECT user_id FROM memos UNION SELECT user_id FROM memo_tombstones UNION SELECT user_id FROM sync_replicas) AS keyed
        WHERE NOT EXISTS (SELECT 1 FROM users WHERE users.id = keyed.user_id);
        SELECT setval(identity, top) FROM (
            SELECT pg_get_serial_sequence('users', 'id')::regclass, (SELECT max(id) FROM users)
            UNION ALL SELECT pg_get_serial_sequence('changes', 'id')::regclass, (SELECT max(id) FROM changes)) AS planted(identity, top)
        WHERE top > coalesce(pg_sequence_last_value(identity), 0);

        DROP POLICY todo_bump_generation ON todo_meta;
        DELETE FROM todo_meta WHERE name = 'generation';
        ALTER TABLE users ADD COLUMN generation bigint NOT NULL DEFAULT 0;
        CREATE FUNCTION todo_user_updated() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF NEW.id <> OLD.id THEN
                RAISE EXCEPTION 'a user keeps its id' USING ERRCODE = 'foreign_key_violation';
            END IF;
            NEW.generation := OLD.generation + 1;
            RETURN NEW;
        END $$;
        CREATE TRIGGER users_numbered_on_update BEFORE UPDATE ON users
            FOR EACH ROW EXECUTE FUNCTION todo_user_updated();

        ALTER TABLE sync_replicas ADD FOREIGN KEY (user_id) REFERENCES users(id);
        -- Each user once, then one lookup each: an import of a million rows costs a pass over them.
        CREATE FUNCTION todo_user_exists() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM (SELECT DISTINCT user_id FROM new_rows) AS n
                       WHERE NOT EXISTS (SELECT 1 FROM users WHERE users.id = n.user_id)) THEN
                RAISE EXCEPTION 'insert into % names no user', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
            END IF;
            RETURN NULL;
        END $$;
        CREATE FUNCTION todo_user_kept() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION 'a row of % keeps its user', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
        END $$;
        CREATE FUNCTION todo_user_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF EXISTS (SELECT 1 FROM memos WHERE user_id IN (SELECT id FROM old_rows))
               OR EXISTS (SELECT 1 FROM memo_tombstones WHERE user_id IN (SELECT id FROM old_rows)) THEN
                RAISE EXCEPTION 'a user with memos is never deleted' USING ERRCODE = 'foreign_key_violation';
            END IF;
            RETURN NULL;
        END $$;
        CREATE TRIGGER memos_user_exists AFTER INSERT ON memos REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_user_exists();
        CREATE TRIGGER memo_tombstones_user_exists AFTER INSERT ON memo_tombstones REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_user_exists();
        CREATE TRIGGER memos_user_kept BEFORE UPDATE OF user_id ON memos
            FOR EACH ROW WHEN (NEW.user_id <> OLD.user_id) EXECUTE FUNCTION todo_user_kept();
        CREATE TRIGGER memo_tombstones_user_kept BEFORE UPDATE OF user_id ON memo_tombstones
            FOR EACH ROW WHEN (NEW.user_id <> OLD.user_id) EXECUTE FUNCTION todo_user_kept();
        CREATE TRIGGER users_kept_while_referred_to AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_user_deleted();
        """
}
