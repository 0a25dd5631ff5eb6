import MemoStore

extension SQLiteSchema {
    /// A memo made here (added, logged, duplicated, imported, brought back by undo) has every
    /// field stamped as it is made, by the hub's clock, in a store that syncs: before, only an
    /// update stamped, so a new memo's fields counted as changed at its `updated`, which this
    /// machine's own clock wrote, minutes off perhaps, and a merge could let them beat a later
    /// edit made elsewhere. The next occurrence of a recurring memo, which every machine that
    /// marks the same memo done makes alike (`RecurrenceSeries`), is made by none of them: its
    /// fields are stamped at second 0, so any change made to it anywhere wins over them. A sync's
    /// own inserts (`sync_hubs.syncing`) bring the stamps they merged instead.
    static var version22: String {
        let fields = MemoField.allCases.map { "SELECT '\($0.name)' AS field" }.joined(separator: " UNION ALL ")
        return """
            CREATE TRIGGER memos_stamped_on_insert AFTER INSERT ON memos
                WHEN EXISTS (SELECT 1 FROM sync_hubs) AND NOT EXISTS (SELECT 1 FROM sync_hubs WHERE syncing = 1) BEGIN
                INSERT OR REPLACE INTO memo_stamps(memo_id, field, time, replica)
                    SELECT NEW.id, changed.field, CASE WHEN \(occurrenceUUID) THEN 0 ELSE \(hubClockStamp) END, ''
                    FROM (\(fields)) AS changed;
            END;
            """
    }

    /// Whether `NEW.uuid` is an occurrence's (`RecurrenceSeries`: version 8, variant 10xx).
    private static let occurrenceUUID = """
        (length(NEW.uuid) = 36 AND substr(NEW.uuid, 15, 1) = '8' AND substr(NEW.uuid, 20, 1) IN ('8', '9', 'a', 'b'))
        """
}
