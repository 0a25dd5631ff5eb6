/// A request for one page of a user's memos: which ones, in what order, how many.
public struct MemoPageRequest: Sendable, Hashable {
    /// Which memos to include.
    public var filter: MemoFilter
    /// Their order.
    public var sort: MemoSort
    /// The most memos to return; at least 1.
    public var limit: Int
    /// How many matching memos, in this order, to pass over first (the shell's `more`).
    public var offset: Int
    /// The weights of the urgency order; by default those the environment (or config file) sets.
    public var coefficients: UrgencyCoefficients
    /// Where the page is read from instead of `offset` (then not used), in any order; nil: by
    /// `offset`.
    public var anchor: MemoPageAnchor?

    /// Creates a page request; by default the first 20 open memos, most urgent first.
    public init(
        filter: MemoFilter = MemoFilter(), sort: MemoSort = .urgency, limit: Int = 20, offset: Int = 0,
        coefficients: UrgencyCoefficients = .configured, anchor: MemoPageAnchor? = nil
    ) {
        self.anchor = anchor
        self.coefficients = coefficients
        self.filter = filter
        self.sort = sort
        self.limit = limit
        self.offset = offset
    }
}

/// One page of memos, and how many more match beyond it.
public struct MemoPage: Sendable, Hashable {
    /// The memos of this page, in the requested order.
    public var memos: [Memo]
    /// How many matching memos follow this page, counted up to `MemoPage.moreCountLimit`; for
    /// a page read from an anchor, whether one lies beyond it the way it was read (1 or 0,
    /// counted no further: `moreIsExact` false when 1).
    public var more: Int
    /// Whether `more` is the exact number (false when counting stopped at the limit).
    public var moreIsExact: Bool

    /// Counting what follows a page stops here, so a listing's cost stays bounded on any store.
    public static let moreCountLimit = 1_000

    /// Creates a page.
    public init(memos: [Memo], more: Int, moreIsExact: Bool = true) {
        self.memos = memos
        self.more = more
        self.moreIsExact = moreIsExact
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
