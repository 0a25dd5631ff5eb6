import MemoStore

/// A listing in urgency order (the default) of a user who receives shares: the user's own part
/// and the shares' are read together, a statement a step (`PostgresUrgencyQuery.pageIDs(of:)`),
/// and the shares as one part whose statements run for each share (`PostgresUrgencyQuery
/// .init(filter:shares:)`), then every memo of the page in one statement: ten shares cost about
/// what one does, where reading each share as a listing of its own cost ten listings.
extension PostgresMemoRepository {
    /// The page `request` asks for, of the user's own memos (when `ownAdmitted`) and those of
    /// `shares` that the filter can reach, merged as `mergedPage` merges them.
    func sharedUrgencyPage(_ request: MemoPageRequest, ownAdmitted: Bool, shares: [ReceivedShare], for user: User) throws -> MemoPage {
        let bound = max(1, request.limit) + max(0, request.offset)
        // A share within another of its owner's (`work.q4` beside `work`) holds nothing more.
        let overlapping = shares.filter { Self.overlaps(request.filter, $0.share) }.filter { inner in
            !shares.contains { $0.owner.id == inner.owner.id && $0.share.project != inner.share.project && $0.share.covers(project: inner.share.project) }
        }
        let own = PostgresUrgencyQuery(filter: request.filter, user: user)
        // The tags index is keyed by user: a filter requiring tags reads each share as a part.
        let shared = overlapping.isEmpty ? [] : request.filter.requiredTags.isEmpty
            ? [PostgresUrgencyQuery(filter: request.filter, shares: overlapping.map { ($0.owner, $0.share.project) })]
            : overlapping.map { PostgresUrgencyQuery(filter: request.filter, user: $0.owner, within: $0.share.project) }
        let now = request.filter.now ?? Timestamp.now()
        var ids = try PostgresUrgencyQuery.pageIDs(
            of: (ownAdmitted ? [own] : []) + shared, limit: bound, offset: 0, coefficients: request.coefficients, now: now, connection)
        let owners = Dictionary(overlapping.map { ($0.owner.id, $0.share.owner) }, uniquingKeysWith: { first, _ in first })
        var found: [Int64: Memo] = [:]
        for (memo, ownerID) in try memos(ids: ids.flatMap { $0 }, owners: [user.id] + Array(owners.keys)) {
            var memo = memo
            memo.owner = ownerID == user.id ? nil : owners[ownerID]
            found[memo.id] = memo
        }
        var parts = [MemoPage(memos: [], more: 0)]
        if ownAdmitted {
            let memos = ids.removeFirst().compactMap { found[$0] }
            let countLimit = MemoPage.moreCountLimit + 1
            var following = 0
            if memos.count == bound {
                let count = own.following(offset: bound, limit: countLimit)
                following = Int(try connection.execute(count.sql, count.values).int64(0, 0))
            }
            parts[0] = Self.page(memos, limit: bound, following: following, countLimit: countLimit)
        }
        // A share's part says only whether it may hold more; all of them as one, as much as
        // their parts would have (what each holds up to the page's end).
        parts += ids.map { Self.page($0.compactMap { found[$0] }, limit: bound, following: 0, countLimit: 0) }
        if request.filter.requiredTags.isEmpty, let together = shared.first, let memos = parts.last?.memos {
            let count = together.following(offset: 0, limit: bound)
            let result = try connection.execute(count.sql, count.values)
            let held = (0..<result.rowCount).map { Int(result.int64($0, 0)) }
            parts[parts.count - 1] = MemoPage(
                memos: memos, more: max(0, held.reduce(0, +) - memos.count), moreIsExact: held.allSatisfy { $0 < bound })
        }
        return Self.merged(parts, request)
    }

    /// The memos among `ids` of any of the users `owners`, each with its user's id.
    private func memos(ids: [Int64], owners: [Int64]) throws -> [(Memo, Int64)] {
        guard !ids.isEmpty else { return [] }
        let result = try connection.execute(
            "SELECT \(Self.memoColumns), user_id FROM memos WHERE id = ANY($1::int8[]) AND user_id = ANY($2::int8[])",
            [Self.idArray(ids), Self.idArray(owners)])
        return (0..<result.rowCount).map { (Self.readMemo(result, $0), result.int64($0, Self.memoColumnCount)) }
    }
}
