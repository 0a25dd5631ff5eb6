/// Filter conditions joined by Taskwarrior's `and`, `or`, `xor` and `not`: the tree a filter
/// such as `( +home or +paper ) not project:work` is read into.
///
/// A leaf is a `MemoFilter` whose every condition must hold (its status too; it lets every
/// memo through but for its own conditions) or a `MemoTerm`. The tree is typed, never text:
/// each engine translates it into SQL with every value bound. `matches` is the reference.
public indirect enum MemoFilterExpression: Sendable, Hashable {
    /// Every condition of the filter holds.
    case filter(MemoFilter)
    /// The term holds.
    case term(MemoTerm)
    /// Every part holds (an empty list holds).
    case and([MemoFilterExpression])
    /// At least one part holds (an empty list does not).
    case or([MemoFilterExpression])
    /// Exactly one of the two holds.
    case xor(MemoFilterExpression, MemoFilterExpression)
    /// The part does not hold.
    case not(MemoFilterExpression)

    /// Whether `memo` meets the expression at `now`; `memos` (the user's every memo) judges
    /// `+blocked` and `+blocking`, which without them are taken to hold.
    public func matches(_ memo: Memo, now: Timestamp, among memos: [Memo]? = nil) -> Bool {
        switch self {
        case .filter(var filter):
            filter.now = now
            return memos.map { filter.matches(memo, among: $0) } ?? filter.matches(memo)
        case .term(let term):
            return term.matches(memo)
        case .and(let parts):
            return parts.allSatisfy { $0.matches(memo, now: now, among: memos) }
        case .or(let parts):
            return parts.contains { $0.matches(memo, now: now, among: memos) }
        case .xor(let left, let right):
            return left.matches(memo, now: now, among: memos) != right.matches(memo, now: now, among: memos)
        case .not(let part):
            return !part.matches(memo, now: now, among: memos)
        }
    }

    /// Whether the expression holds only for memos it names by id or uuid, as the ids and
    /// uuids of a filter's words do (`1-3 8ad2e3db`: joined by `or`, and to the rest by `and`):
    /// an engine finds them by their ids and its uuid index rather than by reading the order.
    public var namesMemos: Bool {
        switch self {
        case .term(.ids), .term(.uuid): return true
        case .or(let parts): return !parts.isEmpty && parts.allSatisfy(\.namesMemos)
        case .and(let parts): return parts.contains(where: \.namesMemos)
        default: return false
        }
    }

    /// The leaf filters of the tree, in order.
    public var filters: [MemoFilter] {
        switch self {
        case .filter(let filter): return [filter]
        case .term: return []
        case .and(let parts), .or(let parts): return parts.flatMap(\.filters)
        case .xor(let left, let right): return left.filters + right.filters
        case .not(let part): return part.filters
        }
    }

    /// `left` and `right` both, either possibly absent.
    public static func both(_ left: MemoFilterExpression?, _ right: MemoFilterExpression?) -> MemoFilterExpression? {
        guard let left else { return right }
        guard let right else { return left }
        if case .and(let parts) = left { return .and(parts + [right]) }
        return .and([left, right])
    }
}

extension MemoFilter {
    /// A leaf of a `MemoFilterExpression`: every memo, done or not, waiting or expired,
    /// until conditions are added.
    public static var everyMemo: MemoFilter {
        var filter = MemoFilter(status: .all, waiting: .include)
        filter.includesExpired = true
        return filter
    }
}
