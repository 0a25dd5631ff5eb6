extension SQLiteSchema {
    /// The field-stamp triggers (`memos_stamped_on_update`, 21, and `memos_stamped_on_insert`,
    /// 22) are in a store only once it has remembered a remote (a hub or a CalDAV collection):
    /// before that they stamped nothing (their `WHEN` read an empty `sync_hubs`), yet every
    /// command parsed them at open and every `add` compiled and probed them. A store that
    /// remembers none loses them here; one that does keeps them (`makeStampTriggersIfSyncing`).
    /// Memos made before the first remote stay unstamped, as they were: their fields count as
    /// changed at the memo's `updated`, which is when they last changed.
    static let version23 = "DROP TRIGGER memos_stamped_on_update; DROP TRIGGER memos_stamped_on_insert;"

    /// The field-stamp triggers as a store that syncs has them, in the order versions 21 and
    /// 22 made them, the update's gated as version 25 gates it.
    package static var stampTriggers: String {
        updateStampTrigger + version22
    }

    /// Makes the field-stamp triggers in `connection`'s store when it remembers a remote and
    /// lacks them: at its first remote (`SQLiteMemoRepository.remember`), and when version 23
    /// has just dropped them from a store that syncs.
    static func makeStampTriggersIfSyncing(_ connection: SQLiteConnection) throws {
        guard try connection.firstRow("SELECT 1 FROM sync_hubs LIMIT 1", [], { _ in true }) != nil,
              try connection.firstRow("SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'memos_stamped_on_insert'", [], { _ in true }) == nil
        else { return }
        try connection.execute(stampTriggers)
    }
}
