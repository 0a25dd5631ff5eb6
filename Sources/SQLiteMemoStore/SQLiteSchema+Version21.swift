import MemoStore

extension SQLiteSchema {
    /// Each field a write changes is stamped by the hub's clock, not this machine's: a sync
    /// keeps how far the hub's clock is ahead of this one (`sync_hubs.clock_offset`, in
    /// milliseconds), and the stamp is this machine's time moved by the offset of the hub
    /// synced last. A replica whose clock is minutes off stamps as if it were right, so the
    /// change made later wins. And a stamp never goes below the one it replaces, nor to the
    /// same second as one that came from elsewhere: a change made after seeing another wins
    /// over it, whatever the clocks (a hybrid logical clock, kept per field).
    static var version21: String {
        """
        ALTER TABLE sync_hubs ADD COLUMN clock_offset INTEGER;
        DROP TRIGGER memos_stamped_on_update;
        \(fieldStampTrigger(time: hubClockStamp))
        """
    }

    /// The trigger that stamps every field an update of `memos` changes with `time` (an SQL
    /// expression that may read `NEW` and `changed.field`), when `condition` holds (by
    /// default: in a store that syncs).
    package static func fieldStampTrigger(time: String, when condition: String = "EXISTS (SELECT 1 FROM sync_hubs)") -> String {
        let columns = MemoField.allCases.map { MemoColumn($0).name }
        let changed = MemoField.allCases.map { field in
            let column = MemoColumn(field).name
            return "SELECT '\(field.name)' AS field WHERE OLD.\(column) IS NOT NEW.\(column)"
        }.joined(separator: " UNION ALL ")
        return """
            CREATE TRIGGER memos_stamped_on_update AFTER UPDATE OF \(columns.joined(separator: ", ")) ON memos
                WHEN \(condition) BEGIN
                INSERT OR REPLACE INTO memo_stamps(memo_id, field, time, replica)
                    SELECT NEW.id, changed.field, \(time), '' FROM (\(changed)) AS changed;
            END;
            """
    }

    /// The second a change is stamped with: now by the hub's clock (`hubClockNow`), but never
    /// below the field's stamp, and past it when that one came from another replica.
    package static let hubClockStamp = """
        max(\(hubClockNow),
            coalesce((SELECT time + (replica <> '') FROM memo_stamps WHERE memo_id = NEW.id AND field = changed.field), 0))
        """

    /// The second it is now by the hub's clock for the memo a trigger writes (`NEW`).
    static var hubClockNow: String { hubClockNow(of: "NEW") }

    /// The second it is now by the hub's clock for the memo `row` names: this machine's, to the
    /// millisecond, plus the offset the last sync of its user with a hub measured (none before
    /// the first).
    static func hubClockNow(of row: String) -> String {
        """
        (CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) + coalesce((SELECT clock_offset FROM sync_hubs
                WHERE user_id = \(row).user_id AND clock_offset IS NOT NULL ORDER BY synced DESC LIMIT 1), 0)) / 1000
        """
    }
}
