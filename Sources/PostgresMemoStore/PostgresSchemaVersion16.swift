/// The sixteenth schema: what a replica's sync writes into memos a user's history holds is a
/// history entry of its own (kind `sync`), naming in `origin` the machine it came from; the
/// user's own commands have none. The snapshots of the user's entries stay as the commands
/// found the memos: syncs no longer rewrite them. Every role granted the store before may
/// write the new column, as it may the others of an entry (`PostgresRowSecurity`).
enum PostgresSchemaVersion16 {
    /// The schema version this migration makes.
    static let version = 16

    /// The migration's statements.
    static let script = """
        ALTER TABLE changes ADD COLUMN origin text;
        DO $$ DECLARE grantee text; BEGIN
            FOR grantee IN \(PostgresRowSecurity.earlierGrantees) LOOP
                EXECUTE format('GRANT INSERT (origin) ON changes TO %I', grantee);
            END LOOP;
        END $$;
        """
}
