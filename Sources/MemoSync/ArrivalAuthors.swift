import MemoStore

/// Who else made what a sync brings to a replica: the other user the hub says last wrote each
/// memo a page changes here (`SyncHub.lastWriters`; a writer of a shared project, or its
/// owner), so the memo's history names them (`bob: from HUB`).
enum ArrivalAuthors {
    /// `outcomes` with `SyncOutcome.author` set where the hub names another user: one lookup
    /// at `hub` for the page, none when nothing in it changes a memo here (a sync with nothing
    /// to do pays nothing).
    static func named(_ outcomes: [SyncOutcome], at hub: any SyncHub, for user: User) throws -> [SyncOutcome] {
        let changing = outcomes.filter { outcome in
            outcome.merged.map { !MemoMerge.sameFields($0, outcome.entry.local) } ?? false
        }.map(\.uuid)
        guard !changing.isEmpty else { return outcomes }
        let writers = try hub.lastWriters(of: changing, for: user)
        return outcomes.map { outcome in
            var named = outcome
            named.author = writers[outcome.uuid]
            return named
        }
    }
}
