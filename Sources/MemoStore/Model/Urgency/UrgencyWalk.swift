/// A page in urgency order read arm by arm, as both engines' urgency queries read it: each arm
/// is one class's memos in their index order, the most urgent it could hold first, and the walk
/// keeps every memo read once (an arm of scheduled memos reads some again) and the `bound`
/// highest scores among them, so it stops at the first arm that cannot reach the page.
public struct UrgencyWalk: Sendable {
    /// A walk for a page ending `bound` memos in.
    public init(bound: Int) {
        self.bound = bound
        key = nil
        backward = false
    }

    /// A walk for the `bound` memos at `key` or after it (`backward`: the last `bound` before
    /// it; no key: of the whole list), whose arms are read forward from the most urgent they
    /// could be down (`backward`: backward from the least urgent up, `canReach` taking that).
    public init(bound: Int, key: Urgency.Ranked?, backward: Bool) {
        self.bound = bound
        self.key = key
        self.backward = backward
    }

    /// Keeps the memos of `read` not read before, on the key's side; their scores count once.
    public mutating func take(_ read: [Urgency.Ranked]) {
        let new = read.filter { memo in
            guard let key else { return seen.insert(memo.id).inserted }
            return Urgency.precedes(memo, key) == backward && seen.insert(memo.id).inserted
        }
        guard !new.isEmpty else { return }
        candidates += new
        best = backward ? Self.first(bound, of: best, and: new.map(\.score).sorted(by: <), by: <=)
            : Self.first(bound, of: best, and: new.map(\.score).sorted(by: >), by: >=)
    }

    /// Whether an arm whose memos score at most `most` (read backward: at least) could still
    /// hold a memo of the page.
    public func canReach(_ most: Double) -> Bool {
        guard best.count == bound, let least = best.last else { return true }
        return backward ? most <= least : most >= least
    }

    /// The ids of the page read from a key or the end, in urgency order: the first `limit`
    /// (backward: the last), and whether a memo lies beyond them.
    public func anchoredPage(limit: Int) -> (ids: [Int64], hasMore: Bool) {
        let sorted = candidates.sorted(by: Urgency.precedes)
        let page = backward ? sorted.suffix(limit) : sorted.prefix(limit)
        return (page.map(\.id), sorted.count > limit)
    }

    /// The least urgent a memo of `urgencyClass` could be, dated or not, lifted by the
    /// scheduled term when `scheduled`: where a backward walk orders its arms.
    public static func least(of urgencyClass: UrgencyClass, dated: Bool, scheduled: Bool, _ coefficients: UrgencyCoefficients) -> Double {
        let farAhead = Timestamp(secondsSince1970: Int64(Int32.max) * 4)
        let term = dated ? Urgency.dueTerm(farAhead, at: Timestamp(secondsSince1970: 0), coefficients) : 0
        return urgencyClass.score(coefficients) + term + (scheduled ? coefficients.scheduled : 0)
    }

    /// The ids of the page's memos, `offset`…`offset + limit`, in urgency order.
    public func page(offset: Int, limit: Int) -> [Int64] {
        Urgency.page(of: candidates, offset: offset, limit: limit)
    }

    /// The most urgent a memo of `urgencyClass` could be: dated, due no earlier than
    /// `earliestDue` (nil: any time), or undated; lifted by the scheduled term when
    /// `scheduled` (its scheduled date has passed).
    public static func most(
        of urgencyClass: UrgencyClass, dated: Bool, earliestDue: Timestamp?, scheduled: Bool, at now: Timestamp,
        _ coefficients: UrgencyCoefficients
    ) -> Double {
        let term = dated ? earliestDue.map { Urgency.dueTerm($0, at: now, coefficients) } ?? coefficients.due : coefficients.age
        return urgencyClass.score(coefficients) + term + (scheduled ? coefficients.scheduled : 0)
    }

    /// `arms` the most urgent they could be first (`most`), equal ones in the order given.
    /// Inlinable, and `most` read once an arm: sorting a thousand arms through a generic
    /// comparison that called it each time cost a `list` three times its instructions.
    @inlinable
    public static func ordered<Arm>(_ arms: [Arm], by most: (Arm) -> Double) -> [Arm] {
        let bounds = arms.map(most)
        return arms.indices.sorted { bounds[$0] != bounds[$1] ? bounds[$0] > bounds[$1] : $0 < $1 }.map { arms[$0] }
    }

    // MARK: - Private

    /// The `count` first by `order` of two lists of scores each sorted by it (the highest,
    /// or read backward the lowest): one merge, where inserting each score of a large page in
    /// turn was quadratic (`list --all --limit 10000` of 8,075 memos spent 163 M instructions there).
    private static func first(
        _ count: Int, of first: [Double], and second: [Double], by order: (Double, Double) -> Bool
    ) -> [Double] {
        var merged: [Double] = []
        merged.reserveCapacity(min(count, first.count + second.count))
        var (i, j) = (0, 0)
        while merged.count < count, i < first.count || j < second.count {
            if j == second.count || (i < first.count && order(first[i], second[j])) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        return merged
    }

    private let bound: Int
    private let key: Urgency.Ranked?
    private let backward: Bool
    private var candidates: [Urgency.Ranked] = []
    private var best: [Double] = []  // the `bound` highest scores so far, highest first (backward: lowest, lowest first)
    private var seen = Set<Int64>()
}
