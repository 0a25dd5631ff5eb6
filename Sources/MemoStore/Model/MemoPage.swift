/// Which memos a listing shows.
public enum MemoFilter: String, Sendable, CaseIterable {
    /// Memos not done yet (the default listing).
    case open
    /// Memos marked done.
    case done
    /// Every memo.
    case all
}

/// A request for one page of a user's memos, newest (highest id) first.
public struct MemoPageRequest: Sendable, Hashable {
    /// Which memos to include.
    public var filter: MemoFilter
    /// The most memos to return; at least 1.
    public var limit: Int
    /// Continue after this memo id (exclusive), as returned in `MemoPage.nextCursor`; `nil` for the first page.
    public var after: Int64?

    /// Creates a page request.
    public init(filter: MemoFilter = .open, limit: Int = 20, after: Int64? = nil) {
        self.filter = filter
        self.limit = limit
        self.after = after
    }
}

/// One page of memos and where the next one starts.
public struct MemoPage: Sendable, Hashable {
    /// The memos of this page, newest first.
    public var memos: [Memo]
    /// The cursor for the next page, or `nil` when this page is the last.
    public var nextCursor: Int64?

    /// Creates a page.
    public init(memos: [Memo], nextCursor: Int64?) {
        self.memos = memos
        self.nextCursor = nextCursor
    }
}

/// How many memos a user has; kept by the store so reading it never counts rows.
public struct MemoCounts: Sendable, Hashable {
    /// Memos not done.
    public var open: Int
    /// Memos done.
    public var done: Int
    /// All memos.
    public var total: Int { open + done }

    /// Creates counts.
    public init(open: Int, done: Int) {
        self.open = open
        self.done = done
    }
}
