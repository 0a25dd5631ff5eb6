/// Where a page is read from when not by offset: next to a memo the reader already holds, or
/// at either end of the list, in the request's order (urgency, or another: `MemoKeyset`).
/// Reading from an anchor costs one page wherever the anchor lies; an offset walks every memo
/// before it.
///
/// The key is a position, not a reference: the memo it was taken from may have changed or
/// gone, and the page is the one that position gives at the read's own `now`.
public enum MemoPageAnchor: Sendable, Hashable {
    /// The memos at `key` or after it: the first `limit` of them.
    case from(MemoPageKey)
    /// The memos before `key`: the last `limit` of them.
    case before(MemoPageKey)
    /// The last `limit` memos of the list.
    case last
    /// The first `limit` memos of the list: the page at offset 0, read as an anchored page is,
    /// so nothing past it is counted (`MemoPage.more` is 1 or 0).
    case first

    /// The memos after `memo` (not `memo` itself).
    public static func after(_ memo: Memo) -> MemoPageAnchor {
        .from(MemoPageKey(memo).successor)
    }

    /// The key it reads from; nil for the end.
    public var key: MemoPageKey? {
        switch self {
        case .from(let key), .before(let key): return key
        case .last, .first: return nil
        }
    }

    /// Whether the page is the last `limit` memos before the anchor rather than the first at it.
    public var readsBackward: Bool {
        switch self {
        case .from, .first: return false
        case .before, .last: return true
        }
    }
}

/// A memo's place in the urgency order, whatever `now` it is scored at: what its urgency and
/// its ties depend on (`Urgency.precedes`); and in the other orders, its priority and end too.
public struct MemoPageKey: Sendable, Hashable {
    /// The id, the last tie.
    public let id: Int64
    /// The class of its static terms.
    public let urgencyClass: UrgencyClass
    /// Its due date, nil for none.
    public let due: Timestamp?
    /// When it was created.
    public let created: Timestamp
    /// Its scheduled date, nil for none.
    public let scheduled: Timestamp?
    /// Its priority, nil for none (the priority order).
    public let priority: Priority?
    /// When it was done, nil for not (the end order).
    public let end: Timestamp?

    /// The key of `memo` as it was read.
    public init(_ memo: Memo) {
        self.init(id: memo.id, urgencyClass: UrgencyClass(memo), due: memo.due, created: memo.created, scheduled: memo.scheduled,
                  priority: memo.priority, end: memo.end)
    }

    /// A key of these parts.
    public init(
        id: Int64, urgencyClass: UrgencyClass, due: Timestamp?, created: Timestamp, scheduled: Timestamp?, priority: Priority? = nil,
        end: Timestamp? = nil
    ) {
        self.id = id
        self.urgencyClass = urgencyClass
        self.due = due
        self.created = created
        self.scheduled = scheduled
        self.priority = priority
        self.end = end
    }

    /// The position right after this one in urgency order: no memo lies between the two, as
    /// ids are whole numbers.
    public var successor: MemoPageKey { successor(in: .urgency) }

    /// The position right after this one in `sort`: the next id in the order's last tie
    /// (upward in urgency and oldest first, downward in the others, newest first).
    public func successor(in sort: MemoSort) -> MemoPageKey {
        let next = sort == .urgency || sort == .oldest ? id + 1 : id - 1
        return MemoPageKey(id: next, urgencyClass: urgencyClass, due: due, created: created, scheduled: scheduled, priority: priority, end: end)
    }

    /// The key scored at `now`.
    public func ranked(at now: Timestamp, _ coefficients: UrgencyCoefficients) -> Urgency.Ranked {
        Urgency.Ranked(id: id, class: urgencyClass, due: due, created: created, scheduled: scheduled, at: now, coefficients)
    }
}
