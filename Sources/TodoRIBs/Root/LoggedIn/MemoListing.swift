import MemoStore

/// What the list screen shows: one page of memos and the user's counts.
///
/// The stream carries this, never the whole table, so what a command costs does not grow
/// with the number of memos stored.
struct MemoListing: Sendable, Equatable {
    /// Which memos the page holds.
    var filter: MemoStatus
    /// The search the page answers, or `nil` for a plain listing.
    var query: String?
    /// The memos of the page, newest first.
    var memos: [Memo]
    /// Whether more memos match than the page holds.
    var hasMore: Bool
    /// The user's open and done counts.
    var counts: MemoCounts

    /// Creates a listing.
    init(filter: MemoStatus, query: String?, memos: [Memo], hasMore: Bool, counts: MemoCounts) {
        self.filter = filter
        self.query = query
        self.memos = memos
        self.hasMore = hasMore
        self.counts = counts
    }
}
