extension SQLiteSchema {
    /// A memo whose scheduled date has passed lists above its class by the `scheduled` term, so
    /// a listing in urgency order reads such memos class by class too, from an index of the
    /// scheduled memos alone in each class's order (`SQLiteUrgencyQuery`): reading every one of
    /// them on each `list` grew with their number. `scheduled` comes last, so whether it has
    /// passed is read from the index; one index serves dated and undated memos, as `due IS NULL`
    /// is an equality on its column.
    static let version16 = """
        CREATE INDEX memos_by_urgency_scheduled ON memos(user_id, done, \(urgencyClassVersion14), due, created, id, wait, scheduled)
            WHERE scheduled IS NOT NULL;
        """
}
