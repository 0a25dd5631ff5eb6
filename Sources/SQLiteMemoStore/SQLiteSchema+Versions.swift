import MemoStore

/// The SQL of each schema version, in the order `SQLiteSchema.migrations` applies them.
extension SQLiteSchema {
    static let version1 = """
        CREATE TABLE users (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL UNIQUE,
            open_count INTEGER NOT NULL DEFAULT 0,
            done_count INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE memos (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL REFERENCES users(id),
            uuid TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL DEFAULT '',
            done INTEGER NOT NULL DEFAULT 0,
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX memos_by_user_uuid ON memos(user_id, uuid);
        CREATE INDEX memos_by_user_id ON memos(user_id, id);
        CREATE INDEX memos_by_user_done_id ON memos(user_id, done, id);

        CREATE VIRTUAL TABLE memos_fts USING fts5(
            title, body, content = 'memos', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2',
            columnsize = 0
        );
        -- Results come newest first, never ranked by length, so FTS5 keeps no column sizes:
        -- a write per memo saved. Full-text rows and the per-user counts are written by the store itself, not by
        -- triggers: a trigger would make FTS5 flush its pending terms at every statement and
        -- update the user's row once per memo, and a bulk import would cost several times
        -- more than one INSERT … SELECT into memos_fts and one UPDATE of the counts.

        CREATE TABLE changes (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL REFERENCES users(id),
            kind TEXT NOT NULL,
            summary TEXT NOT NULL,
            memo_count INTEGER NOT NULL,
            time INTEGER NOT NULL,
            first_memo_id INTEGER,
            last_memo_id INTEGER
        );
        CREATE INDEX changes_by_user_id ON changes(user_id, id);
        CREATE TABLE change_memos (
            change_id INTEGER NOT NULL REFERENCES changes(id) ON DELETE CASCADE,
            memo_id INTEGER NOT NULL,
            uuid TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            done INTEGER NOT NULL,
            created INTEGER NOT NULL,
            updated INTEGER NOT NULL,
            PRIMARY KEY (change_id, memo_id)
        ) WITHOUT ROWID;
        """

    /// Memos gain the todo fields, and so do the snapshots undo restores. `priority` is its
    /// rank (0 none, 1 L, 2 M, 3 H) so "highest first" is a descending index; `tags` is the
    /// normalized set joined by spaces (a tag holds no whitespace), mirrored row by row into
    /// `memo_tags` for filters and counts. Every listing reads ranges of indexes led by
    /// (user_id, done); a listing of both statuses merges the two in order, so (user_id, id)
    /// is dropped. The sort indexes are partial: dated memos (urgency, due) and prioritized
    /// ones (priority); the rest, the bulk of most stores, are read in id order from
    /// (user_id, done, id) (`SQLiteMemoQuery`). A memo without due date, priority or project
    /// thus costs two index entries besides its uuid's, as in version 1.
    /// History keeps the first memo's id and title instead of a sentence (the view phrases it);
    /// version 1's sentences are read back into those two columns.
    static let version2 = """
        ALTER TABLE memos ADD COLUMN due INTEGER;
        ALTER TABLE memos ADD COLUMN wait INTEGER;
        ALTER TABLE memos ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE memos ADD COLUMN project TEXT;
        ALTER TABLE memos ADD COLUMN tags TEXT NOT NULL DEFAULT '';
        ALTER TABLE memos ADD COLUMN recur TEXT;

        CREATE INDEX memos_by_urgency ON memos(user_id, done, due, priority DESC, id DESC) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_due ON memos(user_id, done, due, id DESC) WHERE due IS NOT NULL;
        CREATE INDEX memos_by_priority ON memos(user_id, done, priority DESC, \(dueKey), id DESC) WHERE priority <> 0;
        CREATE INDEX memos_by_project ON memos(user_id, project, done) WHERE project IS NOT NULL;
        CREATE INDEX memos_by_wait ON memos(user_id, wait) WHERE wait IS NOT NULL;
        DROP INDEX memos_by_user_id;

        CREATE TABLE memo_tags (
            user_id INTEGER NOT NULL,
            tag TEXT NOT NULL,
            memo_id INTEGER NOT NULL,
            PRIMARY KEY (user_id, tag, memo_id)
        ) WITHOUT ROWID;

        ALTER TABLE change_memos ADD COLUMN due INTEGER;
        ALTER TABLE change_memos ADD COLUMN wait INTEGER;
        ALTER TABLE change_memos ADD COLUMN priority INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE change_memos ADD COLUMN project TEXT;
        ALTER TABLE change_memos ADD COLUMN tags TEXT NOT NULL DEFAULT '';
        ALTER TABLE change_memos ADD COLUMN recur TEXT;

        ALTER TABLE changes RENAME COLUMN first_memo_id TO added_from;
        ALTER TABLE changes RENAME COLUMN last_memo_id TO added_to;
        ALTER TABLE changes ADD COLUMN memo_id INTEGER;
        ALTER TABLE changes ADD COLUMN memo_title TEXT;
        -- v1 wrote `kind #12 "title"` (a JSON string) or `import 3 memos`.
        UPDATE changes SET
            memo_id = CAST(substr(summary, instr(summary, '#') + 1) AS INTEGER),
            memo_title = CASE WHEN json_valid(substr(summary, instr(summary, ' "') + 1))
                THEN json_extract(substr(summary, instr(summary, ' "') + 1), '$')
                ELSE substr(summary, instr(summary, ' "') + 2) END
        WHERE kind <> 'import' AND instr(summary, '#') > 0;
        UPDATE changes SET
            memo_id = added_from,
            memo_title = coalesce((SELECT title FROM memos WHERE memos.id = changes.added_from), '')
        WHERE kind = 'import';
        ALTER TABLE changes DROP COLUMN summary;
        """

    /// The full-text index holds each memo's words marked with its owner (`FullTextWords`),
    /// so a search reads only the user's own posting lists; contentless, since the words are
    /// derived (a removal passes them again, through `todo_fts_words`). Rebuilt from `memos`
    /// in the migration's one transaction.
    static let version3 = """
        DROP TABLE memos_fts;
        CREATE VIRTUAL TABLE memo_words USING fts5(
            words, content = '', columnsize = 0, tokenize = 'unicode61 remove_diacritics 2'
        );
        INSERT INTO memo_words(rowid, words) SELECT id, todo_fts_words(user_id, title, body) FROM memos;
        """

    /// Memos gain Taskwarrior's fields, and so do the snapshots undo restores. Moments are
    /// seconds as `due` is; the list fields are texts (`StoredFieldText`), empty for none.
    /// Users gain their contexts (filter words as `StoredFieldText` items) and the one selected.
    /// `start`, `scheduled` and `until` get partial indexes, so a listing by any of them reads
    /// only the memos that have one and a memo without them costs no index entry.
    static let version4 = """
        ALTER TABLE memos ADD COLUMN start INTEGER;
        ALTER TABLE memos ADD COLUMN scheduled INTEGER;
        ALTER TABLE memos ADD COLUMN until INTEGER;
        ALTER TABLE memos ADD COLUMN depends TEXT NOT NULL DEFAULT '';
        ALTER TABLE memos ADD COLUMN annotations TEXT NOT NULL DEFAULT '';
        ALTER TABLE memos ADD COLUMN extra TEXT NOT NULL DEFAULT '';
        CREATE INDEX memos_by_start ON memos(user_id, done, start) WHERE start IS NOT NULL;
        CREATE INDEX memos_by_scheduled ON memos(user_id, done, scheduled) WHERE scheduled IS NOT NULL;
        CREATE INDEX memos_by_until ON memos(user_id, until) WHERE until IS NOT NULL;

        CREATE TABLE contexts (
            user_id INTEGER NOT NULL REFERENCES users(id),
            name TEXT NOT NULL,
            filter TEXT NOT NULL,
            PRIMARY KEY (user_id, name)
        ) WITHOUT ROWID;
        ALTER TABLE users ADD COLUMN context TEXT;

        ALTER TABLE change_memos ADD COLUMN start INTEGER;
        ALTER TABLE change_memos ADD COLUMN scheduled INTEGER;
        ALTER TABLE change_memos ADD COLUMN until INTEGER;
        ALTER TABLE change_memos ADD COLUMN depends TEXT NOT NULL DEFAULT '';
        ALTER TABLE change_memos ADD COLUMN annotations TEXT NOT NULL DEFAULT '';
        ALTER TABLE change_memos ADD COLUMN extra TEXT NOT NULL DEFAULT '';
        """

    /// The default order becomes urgency (`Urgency`): a page merges, for each urgency class,
    /// the dated memos by due date and the undated ones by creation time. Each has an index
    /// led by (user_id, done, class), with `wait` last so the default listing's waiting
    /// condition is read from the index; the old urgency index (due, priority) goes. Indexes
    /// on expressions: nothing is stored, and every memo of an older store is kept as it is.
    static let version5 = """
        DROP INDEX memos_by_urgency;
        CREATE INDEX memos_by_urgency_dated ON memos(user_id, done, \(urgencyClassVersion5), due, created, id, wait)
            WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos(user_id, done, \(urgencyClassVersion5), created, id, wait)
            WHERE due IS NULL;
        """

    /// The memos that wait on others (`depends`), in an index of their own that holds the uuids
    /// they wait on: `+blocking` reads the uuids the user's open memos wait on from it, once,
    /// instead of every open memo for each candidate. A memo that waits on none costs no entry.
    static let version6 = """
        CREATE INDEX memos_by_depends ON memos(user_id, done, depends) WHERE depends <> '';
        """

    /// Sync (`SyncReplica`): the hubs each user remembers, the uuids written since the last sync
    /// with each, the base copy of every memo as last synced (with the local id, kept after a
    /// deletion so a memo that comes back gets it again), the outbox of the last sync's writes
    /// to the hub (each memo as merged, side 1, and as the hub had it, side 0; a side left out
    /// is no memo) until the hub is known to have committed them, and the conflicts found. Triggers mark
    /// every written memo pending for each hub of its user but the one syncing (`syncing`),
    /// whatever wrote it: commands, undo, import, or a sync with another hub. A store without
    /// hubs pays one lookup in an empty table per written memo.
    static let version7 = """
        CREATE TABLE sync_hubs (
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id),
            url TEXT NOT NULL,
            replica TEXT NOT NULL,
            seen_through INTEGER NOT NULL DEFAULT 0,
            synced INTEGER,
            syncing INTEGER NOT NULL DEFAULT 0,
            contexts TEXT NOT NULL DEFAULT '',
            outbox_token TEXT,
            UNIQUE (user_id, url)
        );
        CREATE TABLE sync_pending (
            hub_id INTEGER NOT NULL REFERENCES sync_hubs(id) ON DELETE CASCADE,
            uuid TEXT NOT NULL,
            PRIMARY KEY (hub_id, uuid)
        ) WITHOUT ROWID;
        CREATE TABLE sync_base (
            hub_id INTEGER NOT NULL REFERENCES sync_hubs(id) ON DELETE CASCADE,
            uuid TEXT NOT NULL,
            memo_id INTEGER NOT NULL,
            deleted INTEGER NOT NULL DEFAULT 0,
            \(SQLiteMemoRow.fieldColumnDefinitionsVersion7),
            PRIMARY KEY (hub_id, uuid)
        ) WITHOUT ROWID;
        CREATE TABLE sync_outbox (
            hub_id INTEGER NOT NULL REFERENCES sync_hubs(id) ON DELETE CASCADE,
            uuid TEXT NOT NULL,
            side INTEGER NOT NULL,
            \(SQLiteMemoRow.fieldColumnDefinitionsVersion7),
            PRIMARY KEY (hub_id, uuid, side)
        ) WITHOUT ROWID;
        CREATE TABLE sync_conflicts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL REFERENCES users(id),
            uuid TEXT NOT NULL,
            field TEXT NOT NULL,
            time INTEGER NOT NULL,
            \(SQLiteMemoRow.fieldColumnDefinitionsVersion7)
        );
        CREATE INDEX sync_conflicts_by_user_uuid ON sync_conflicts(user_id, uuid);
        CREATE TRIGGER memos_pending_after_insert AFTER INSERT ON memos BEGIN
            INSERT OR IGNORE INTO sync_pending(hub_id, uuid)
            SELECT id, NEW.uuid FROM sync_hubs WHERE user_id = NEW.user_id AND syncing = 0;
        END;
        CREATE TRIGGER memos_pending_after_update AFTER UPDATE ON memos BEGIN
            INSERT OR IGNORE INTO sync_pending(hub_id, uuid)
            SELECT id, NEW.uuid FROM sync_hubs WHERE user_id = NEW.user_id AND syncing = 0;
        END;
        CREATE TRIGGER memos_pending_after_delete AFTER DELETE ON memos BEGIN
            INSERT OR IGNORE INTO sync_pending(hub_id, uuid)
            SELECT id, OLD.uuid FROM sync_hubs WHERE user_id = OLD.user_id AND syncing = 0;
        END;
        """

    /// A memo that waits on an open memo (`+blocked`) lists below the others by urgency
    /// (`UrgencyClass`), so whether it is blocked becomes a column, part of the urgency class
    /// the listing's indexes hold. It depends on other rows, so it is kept in step where they
    /// change: `memo_waits` holds, for each uuid waited on, the memos that wait on it (one
    /// index range), and triggers work `blocked` out again for the memos whose own `depends`
    /// changed, and for the ones waiting on a memo that was added, deleted, done or undone.
    /// Triggers rather than the repository's own statements, unlike the full-text index: every
    /// path that writes memos (commands, undo, imports, the sqlite3 shell) keeps it right, and
    /// each is a few index lookups that only memos with dependencies, or waited on, pay for.
    static let version8 = """
        ALTER TABLE memos ADD COLUMN blocked INTEGER NOT NULL DEFAULT 0;
        CREATE TABLE memo_waits (
            user_id INTEGER NOT NULL,
            uuid TEXT NOT NULL,
            memo_id INTEGER NOT NULL,
            PRIMARY KEY (user_id, uuid, memo_id)
        ) WITHOUT ROWID;
        INSERT OR IGNORE INTO memo_waits(user_id, uuid, memo_id)
            SELECT memos.user_id, waited.value, memos.id FROM memos, \(waitedOn("memos.depends")) AS waited WHERE memos.depends <> '';
        UPDATE memos SET blocked = 1 WHERE depends <> '' AND \(isBlocked);

        \(waitsTriggers(keepingBlocking: false))
        \(blockerTriggers(onlyWhenWaitedOn: false))

        DROP INDEX memos_by_urgency_dated;
        DROP INDEX memos_by_urgency_undated;
        CREATE INDEX memos_by_urgency_dated ON memos(user_id, done, \(urgencyClassVersion8), due, created, id, wait)
            WHERE due IS NOT NULL;
        CREATE INDEX memos_by_urgency_undated ON memos(user_id, done, \(urgencyClassVersion8), created, id, wait)
            WHERE due IS NULL;
        """

    /// A CalDAV collection is a remote like a hub (`sync_hubs`, with its pending uuids and
    /// bases); it also needs, per memo, the resource that holds it there and that resource's
    /// ETag as last seen, and the collection's sync-token (RFC 6578) as last seen.
    static let version9 = """
        ALTER TABLE sync_hubs ADD COLUMN collection_token TEXT;
        CREATE TABLE sync_resources (
            hub_id INTEGER NOT NULL REFERENCES sync_hubs(id) ON DELETE CASCADE,
            uuid TEXT NOT NULL,
            href TEXT NOT NULL,
            etag TEXT NOT NULL,
            PRIMARY KEY (hub_id, uuid)
        ) WITHOUT ROWID;
        CREATE UNIQUE INDEX sync_resources_by_href ON sync_resources(hub_id, href);
        """
}
