/// The eleventh schema: a done memo keeps when it was done (`ended`), which nothing but done and
/// undone moves, and so do the snapshots undo restores. A memo done before the column existed
/// was done, as best known, when it last changed. (Filling it in renumbers the done memos for
/// sync once: a replica reads them again and finds them as its own migration left them.)
enum PostgresSchemaVersion11 {
    static let script = """
        ALTER TABLE memos ADD COLUMN ended timestamptz;
        ALTER TABLE change_memos ADD COLUMN ended timestamptz;
        UPDATE memos SET ended = updated WHERE done;
        UPDATE change_memos SET ended = updated WHERE done;
        """
}
