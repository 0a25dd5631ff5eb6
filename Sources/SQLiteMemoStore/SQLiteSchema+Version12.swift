extension SQLiteSchema {
    /// A memo may be a step of another (`parent`, the parent's uuid), in every table that keeps
    /// whole memos; the children of a memo are one lookup in the (user, parent) index.
    static let version12 = """
        ALTER TABLE memos ADD COLUMN parent TEXT;
        ALTER TABLE change_memos ADD COLUMN parent TEXT;
        ALTER TABLE sync_base ADD COLUMN parent TEXT;
        ALTER TABLE sync_outbox ADD COLUMN parent TEXT;
        ALTER TABLE sync_conflicts ADD COLUMN parent TEXT;
        CREATE INDEX memos_by_parent ON memos(user_id, parent, done) WHERE parent IS NOT NULL;
        """
}
