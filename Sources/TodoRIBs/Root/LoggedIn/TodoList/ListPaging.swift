import MemoStore
import MemoUseCases

/// What `more` asks for on the list screen: the next page of whatever was shown last, a
/// listing, a search or the history.
///
/// A listing pages by offset. A search and the history have none in the store, so the next
/// page asks for everything up to its end and the rows already shown are left out.
struct ListPaging {
    /// What `more` should do now.
    enum Next {
        /// Send this request.
        case request(MemoAction)
        /// Nothing was shown yet that has a next page.
        case nothingShown
        /// The last page shown was the last one.
        case noMore
    }

    /// What `more` should do now.
    private(set) var next = Next.nothingShown

    /// The request for `search`: its first page.
    mutating func search(query: String, filter: MemoFilter, limit: Int) -> MemoAction {
        pendingSearch = (skip: 0, pageSize: limit)
        return .search(query: query, filter: filter, limit: limit)
    }

    /// The request for `history`: its first page (one entry more, to know whether others follow).
    mutating func history(limit: Int) -> MemoAction {
        pendingHistory = (skip: 0, pageSize: limit)
        return .history(limit: limit + 1)
    }

    /// The listing to show of `listing`, and what `more` asks next.
    mutating func show(_ listing: MemoListing) -> MemoListing {
        var shown = listing
        switch listing.source {
        case .page(let request):
            var nextPage = request
            nextPage.offset += listing.memos.count
            next = listing.more > 0 ? .request(.list(nextPage)) : .noMore
        case .search(let query, let filter, let limit):
            let (skip, pageSize) = pendingSearch ?? (0, limit)
            pendingSearch = nil
            shown.memos = Array(listing.memos.dropFirst(skip))
            let nextLimit = min(limit + pageSize, CommandReading.maxListLimit)
            if listing.more > 0, nextLimit > limit {
                next = .request(.search(query: query, filter: filter, limit: nextLimit))
                nextSearch = (skip: limit, pageSize: pageSize)
            } else {
                next = .noMore
            }
        }
        return shown
    }

    /// The entries to show of `changes`, and whether more follow them.
    mutating func show(_ changes: [MemoChange]) -> (changes: [MemoChange], hasMore: Bool) {
        let (skip, pageSize) = pendingHistory ?? (0, changes.count)
        pendingHistory = nil
        let hasMore = changes.count > skip + pageSize
        next = hasMore ? .request(.history(limit: skip + 2 * pageSize + 1)) : .noMore
        nextHistory = (skip: skip + pageSize, pageSize: pageSize)
        return (Array(changes.dropFirst(skip).prefix(pageSize)), hasMore)
    }

    /// Marks `more`'s request as sent, so its answer is shown from where the last page ended.
    mutating func sendingNext() {
        guard case .request(let action) = next else { return }
        switch action {
        case .search: pendingSearch = nextSearch
        case .history: pendingHistory = nextHistory
        default: break
        }
    }

    // MARK: - Private

    /// For the search or history answer on its way: the rows already shown, and the page size.
    private var pendingSearch, pendingHistory: (skip: Int, pageSize: Int)?
    /// What `pendingSearch` and `pendingHistory` become when `more` is sent.
    private var nextSearch, nextHistory: (skip: Int, pageSize: Int)?
}
