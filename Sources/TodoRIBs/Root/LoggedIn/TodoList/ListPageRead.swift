import MemoStore

/// How the list screen of `todo ui` reads the rows it wants. In urgency order a page is read
/// from an anchor next to the rows the screen holds (`MemoPageAnchor`), forward or backward,
/// and `G` reads the list's last rows, so a page deep in a long list costs what the first
/// does; from the start, and in another order, a page is read by offset.
enum ListPageRead: Equatable {
    /// The memos from position `offset` on, by offset.
    case offset(Int)
    /// The memos from the anchor on, placed from position `at`.
    case forward(MemoPageAnchor, at: Int)
    /// The memos before the anchor, the last placed just before position `endingAt`.
    case backward(MemoPageAnchor, endingAt: Int)
    /// The list's last memos.
    case end

    /// The read for the rows at positions `wanted`, holding `memos` from position `top`: from
    /// an anchor among them where the rows start or end within or right after them, else by
    /// offset; `fromStart` false: positions count back from the end (after `G` on a list not
    /// counted to its end), so position 0 is not the start, and no offset can be read.
    init(wanted: Range<Int>, holding memos: [Memo], from top: Int, fromStart: Bool) {
        func key(at position: Int) -> MemoPageKey {
            // Right after the last memo held: the position after its key.
            position - top < memos.count ? MemoPageKey(memos[position - top]) : MemoPageKey(memos[memos.count - 1]).successor
        }
        let held = top...(top + memos.count)
        if memos.isEmpty || (fromStart && wanted.lowerBound == 0) {
            self = fromStart ? .offset(wanted.lowerBound) : .end
        } else if held.contains(wanted.lowerBound) {
            self = .forward(.from(key(at: wanted.lowerBound)), at: wanted.lowerBound)
        } else if held.contains(wanted.upperBound) {
            self = .backward(.before(key(at: wanted.upperBound)), endingAt: wanted.upperBound)
        } else {
            self = fromStart ? .offset(wanted.lowerBound) : .end
        }
    }

    /// The anchor to send; nil for an offset.
    var anchor: MemoPageAnchor? {
        switch self {
        case .offset: nil
        case .forward(let anchor, _), .backward(let anchor, _): anchor
        case .end: .last
        }
    }
}
