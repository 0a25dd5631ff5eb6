extension SQLiteSchema {
    /// The `completed` report lists done memos earliest done first, as Taskwarrior's does
    /// (`end+`): an index of the memos that keep when they were done, in that order, so a page
    /// of them is one range read in order and stops at the page's end, however many are done.
    static let version18 = """
        CREATE INDEX memos_by_end ON memos(user_id, done, ended, id DESC) WHERE ended IS NOT NULL;
        """
}
