extension SQLiteSchema {
    /// A done memo keeps when it was done (`ended`), which nothing but done and undone moves,
    /// in every table that keeps whole memos. A memo done before the column existed was done,
    /// as best known, when it last changed.
    static let version11 = """
        ALTER TABLE memos ADD COLUMN ended INTEGER;
        ALTER TABLE change_memos ADD COLUMN ended INTEGER;
        ALTER TABLE sync_base ADD COLUMN ended INTEGER;
        ALTER TABLE sync_outbox ADD COLUMN ended INTEGER;
        ALTER TABLE sync_conflicts ADD COLUMN ended INTEGER;
        UPDATE memos SET ended = updated WHERE done = 1;
        UPDATE change_memos SET ended = updated WHERE done = 1;
        UPDATE sync_base SET ended = updated WHERE done = 1;
        UPDATE sync_outbox SET ended = updated WHERE done = 1;
        UPDATE sync_conflicts SET ended = updated WHERE done = 1;
        """
}
