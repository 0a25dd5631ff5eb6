import MemoStore

/// The planner's statistics of `memos`, renewed after this connection copied a store in.
extension PostgresMemoRepository {
    /// From how many memos of a user copies into the table renew the statistics (`analyzeIfGrown`).
    static let analyzedFrom: Int64 = 1_024

    /// Renews the table's statistics when copies of `added` new memos have taken the user's
    /// count past a power of four (from `analyzedFrom` on), as autovacuum would a minute later,
    /// and the operation in progress (`copied`: an import's, or every page of a sync's) copied
    /// at least half of them: a first sync or a large import, not a sync that adds a few memos
    /// under the lock other replicas wait on.
    /// Without them (a table just copied into, or a user the statistics knew small), the
    /// planner reads each page's lookup by uuid as every memo of the user: a first sync of
    /// 100,000 memos grew with its square. The whole table: with some columns only, the
    /// planner knew the user's memos many but not how few wait on others, and each COPY's
    /// trigger then read the table to find none.
    func analyzeIfGrown(_ user: User, by added: Int, ofCopied copied: Int64) throws {
        // Half of at least `analyzedFrom` copied, or no count can qualify: a sync of a few
        // memos does not ask for it under the lock.
        guard copied * 2 >= Self.analyzedFrom else { return }
        let total = try connection.execute("SELECT open_count + done_count FROM users WHERE id = $1", [String(user.id)]).int64(0, 0)
        let before = total - Int64(added)
        // Four times stale at most: the planner scales what it knows by the table's size now.
        let powerOfFour = { (count: Int64) in (65 - count.leadingZeroBitCount) / 2 }
        guard total >= Self.analyzedFrom, before < Self.analyzedFrom || powerOfFour(before) != powerOfFour(total),
              copied * 2 >= total
        else { return }
        try connection.execute("ANALYZE memos")
    }
}
