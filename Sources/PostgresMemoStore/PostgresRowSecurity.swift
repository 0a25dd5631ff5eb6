/// Which PostgreSQL role owns each row of every table todo makes, as row-level security
/// policies, and what a role that `todo admin grant` let in may do with the tables.
///
/// A `users` row belongs to the role in its `role` column (the role that created it); every
/// other row belongs to the role that owns its user. The policies bind only roles that
/// PostgreSQL subjects to them: the tables' owner (and superusers) pass as before, so the
/// single-role setup, where `--user` is a label, pays nothing and sees what it always saw.
///
/// A table todo adds is one line here: its name and the schema version whose migration
/// creates it, in `tablesKeyedByUser` when its rows carry their user's id in `user_id` (as
/// every new table should), else in `otherTables` with the condition that says whose a row
/// is. `PostgresSchema` protects each table right after the migration that creates it (those
/// older than `firstVersion`, after that one), and `grant` reads the same lists.
enum PostgresRowSecurity {
    /// The schema version that turned row-level security on (`PostgresSchemaVersion9`).
    static let firstVersion = 9

    /// The tables whose rows carry their user's id in `user_id`.
    static let tablesKeyedByUser: [(name: String, createdIn: Int)] = [
        ("memos", 1),
        ("changes", 1),
        ("contexts", 4),
        ("memo_tombstones", 7),
        ("sync_replicas", 7),
        ("sync_conflicts", 14),
        ("replica_names", PostgresSchemaVersion18.version),
    ]

    /// The tables whose rows are owned otherwise, each with the condition a row of its own
    /// role meets (evaluated as the connected role, under the other tables' policies).
    static let otherTables: [(name: String, createdIn: Int, owned: String)] = [
        ("users", 1, "role = current_user"),
        ("change_memos", 1, "EXISTS (SELECT 1 FROM changes WHERE changes.id = change_memos.change_id)"),
        // A grantee reads the shares naming it too (`PostgresSchemaVersion12`).
        ("shares", 12, "owner_id = ANY (ARRAY(SELECT id FROM users WHERE role = current_user))"),
    ]

    /// The sequences a granted role calls `nextval` on (identity columns need no grant).
    static let sequences: [String] = ["todo_sync_seq"]

    /// Every protected table: a granted role may read and write its own rows of each, as far
    /// as `privileges(on:)` lets it.
    static var tables: [String] { tables(createdBy: Int.max) }

    /// The protected tables a store of `version` has.
    static func tables(createdBy version: Int) -> [String] {
        (tablesKeyedByUser.map { ($0.name, $0.createdIn) } + otherTables.map { ($0.name, $0.createdIn) })
            .filter { $0.1 <= version }.map(\.0)
    }

    /// The statements to run right after the migration to `version`: row-level security
    /// turned on for the tables it created (for `firstVersion`, every table until then), each
    /// with the one policy that keeps its rows to their role, and every role granted before
    /// (one holding privileges on `memos`) given the same privileges on them.
    static func protecting(afterVersion version: Int) -> String {
        let created = tablesKeyedByUser.map { ($0.name, $0.createdIn, byUser) } + otherTables.map { ($0.name, $0.createdIn, $0.owned) }
        var script = ""
        for (table, createdIn, owned) in created
        where version == firstVersion ? createdIn <= version : version > firstVersion && createdIn == version {
            // What version 9 gave; version 10 narrows it (`PostgresSchemaVersion10`).
            let granted = version == firstVersion ? "SELECT, INSERT, UPDATE, DELETE" : privileges(on: table, version: version)
            script += """
                ALTER TABLE \(table) ENABLE ROW LEVEL SECURITY;
                CREATE POLICY todo_own_rows ON \(table) USING (\(owned)) WITH CHECK (\(owned));
                DO $$ DECLARE grantee text; BEGIN
                    FOR grantee IN \(earlierGrantees) LOOP
                        EXECUTE format('GRANT \(granted) ON \(table) TO %I', grantee);
                    END LOOP;
                END $$;

                """
        }
        return script
    }

    /// What a granted role may do with `table`, its own rows only. Where that is less than
    /// reading and writing them (`narrowedPrivileges`), a column every role's rows compete for
    /// or every write needs is the server's alone.
    static func privileges(on table: String, version: Int = PostgresSchema.currentVersion) -> String {
        // A store from before history entries named their origin has no such column.
        if table == "changes", version < PostgresSchemaVersion16.version, let today = narrowedPrivileges[table] {
            return today.replacing(", origin)", with: ")")
        }
        return narrowedPrivileges[table] ?? "SELECT, INSERT, UPDATE, DELETE"
    }

    /// The statements that let `role` (an identifier, already quoted) use the store in
    /// `schema` (quoted too), its own rows only; `version`: the store's (a migration's own).
    static func granting(to role: String, schema: String, version: Int = PostgresSchema.currentVersion) -> [String] {
        ["GRANT USAGE ON SCHEMA \(schema) TO \(role)"]
            + tables(createdBy: version).map { "GRANT \(privileges(on: $0, version: version)) ON \($0) TO \(role)" }
            + ["GRANT SELECT ON todo_meta TO \(role)"]
            + views(createdBy: version).map { "GRANT SELECT ON \($0) TO \(role)" }
            // SELECT too: a sync reads how far the sequence has gone.
            + sequences.map { "GRANT USAGE, SELECT ON SEQUENCE \($0) TO \(role)" }
    }

    /// The statements that take back what `granting` gave; the role's rows stay.
    static func revoking(from role: String, schema: String, version: Int = PostgresSchema.currentVersion) -> [String] {
        ["REVOKE ALL ON \((tables(createdBy: version) + ["todo_meta"] + views(createdBy: version)).joined(separator: ", ")) FROM \(role)"]
            + sequences.map { "REVOKE ALL ON SEQUENCE \($0) FROM \(role)" }
            + ["REVOKE USAGE ON SCHEMA \(schema) FROM \(role)"]
    }

    /// The views a granted role reads, each keeping its rows to the role itself, that a store
    /// of `version` has.
    static func views(createdBy version: Int) -> [String] {
        version >= PostgresSchemaVersion22.version ? [PostgresSchemaVersion22.view] : []
    }

    /// The roles granted the store: those holding a privilege on `memos` other than its owner.
    static let earlierGrantees = """
        SELECT DISTINCT rolname::text FROM pg_class, aclexplode(relacl) AS acl JOIN pg_roles ON pg_roles.oid = acl.grantee
        WHERE pg_class.oid = 'memos'::regclass AND acl.grantee <> relowner
        """

    // MARK: - Private

    /// The tables a granted role may not read and write freely (`PostgresSchemaVersion10`): the
    /// ids of users and of history entries are the server's (an id chosen ahead of the identity
    /// would make another role's next insert fail), a user is never deleted and keeps its id and
    /// owner (its rows would go to whoever got the id next), and history entries are never
    /// changed. Column privileges also keep `LOCK TABLE users` from a role: PostgreSQL lets a
    /// role lock a table in a mode that blocks others' writes only with the table's UPDATE,
    /// DELETE or TRUNCATE.
    private static let narrowedPrivileges: [String: String] = [
        "users": "SELECT, INSERT (name), UPDATE (context, open_count, done_count, sync_compacted, generation)",
        "changes": "SELECT, INSERT (user_id, kind, memo_count, first_memo_id, first_memo_title, time, added_from, added_to, origin), DELETE",
        // The names and the grantee's id are the server's (`PostgresSchemaVersion12`).
        "shares": "SELECT, INSERT (owner_id, project, grantee_name, role), UPDATE (role), DELETE",
        "sync_conflicts": "SELECT, INSERT (user_id, key, uuid, field, time, \(PostgresMemoRepository.fieldColumns)), DELETE",
    ]

    /// A row of a table keyed by user is the role's when its user is: the role's users are
    /// read once per statement (an InitPlan), then each row costs one array lookup, and a
    /// query's `user_id = $1` still chooses the index.
    private static let byUser = "user_id = ANY (ARRAY(SELECT id FROM users WHERE role = current_user))"
}
