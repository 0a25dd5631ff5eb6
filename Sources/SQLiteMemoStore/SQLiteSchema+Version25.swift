extension SQLiteSchema {
    /// The update stamp trigger (version 21) no longer fires while a sync writes
    /// (`sync_hubs.syncing`), as the insert trigger (22) did not: every update a sync makes is
    /// `apply` writing a merged memo, which then replaces all of that memo's stamps with the
    /// merged ones (`setLocalStamps`), so the trigger's stamps were thrown away, at about 6 %
    /// of a sync that brings 1,900 memos. The sync's other writes to `memos` (`owner`,
    /// `blocked`, `blocking`) touch no stamped column. Outside a sync it stamps as before.
    static var updateStampTrigger: String {
        fieldStampTrigger(time: hubClockStamp, when: "(SELECT max(syncing) FROM sync_hubs) = 0")
    }

    /// Remakes the update stamp trigger gated, in a store that has it (one that syncs,
    /// version 23); a store without it gets the gated one with its first remote.
    static func gateUpdateStampTrigger(_ connection: SQLiteConnection) throws {
        guard try connection.firstRow(
            "SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'memos_stamped_on_update'", [], { _ in true }) != nil
        else { return }
        try connection.execute("DROP TRIGGER memos_stamped_on_update;\n" + updateStampTrigger)
    }
}
