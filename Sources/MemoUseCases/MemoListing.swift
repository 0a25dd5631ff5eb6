import MemoStore

/// What the list screen shows: one page of memos, how many more match, and the user's counts.
///
/// The stream carries this, never the whole table, so what a command costs does not grow
/// with the number of memos stored.
public struct MemoListing: Sendable, Equatable {
    /// What was asked for: a page of a filter, or a search.
    public enum Source: Sendable, Equatable {
        /// A page of `MemoPageRequest`.
        case page(MemoPageRequest)
        /// The memos matching `query` among those of `filter`, at most `limit`.
        case search(query: String, filter: MemoFilter, limit: Int)
    }

    /// What was asked for, so the screen can ask for the next page and say how to see the rest.
    public var source: Source
    /// The memos of the page, in the order asked for.
    public var memos: [Memo]
    /// How many more memos match beyond the page.
    public var more: Int
    /// Whether `more` is exact (false when counting stopped at `MemoPage.moreCountLimit`).
    public var moreIsExact: Bool
    /// The user's open and done counts.
    public var counts: MemoCounts
    /// The name of the user's selected context, which narrowed the listing; nil for none.
    public var context: String?
    /// How many open and done children the page's memos have, by uuid (those without children
    /// left out): a parent's progress.
    public var childCounts: [String: ChildCount] = [:]
    /// The parents the page does not show of the page's memos, by uuid: a child whose parent is
    /// filtered out names it.
    public var parents: [String: MemoReference] = [:]

    /// Creates a listing.
    public init(
        source: Source, memos: [Memo], more: Int, moreIsExact: Bool = true, counts: MemoCounts, context: String? = nil
    ) {
        self.context = context
        self.source = source
        self.memos = memos
        self.more = more
        self.moreIsExact = moreIsExact
        self.counts = counts
    }
}
