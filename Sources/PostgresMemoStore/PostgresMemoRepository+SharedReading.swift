import MemoStore

/// Reading the memos of projects other users share with the user, beside the user's own.
///
/// Each share is read as its owner's memos narrowed to the shared project (its own indexes,
/// the same queries as the owner's listing), then merged with the user's page in the page's
/// order. Where the hub is shared by roles, the server's policies hold the same line; on a
/// one-role hub, where `--user` is a label, this narrowing is what keeps users apart. A user
/// with no share received pays one lookup of the (small, indexed) shares table.
extension PostgresMemoRepository {
    /// A share received, with the id of the owner's user its memos carry.
    struct ReceivedShare {
        let share: ProjectShare
        let owner: User
    }

    /// The statement `received` runs, `$1` the user's id (one probe of `shares_by_grantee`).
    static let receivedSQL = "SELECT owner_id, owner_name, project, role FROM shares WHERE grantee_id = $1 ORDER BY owner_name, project"

    /// The shares of other users' projects with `user`, with their owners' users.
    func received(for user: User) throws -> [ReceivedShare] {
        let result = try connection.execute(Self.receivedSQL, [String(user.id)])
        return (0..<result.rowCount).compactMap { row in
            guard let role = ShareRole(rawValue: result.string(row, 3)) else { return nil }
            let owner = PostgresText.read(result.string(row, 1))
            return ReceivedShare(
                share: ProjectShare(owner: owner, project: PostgresText.read(result.string(row, 2)), grantee: user.name, role: role),
                owner: User(id: result.int64(row, 0), name: owner))
        }
    }

    /// Whether `filter` lets the memos of the user named `owner` in (`owner:NAME`).
    static func admits(_ filter: MemoFilter, owner: String) -> Bool {
        filter.owner.map { $0 == owner } ?? true
    }

    /// Whether `filter` and the shared project have memos in common: no project asked, or one
    /// within the share, or one the share lies within.
    static func overlaps(_ filter: MemoFilter, _ share: ProjectShare) -> Bool {
        guard let project = filter.project else { return true }
        return share.covers(project: project) || share.project.hasPrefix(project + ".")
    }

    /// The user's page merged with the first `offset + limit` memos of each share (`own` is
    /// the user's own first `offset + limit`), in the request's order.
    /// `read` reads a page of a user's memos within a project (the share's scope).
    func mergedPage(
        _ request: MemoPageRequest, own: MemoPage, shares: [ReceivedShare], read: (MemoPageRequest, User, String?) throws -> MemoPage
    ) throws -> MemoPage {
        var wide = request
        (wide.offset, wide.limit) = (0, max(1, request.limit) + Self.depth(of: request))
        var parts = [own]
        for received in shares where Self.overlaps(request.filter, received.share) {
            parts.append(Self.owned(try read(wide, received.owner, received.share.project), by: received))
        }
        return Self.merged(parts, request)
    }

    /// A share's part of a page, each memo carrying its owner's name.
    static func owned(_ part: MemoPage, by received: ReceivedShare) -> MemoPage {
        var part = part
        part.memos = part.memos.map { memo in
            var memo = memo
            memo.owner = received.share.owner
            return memo
        }
        return part
    }

    /// The page `request` asks for out of `parts` (the user's own first, then each share's,
    /// each its first `offset + limit`), in the request's order, each memo once.
    static func merged(_ parts: [MemoPage], _ request: MemoPageRequest) -> MemoPage {
        let now = request.filter.now ?? Timestamp.now()
        var seen = Set<Int64>()
        let ordered = SharedOrder.sorted(parts.flatMap(\.memos), by: request.sort, at: now, request.coefficients)
            .filter { seen.insert($0.id).inserted }
        if let anchor = request.anchor {
            // Each part is the page at the anchor already: the merged page is the first (or last) of them.
            let limit = max(1, request.limit)
            let page = anchor.readsBackward ? Array(ordered.suffix(limit)) : Array(ordered.prefix(limit))
            let hasMore = ordered.count > limit || parts.contains { $0.more > 0 }
            return MemoPage(memos: page, more: hasMore ? 1 : 0, moreIsExact: !hasMore)
        }
        let offset = max(0, request.offset)
        let page = offset < ordered.count ? Array(ordered[offset..<min(ordered.count, offset + max(1, request.limit))]) : []
        let total = parts.reduce(0) { $0 + $1.memos.count + $1.more }
        let more = max(0, total - offset - page.count)
        return MemoPage(
            memos: page, more: min(more, MemoPage.moreCountLimit),
            moreIsExact: parts.allSatisfy(\.moreIsExact) && more <= MemoPage.moreCountLimit)
    }

    /// How many memos precede the page in each part: its offset, none when read from an anchor.
    static func depth(of request: MemoPageRequest) -> Int {
        request.anchor != nil ? 0 : max(0, request.offset)
    }

    /// The shared memo `id`, read as its owner's when it lies in a project shared with `user`.
    func sharedMemo(id: Int64, for user: User) throws -> (memo: Memo, share: ReceivedShare)? {
        let shares = try received(for: user)
        guard !shares.isEmpty else { return nil }
        let result = try connection.execute(
            "SELECT \(Self.memoColumns), user_id FROM memos WHERE id = $1::int8 AND user_id = ANY($2::int8[])",
            [String(id), Self.idArray(shares.map(\.owner.id))])
        for row in 0..<result.rowCount {
            var memo = Self.readMemo(result, row)
            let ownerID = result.int64(row, Self.memoColumnCount)
            // The most a user may do with it: a writer's share beside a reader's wins.
            let covering = shares.filter { $0.owner.id == ownerID && $0.share.covers(project: memo.project) }
            guard let received = covering.first(where: { $0.share.role == .writer }) ?? covering.first else { continue }
            memo.owner = received.share.owner
            return (memo, received)
        }
        return nil
    }

    /// The users whose rows a write of `user` may touch, as an array literal: `user`, and the
    /// owners of projects shared with `user` as writer (each memo id is looked up in these by
    /// the primary key, and `writable` says which of their rows).
    static func writableOwners(_ userParameter: String) -> String {
        "ARRAY[\(userParameter)::int8] || ARRAY(SELECT owner_id FROM shares WHERE grantee_id = \(userParameter)::int8 AND role = 'writer')"
    }

    /// A row of `memos` is the user's (`userParameter`) or in a project shared with them as writer.
    static func writable(_ userParameter: String) -> String {
        "(memos.user_id = \(userParameter)::int8 OR EXISTS (SELECT 1 FROM shares WHERE shares.owner_id = memos.user_id"
            + " AND shares.grantee_id = \(userParameter)::int8 AND shares.role = 'writer'"
            + " AND (memos.project = shares.project OR starts_with(memos.project, shares.project || '.'))))"
    }

    /// The owner a new memo in `project` goes to (`ProjectShare.share(ofNewMemoIn:among:ownsProject:)`);
    /// nil: the memo is the user's.
    /// - throws: `ShareError.readOnlyProject` when that project is shared with `user` as reader.
    func sharedOwner(ofNewIn project: String, for user: User) throws -> User? {
        let received = try received(for: user)
        guard let share = try ProjectShare.share(ofNewMemoIn: project, among: received.map { $0.share }, ownsProject: { try owns(project, user) })
        else { return nil }
        return received.first { $0.share == share }?.owner
    }

    /// Whether `user` has a memo of their own in `project` or below it.
    func owns(_ project: String, _ user: User) throws -> Bool {
        try connection.execute(
            "SELECT 1 FROM memos WHERE user_id = $1 AND (project = $2 OR starts_with(project, $2 || '.')) LIMIT 1",
            [String(user.id), PostgresText.stored(project)]).rowCount > 0
    }
}
