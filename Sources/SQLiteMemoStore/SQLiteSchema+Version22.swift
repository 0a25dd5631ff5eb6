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
        """
        CREATE TRIGGER memos_stamped_on_insert AFTER INSERT ON memos WHEN (SELECT max(syncing) FROM sync_hubs) = 0 BEGIN
            INSERT OR REPLACE INTO memo_stamps(memo_id, field, time, replica)
                SELECT NEW.id, value, \(newMemoStamp(of: "NEW")), '' FROM json_each('\(stampedFields)');
        END;
        """
    }

    /// The JSON array of every field's name, each of which a new memo has stamped.
    static var stampedFields: String {
        "[" + MemoField.allCases.map { "\"\($0.name)\"" }.joined(separator: ",") + "]"
    }

    /// The second each field of the new memo `row` names is stamped with: 0 for an occurrence
    /// (`RecurrenceSeries`: uuid version 8, variant 10xx), else now by the hub's clock.
    static func newMemoStamp(of row: String) -> String {
        """
        CASE WHEN length(\(row).uuid) = 36 AND substr(\(row).uuid, 15, 1) = '8' AND substr(\(row).uuid, 20, 1) IN ('8', '9', 'a', 'b')
            THEN 0 ELSE \(hubClockNow(of: row)) END
        """
    }
}
