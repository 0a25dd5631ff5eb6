/// The seventh schema: the store can be a sync hub (`SyncHub`). Every write of a memo takes
/// the next number of one sequence (`sync_seq`: an insert by its column's default, an update
/// by a row trigger), and a deletion leaves a numbered tombstone (a statement trigger), so a
/// replica asks for what changed after the last number it saw, by index. Replicas note how
/// far they have seen (`sync_replicas`); tombstones all of them have seen are dropped, and
/// `users.sync_compacted` says how far, so a replica left behind compares everything.
/// Existing memos are numbered by the migration (the table is rewritten once).
enum PostgresSchemaVersion7 {
    static let script = """
        CREATE SEQUENCE todo_sync_seq;
        ALTER TABLE memos ADD COLUMN sync_seq bigint NOT NULL DEFAULT nextval('todo_sync_seq');
        CREATE INDEX memos_by_sync_seq ON memos (user_id, sync_seq);

        CREATE TABLE memo_tombstones (
            user_id bigint NOT NULL,
            uuid text COLLATE "C" NOT NULL,
            sync_seq bigint NOT NULL,
            PRIMARY KEY (user_id, uuid)
        );
        CREATE INDEX memo_tombstones_by_sync_seq ON memo_tombstones (user_id, sync_seq);

        CREATE TABLE sync_replicas (
            user_id bigint NOT NULL,
            replica text COLLATE "C" NOT NULL,
            seen_through bigint NOT NULL,
            seen timestamptz NOT NULL,
            -- The last sync of the replica that committed here (`SyncHub.replicaToken`).
            token text COLLATE "C",
            PRIMARY KEY (user_id, replica)
        );
        ALTER TABLE users ADD COLUMN sync_compacted bigint NOT NULL DEFAULT 0;

        CREATE FUNCTION todo_sync_number() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.sync_seq := nextval('todo_sync_seq');
            RETURN NEW;
        END $$;
        CREATE TRIGGER memos_numbered_on_update BEFORE UPDATE ON memos
            FOR EACH ROW EXECUTE FUNCTION todo_sync_number();

        CREATE FUNCTION todo_sync_tombstones() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            INSERT INTO memo_tombstones(user_id, uuid, sync_seq)
            SELECT user_id, uuid, nextval('todo_sync_seq') FROM old_rows
            ON CONFLICT (user_id, uuid) DO UPDATE SET sync_seq = excluded.sync_seq;
            RETURN NULL;
        END $$;
        CREATE TRIGGER memos_tombstoned_on_delete AFTER DELETE ON memos REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION todo_sync_tombstones();
        """
}
