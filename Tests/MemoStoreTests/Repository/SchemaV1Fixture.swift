/// A store as todo wrote it before the todo fields (schema version 1), built by raw SQL in
/// one transaction: the schema exactly as version 1 created it, and rows as that code wrote
/// them, history sentences included.
enum SchemaV1Fixture {
    /// Version 1's schema, verbatim.
    static let schema = """
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

    /// Two users; alice's memo 4 was added and undone, memo 6 added and deleted (so ids up to
    /// 6 are spent); her history holds one entry of each kind version 1 recorded.
    static let rows = #"""
        INSERT INTO users(id, name, open_count, done_count) VALUES (1, 'alice', 2, 1), (2, 'bob', 1, 0);
        INSERT INTO memos(id, user_id, uuid, title, body, done, created, updated) VALUES
            (1, 1, '0190a000-0000-7000-8000-000000000001', 'Buy milk', 'oat', 0, 1700000000, 1700000000),
            (2, 1, '0190a000-0000-7000-8000-000000000002', 'Say "hi"', '', 1, 1700000100, 1700000300),
            (3, 2, '0190a000-0000-7000-8000-000000000003', 'bob''s', '', 0, 1700000150, 1700000150),
            (5, 1, '0190a000-0000-7000-8000-000000000005', 'Imported', 'from a file', 0, 1600000000, 1600000000),
            (6, 1, '0190a000-0000-7000-8000-000000000006', 'Gone', '', 0, 1700000400, 1700000400);
        DELETE FROM memos WHERE id = 6;
        INSERT INTO memos_fts(rowid, title, body) SELECT id, title, body FROM memos;
        INSERT INTO changes(id, user_id, kind, summary, memo_count, time, first_memo_id, last_memo_id) VALUES
            (1, 1, 'add', 'add #1 "Buy milk"', 1, 1700000000, 1, 1),
            (2, 1, 'edit', 'edit #2 "Say \"hi\""', 1, 1700000200, NULL, NULL),
            (3, 1, 'done', 'done #2 "Say \"hi\""', 1, 1700000300, NULL, NULL),
            (4, 1, 'import', 'import 1 memos', 1, 1700000350, 5, 5),
            (5, 1, 'rm', 'rm #6 "Gone"', 1, 1700000400, NULL, NULL),
            (6, 2, 'add', 'add #3 "bob''s"', 1, 1700000150, 3, 3);
        INSERT INTO change_memos(change_id, memo_id, uuid, title, body, done, created, updated) VALUES
            (2, 2, '0190a000-0000-7000-8000-000000000002', 'Say hi', '', 0, 1700000100, 1700000100),
            (3, 2, '0190a000-0000-7000-8000-000000000002', 'Say "hi"', '', 0, 1700000100, 1700000200),
            (5, 6, '0190a000-0000-7000-8000-000000000006', 'Gone', '', 0, 1700000400, 1700000400);
        """#
}
