import MemoStore

/// Reading: pages (`PostgresMemoQuery`), counts, full-text search, projects and tags. Each
/// is one statement answered by indexes scoped to the user.
extension PostgresMemoRepository {
    /// One page of the user's memos matching the request's filter, in its order, and how
    /// many more follow (counted up to `MemoPage.moreCountLimit`).
    /// The projects others share with the user are read beside (`mergedPage`), each memo of
    /// theirs carrying its `owner`. All of it is read from one snapshot (`reading`).
    public func page(_ request: MemoPageRequest, for user: User) throws -> MemoPage {
        try reading { try readPage(request, for: user) }
    }

    public func reading<T>(_ body: () throws -> T) throws -> T {
        try storeErrors { try connection.reading(body) }
    }

    /// `page`, read in the transaction the caller holds.
    private func readPage(_ request: MemoPageRequest, for user: User) throws -> MemoPage {
        let shares = try storeErrors { try received(for: user) }.filter { Self.admits(request.filter, owner: $0.share.owner) }
        let ownAdmitted = Self.admits(request.filter, owner: user.name)
        guard !shares.isEmpty else { return ownAdmitted ? try ownPage(request, for: user, within: nil) : MemoPage(memos: [], more: 0) }
        // A page from an anchor (`todo ui`) reads each part at the anchor and merges them.
        if request.sort == .urgency, request.anchor == nil {
            return try storeErrors { try sharedUrgencyPage(request, ownAdmitted: ownAdmitted, shares: shares, for: user) }
        }
        var wide = request
        (wide.offset, wide.limit) = (0, max(1, request.limit) + Self.depth(of: request))
        let own = ownAdmitted ? try ownPage(wide, for: user, within: nil) : MemoPage(memos: [], more: 0)
        return try storeErrors {
            try mergedPage(request, own: own, shares: shares) { try ownPage($0, for: $1, within: $2, countLimit: 0) }
        }
    }

    /// One page of the user's own memos, as `page` describes; `within`: only those of that
    /// project and below it (a share's), read in the order's indexes all the same. What
    /// follows is counted up to `countLimit - 1`; with 0 it is not (a share's part: a full
    /// part says there may be more).
    private func ownPage(
        _ request: MemoPageRequest, for user: User, within: String?, countLimit: Int = MemoPage.moreCountLimit + 1
    ) throws -> MemoPage {
        let limit = max(1, request.limit)
        let offset = max(0, request.offset)
        if request.sort == .urgency {
            return try urgencyPage(request, limit: limit, offset: offset, for: user, within: within, countLimit: countLimit)
        }
        let query = PostgresMemoQuery(filter: request.filter, sort: request.sort, user: user, within: within)
        if let anchor = request.anchor {
            // One row past the page tells whether more lie beyond it; backward, nearest first.
            let statement = query.anchoredPage(limit: limit + 1, anchor: anchor)
            return try storeErrors {
                let read = Self.readMemos(try connection.execute(statement.sql, statement.values))
                let page = Array(read.prefix(limit))
                return MemoPage(memos: anchor.readsBackward ? page.reversed() : page, more: read.count > limit ? 1 : 0, moreIsExact: read.count <= limit)
            }
        }
        let statement = query.page(limit: limit, offset: offset, countLimit: countLimit)
        return try storeErrors {
            let result = try connection.execute(statement.sql, statement.values)
            let memos = Self.readMemos(result)
            let following = memos.isEmpty ? 0 : Int(result.int64(0, Self.memoColumnCount))
            return Self.page(memos, limit: limit, following: following, countLimit: countLimit)
        }
    }

    /// A page in urgency order: its memos' ids (`PostgresUrgencyQuery.pageIDs`), then the
    /// page's memos read whole, then what follows counted.
    private func urgencyPage(
        _ request: MemoPageRequest, limit: Int, offset: Int, for user: User, within: String?, countLimit: Int
    ) throws -> MemoPage {
        let query = PostgresUrgencyQuery(filter: request.filter, user: user, within: within)
        let now = request.filter.now ?? Timestamp.now()
        if let anchor = request.anchor {
            let (ids, hasMore) = try storeErrors {
                try query.pageIDs(limit: limit, anchor: anchor, coefficients: request.coefficients, now: now, connection)
            }
            let found = Dictionary(uniqueKeysWithValues: try memos(ids: ids, for: user).map { ($0.id, $0) })
            return MemoPage(memos: ids.compactMap { found[$0] }, more: hasMore ? 1 : 0, moreIsExact: !hasMore)
        }
        let ids = try storeErrors {
            try query.pageIDs(limit: limit, offset: offset, coefficients: request.coefficients, now: now, connection)
        }
        let found = Dictionary(uniqueKeysWithValues: try memos(ids: ids, for: user).map { ($0.id, $0) })
        let memos = ids.compactMap { found[$0] }
        guard memos.count == limit, countLimit > 0 else { return Self.page(memos, limit: limit, following: 0, countLimit: countLimit) }
        let count = query.following(offset: offset + limit, limit: countLimit)
        let following = try storeErrors { Int(try connection.execute(count.sql, count.values).int64(0, 0)) }
        return Self.page(memos, limit: limit, following: following, countLimit: countLimit)
    }

    /// A page of `memos` with `following` counted up to `countLimit` (0: not counted, so a
    /// full page may have more).
    static func page(_ memos: [Memo], limit: Int, following: Int, countLimit: Int) -> MemoPage {
        guard countLimit > 0 else { return MemoPage(memos: memos, more: 0, moreIsExact: memos.count < limit) }
        return MemoPage(memos: memos, more: min(following, countLimit - 1), moreIsExact: following < countLimit)
    }

    /// The user's open and done counts, kept by the database, without counting rows.
    public func counts(for user: User) throws -> MemoCounts {
        try storeErrors {
            let result = try connection.execute("SELECT open_count, done_count FROM users WHERE id = $1", [String(user.id)])
            guard result.rowCount == 1 else { return MemoCounts(open: 0, done: 0) }
            return MemoCounts(open: Int(result.int64(0, 0)), done: Int(result.int64(0, 1)))
        }
    }

    /// Full-text search over title, body and annotations' notes among memos matching `filter`,
    /// newest first.
    /// Every word must match (`PostgresSearchWords`, the terms SQLite's store finds); the last
    /// one also as a prefix, but only when the exact words leave the page short (a word typed
    /// in part, `우유` for `우유를`). The words are never syntax.
    /// The projects others share with the user are searched too, newest first among all.
    public func search(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        let own = Self.admits(filter, owner: user.name) ? try ownSearch(query, filter: filter, limit: limit, for: user) : []
        let shares = try storeErrors { try received(for: user) }.filter { Self.admits(filter, owner: $0.share.owner) }
        guard !shares.isEmpty else { return own }
        var found = own
        for received in shares {
            guard Self.overlaps(filter, received.share) else { continue }
            var narrowed = filter
            if filter.project.map({ !received.share.covers(project: $0) }) ?? true { narrowed.project = received.share.project }
            found += try ownSearch(query, filter: narrowed, limit: limit, for: received.owner).map { memo in
                var memo = memo
                memo.owner = received.share.owner
                return memo
            }
        }
        var seen = Set<Int64>()
        return Array(found.sorted { $0.id > $1.id }.filter { seen.insert($0.id).inserted }.prefix(limit))
    }

    private func ownSearch(_ query: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        guard limit > 0, let exact = PostgresSearchWords.query(query, user: user.id, prefix: false) else { return [] }
        return try storeErrors {
            let found = try memos(matching: exact, filter: filter, limit: limit, for: user)
            guard found.count < limit, let prefixed = PostgresSearchWords.query(query, user: user.id, prefix: true) else {
                return found
            }
            return try memos(matching: prefixed, filter: filter, limit: limit, for: user)
        }
    }

    /// Every project the user's memos carry, by name, with open and done counts.
    public func projects(for user: User) throws -> [NameCount] {
        try names(
            """
            SELECT project, count(*) FILTER (WHERE NOT done), count(*) FILTER (WHERE done) FROM memos
            WHERE user_id = $1 AND project IS NOT NULL GROUP BY project ORDER BY project
            """, for: user)
    }

    /// Every tag the user's memos carry, by name, with open and done counts.
    public func tags(for user: User) throws -> [NameCount] {
        try names(
            """
            SELECT tag, count(*) FILTER (WHERE NOT done), count(*) FILTER (WHERE done) FROM memos, unnest(tags) AS tag
            WHERE user_id = $1 AND tags <> '{}' GROUP BY tag ORDER BY tag
            """, for: user)
    }

    // MARK: - Private

    /// How many of the user's newest memos the first search plan reads.
    private static let searchWindow = 2_000

    /// The user's memos matching the `tsquery` literal `words` and `filter`, newest first.
    ///
    /// Two plans, because "newest first" fights the index: a common word is found among the
    /// user's newest memos, read backwards by id; when they hold too few matches, the word
    /// is rare, and the full-text index finds every match before they are ordered.
    private func memos(matching words: String, filter: MemoFilter, limit: Int, for user: User) throws -> [Memo] {
        let window = max(Self.searchWindow, limit * 4)
        let newest = searchStatement(words, filter: filter, limit: limit, for: user, among: window)
        let found = Self.readMemos(try connection.execute(newest.sql, newest.values))
        if found.count == limit { return found }
        let everywhere = searchStatement(words, filter: filter, limit: limit, for: user, among: nil)
        return Self.readMemos(try connection.execute(everywhere.sql, everywhere.values))
    }

    /// The search among the user's `newest` memos, or among all of them (nil) through the
    /// full-text index (`OFFSET 0` keeps the planner from walking the id order instead).
    private func searchStatement(
        _ words: String, filter: MemoFilter, limit: Int, for user: User, among newest: Int?
    ) -> PostgresStatement {
        var statement = PostgresStatement()
        let userID = statement.bind(user.id)
        let source = newest.map {
            "(SELECT * FROM memos WHERE user_id = \(userID) ORDER BY id DESC LIMIT \(statement.bind(Int64($0)))) AS memos"
        } ?? "memos"
        statement.sql = "SELECT * FROM \(source) WHERE search @@ \(statement.bind(words))::tsquery AND user_id = \(userID)"
        statement.add(filter, user: user.id)
        statement.sql = "SELECT \(Self.memoColumns) FROM (\(statement.sql) OFFSET 0) AS found ORDER BY id DESC LIMIT "
            + statement.bind(Int64(limit))
        return statement
    }

    private func names(_ sql: String, for user: User) throws -> [NameCount] {
        try storeErrors {
            let result = try connection.execute(sql, [String(user.id)])
            return (0..<result.rowCount).map {
                NameCount(name: PostgresText.read(result.string($0, 0)), open: Int(result.int64($0, 1)),
                          done: Int(result.int64($0, 2)))
            }
        }
    }
}
