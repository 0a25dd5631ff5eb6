import MemoStore

extension SQLiteSchema {
    /// A memo made here (added, logged, duplicated, imported, brought back by undo) has every
    /// field stamped as it is made, by the hub's clock, in a store that syncs: before, only an
    /// update stamped, so a new memo's fields counted as changed at its `updated`, which this
    /// machine's own clock wrote, minutes off perhaps, and a merge could let them beat a later
    /// edit made elsewhere. The next occurrence of a recurring memo, which every machine that
    /// marks the same memo done makes alike (`RecurrenceSeries`), is made by none of them: its
    /// fields are stamped at second 0, so any change made to it anywhere wins over them. A sync's
    /// own inserts (`sync_hubs.syncing`) bring the stamps they merged instead. (Short, as the
    /// trigger of every insert is compiled with it: a store that never syncs pays one probe.)
    static var version22: String {
        let fields = MemoField.allCases.map { "\"\($0.name)\"" }.joined(separator: ",")
        return """
            CREATE TRIGGER memos_stamped_on_insert AFTER INSERT ON memos WHEN (SELECT max(syncing) FROM sync_hubs) = 0 BEGIN
                INSERT OR REPLACE INTO memo_stamps(memo_id, field, time, replica)
                    SELECT NEW.id, value, CASE WHEN \(occurrenceUUID) THEN 0 ELSE \(hubClockNow) END, '' FROM json_each('[\(fields)]');
            END;
            """
    }

    /// Whether `NEW.uuid` is an occurrence's (`RecurrenceSeries`: version 8, variant 10xx).
    private static let occurrenceUUID = """
        (length(NEW.uuid) = 36 AND substr(NEW.uuid, 15, 1) = '8' AND substr(NEW.uuid, 20, 1) IN ('8', '9', 'a', 'b'))
        """
}
