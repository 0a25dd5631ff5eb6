import MemoStore

/// How the list screen of `todo ui` reads the rows it wants. In any order a page is read from
/// an anchor next to the rows the screen holds (`MemoPageAnchor`), forward or backward, and
/// `G` reads the list's last rows, so a page deep in a long list costs what the first does;
/// from the start, a page is read by offset. Moving on, only the
/// rows not held are read, and those held that are still wanted are kept.
struct ListPageRead: Equatable {
    /// Where the rows read go.
    enum Way: Equatable {
        /// The memos from position `offset` on, by offset.
        case offset(Int)
        /// The memos from the anchor on, placed from position `at`.
        case forward(MemoPageAnchor, at: Int)
        /// The memos before the anchor, the last placed just before position `endingAt`.
        case backward(MemoPageAnchor, endingAt: Int)
        /// The list's last memos.
        case end
    }

    /// How the rows are read and placed.
    let way: Way
    /// How many rows to read.
    let limit: Int
    /// The rows held that stay, by index among them: beside the rows read, forward before
    /// them and backward after them.
    var kept: Range<Int> = 0..<0

    /// The list's last `limit` rows.
    static func end(limit: Int) -> ListPageRead {
        ListPageRead(way: .end, limit: limit)
    }

    /// The read for the rows at positions `wanted`, holding `memos` from position `top`: from
    /// an anchor among them where the rows start or end within or right after them (only the
    /// rows not held, when `keeping` them: nothing changed since they were read), else by
    /// offset; `fromStart` false: positions count back from the end (after `G` on a list not
    /// counted to its end), so position 0 is not the start, and no offset can be read. The
    /// rows held from the start read again (after a change) come from `.first` when the
    /// list's length is not `counted` exactly: an offset read would count a thousand memos
    /// past them to learn again only that more follow. `sort`: the list's order.
    init(
        wanted: Range<Int>, holding memos: [Memo], from top: Int, fromStart: Bool, keeping: Bool, counted: Bool = true,
        sort: MemoSort = .urgency
    ) {
        func key(at position: Int) -> MemoPageKey {
            // Right after the last memo held: the position after its key.
            position - top < memos.count ? MemoPageKey(memos[position - top]) : MemoPageKey(memos[memos.count - 1]).successor(in: sort)
        }
        let held = top...(top + memos.count)
        if fromStart, wanted.lowerBound == 0, !memos.isEmpty, !keeping, !counted {
            (way, limit) = (.forward(.first, at: 0), wanted.count)
        } else if memos.isEmpty || (fromStart && wanted.lowerBound == 0) {
            (way, limit) = (fromStart ? .offset(wanted.lowerBound) : .end, wanted.count)
        } else if held.contains(wanted.lowerBound), keeping, wanted.upperBound > held.upperBound {
            (way, limit) = (.forward(.from(key(at: held.upperBound)), at: held.upperBound), wanted.upperBound - held.upperBound)
            kept = (wanted.lowerBound - top)..<memos.count
        } else if held.contains(wanted.lowerBound) {
            (way, limit) = (.forward(.from(key(at: wanted.lowerBound)), at: wanted.lowerBound), wanted.count)
        } else if held.contains(wanted.upperBound), keeping {
            (way, limit) = (.backward(.before(key(at: top)), endingAt: top), top - wanted.lowerBound)
            kept = 0..<(wanted.upperBound - top)
        } else if held.contains(wanted.upperBound) {
            (way, limit) = (.backward(.before(key(at: wanted.upperBound)), endingAt: wanted.upperBound), wanted.count)
        } else {
            (way, limit) = (fromStart ? .offset(wanted.lowerBound) : .end, wanted.count)
        }
    }

    /// The anchor to send; nil for an offset.
    var anchor: MemoPageAnchor? {
        switch way {
        case .offset: nil
        case .forward(let anchor, _), .backward(let anchor, _): anchor
        case .end: .last
        }
    }

    // MARK: - Private

    private init(way: Way, limit: Int) {
        self.way = way
        self.limit = limit
    }
}
