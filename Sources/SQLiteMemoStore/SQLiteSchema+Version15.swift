extension SQLiteSchema {
    /// A change that arrived by sync is a history entry of its own (kind `sync`), naming the
    /// remote it came from in `origin`; the user's own commands have none. The snapshots of the
    /// user's entries stay as the commands found the memos: syncs no longer rewrite them.
    static let version15 = """
        ALTER TABLE changes ADD COLUMN origin TEXT;
        """
}
