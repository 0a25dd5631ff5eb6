import MemoStore
import MemoUseCases

/// Which page the list screen of `todo ui` reads, and where the answer's rows go: the screen,
/// and one either side, read from an anchor next to the rows held (`ListPageRead`), in any
/// order, so moving anywhere in a long list reads one page; `G` reads the
/// list's last rows, and when the list was not counted to its end, positions count back from
/// the end until moving up finds its start.
extension TodoListScreenViewController {
    func loadPage() {
        // Rows held read again after a change (`d`, `u`, another process): the screen only, what
        // is shown; the screens either side are read when moving reaches them.
        let refresh = needsPage && !memos.isEmpty && !wantsEnd
        let top = refresh ? scrolling.top : max(0, scrolling.top - scrolling.rows)
        let rows = refresh ? scrolling.rows : 3 * scrolling.rows
        var read = ListPageRead(wanted: top..<(top + rows), holding: [], from: 0, fromStart: true, keeping: false)
        if wantsEnd {
            // The screen and the one above: nothing follows the last row.
            read = .end(limit: 2 * scrolling.rows)
        } else if query.readsByAnchor {
            // Rows held are kept only when nothing changed since, and the screen is as tall.
            read = ListPageRead(wanted: top..<(top + rows), holding: memos, from: pageTop, fromStart: !positionsFromEnd,
                                keeping: !needsPage && pageRows == scrolling.rows, counted: isCountExact, sort: query.sort)
        }
        let action: MemoAction
        switch query {
        case .all:
            action = .list(MemoPageRequest(limit: read.limit, offset: top, anchor: read.anchor))
        case .filter(var request, _):
            (request.offset, request.limit, request.anchor) = (top, read.limit, read.anchor)
            action = .list(request)
        case .search(let text, let filter, _):
            // A search has no offset in the store: read up to the page's end, show its rows.
            action = .search(query: text, filter: filter, limit: min(top + rows, CommandReading.maxListLimit))
        }
        (requestedPage, requestedRead, requestedKept) = ((top, scrolling.rows), read, Array(memos[read.kept]))
        listener?.request(action)
        // After the answer: a change noticed while it was read is in it already.
        needsPage = false
    }

    func take(_ listing: MemoListing) {
        counts = listing.counts
        context = listing.context
        pageTop = requestedPage.top
        pageRows = requestedPage.rows
        switch listing.source {
        case .page(let request) where request.anchor != nil:
            memos = listing.memos
            place(more: listing.more > 0)
        case .page(let request):
            (pageTop, memos, positionsFromEnd) = (request.offset, listing.memos, false)
            scrolling.resize(count: pageTop + memos.count + listing.more)
            isCountExact = listing.moreIsExact
        case .search:
            memos = Array(listing.memos.dropFirst(pageTop))
            scrolling.resize(count: pageTop + memos.count + listing.more)
            isCountExact = listing.moreIsExact
        }
        // Followed until it is back (done, then undone) or the person moves.
        if let id = followedMemoID, let index = memos.firstIndex(where: { $0.id == id }) {
            scrolling.select(pageTop + index)
            followedMemoID = nil
        }
    }

    /// `g`: the first row; a list whose positions count from its end is read from its start again.
    func jumpToStart() {
        if positionsFromEnd {
            (memos, pageTop, positionsFromEnd) = ([], 0, false)
            needsPage = true
        }
        scrolling.jump(toFirst: true)
    }

    // MARK: - Private

    /// Places the memos of a page read from an anchor; `more`: whether a memo lies beyond them
    /// the way they were read.
    private func place(more: Bool) {
        switch requestedRead.way {
        case .offset: break
        case .forward(_, let at):
            (pageTop, memos) = (at - requestedKept.count, requestedKept + memos)
            if !more {
                scrolling.resize(count: pageTop + memos.count)
                isCountExact = true
            } else if scrolling.count <= pageTop + memos.count {
                scrolling.resize(count: pageTop + memos.count + 1)
                isCountExact = false
            }
        case .backward(_, let end):
            (pageTop, memos) = (end - memos.count, memos + requestedKept)
            if !more {
                // The list's start: positions count from it again, and the end's is the count.
                shift(by: -pageTop)
                positionsFromEnd = false
            } else if positionsFromEnd, pageTop < 3 * scrolling.rows {
                shift(by: MemoPage.moreCountLimit)
            }
        case .end:
            if !more {
                (pageTop, positionsFromEnd) = (0, false)
                scrolling.resize(count: memos.count)
            } else if isCountExact, !positionsFromEnd, scrolling.count >= memos.count {
                pageTop = scrolling.count - memos.count
            } else {
                // Not counted to its end: positions count back from it, with room above.
                let count = max(scrolling.count, memos.count + MemoPage.moreCountLimit)
                (pageTop, positionsFromEnd) = (count - memos.count, true)
                scrolling.resize(count: count)
            }
            isCountExact = true
            wantsEnd = false
            scrolling.jump(toFirst: false)
        }
    }

    /// Moves every position by `delta`: the rows held, the screen and the count.
    private func shift(by delta: Int) {
        pageTop += delta
        scrolling.shift(by: delta)
    }
}
