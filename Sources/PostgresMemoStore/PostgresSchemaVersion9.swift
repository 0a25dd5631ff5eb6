/// The ninth schema: a store safe to share between PostgreSQL roles. Each user belongs to
/// the role that created it (`users.role`; the users of an older store to the role that
/// migrates it, its owner), and row-level security keeps every row of every table to its
/// role (`PostgresRowSecurity`, whose policies `PostgresSchema` adds after this script), for
/// the roles `todo admin grant` lets in. The owner is not
/// bound by the policies, so the single-role setup works and costs as before.
///
/// Under a policy, PostgreSQL uses a query's condition as an index condition only when every
/// function in it is leakproof, and the urgency class's arithmetic is not (an overflow would
/// raise an error): a granted role's listing would read all its open memos for each class.
/// So the class becomes a stored column (`urgency_class`, computed by the server from the
/// row, so no writer changes), compared with leakproof integer operators, and the urgency
/// indexes are made again on it. Adding the column rewrites `memos` once.
enum PostgresSchemaVersion9 {
    /// The column the urgency indexes and `PostgresUrgencyQuery` read.
    static let urgencyClass = "urgency_class"

    static var script: String {
        """
        ALTER TABLE users ADD COLUMN role text COLLATE "C" NOT NULL DEFAULT current_user;
        CREATE INDEX users_by_role ON users (role);

        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        ALTER TABLE memos ADD COLUMN urgency_class int4 NOT NULL GENERATED ALWAYS AS \(PostgresSchemaVersion8.urgencyClass) STORED;
        CREATE INDEX memos_by_urgency_dated ON memos (user_id, done, urgency_class, due, created, id)
            INCLUDE (wait) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos (user_id, done, urgency_class, created, id)
            INCLUDE (wait) WHERE due IS NULL;

        -- `todo_meta` holds the schema's version and the change token, nobody's data: a granted
        -- role reads both and bumps the token, but may not change the version (until version 10,
        -- which takes the token away from it).
        ALTER TABLE todo_meta ENABLE ROW LEVEL SECURITY;
        CREATE POLICY todo_read_meta ON todo_meta FOR SELECT USING (true);
        CREATE POLICY todo_bump_generation ON todo_meta FOR UPDATE
            USING (name = 'generation') WITH CHECK (name = 'generation');

        """
    }
}
