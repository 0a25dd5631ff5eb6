/// The thirteenth schema: a memo may be a step of another (`parent`, the parent's uuid), and so
/// may the snapshots undo restores; the children of a memo are one lookup in the (user,
/// parent) index.
enum PostgresSchemaVersion13 {
    static let script = """
        ALTER TABLE memos ADD COLUMN parent text COLLATE "C";
        ALTER TABLE change_memos ADD COLUMN parent text COLLATE "C";
        CREATE INDEX memos_by_parent ON memos (user_id, parent, done) WHERE parent IS NOT NULL;
        """
}
